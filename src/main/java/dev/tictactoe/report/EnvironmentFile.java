package dev.tictactoe.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tictactoe.text.Quote;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The environment file beside a results file ({@code X.env.json} beside {@code X.json}): the one
 * definition of its fields, which {@code bench} writes and the report, the comparison and the
 * history read, and the three things a run's numbers depend on besides the code, read from it:
 * the profile, the machine and the JVM.
 *
 * <p>What is unknown: a run without the file (runs from before it existed, or copied without it),
 * a field the file lacks (older runs lack {@code cliJdk}, {@code forkJvm} and
 * {@code profilers}), or a field that says "unknown" because {@code bench} could not find out
 * (no {@code /proc/cpuinfo}, not a git checkout). An unknown is never taken to match anything,
 * another unknown included: two runs whose CPU is unknown may have run on different CPUs.
 */
public final class EnvironmentFile {
  // tag::fields[]
  /** The results file's name, and when the run started and finished (ISO-8601 instants). */
  public static final String RESULTS = "results";
  public static final String STARTED = "started";
  public static final String FINISHED = "finished";
  /** {@code quick} or {@code full}, and the profile's JMH settings. */
  public static final String PROFILE = "profile";
  public static final String SETTINGS = "settings";
  /** The benchmarks run as annotated (single shot), --include, and the -p values. */
  public static final String ONE_SHOT = "oneShot";
  public static final String INCLUDE = "include";
  public static final String PARAMS = "params";
  /** The forks' JVM: "vendor version", "VM name VM version", and all it said of itself. */
  public static final String JDK = "jdk";
  public static final String JVM = "jvm";
  public static final String FORK_JVM = "forkJvm";
  /** The JDK that ran the command, and the JMH profilers (--prof). */
  public static final String CLI_JDK = "cliJdk";
  public static final String PROFILERS = "profilers";
  /**
   * With --prof async: async-profiler's version, the event it sampled and why that one, and the
   * directory of the flame graphs.
   */
  public static final String ASYNC_PROFILER = "asyncProfiler";
  /** The machine: "name version arch", the CPU's model name, cores, memory in bytes. */
  public static final String OS = "os";
  public static final String CPU = "cpu";
  public static final String CORES = "cores";
  public static final String MEMORY_BYTES = "memoryBytes";
  /** The commit measured, and whether tracked files had uncommitted changes (or "unknown"). */
  public static final String GIT_COMMIT = "gitCommit";
  public static final String GIT_DIRTY = "gitDirty";
  // end::fields[]

  /** What bench writes for a field it could not find out. */
  public static final String UNKNOWN = "unknown";

  private static final ObjectMapper JSON = new ObjectMapper();

  private final Path results;
  private final JsonNode root; // null: there is no environment file

  private EnvironmentFile(Path results, JsonNode root) {
    this.results = results;
    this.root = root;
  }

  /**
   * The environment file beside a results file, read; one that does not exist reads as all
   * unknown.
   *
   * @throws ReportException naming the file, if it is not a JSON object
   */
  public static EnvironmentFile beside(Path results) {
    Path file = ResultFiles.envFileOf(results);
    if (!Files.isRegularFile(file)) {
      return new EnvironmentFile(results, null);
    }
    JsonNode root;
    try {
      root = JSON.readTree(file.toFile());
    } catch (IOException e) {
      // Jackson's message may quote a token with a control character in it: one line, escaped
      throw new ReportException(file + ": not valid JSON (" + Quote.escaped(e.getMessage()
          .lines().findFirst().orElse("")) + ")");
    }
    if (root == null || !root.isObject()) { // Jackson reads an empty file as null
      throw new ReportException(file + ": not an environment file (expected a JSON object)");
    }
    return new EnvironmentFile(results, root);
  }

  /** The file's path, whether or not it exists. */
  public Path file() {
    return ResultFiles.envFileOf(results);
  }

  /** The parsed file, if there is one. */
  public Optional<JsonNode> json() {
    return Optional.ofNullable(root);
  }

  /** A field's value as text, unless it is missing, blank, not a plain value, or "unknown". */
  public Optional<String> text(String field) {
    JsonNode value = root == null ? null : root.get(field);
    if (value == null || !value.isValueNode() || value.isNull()) {
      return Optional.empty();
    }
    String text = value.asText().strip();
    return text.isEmpty() || text.equals(UNKNOWN) ? Optional.empty() : Optional.of(text);
  }

  /**
   * One thing the numbers depend on, as recorded.
   *
   * @param name what it is: "profile", "machine", "JVM"
   * @param value its description, with "unknown" standing for what was not recorded
   * @param unknown why it is not fully known ("no X.env.json", "X.env.json has no cpu"), or
   *     empty when it is
   */
  public record Setting(String name, String value, Optional<String> unknown) {}

  /** The profile, machine and JVM of the run, in that order. */
  public List<Setting> settings() {
    return List.of(profile(), machine(), jvm());
  }

  /**
   * The profile: the results file's name says it ({@code X-quick.json}); a file named otherwise
   * falls back on the {@code profile} field.
   */
  public Setting profile() {
    Optional<String> named = ResultFiles.profileOf(results);
    return named.isPresent() ? new Setting("profile", named.get(), Optional.empty())
        : of("profile", "%s", PROFILE);
  }

  /** The machine: CPU model, cores, OS (kernel version included): other caches and clocks. */
  public Setting machine() {
    return of("machine", "%s, %s cores, %s", CPU, CORES, OS);
  }

  /** The forks' JVM: vendor and version, then the VM's name and version. */
  public Setting jvm() {
    return of("JVM", "%s (%s)", JDK, JVM);
  }

  // tag::differences[]
  /**
   * How this run (before) and {@code after} differ in profile, machine or JVM: one line for each
   * that is not known to be the same, such as {@code JVM: Debian 17.0.15 (...) before, Eclipse
   * Adoptium 25.0.3 (...) after}. A setting unknown on either side is listed too, saying why:
   * what was not recorded may have differed.
   */
  public List<String> differences(EnvironmentFile after) {
    List<String> differences = new ArrayList<>();
    List<Setting> theirs = after.settings();
    for (int i = 0; i < theirs.size(); i++) {
      Setting then = settings().get(i);
      Setting now = theirs.get(i);
      boolean known = then.unknown().isEmpty() && now.unknown().isEmpty();
      if (!known || !then.value().equals(now.value())) {
        List<String> why = new ArrayList<>();
        then.unknown().ifPresent(why::add);
        now.unknown().ifPresent(why::add);
        differences.add(then.name() + ": " + then.value() + " before, " + now.value() + " after"
            + (why.isEmpty() ? "" : " (" + String.join("; ", why) + ")"));
      }
    }
    return differences;
  }
  // end::differences[]

  /** A setting made of fields, each shown as "unknown" when it is. */
  private Setting of(String name, String format, String... fields) {
    if (root == null) {
      return new Setting(name, UNKNOWN, Optional.of("no " + file().getFileName()));
    }
    List<String> missing = new ArrayList<>();
    Object[] values = new Object[fields.length];
    for (int i = 0; i < fields.length; i++) {
      Optional<String> value = text(fields[i]);
      if (value.isEmpty()) {
        missing.add(fields[i]);
      }
      values[i] = value.orElse(UNKNOWN);
    }
    return new Setting(name, String.format(format, values), missing.isEmpty() ? Optional.empty()
        : Optional.of(file().getFileName() + " has no " + String.join(", ", missing)));
  }

  /** The commit's first 7 hex digits, with "-dirty" if tracked files had changed; or unknown. */
  public String shortCommit() {
    String commit = text(GIT_COMMIT).orElse(UNKNOWN);
    String shortened = commit.matches("[0-9a-f]{7,}") ? commit.substring(0, 7) : commit;
    return shortened + (root != null && root.path(GIT_DIRTY).asBoolean(false) ? "-dirty" : "");
  }
}
