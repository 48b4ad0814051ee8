package dev.tictactoe.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.MissingNode;
import dev.tictactoe.text.Quote;
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
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;
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
  private static final ObjectMapper JSON = new ObjectMapper();

  private Report() {}

  /** Writes the report for one results file and returns its path. */
  public static Path write(Path results) {
    List<Run> runs = JmhJson.read(results);
    String stem = stem(results);
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
    groups.forEach((group, groupRuns) -> section(group, groupRuns, stem, dir, doc));
    return writeText(dir.resolve(stem + ".adoc"), doc);
  }

  /** Writes a before/after comparison next to the newer file and returns its path. */
  public static Path compare(Path older, Path newer) {
    Map<String, Run> before = byKey(JmhJson.read(older));
    Map<String, Run> after = byKey(JmhJson.read(newer));
    StringBuilder doc = new StringBuilder();
    doc.append("= Comparison: ").append(stem(newer)).append(" against ").append(stem(older))
        .append("\n\n");
    doc.append("Before: `").append(older.getFileName()).append("`. After: `")
        .append(newer.getFileName()).append("`. A ratio below 1 means the benchmark got faster"
        + " (for times) or slower (for rates). \"Beyond the error\" means the two 99.9%"
        + " confidence intervals do not overlap; \"unknown\" means a run had too few samples to"
        + " estimate its error.\n\n");
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
    return writeText(newer.toAbsolutePath().getParent()
        .resolve(stem(newer) + "-vs-" + stem(older) + ".adoc"), doc);
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

  /** The environment file beside a results file: {@code X.env.json} for {@code X.json}. */
  static Path environmentFile(Path results) {
    return results.resolveSibling(stem(results) + ".env.json");
  }

  /**
   * The environment file beside a results file, parsed, or empty if there is none.
   *
   * @throws ReportException naming the file, if it is not valid JSON
   */
  static Optional<JsonNode> readEnvironment(Path results) {
    Path env = environmentFile(results);
    if (!Files.isRegularFile(env)) {
      return Optional.empty();
    }
    try {
      // Jackson reads an empty file as a MissingNode; keep that rather than an empty Optional,
      // which means "no file".
      return Optional.of(Objects.requireNonNullElse(JSON.readTree(env.toFile()),
          MissingNode.getInstance()));
    } catch (IOException e) {
      throw new ReportException(env + ": not valid JSON (" + Quote.escaped(e.getMessage().lines()
          .findFirst().orElse("")) + ")");
    }
  }

  /** The environment file beside the results ({@code X.env.json}), as a table, if there is one. */
  private static void environment(Path results, StringBuilder doc) {
    Path env = environmentFile(results);
    Optional<JsonNode> node = readEnvironment(results);
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

  private static void section(String group, List<Run> runs, String stem, Path dir,
      StringBuilder doc) {
    doc.append("// tag::group-").append(group).append("[]\n");
    doc.append("[#report-").append(group.toLowerCase(Locale.ROOT)).append("]\n");
    doc.append("== ").append(group).append("\n\n");
    String chart = stem + "-" + group + ".svg";
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

  /** The file name without {@code .json}. */
  static String stem(Path results) {
    String name = results.getFileName().toString();
    return name.endsWith(".json") ? name.substring(0, name.length() - ".json".length()) : name;
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
