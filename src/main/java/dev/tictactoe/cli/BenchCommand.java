package dev.tictactoe.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.tictactoe.report.EnvironmentFile;
import dev.tictactoe.report.ResultFiles;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.profile.ProfilerException;
import org.openjdk.jmh.profile.ProfilerFactory;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.ProfilerConfig;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.options.VerboseMode;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bench}: runs the JMH benchmarks through JMH's Runner API, in forked JVMs as JMH intends,
 * and keeps every result: JMH's own JSON, untouched, and the environment beside it.
 */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    header = "Run the JMH benchmarks and keep the results under results/.",
    description = {
      "Runs the benchmarks in forked JVMs, showing JMH's progress as it goes, and writes"
          + " <results-dir>/<UTC timestamp>-<quick|full>.json (JMH's JSON) and, beside it,"
          + " <same name>.env.json (JDK, OS, CPU, cores, memory, git commit, profile).",
      "Never overwrites a file. The last line printed is the path of the results file.",
      "The full profile (the default) takes about two hours on 2 cores (the ablation's 118"
          + " cases about an hour of it: its last run took 63 minutes), --quick under three"
          + " minutes; --quick also leaves out the slowest cases"
          + " (ScalingBenchmark with board=4x7k4 and minimaxBoard=3x4k3, n=3, 30 and 300,"
          + " EngineQueryBenchmark with position=corner, EngineSweepBenchmark with"
          + " positions=nonTerminal, all but four ablation cases) unless -p names them.",
      "Benchmarks that time one cold shot (FrontierBenchmark: the boards past 30 cells, about"
          + " half an hour) run as their annotations say whatever the profile, and only in the"
          + " full profile; their runs go into the same results file."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:the benchmarks ran", "1:a benchmark failed",
        "2:bad option, bad regex, nothing matches, a --jvm that is not a working java, or a"
            + " profiler that is unknown or cannot run here"})
final class BenchCommand implements Callable<Integer> {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(names = "--quick",
      description = "Few forks and iterations: a smoke run with wide errors, not for publishing.")
  boolean quick;

  @Option(names = "--include", paramLabel = "REGEX", defaultValue = ".*",
      description = "Run only the benchmarks whose name (class.method) matches (default: all)."
          + " Example: 'MoveCost.*counters'.")
  String include;

  @Option(names = {"-p", "--param"}, paramLabel = "NAME=V1,V2",
      description = "Override a benchmark parameter's values, e.g. -p n=10,1000. Repeatable.")
  Map<String, String> params = new LinkedHashMap<>();

  @Option(names = "--results-dir", paramLabel = "DIR", defaultValue = "results",
      description = "Where results are written (default: ${DEFAULT-VALUE}).")
  Path resultsDir;

  @Option(names = "--list",
      description = "List the benchmarks that --include selects, with their parameters, and exit.")
  boolean list;

  @Option(names = "--jvm", paramLabel = "PATH",
      description = "Run the forks on this java executable instead of the one running this command,"
          + " e.g. /usr/lib/jvm/temurin-25-jdk-amd64/bin/java. It is asked its version before"
          + " anything is forked, and the environment file records it.")
  Path jvm;

  @Option(names = "--jvm-args", paramLabel = "\"ARGS\"",
      description = "Extra JVM arguments for every fork, separated by spaces, e.g."
          + " \"-XX:+UseParallelGC -Xmx2g\" (they replace any a benchmark's @Fork declares).")
  String jvmArgs;

  @Option(names = "--prof", paramLabel = "NAME[:OPTIONS]",
      description = "Add one of JMH's profilers, e.g. 'gc' for bytes allocated per operation"
          + " (gc.alloc.rate.norm), or 'async' for flame graphs of where the time goes"
          + " (async-profiler, carried in this jar: <results-dir>/<run>-flamegraphs/, linked by"
          + " the report; it samples event cpu, or a timer where the kernel refuses perf events,"
          + " and says which). Repeatable; checked before anything is forked."
          + " --list-profilers shows which work on this machine.")
  List<String> profilers = new ArrayList<>();

  @Option(names = "--list-profilers",
      description = "List JMH's profilers, those that work on this machine and why the others do"
          + " not, and exit.")
  boolean listProfilers;

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    if (listProfilers) {
      // Loading async-profiler first has JMH list it among those that work, if it can load here.
      String async = AsyncProfiling.availability();
      out.print(profilerList());
      out.println(async);
      out.flush();
      return 0;
    }
    SortedSet<BenchmarkListEntry> selected = select();
    if (list) {
      for (String line : describe(selected)) {
        out.println(line);
      }
      return 0;
    }
    List<String> oneShots = oneShots(selected);
    try (AsyncProfiling async = asyncProfiling()) {
      return bench(selected, oneShots, async);
    }
  }

  /** Runs the selected benchmarks, async-profiler ready if --prof async asked for it. */
  private int bench(SortedSet<BenchmarkListEntry> selected, List<String> oneShots,
      AsyncProfiling async) throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    List<ProfilerConfig> profiling = profilers(async);
    ForkJvm forks = forkJvm();
    BenchProfile profile = quick ? BenchProfile.QUICK : BenchProfile.FULL;
    Main.outputDirectory(spec.commandLine(), "--results-dir", resultsDir);
    Instant start = Instant.now();
    // Taken before the run: what matters is the code that was measured, not edits made to the
    // working tree while the benchmarks ran.
    Map<String, Object> machine = Environment.capture(Path.of(""));
    // What was measured is the forks' JVM: jdk and jvm name it, the CLI's own is kept apart.
    machine.put(EnvironmentFile.CLI_JDK, machine.get(EnvironmentFile.JDK));
    machine.put(EnvironmentFile.JDK, forks.jdk());
    machine.put(EnvironmentFile.JVM, forks.jvm());
    machine.put(EnvironmentFile.FORK_JVM, forks.describe());
    machine.put(EnvironmentFile.PROFILERS, profilers);
    Path results = ResultFiles.reserve(resultsDir, profile.label(), start);
    if (async != null) {
      Path flameGraphs = ResultFiles.flameGraphsOf(results);
      profiling = profiling.stream().map(p -> p.getKlass().equals(AsyncProfiling.NAME)
          ? async.config(flameGraphs) : p).toList();
      machine.put(EnvironmentFile.ASYNC_PROFILER, async.record(flameGraphs));
      spec.commandLine().getErr().println(async.describe(flameGraphs));
      spec.commandLine().getErr().flush();
    }
    Thread cleanUp = new Thread(() -> discardIfEmpty(results));
    Runtime.getRuntime().addShutdownHook(cleanUp); // an interrupted run leaves no empty file
    String classPath = System.getProperty("java.class.path");
    Path snapshot = snapshotOfSoleJar(classPath);
    try {
      if (snapshot != null) {
        System.setProperty("java.class.path", snapshot.toString()); // JMH forks with this
      }
      // The code of some benchmarks settles at once (the profile says which): they run apart,
      // with fewer warm-ups, into the same results file.
      List<String> settled = names(selected.stream().filter(b -> !isOneShot(b)
          && profile.settlesAtOnce(b)).toList());
      // Computed values for every run; the profile narrows them (and others) for its own runs.
      Map<String, String[]> computed = ComputedParams.of(selected, params.keySet());
      Map<String, String[]> narrowed = new TreeMap<>(computed);
      narrowed.putAll(profile.narrowedParams(selected, params.keySet()));
      if (oneShots.size() + settled.size() < names(selected).size()) {
        ChainedOptionsBuilder options = profile.applyTo(new OptionsBuilder().include(include)
            .exclude(NOT_THE_SUITE));
        oneShots.forEach(name -> options.exclude(exactly(name)));
        settled.forEach(name -> options.exclude(exactly(name)));
        run(options, results, narrowed, forks, profiling);
      }
      if (!settled.isEmpty()) {
        ChainedOptionsBuilder options = profile.applySettledTo(new OptionsBuilder());
        settled.forEach(name -> options.include(exactly(name)));
        runAppended(options, results, narrowed, forks, profiling);
      }
      if (!quick && !oneShots.isEmpty()) {
        // As annotated: one cold shot each, added to the same results file.
        ChainedOptionsBuilder options = new OptionsBuilder();
        oneShots.forEach(name -> options.include(exactly(name)));
        runAppended(options, results, computed, forks, profiling);
      }
    } catch (RunnerException e) {
      throw new CommandFailedException("a benchmark failed (" + rootMessage(e)
          + "); nothing was kept");
    } finally {
      System.setProperty("java.class.path", classPath);
      if (snapshot != null) {
        Files.deleteIfExists(snapshot);
      }
      discardIfEmpty(results);
      Runtime.getRuntime().removeShutdownHook(cleanUp);
    }
    writeEnvironment(results, profile, quick ? List.of() : oneShots, start, machine);
    out.println(results);
    return 0;
  }

  /**
   * A copy, in the temporary directory, of the class path if it is one jar file (the CLI run as
   * {@code java -jar target/tictactoe.jar}, as the README does), or null. JMH gives every fork
   * this JVM's class path, read again at each fork; a run of the full profile forks for an hour,
   * and a build that rewrote the jar meanwhile would have the later forks measure other code
   * than the earlier ones, in one results file. The copy, taken before the first fork, cannot
   * change.
   */
  static Path snapshotOfSoleJar(String classPath) throws IOException {
    if (classPath == null || classPath.contains(java.io.File.pathSeparator)
        || !classPath.endsWith(".jar") || !Files.isRegularFile(Path.of(classPath))) {
      return null;
    }
    Path copy = Files.createTempFile("tictactoe-bench-", ".jar");
    copy.toFile().deleteOnExit(); // an interrupted run leaves no copy either
    Files.copy(Path.of(classPath), copy, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    return copy;
  }

  // tag::one-shot[]
  /**
   * One JMH run, written as JSON to {@code file}: what to run and the profile's settings are
   * already in {@code options} (no settings, for benchmarks that keep their own), {@code values}
   * are the parameter values the run sets (computed, or narrowed by the profile), and the user's
   * -p values, JVM and profilers apply to every run alike.
   */
  private void run(ChainedOptionsBuilder options, Path file, Map<String, String[]> values,
      ForkJvm forks, List<ProfilerConfig> profiling) throws RunnerException {
    options.resultFormat(ResultFormatType.JSON).result(file.toString()).shouldFailOnError(true);
    values.forEach(options::param);
    if (jvm != null) {
      options.jvm(forks.executable().toString());
    }
    if (!forks.args().isEmpty()) {
      options.jvmArgs(forks.args().toArray(String[]::new));
    }
    profiling.forEach(p -> options.addProfiler(p.getKlass(), p.getOpts()));
    params.forEach((name, given) -> options.param(name, given.split(",")));
    new Runner(options.build()).run();
  }

  /** One JMH run as {@link #run}, written apart, then added to the runs in {@code results}. */
  private void runAppended(ChainedOptionsBuilder options, Path results,
      Map<String, String[]> values, ForkJvm forks, List<ProfilerConfig> profiling)
      throws RunnerException, IOException {
    Path part = Files.createTempFile(resultsDir, ".part-", ".json");
    try {
      run(options, part, values, forks, profiling);
      appendRuns(part, results);
    } finally {
      Files.deleteIfExists(part);
    }
  }

  /**
   * The selected benchmarks that time one cold shot (JMH's single-shot mode, such as the
   * frontier's solves of a minute each): a profile's forks and iterations would repeat them
   * dozens of times, so they run as their annotations say, and only in the full profile.
   */
  private List<String> oneShots(SortedSet<BenchmarkListEntry> selected) {
    List<String> oneShots = names(selected.stream().filter(BenchCommand::isOneShot).toList());
    if (quick && !oneShots.isEmpty() && oneShots.size() == names(selected).size()) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--quick leaves out "
          + String.join(", ", oneShots) + " (one cold solve of up to minutes each);"
          + " run it without --quick");
    }
    return oneShots;
  }

  /** Whether a benchmark times one cold shot (JMH's single-shot mode) and keeps its settings. */
  static boolean isOneShot(BenchmarkListEntry benchmark) {
    return benchmark.getMode() == Mode.SingleShotTime;
  }

  private static List<String> names(java.util.Collection<BenchmarkListEntry> benchmarks) {
    return benchmarks.stream().map(BenchmarkListEntry::getUsername).distinct().toList();
  }

  /**
   * Adds the runs of one JMH results file to another's: both are JSON arrays of runs, and each
   * run is kept as JMH wrote it. A missing or empty {@code to} is a run with no runs yet.
   */
  private static void appendRuns(Path from, Path to) throws IOException {
    ObjectMapper json = new ObjectMapper();
    ArrayNode runs = Files.exists(to) && Files.size(to) > 0 ? (ArrayNode) json.readTree(to.toFile())
        : json.createArrayNode();
    runs.addAll((ArrayNode) json.readTree(from.toFile()));
    json.enable(SerializationFeature.INDENT_OUTPUT).writeValue(to.toFile(), runs);
  }

  /** A regex that selects exactly this benchmark (JMH finds a regex anywhere in a name). */
  private static String exactly(String benchmark) {
    return "^" + Pattern.quote(benchmark) + "$";
  }
  // end::one-shot[]

  /** The benchmarks --include selects; refuses a bad regex, no match, or an unknown parameter. */
  SortedSet<BenchmarkListEntry> select() {
    try {
      Pattern.compile(include);
    } catch (PatternSyntaxException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--include: not a valid regular"
          + " expression: " + e.getDescription() + " near index " + e.getIndex());
    }
    SortedSet<BenchmarkListEntry> selected = benchmarks(include);
    if (selected.isEmpty()) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--include: no benchmark"
          + " matches '" + include + "' (--list shows them all)");
    }
    for (Map.Entry<String, String> param : params.entrySet()) {
      boolean known = selected.stream().anyMatch(b ->
          b.getParams().hasValue() && b.getParams().get().containsKey(param.getKey()));
      if (!known) {
        throw new CommandLine.ParameterException(spec.commandLine(), "--param: no selected"
            + " benchmark has a parameter '" + param.getKey() + "'");
      }
      if (param.getValue().isBlank() || List.of(param.getValue().split(",", -1)).contains("")) {
        throw new CommandLine.ParameterException(spec.commandLine(), "--param: '"
            + param.getKey() + "=" + param.getValue() + "' needs comma-separated values");
      }
    }
    ParamCheck.problem(selected, params).ifPresent(reason -> {
      throw new CommandLine.ParameterException(spec.commandLine(), "--param: " + reason);
    });
    return selected;
  }

  /**
   * async-profiler, ready for the run, if --prof names it (JMH's {@code async}), else null.
   *
   * @throws CommandLine.ParameterException in one line if it cannot run here or its options are
   *     refused, before anything is written
   */
  private AsyncProfiling asyncProfiling() {
    List<String> asked = profilers.stream().filter(v -> profilerName(v)
        .equals(AsyncProfiling.NAME)).toList();
    if (asked.isEmpty()) {
      return null;
    }
    String prefix = "--prof " + AsyncProfiling.NAME + ": ";
    if (asked.size() > 1) {
      throw new CommandLine.ParameterException(spec.commandLine(), prefix + "given twice");
    }
    String dir = resultsDir.toAbsolutePath().toString();
    if (dir.contains(",") || dir.contains(";")) {
      throw new CommandLine.ParameterException(spec.commandLine(), prefix + "the results"
          + " directory's path must not contain ',' or ';' (async-profiler and JMH split their"
          + " options on them): " + dir);
    }
    String value = asked.get(0);
    try {
      return AsyncProfiling.prepare(value.contains(":") ? value.substring(value.indexOf(':') + 1)
          : "");
    } catch (InputException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), prefix + e.getMessage());
    }
  }

  private static String profilerName(String value) {
    int colon = value.indexOf(':');
    return colon < 0 ? value : value.substring(0, colon);
  }

  /**
   * The --prof values, each checked by JMH itself: an unknown name or one that cannot run here.
   * async-profiler is checked with the options {@code async} made, the temporary directory for
   * its {@code dir} (JMH only keeps the name), which the run's own replaces once the results file
   * is named.
   */
  private List<ProfilerConfig> profilers(AsyncProfiling async) {
    List<ProfilerConfig> configs = new ArrayList<>();
    for (String value : profilers) {
      String name = profilerName(value);
      ProfilerConfig config = async != null && name.equals(AsyncProfiling.NAME)
          ? async.config(Path.of(System.getProperty("java.io.tmpdir")))
          : new ProfilerConfig(name, value.length() == name.length() ? ""
              : value.substring(name.length() + 1));
      try {
        ProfilerFactory.getProfilerOrException(config);
      } catch (ProfilerException e) {
        String reason = rootMessage(e);
        throw new CommandLine.ParameterException(spec.commandLine(), "--prof: " + (
            reason.contains("ClassNotFoundException") || reason.equals(name)
                ? "unknown profiler '" + name + "'"
                : "profiler '" + name + "' cannot run here: " + reason.lines().findFirst()
                    .orElse("").strip())
            + " (--list-profilers shows those that can)");
      }
      configs.add(config);
    }
    return configs;
  }

  /** JMH's own list of profilers, as it prints it. */
  private static String profilerList() {
    ByteArrayOutputStream list = new ByteArrayOutputStream();
    ProfilerFactory.listProfilers(new PrintStream(list, true, StandardCharsets.UTF_8));
    return list.toString(StandardCharsets.UTF_8);
  }

  /** The JVM the forks will run on, asked for its version now rather than failing mid-run. */
  private ForkJvm forkJvm() {
    List<String> args = jvmArgs == null || jvmArgs.isBlank() ? List.of()
        : List.of(jvmArgs.strip().split("\\s+"));
    try {
      return ForkJvm.probe(jvm == null ? ForkJvm.current() : jvm, args);
    } catch (InputException e) {
      throw new CommandLine.ParameterException(spec.commandLine(),
          (jvm == null ? "--jvm-args: " : "--jvm: ") + e.getMessage());
    }
  }

  /**
   * The benchmarks that are not the suite's: {@code CandidateMoveBenchmark} measures a reader's
   * class, which only {@code check game} gives it, so {@code bench} never runs it and a full run
   * is complete without it.
   */
  static final String NOT_THE_SUITE = "dev\\.tictactoe\\.bench\\.CandidateMoveBenchmark\\..*";

  /**
   * The suite's benchmarks in the jar whose {@code package.Class.method} name the regex finds.
   */
  static SortedSet<BenchmarkListEntry> benchmarks(String include) {
    return BenchmarkList.defaultList().find(
        OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT),
        List.of(include), List.of(NOT_THE_SUITE));
  }

  /**
   * One line per benchmark method: its name and its parameters with their default values (or
   * their computed ones, {@link ComputedParams}).
   */
  private static List<String> describe(SortedSet<BenchmarkListEntry> selected) {
    Map<String, String> lines = new TreeMap<>(); // by name (JMH sorts by mode first)
    for (BenchmarkListEntry b : selected) {
      TreeSet<String> params = new TreeSet<>();
      ComputedParams.of(b).forEach((k, v) -> params.add(k + "=" + String.join(",", v)));
      lines.put(b.getUsername(), b.getUsername() + (params.isEmpty() ? "" : "  " + params));
    }
    return List.copyOf(lines.values());
  }

  private void writeEnvironment(Path results, BenchProfile profile, List<String> oneShots,
      Instant start, Map<String, Object> machine) throws IOException {
    Map<String, Object> env = new LinkedHashMap<>();
    env.put(EnvironmentFile.RESULTS, results.getFileName().toString());
    env.put(EnvironmentFile.STARTED, start.toString());
    env.put(EnvironmentFile.FINISHED, Instant.now().toString());
    env.put(EnvironmentFile.PROFILE, profile.label());
    env.put(EnvironmentFile.SETTINGS, profile.settings());
    // run as annotated, not with the profile's settings
    env.put(EnvironmentFile.ONE_SHOT, oneShots);
    env.put(EnvironmentFile.INCLUDE, include);
    env.put(EnvironmentFile.PARAMS, params);
    env.putAll(machine);
    Environment.write(results, env);
  }

  /**
   * Deletes a results file that is still empty (the run did not finish), and with it the flame
   * graphs written for it: nothing of a run that kept nothing is left.
   */
  private static void discardIfEmpty(Path file) {
    try {
      if (Files.exists(file) && Files.size(file) == 0) {
        Files.delete(file);
        deleteTree(ResultFiles.flameGraphsOf(file));
      }
    } catch (IOException e) {
      // best effort: an empty file is refused by `report` with a clear message anyway
    }
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return;
    }
    try (var paths = Files.walk(dir)) {
      for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }

  private static String rootMessage(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null) {
      root = root.getCause();
    }
    return root.getMessage() == null ? root.toString() : root.getMessage();
  }
}
