package dev.tictactoe.cli;

import dev.tictactoe.report.ResultFiles;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.openjdk.jmh.profile.AsyncProfiler;
import org.openjdk.jmh.runner.options.ProfilerConfig;

/**
 * {@code bench --prof async}: JMH's async-profiler integration, with the library this jar carries
 * (async-profiler from Maven Central, {@code tools.profiler:async-profiler}, whose jar holds the
 * native library for Linux x64 and arm64 and for macOS), writing flame graphs beside the run's
 * results ({@link ResultFiles#flameGraphsOf}).
 *
 * <p>JMH loads the library only from a file ({@code libPath}), never from inside a jar, in this
 * JVM and in every fork. So it is copied out of the jar into a directory of this run's own (two
 * runs at once never share one, nor does a run read another's), which is removed when the run
 * ends. A {@code libPath} the user gives is used instead.
 *
 * <p>Which event: async-profiler's {@code cpu} counts the CPU time of every thread through the
 * kernel's perf events, the most accurate sampler it has and the only one that can show kernel
 * frames. Where the kernel refuses perf events (a {@code kernel.perf_event_paranoid} of 3, which
 * some distributions add, for a user without CAP_PERFMON; a container's seccomp filter),
 * async-profiler would fall back on a timer without saying so. So this class asks first whether
 * {@code cpu-clock}, the perf event under {@code cpu}, can be opened, and otherwise names the
 * fallback itself: {@code ctimer}, a CPU-time timer per thread (timer_create: Linux only), else
 * {@code itimer}, one CPU-time timer for the whole process. Both timers sample the same Java
 * frames as {@code cpu}, without the kernel's.
 */
final class AsyncProfiling implements AutoCloseable {
  /** The profiler's name for JMH and {@code --prof}. */
  static final String NAME = "async";
  /**
   * The CPU event's interval unless told otherwise: a sample every millisecond of CPU time, so
   * that the quick profile's three samples of 0.2 s still give hundreds of samples
   * (async-profiler's default, 10 ms, would give tens).
   */
  static final String INTERVAL_NANOS = "1000000";

  private static final String LIBRARY = "libasyncProfiler.so";
  /** async-profiler's perf event for CPU time: the one its {@code cpu} event opens. */
  private static final String PERF_CPU_CLOCK = "cpu-clock";

  private final Path libraryDir; // null: the user's libPath
  private final String version;
  private final String event;
  private final String why;
  private final List<String> options;

  private AsyncProfiling(Path libraryDir, String version, String event, String why,
      List<String> options) {
    this.libraryDir = libraryDir;
    this.version = version;
    this.event = event;
    this.why = why;
    this.options = options;
  }

  /**
   * The library of this jar for an OS and architecture ({@code os.name}, {@code os.arch}), as a
   * resource path, if async-profiler's jar has one.
   */
  static Optional<String> libraryResource(String os, String arch) {
    String platform = null;
    if (os.startsWith("Linux")) {
      platform = switch (arch) {
        case "amd64", "x86_64" -> "linux-x64";
        case "aarch64", "arm64" -> "linux-arm64";
        default -> null;
      };
    } else if (os.startsWith("Mac")) {
      platform = "macos";
    }
    return Optional.ofNullable(platform).map(p -> p + "/" + LIBRARY);
  }

  // tag::event[]
  /**
   * The CPU event to sample, given which events async-profiler can open here: {@code cpu} when
   * its perf event can be opened, else the per-thread timer {@code ctimer}, else the process-wide
   * {@code itimer} (which needs nothing of the kernel but a signal).
   *
   * @param refusal why async-profiler refuses an event, or empty if it can sample it
   */
  static String cpuEvent(Function<String, Optional<String>> refusal) {
    if (refusal.apply(PERF_CPU_CLOCK).isEmpty()) {
      return "cpu";
    }
    return refusal.apply("ctimer").isEmpty() ? "ctimer" : "itimer";
  }
  // end::event[]

  /**
   * Gets async-profiler ready for a run with the user's JMH options ({@code name=value;...},
   * possibly empty): the library copied out of the jar and loaded here, as JMH will load it, and
   * the event chosen (or the user's checked).
   *
   * @throws InputException in one line, if the platform has no library in this jar, the library
   *     cannot load, or the options are ones bench must set or async-profiler refuses
   */
  static AsyncProfiling prepare(String userOptions) {
    List<String> options = new ArrayList<>();
    Map<String, String> given = new LinkedHashMap<>();
    for (String option : userOptions.split(";")) {
      if (option.isEmpty()) {
        continue;
      }
      int eq = option.indexOf('=');
      String key = eq < 0 ? option : option.substring(0, eq);
      if (given.containsKey(key)) {
        throw new InputException(key + " is given twice");
      }
      given.put(key, eq < 0 ? "" : option.substring(eq + 1));
      if (key.equals("dir")) {
        throw new InputException("dir is bench's to choose: the flame graphs go beside the run's"
            + " results, in <results-dir>/<run>-flamegraphs/");
      }
      if (!key.equals("libPath")) {
        options.add(option);
      }
    }
    Path libraryDir = null;
    Path library;
    if (given.containsKey("libPath")) {
      library = Path.of(given.get("libPath")).toAbsolutePath();
      if (!Files.isRegularFile(library)) {
        throw new InputException("libPath: " + library + ": no such file");
      }
    } else {
      libraryDir = extractLibrary();
      library = libraryDir.resolve(LIBRARY);
    }
    boolean ready = false;
    try {
      AsyncProfiler.JavaApi api = load(library);
      String version = api.execute("version").strip();
      String event;
      String why;
      if (given.containsKey("event")) {
        event = given.get("event");
        Optional<String> refused = refusal(api, event);
        if (refused.isPresent()) {
          throw new InputException("event '" + event + "' cannot be sampled here ("
              + refused.get() + "); cpu, ctimer and itimer need no hardware counters");
        }
        why = "as asked";
      } else {
        event = cpuEvent(e -> refusal(api, e));
        why = reason(event, refusal(api, PERF_CPU_CLOCK).orElse(""));
        options.add("event=" + event);
        if (!given.containsKey("interval")) {
          options.add("interval=" + INTERVAL_NANOS);
        }
      }
      if (!given.containsKey("output")) {
        options.add("output=flamegraph");
      }
      options.add(0, "libPath=" + library);
      ready = true;
      return new AsyncProfiling(libraryDir, version, event, why, List.copyOf(options));
    } catch (IOException e) {
      throw new InputException("async-profiler does not answer (" + e.getMessage() + ")");
    } finally {
      if (!ready) {
        delete(libraryDir);
      }
    }
  }

  /** Why this CPU event, in words, given why perf events were refused (if they were). */
  private static String reason(String event, String perfRefusal) {
    if (event.equals("cpu")) {
      return "perf events, the CPU time of every thread";
    }
    return "perf events are refused here (" + perfRefusal + paranoid() + "), so "
        + (event.equals("ctimer") ? "a timer per thread" : "one timer for the process")
        + " samples CPU time instead of event cpu: the same Java frames, no kernel frames";
  }

  /**
   * The line {@code --list-profilers} adds for async-profiler: which library it loaded and which
   * event it would sample, or why it cannot run here. Loading it also has JMH's own list show it
   * among the profilers that work (JMH keeps the library a JVM has loaded).
   */
  static String availability() {
    try (AsyncProfiling async = prepare("")) {
      return NAME + ": async-profiler " + async.version + " from this jar; bench --prof async"
          + " samples event " + async.event + " here: " + async.why;
    } catch (InputException e) {
      return NAME + ": cannot run here: " + e.getMessage();
    }
  }

  /**
   * JMH's options for this run: the library, the event, flame graphs and the interval unless the
   * user chose otherwise, the user's other options, and {@code dir}, where JMH makes a directory
   * per benchmark and parameters.
   */
  ProfilerConfig config(Path flameGraphs) {
    List<String> all = new ArrayList<>(options);
    all.add("dir=" + flameGraphs.toAbsolutePath());
    return new ProfilerConfig(NAME, String.join(";", all));
  }

  /** One line for the terminal: the version and the event, and why that event. */
  String describe(Path flameGraphs) {
    return "async-profiler " + version + " samples event " + event + ": " + why + ". Flame graphs: "
        + flameGraphs + "/";
  }

  /** What the environment file records of the profile ({@code asyncProfiler}). */
  Map<String, Object> record(Path flameGraphs) {
    Map<String, Object> record = new LinkedHashMap<>();
    record.put("version", version);
    record.put("event", event);
    record.put("why", why);
    record.put("flameGraphs", flameGraphs.getFileName().toString());
    return record;
  }

  /** Removes the copy of the library (a JVM that loaded it keeps it mapped). */
  @Override
  public void close() {
    delete(libraryDir);
  }

  private static Path extractLibrary() {
    String os = System.getProperty("os.name");
    String arch = System.getProperty("os.arch");
    String resource = libraryResource(os, arch).orElseThrow(() -> new InputException(
        "async-profiler has no library for " + os + " " + arch + " in this jar (it carries"
            + " linux-x64, linux-arm64 and macos); give libPath=PATH of one built for it"));
    try (InputStream in = AsyncProfiling.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw new InputException("this jar lacks async-profiler's " + resource);
      }
      Path dir = Files.createTempDirectory("tictactoe-async-profiler-");
      dir.toFile().deleteOnExit(); // an interrupted run leaves no copy (deleted file first)
      Path library = dir.resolve(LIBRARY);
      library.toFile().deleteOnExit();
      Files.copy(in, library);
      return dir;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static AsyncProfiler.JavaApi load(Path library) {
    try {
      return AsyncProfiler.JavaApi.getInstance(library.toString());
    } catch (UnsatisfiedLinkError e) {
      throw new InputException("cannot load async-profiler's library " + library + " ("
          + e.getMessage() + ")");
    }
  }

  /** Why async-profiler will not sample an event here, or empty if it will. */
  private static Optional<String> refusal(AsyncProfiler.JavaApi api, String event) {
    try {
      api.execute("check,event=" + event);
      return Optional.empty();
    } catch (IOException | RuntimeException e) {
      return Optional.of(e.getMessage() == null ? e.toString() : e.getMessage());
    }
  }

  /** {@code ; kernel.perf_event_paranoid = N}, or nothing where there is no such setting. */
  private static String paranoid() {
    try {
      return "; kernel.perf_event_paranoid = "
          + Files.readString(Path.of("/proc/sys/kernel/perf_event_paranoid")).strip();
    } catch (IOException | RuntimeException e) {
      return "";
    }
  }

  private static void delete(Path dir) {
    if (dir == null) {
      return;
    }
    try {
      Files.deleteIfExists(dir.resolve(LIBRARY));
      Files.deleteIfExists(dir);
    } catch (IOException e) {
      // best effort: the JVM deletes both on exit too
    }
  }
}
