package dev.tictactoe.report;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Mode;

/**
 * Every name in {@code results/} and in the history's directory, built and parsed here only:
 * {@code bench} writes, and the report, the comparison, the history and the site read, by these
 * rules.
 *
 * <ul>
 *   <li>{@code <UTC timestamp>-<quick|full>.json}: JMH's JSON of one run; the timestamp sorts as
 *       text, so the newest run is the greatest name. Its stem is the name without
 *       {@code .json}.
 *   <li>{@code <stem>.env.json}: the environment beside it ({@link EnvironmentFile}).
 *   <li>{@code <stem>.adoc} and {@code <stem>-<BenchmarkClass>.svg}: its report and charts.
 *   <li>{@code <new stem>-vs-<old stem>.adoc}: a comparison, beside the newer file.
 *   <li>{@code <stem>-flamegraphs/<benchmark id>/flame-<event>-<forward|reverse>.html}: the
 *       flame graphs of a run profiled with {@code bench --prof async}, one directory per
 *       benchmark and parameters, named as JMH's async-profiler integration names it.
 *   <li>{@code checkpoints/<board>.kept.table}: what {@code table --checkpoints
 *       results/checkpoints} keeps of a board the committed table has not solved (its entries of
 *       the most work); git ignores the whole tables written beside them.
 *   <li>{@code history.adoc}, {@code history-<BenchmarkClass>-<group>.svg} and
 *       {@code history.files} (what the last history wrote) in the history's directory.
 * </ul>
 *
 * <p>In the report package, not the CLI's: the report and the site read these names, and they
 * must not depend on the command line.
 */
public final class ResultFiles {
  /** The profiles a results file is named by: {@code bench --quick}, and the default. */
  public static final String QUICK = "quick";
  public static final String FULL = "full";

  static final DateTimeFormatter TIMESTAMP =
      DateTimeFormatter.ofPattern("uuuuMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);
  private static final String STAMP = "(\\d{8}T\\d{6}Z)-(" + QUICK + "|" + FULL + ")";

  /** JMH results files: {@code <timestamp>-<profile>.json}. */
  public static final Pattern RESULTS = Pattern.compile(STAMP + "\\.json");
  /** The reports rendered from them: {@code <timestamp>-<profile>.adoc}. */
  public static final Pattern REPORT = Pattern.compile(STAMP + "\\.adoc");

  private static final String JSON = ".json";
  private static final String ENV = ".env.json";
  private static final String ADOC = ".adoc";

  /** The history's report, in the directory the history is written to. */
  public static final String HISTORY = "history.adoc";
  /** The list of the files the last history wrote into its directory, one name a line. */
  static final String HISTORY_FILES = "history.files";
  /** The names the history may write, its list included: nothing else is its to delete. */
  private static final Pattern HISTORY_NAME =
      Pattern.compile("history\\.adoc|history\\.files|history-[A-Za-z0-9_$-]+\\.svg");

  private ResultFiles() {}

  /**
   * Creates an empty results file for a run of {@code profile} started at {@code start}, never
   * touching an existing one: if the name is taken (two runs in one second), the next second's
   * name is tried.
   *
   * @throws IllegalArgumentException if the profile is not one a results file is named by
   */
  public static Path reserve(Path dir, String profile, Instant start) throws IOException {
    if (!profile.equals(QUICK) && !profile.equals(FULL)) {
      throw new IllegalArgumentException("no results file is named by profile '" + profile + "'");
    }
    Instant t = start.truncatedTo(ChronoUnit.SECONDS);
    while (true) {
      Path json = dir.resolve(TIMESTAMP.format(t) + "-" + profile + JSON);
      if (!Files.exists(envFileOf(json))) {
        try {
          return Files.createFile(json); // atomic: fails if another run took the name first
        } catch (FileAlreadyExistsException taken) {
          // fall through to the next second
        }
      }
      t = t.plusSeconds(1);
    }
  }

  /** The profile in a results file's name ({@code quick} or {@code full}), if it is so named. */
  public static Optional<String> profileOf(Path results) {
    Matcher name = RESULTS.matcher(results.getFileName().toString());
    return name.matches() ? Optional.of(name.group(2)) : Optional.empty();
  }

  /** The reports in {@code dir}, newest first. */
  public static List<Path> reportsNewestFirst(Path dir) throws IOException {
    return newestFirst(dir, REPORT);
  }

  /** The newest report in {@code dir} whose run has flame graphs beside it, if there is one. */
  public static Optional<Path> newestProfiledReport(Path dir) throws IOException {
    return reportsNewestFirst(dir).stream()
        .filter(report -> Files.isDirectory(flameGraphsOf(resultsOf(report)))).findFirst();
  }

  /** The results files in {@code dir}, newest first. */
  public static List<Path> resultsNewestFirst(Path dir) throws IOException {
    return newestFirst(dir, RESULTS);
  }

  /** The newest results file in {@code dir}, if there is one. */
  public static Optional<Path> newestResults(Path dir) throws IOException {
    return resultsNewestFirst(dir).stream().findFirst();
  }

  /** The files in {@code dir} whose names match, newest first: timestamps sort as text. */
  private static List<Path> newestFirst(Path dir, Pattern name) throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(f -> name.matcher(f.getFileName().toString()).matches())
          .sorted(Comparator.comparing((Path f) -> f.getFileName().toString()).reversed())
          .toList();
    }
  }

  /** A results file's stem: its name without {@code .json} (or a table's {@code .csv}). */
  public static String stem(Path results) {
    String name = results.getFileName().toString();
    return name.endsWith(JSON) ? name.substring(0, name.length() - JSON.length())
        : name.endsWith(CSV) ? name.substring(0, name.length() - CSV.length()) : name;
  }

  private static final String CSV = ".csv";

  /** A table's results, as {@code table --csv} writes them here: {@code <timestamp>-table.csv}. */
  public static final Pattern TABLE = Pattern.compile("(\\d{8}T\\d{6}Z)-table\\.csv");

  /** A new table's file name, for a run starting now: {@code <UTC timestamp>-table.csv}. */
  public static String tableName(Instant start) {
    return TIMESTAMP.format(start.truncatedTo(ChronoUnit.SECONDS)) + "-table" + CSV;
  }

  /** The newest table in {@code dir}, if there is one. */
  public static java.util.Optional<Path> newestTable(Path dir) throws IOException {
    List<Path> tables = newestFirst(dir, TABLE);
    return tables.isEmpty() ? java.util.Optional.empty() : java.util.Optional.of(tables.get(0));
  }

  /** The results file a report was rendered from: {@code X.json} beside {@code X.adoc}. */
  public static Path resultsOf(Path report) {
    String name = report.getFileName().toString();
    return report.resolveSibling(name.substring(0, name.length() - ADOC.length()) + JSON);
  }

  /** The environment file beside a results file: {@code X.env.json} beside {@code X.json}. */
  public static Path envFileOf(Path results) {
    return results.resolveSibling(stem(results) + ENV);
  }

  /** The report of a results file: {@code X.adoc} beside {@code X.json}. */
  static Path reportOf(Path results) {
    return results.resolveSibling(stem(results) + ADOC);
  }

  /** The chart of one benchmark class in a results file's report: {@code X-<Class>.svg}. */
  static String chartOf(Path results, String benchmarkClass) {
    return stem(results) + "-" + benchmarkClass + ".svg";
  }

  /** The comparison of two results files, beside the newer: {@code NEW-vs-OLD.adoc}. */
  static Path comparisonOf(Path older, Path newer) {
    return newer.resolveSibling(stem(newer) + "-vs-" + stem(older) + ADOC);
  }

  // tag::flame-graphs[]
  /** The directory of a run's flame graphs, beside its results: {@code <stem>-flamegraphs}. */
  public static Path flameGraphsOf(Path results) {
    return results.resolveSibling(stem(results) + FLAME_GRAPHS);
  }

  /**
   * The directory in which JMH's async-profiler integration (1.37) writes the profile of one
   * benchmark with one set of parameters: its {@code BenchmarkParams.id()}, the benchmark, the
   * mode's name and each parameter (by name) as {@code -name-value}, each part URL-encoded, with
   * every {@code %} then made {@code _} (async-profiler would expand {@code %p} and {@code %t}).
   *
   * @param mode the mode as JMH's JSON writes it ({@code avgt}, {@code ss}, ...)
   */
  public static String profileDirOf(String benchmark, String mode, Map<String, String> params) {
    StringBuilder id = new StringBuilder(urlEncoded(benchmark)).append('-').append(modeName(mode));
    new TreeMap<>(params).forEach((name, value) -> id.append('-').append(urlEncoded(name))
        .append('-').append(urlEncoded(value)));
    return id.toString().replace('%', '_');
  }

  /** A flame graph's file name: the event sampled, and which way its stacks grow. */
  public static final Pattern FLAME_GRAPH =
      Pattern.compile("flame-([A-Za-z0-9_.:-]+)-(forward|reverse)\\.html");
  // end::flame-graphs[]

  private static final String FLAME_GRAPHS = "-flamegraphs";

  /**
   * Whether a path relative to the results directory is one of a run's flame graphs,
   * {@code <stem>-flamegraphs/<dir>/flame-<event>-<direction>.html}: what the site copies beside
   * its pages when a page links one.
   */
  public static boolean isFlameGraph(String relative) {
    String[] parts = relative.split("/", -1);
    return parts.length == 3 && Pattern.matches(STAMP + FLAME_GRAPHS, parts[0])
        && !parts[1].isEmpty() && !parts[1].startsWith(".")
        && FLAME_GRAPH.matcher(parts[2]).matches();
  }

  /** JMH's name of a mode ({@code AverageTime} for {@code avgt}), or the text if it is none. */
  private static String modeName(String mode) {
    try {
      return Mode.deepValueOf(mode).name();
    } catch (IllegalStateException | NullPointerException unknown) {
      return mode;
    }
  }

  private static String urlEncoded(String text) {
    return URLEncoder.encode(text, StandardCharsets.UTF_8);
  }

  /** The history's chart of one benchmark class in one group of runs. */
  static String historyChart(String benchmarkClass, String group) {
    return "history-" + benchmarkClass + "-" + group + ".svg";
  }

  /** Whether the history could have written a file of this name (its list says whether it did). */
  static boolean isHistoryName(String name) {
    return HISTORY_NAME.matcher(name).matches();
  }
}
