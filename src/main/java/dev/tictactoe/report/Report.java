package dev.tictactoe.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.stream.Stream;

/**
 * Writes an AsciiDoc report for a JMH results file, next to it: for {@code results/X.json}, the
 * report is {@code results/X.adoc} and its charts are {@code results/X-<BenchmarkClass>.svg}.
 *
 * <p>How to include a report elsewhere: the report sets no attributes, and its images are bare
 * file names, so it renders on its own from {@code results/} and, included into another document
 * ({@code include::results/X.adoc[leveloffset=+1]}), its images resolve against that document's
 * {@code imagesdir}, which must point at (a copy of) {@code results/}. Each benchmark class's
 * section is a tagged region, {@code group-<Class>}, with the tags {@code chart-<Class>},
 * {@code exponents-<Class>} (classes with a parameter n) and {@code table-<Class>} inside it, so a
 * document can include one piece.
 */
public final class Report {

  private Report() {}

  /** Writes the report for one results file and returns its path. */
  public static Path write(Path results) {
    List<Run> runs = JmhJson.read(results);
    String stem = ResultFiles.stem(results);
    Path dir = results.toAbsolutePath().getParent();
    StringBuilder doc = new StringBuilder();
    doc.append("= Benchmark report: ").append(stem).append("\n\n");
    doc.append("JMH results: `").append(results.getFileName()).append("` (JMH's JSON, untouched)."
        + " Scores are means with the half-width of their 99.9% confidence interval; \"n/a\""
        + " means JMH had too few samples to estimate it.\n\n");
    environment(results, doc);
    targets(runs, doc);
    Map<String, List<Run>> groups = new LinkedHashMap<>();
    for (Run run : runs) {
      groups.computeIfAbsent(run.group(), g -> new ArrayList<>()).add(run);
    }
    groups.forEach((group, groupRuns) -> section(group, groupRuns, results, dir, doc));
    flameGraphs(runs, results.toAbsolutePath(), doc);
    return writeText(ResultFiles.reportOf(results.toAbsolutePath()), doc);
  }

  /**
   * A comparison written next to the newer file.
   *
   * @param file the comparison ({@code NEW-vs-OLD.adoc})
   * @param mismatches how the runs' profile, machine or JVM differ (compared anyway, as asked)
   * @param gate the regression gate's outcome, when a slowdown limit was given
   */
  public record Comparison(Path file, List<String> mismatches,
      Optional<RegressionGate.Outcome> gate) {}

  /**
   * Writes a before/after comparison next to the newer file. Runs of another profile, machine or
   * JVM ({@link EnvironmentFile#differences}) are not compared unless {@code allowMismatch};
   * then the comparison says so first. With a slowdown limit, the regression gate judges the
   * runs, and the comparison records the limit and the verdict.
   *
   * @throws ReportException before anything is written, if a file cannot be read, or the runs
   *     differ and {@code allowMismatch} is false
   */
  public static Comparison compare(Path older, Path newer, boolean allowMismatch,
      OptionalDouble maxSlowdownPercent) {
    List<Run> beforeRuns = JmhJson.read(older);
    List<Run> afterRuns = JmhJson.read(newer);
    List<String> mismatches = EnvironmentFile.beside(older)
        .differences(EnvironmentFile.beside(newer));
    if (!mismatches.isEmpty() && !allowMismatch) {
      throw new ReportException("not compared: " + ResultFiles.stem(older) + " and "
          + ResultFiles.stem(newer) + " differ in more than the code: "
          + String.join("; ", mismatches) + " (an unknown counts as a difference;"
          + " --allow-mismatch compares them anyway, and says so in the comparison)");
    }
    Optional<RegressionGate.Outcome> gate = maxSlowdownPercent.isPresent()
        ? Optional.of(RegressionGate.check(beforeRuns, afterRuns,
            maxSlowdownPercent.getAsDouble()))
        : Optional.empty();
    Map<String, Run> before = byKey(beforeRuns);
    Map<String, Run> after = byKey(afterRuns);
    StringBuilder doc = new StringBuilder();
    doc.append("= Comparison: ").append(ResultFiles.stem(newer)).append(" against ")
        .append(ResultFiles.stem(older))
        .append("\n\n");
    if (!mismatches.isEmpty()) {
      doc.append("[WARNING]\n====\nNot like for like: these runs differ in more than the code,"
          + " and were compared anyway (`--allow-mismatch`). A difference below may come from"
          + " these, not from the code; an unknown counts as a difference.\n\n");
      mismatches.forEach(m -> doc.append("* ").append(m).append('\n'));
      doc.append("====\n\n");
    }
    doc.append("Before: `").append(older.getFileName()).append("`. After: `")
        .append(newer.getFileName()).append("`. A ratio below 1 means the benchmark got faster"
        + " (for times) or slower (for rates). \"Beyond the error\" means the two 99.9%"
        + " confidence intervals do not overlap; \"unknown\" means a run had too few samples to"
        + " estimate its error.\n\n");
    gate.ifPresent(outcome -> gate(outcome, doc));
    // With the GC profiler in either run, bytes per operation before and after: an allocation
    // regression shows even when the time does not move.
    boolean allocation = Stream.of(before, after).flatMap(m -> m.values().stream())
        .anyMatch(r -> r.allocation().isPresent());
    doc.append(allocation ? "[cols=\"3,2,2,2,1,1,2,2\",options=\"header\"]\n|===\n"
        : "[cols=\"3,2,2,2,1,1\",options=\"header\"]\n|===\n");
    doc.append("| Benchmark | Parameters | Before | After | After / before | Beyond the error?")
        .append(allocation ? " | Before (B/op) | After (B/op)" : "").append('\n');
    List<String> onlyOne = new ArrayList<>();
    after.forEach((key, now) -> {
      Run then = before.get(key);
      if (then == null) {
        onlyOne.add(now.benchmark() + " " + now.paramsText() + " (only after)");
        return;
      }
      Boolean beyond = now.primary().differsBeyondErrorFrom(then.primary());
      doc.append("| ").append(now.group()).append('.').append(now.method())
          .append(" | ").append(now.paramsText())
          .append(" | ").append(then.primary().scoreWithError()).append(' ')
          .append(then.primary().unit())
          .append(" | ").append(now.primary().scoreWithError()).append(' ')
          .append(now.primary().unit())
          .append(" | ").append(ratio(then, now))
          .append(" | ").append(beyond == null ? "unknown" : beyond ? "yes" : "no")
          .append(allocation ? " | " + bytesPerOp(then) + " | " + bytesPerOp(now) : "")
          .append('\n');
    });
    doc.append("|===\n");
    before.forEach((key, then) -> {
      if (!after.containsKey(key)) {
        onlyOne.add(then.benchmark() + " " + then.paramsText() + " (only before)");
      }
    });
    if (!onlyOne.isEmpty()) {
      doc.append("\nIn one file only:\n\n");
      onlyOne.forEach(line -> doc.append("* ").append(line).append('\n'));
    }
    return new Comparison(writeText(ResultFiles.comparisonOf(older, newer.toAbsolutePath()), doc),
        mismatches, gate);
  }

  /** The gate's limit and verdict, then each benchmark that failed it or that it did not judge. */
  private static void gate(RegressionGate.Outcome outcome, StringBuilder doc) {
    String limit = RegressionGate.percent(outcome.maxSlowdownPercent());
    doc.append("*Regression gate* (`--max-slowdown ").append(limit).append("`): a benchmark"
        + " fails if it got more than ").append(limit).append("% slower and the difference"
        + " exceeds the two runs' combined 99.9% error (an error JMH could not estimate counts as"
        + " 0). Verdict: *").append(outcome.verdict()).append("*.\n\n");
    List<String> details = outcome.details();
    details.forEach(line -> doc.append("* ").append(line).append('\n'));
    doc.append(details.isEmpty() ? "" : "\n");
  }

  private static String ratio(Run then, Run now) {
    if (!then.primary().unit().equals(now.primary().unit())) {
      return "units differ";
    }
    return String.format(Locale.ROOT, "%.3f", now.primary().score() / then.primary().score());
  }

  /** The runs by {@link Run#key()}, in the file's order. */
  static Map<String, Run> byKey(List<Run> runs) {
    Map<String, Run> map = new LinkedHashMap<>();
    runs.forEach(run -> map.put(run.key(), run));
    return map;
  }

  /** The environment file beside the results ({@code X.env.json}), as a table, if there is one. */
  private static void environment(Path results, StringBuilder doc) {
    Path env = ResultFiles.envFileOf(results);
    Optional<JsonNode> node = EnvironmentFile.beside(results).json();
    if (node.isEmpty()) {
      doc.append("No environment file (`").append(env.getFileName()).append("`) was found.\n\n");
      return;
    }
    Map<String, String> rows = new LinkedHashMap<>();
    flatten("", node.get(), rows);
    doc.append(".Environment (").append(env.getFileName()).append(")\n");
    doc.append("[cols=\"1,3\"]\n|===\n");
    rows.forEach((k, v) -> doc.append("| ").append(k).append(" | ").append(cell(v)).append('\n'));
    doc.append("|===\n\n");
  }

  private static void targets(List<Run> runs, StringBuilder doc) {
    doc.append("// tag::targets[]\n");
    doc.append(".Speed targets, checked against this run\n");
    doc.append("[cols=\"5,2,1\",options=\"header\"]\n|===\n| Target | Measured | Met?\n");
    for (Targets.Outcome t : Targets.check(runs)) {
      doc.append("| ").append(t.target()).append(" | ").append(t.measured()).append(" | ")
          .append(t.met().map(met -> met ? "yes" : "*no*").orElse("—")).append('\n');
    }
    doc.append("|===\n// end::targets[]\n\n");
  }

  private static void flatten(String prefix, JsonNode node, Map<String, String> rows) {
    if (node.isObject()) {
      for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        flatten(prefix.isEmpty() ? e.getKey() : prefix + "." + e.getKey(), e.getValue(), rows);
      }
    } else {
      rows.put(prefix, node.isValueNode() ? node.asText() : node.toString());
    }
  }

  private static void section(String group, List<Run> runs, Path results, Path dir,
      StringBuilder doc) {
    doc.append("// tag::group-").append(group).append("[]\n");
    doc.append("[#report-").append(group.toLowerCase(Locale.ROOT)).append("]\n");
    doc.append("== ").append(group).append("\n\n");
    String chart = ResultFiles.chartOf(results, group);
    if (ScalingSection.applies(runs)) { // m,n,k boards, both engines: a section of its own
      ScalingSection.write(group, runs, chart, dir, doc);
      table(group, runs, doc);
      doc.append("// end::group-").append(group).append("[]\n\n");
      return;
    }
    if (AblationSection.applies(runs)) { // boards by configurations: a section of its own
      AblationSection.write(group, runs, chart, dir, doc);
      table(group, runs, doc);
      doc.append("// end::group-").append(group).append("[]\n\n");
      return;
    }
    boolean scaling = runs.stream().allMatch(r -> numeric(r.params().get("n")));
    if (scaling) {
      Charts.scaling(group + ": time per operation against n", series(runs), dir.resolve(chart));
    } else {
      Map<String, Double> bars = new LinkedHashMap<>();
      runs.forEach(r -> bars.put(label(r), r.primary().nanosPerOp()));
      Charts.bars(group + ": time per operation", bars, dir.resolve(chart));
    }
    doc.append("// tag::chart-").append(group).append("[]\n");
    doc.append("image::").append(chart).append("[").append(group).append(",width=100%]\n");
    doc.append("// end::chart-").append(group).append("[]\n\n");
    if (scaling) {
      exponents(group, runs, doc);
    }
    table(group, runs, doc);
    doc.append("// end::group-").append(group).append("[]\n\n");
  }

  /**
   * The flame graphs of a run profiled with {@code bench --prof async}, if it was: a row per
   * benchmark and parameters, linking its two graphs (HTML pages of their own, beside the
   * results), tagged {@code flames} for a page that shows them. Links, not embedded: each graph is
   * a self-contained page, and a report of dozens of them would be too heavy to read.
   */
  private static void flameGraphs(List<Run> runs, Path results, StringBuilder doc) {
    Path dir = ResultFiles.flameGraphsOf(results);
    if (!Files.isDirectory(dir)) {
      return;
    }
    doc.append("[#report-flame-graphs]\n== Flame graphs\n\n// tag::flames[]\n")
        .append("ifndef::site-pdf-build[]\n")
        .append("Where each benchmark's time goes, sampled by async-profiler (`bench --prof async`)"
            + " over the measurement iterations of its last fork, event ")
        .append(EnvironmentFile.beside(results).json()
            .map(env -> env.path(EnvironmentFile.ASYNC_PROFILER).path("event").asText(""))
            .filter(event -> !event.isEmpty()).map(event -> "`" + event + "`")
            .orElse("as the file names say"))
        .append(". _By caller_ stacks each sample's frames from the thread's start up; _by"
            + " callee_ starts from the frame that was running, so the bars in the row next to"
            + " `all` are the methods' self time. Each opens as a page of its own: click"
            + " a frame to zoom in, Ctrl+F to search.\n\n")
        .append("[cols=\"3,2,2,2\",options=\"header\"]\n|===\n"
            + "| Benchmark | Parameters | By caller | By callee\n");
    for (Run r : runs) {
      String profile = ResultFiles.profileDirOf(r.benchmark(), r.mode(), r.params());
      Map<String, String> graphs = new TreeMap<>(); // direction -> file
      try (Stream<Path> files = Files.list(dir.resolve(profile))) {
        files.map(f -> f.getFileName().toString())
            .map(ResultFiles.FLAME_GRAPH::matcher).filter(Matcher::matches)
            .forEach(m -> graphs.put(m.group(2), m.group()));
      } catch (IOException e) {
        // no graphs for this one (it failed, or another run made the directory): dashes
      }
      doc.append("| ").append(r.group()).append('.').append(r.method())
          .append(" | ").append(cell(r.paramsText()))
          .append(" | ").append(flameLink(dir, profile, graphs.get("forward")))
          .append(" | ").append(flameLink(dir, profile, graphs.get("reverse"))).append('\n');
    }
    doc.append("|===\nendif::site-pdf-build[]\nifdef::site-pdf-build[]\nThe flame graphs are"
        + " pages of their own, linked from this report on the site and beside its JSON in `")
        .append(dir.getFileName()).append("/`.\nendif::site-pdf-build[]\n// end::flames[]\n\n");
  }

  /**
   * A link to one flame graph, relative to the report (and to a page that includes it, beside
   * which the site copies the graphs); the target passed through as typed, since JMH's names hold
   * {@code +} and {@code _}.
   */
  private static String flameLink(Path dir, String profile, String file) {
    if (file == null) {
      return "—";
    }
    Matcher name = ResultFiles.FLAME_GRAPH.matcher(file);
    String event = name.matches() ? name.group(1) : file;
    return "link:++" + dir.getFileName() + "/" + profile + "/" + file + "++[" + event + "]";
  }

  /** Per method (and any other parameters): the points {n, ns/op, error ns/op}, by n. */
  private static Map<String, List<double[]>> series(List<Run> runs) {
    Map<String, TreeMap<Double, double[]>> series = new LinkedHashMap<>();
    for (Run r : runs) {
      double n = Double.parseDouble(r.params().get("n"));
      series.computeIfAbsent(seriesName(r), s -> new TreeMap<>())
          .put(n, new double[] {n, r.primary().nanosPerOp(), r.primary().errorNanosPerOp()});
    }
    Map<String, List<double[]>> lists = new LinkedHashMap<>();
    series.forEach((name, points) -> lists.put(name, new ArrayList<>(points.values())));
    return lists;
  }

  private static String seriesName(Run r) {
    StringBuilder name = new StringBuilder(r.method());
    r.params().forEach((k, v) -> {
      if (!k.equals("n")) {
        name.append(' ').append(k).append('=').append(v);
      }
    });
    return name.toString();
  }

  private static void exponents(String group, List<Run> runs, StringBuilder doc) {
    doc.append("// tag::exponents-").append(group).append("[]\n");
    doc.append(".Fitted exponent k in time = c * n^k\n");
    doc.append("[cols=\"2,1,1,1,4\",options=\"header\"]\n|===\n"
        + "| Series | Fitted k | Theory | k at the largest n | Verdict\n");
    List<String> disagreements = new ArrayList<>();
    StringBuilder summaries = new StringBuilder();
    series(runs).forEach((name, points) -> {
      PowerLawFit fit = PowerLawFit.of(points);
      PowerLawFit tail = PowerLawFit.of(points.subList(Math.max(0, points.size() - 2),
          points.size()));
      OptionalDouble theory = Theory.exponent(name.split(" ")[0]);
      String verdict;
      if (Double.isNaN(fit.exponent())) {
        verdict = "too few points to fit";
      } else if (theory.isEmpty()) {
        verdict = "no theory for this benchmark";
      } else if (Math.abs(fit.exponent() - theory.getAsDouble()) <= Theory.TOLERANCE) {
        verdict = "agrees (within " + Theory.TOLERANCE + ")";
      } else {
        verdict = "disagrees";
        disagreements.add(name + ": the fit, " + exp(fit.exponent()) + ", is "
            + (fit.exponent() < theory.getAsDouble() ? "below" : "above") + " the theory, "
            + exp(theory.getAsDouble()) + ". Between the two largest n the slope is "
            + exp(tail.exponent()) + (fit.exponent() < theory.getAsDouble()
                ? "; costs that do not grow with n (a call, a few branches) dominate at small n"
                    + " and flatten the small end of the line."
                : "; at large n the data outgrow the caches, and memory traffic grows faster"
                    + " than the work counted by the theory."));
      }
      doc.append("| ").append(name).append(" | ").append(exp(fit.exponent()))
          .append(" | ").append(theory.isPresent() ? exp(theory.getAsDouble()) : "—")
          .append(" | ").append(exp(tail.exponent())).append(" | ").append(verdict).append('\n');
      summary(group, name, points, fit, theory, summaries);
    });
    doc.append("|===\n");
    for (String d : disagreements) {
      doc.append('\n').append(d).append('\n');
    }
    doc.append("// end::exponents-").append(group).append("[]\n\n");
    doc.append(summaries);
  }

  /**
   * One sentence per series, tagged {@code summary-<Class>-<series>}, for a document that shows
   * each series on its own (the game chapter, one design per section): its cost at the smallest
   * and the largest n, and its fitted exponent beside the theory.
   */
  private static void summary(String group, String name, List<double[]> points, PowerLawFit fit,
      OptionalDouble theory, StringBuilder doc) {
    String tag = "summary-" + group + "-" + name.replaceAll("[^A-Za-z0-9]+", "-");
    double[] smallest = points.get(0);
    double[] largest = points.get(points.size() - 1);
    doc.append("// tag::").append(tag).append("[]\n")
        .append(name).append(" costs ").append(Metric.significant(smallest[1]))
        .append(" ns per operation at n = ").append(Metric.format(smallest[0], 0))
        .append(" and ").append(Metric.significant(largest[1])).append(" ns at n = ")
        .append(Metric.format(largest[0], 0)).append("; its fitted exponent is ")
        .append(exp(fit.exponent()))
        .append(theory.isPresent() ? " (theory: " + exp(theory.getAsDouble()) + ")" : "")
        .append(".\n// end::").append(tag).append("[]\n\n");
  }

  private static void table(String group, List<Run> runs, StringBuilder doc) {
    doc.append("// tag::table-").append(group).append("[]\n");
    // Bytes per operation get a column of their own when the GC profiler ran (-prof gc).
    boolean allocation = runs.stream().anyMatch(r -> r.allocation().isPresent());
    doc.append(allocation ? "[cols=\"2,2,2,1,2,1,1,1,2\",options=\"header\"]\n|===\n"
        : "[cols=\"2,2,2,1,1,1,1,2\",options=\"header\"]\n|===\n");
    doc.append("| Method | Parameters | Score ± error | Unit")
        .append(allocation ? " | Allocated ± error (B/op)" : "")
        .append(" | Mode | Forks | Iterations (warm-up + measured) | Secondary metrics\n");
    for (Run r : runs) {
      StringBuilder secondary = new StringBuilder();
      r.secondary().forEach((name, m) -> secondary.append(secondary.length() > 0 ? "; " : "")
          .append(Run.describeSecondary(name, m)));
      doc.append("| ").append(r.method()).append(" | ").append(cell(r.paramsText()))
          .append(" | ").append(r.primary().scoreWithError())
          .append(" | ").append(r.primary().unit())
          .append(allocation ? " | " + bytesPerOp(r) : "")
          .append(" | ").append(r.mode())
          .append(" | ").append(r.forks())
          .append(" | ").append(r.warmupIterations()).append(" × ").append(r.warmupTime())
          .append(" + ").append(r.measurementIterations()).append(" × ")
          .append(r.measurementTime())
          .append(" | ").append(cell(secondary.toString())).append('\n');
    }
    doc.append("|===\n");
    doc.append("// end::table-").append(group).append("[]\n\n");
  }

  /** The GC profiler's bytes per operation with its error, or a dash without the profiler. */
  private static String bytesPerOp(Run r) {
    return r.allocation().map(Metric::scoreWithError).orElse("—");
  }

  private static String label(Run r) {
    return r.params().isEmpty() ? r.method() : r.method() + " (" + r.paramsText() + ")";
  }

  private static boolean numeric(String value) {
    if (value == null) {
      return false;
    }
    try {
      Double.parseDouble(value);
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  private static String exp(double k) {
    return Double.isNaN(k) ? "n/a" : String.format(Locale.ROOT, "%.2f", k);
  }

  /** Text safe inside a table cell: the cell separator escaped, empty shown as a dash. */
  private static String cell(String text) {
    return text.isEmpty() ? "—" : text.replace("|", "\\|");
  }

  static Path writeText(Path file, StringBuilder text) {
    try {
      Files.writeString(file, text);
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
