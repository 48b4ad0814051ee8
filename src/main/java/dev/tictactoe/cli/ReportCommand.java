package dev.tictactoe.cli;

import dev.tictactoe.report.History;
import dev.tictactoe.report.RegressionGate;
import dev.tictactoe.report.Report;
import dev.tictactoe.report.ReportException;
import dev.tictactoe.report.ResultFiles;
import dev.tictactoe.report.TableReport;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.OptionalDouble;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code report}: turns JMH results into an AsciiDoc report with charts. */
@Command(
    name = "report",
    mixinStandardHelpOptions = true,
    header = "Write an AsciiDoc report with charts from JMH results.",
    description = {
      "With one results file (default: the newest <results-dir>/<timestamp>-<profile>.json),"
          + " writes <same name>.adoc beside it: a table per benchmark class, a chart per class"
          + " (SVG), and for benchmarks with a parameter n the fitted exponent of time against n"
          + " beside the theory.",
      "With two files, OLD then NEW, writes NEW-vs-OLD.adoc beside NEW: each benchmark's ratio"
          + " and whether the difference exceeds the error. Runs of another profile (quick,"
          + " full), machine (CPU model, cores, OS) or JVM (vendor, version, VM), as their"
          + " .env.json files record them, are not compared: one line names the difference, and"
          + " nothing is written. A run without an .env.json, or a field it lacks or records as"
          + " unknown, counts as a difference. --allow-mismatch compares them anyway, and the"
          + " comparison says so first (and a line here does).",
      "With --max-slowdown PCT and two files, also a regression gate: one line for each"
          + " benchmark in both runs that NEW made slower (more time per operation; for"
          + " throughput, fewer operations per time) by more than PCT percent and by more than"
          + " the two 99.9%% errors added up, then a line for each benchmark in one run only, and"
          + " exit status 1 if any was slower. An error JMH could not estimate counts as 0. The"
          + " comparison records the limit and the verdict.",
      "With --history, writes history.adoc into --out: for each benchmark that --include"
          + " selects, its score with error bars across every <timestamp>-<profile>.json in"
          + " --results-dir, oldest first, each run labelled by the commit and JDK in the"
          + " .env.json beside it (\"unknown\" without one); a chart (SVG) and a table per"
          + " benchmark class. Runs of another profile or machine (CPU, cores, OS) are charted"
          + " apart, never on one line. A corrupt file among them is refused, naming it. It"
          + " lists what it wrote in history.files, and removes the files an earlier history"
          + " listed there that it does not write again; nothing else.",
      "With a table's CSV (table --csv), writes its report beside it: the boards, the time, the"
          + " targets met or not, the ten slowest boards, the boards no published result"
          + " settles, and a picture for each k.",
      "The last line printed is the path of the report."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:the report was written (and with --max-slowdown, nothing got slower)",
        "1:with --max-slowdown: a benchmark got slower beyond the limit and the error (the"
            + " report is written); or the report or a chart could not be written",
        "2:bad option, or a missing, empty or corrupt results file, or two runs of another"
            + " profile, machine or JVM without --allow-mismatch, or (--history) no results"
            + " or nothing that --include selects; nothing is written"})
final class ReportCommand implements Callable<Integer> {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Parameters(paramLabel = "RESULTS.json", arity = "0..*",
      description = "One results file to report on, or two (old, new) to compare.")
  List<Path> files = new ArrayList<>();

  @Option(names = "--results-dir", paramLabel = "DIR", defaultValue = "results",
      description = "Where to find the newest results file when none is given"
          + " (default: ${DEFAULT-VALUE}).")
  Path resultsDir;

  @Option(names = "--max-slowdown", paramLabel = "PCT",
      description = "With OLD.json and NEW.json: exit with status 1 if a benchmark got slower by"
          + " more than PCT percent and by more than the combined error, e.g. 5 or 5%%.")
  String maxSlowdown;

  @Option(names = "--allow-mismatch",
      description = "With OLD.json and NEW.json: compare runs of another profile, machine or JVM"
          + " (or whose .env.json does not say) instead of refusing; the comparison says how"
          + " they differ, first.")
  boolean allowMismatch;

  @Option(names = "--history",
      description = "Chart every run in --results-dir over time instead (see above).")
  boolean history;

  @Option(names = "--include", paramLabel = "REGEX",
      description = "With --history: only the benchmarks whose package.Class.method the regex"
          + " finds, as for bench (default: all).")
  String include;

  @Option(names = "--out", paramLabel = "DIR",
      description = "With --history: where to write it (default: target/history; never inside"
          + " --results-dir).")
  Path out;

  @Override
  public Integer call() throws IOException {
    if (history) {
      return history();
    }
    if (include != null || out != null) {
      throw new CommandLine.ParameterException(spec.commandLine(), (include != null ? "--include"
          : "--out") + " goes with --history");
    }
    if (files.size() > 2) {
      throw new CommandLine.ParameterException(spec.commandLine(), "give one results file, or"
          + " two (old, new) to compare; got " + files.size());
    }
    OptionalDouble limit = maxSlowdown == null ? OptionalDouble.empty()
        : OptionalDouble.of(slowdownLimit());
    if (files.size() != 2 && (maxSlowdown != null || allowMismatch)) {
      throw new CommandLine.ParameterException(spec.commandLine(), (maxSlowdown != null
          ? "--max-slowdown" : "--allow-mismatch") + " compares two runs: give OLD.json and"
          + " NEW.json; got " + files.size() + " file" + (files.size() == 1 ? "" : "s"));
    }
    if (files.size() == 2) {
      return compare(limit);
    }
    Path report;
    try {
      if (files.isEmpty()) {
        Path newest = ResultFiles.newestResults(resultsDir).orElseThrow(() ->
            new InputException("no results file in " + resultsDir + "/ (run 'bench' first, or"
                + " name a file)"));
        report = Report.write(newest);
      } else if (files.get(0).getFileName().toString().endsWith(".csv")) {
        report = TableReport.write(files.get(0));
      } else {
        report = Report.write(files.get(0));
      }
    } catch (ReportException e) {
      throw new InputException(e.getMessage());
    }
    spec.commandLine().getOut().println(report);
    return 0;
  }

  /** {@code --history}: every results file in the results directory, oldest first. */
  private int history() throws IOException {
    if (!files.isEmpty() || maxSlowdown != null || allowMismatch) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--history reads every run in"
          + " --results-dir: give it no " + (!files.isEmpty() ? "results file"
              : maxSlowdown != null ? "--max-slowdown" : "--allow-mismatch"));
    }
    Pattern selected;
    try {
      selected = Pattern.compile(include == null ? ".*" : include);
    } catch (PatternSyntaxException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--include: not a valid"
          + " regular expression: " + e.getDescription() + " near index " + e.getIndex());
    }
    Path dir = out == null ? Path.of("target", "history") : out;
    if (dir.toAbsolutePath().normalize().startsWith(resultsDir.toAbsolutePath().normalize())) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--out: " + dir + " is inside"
          + " " + resultsDir + "/, which holds results only; write the history elsewhere");
    }
    List<Path> runs = new ArrayList<>(ResultFiles.resultsNewestFirst(resultsDir));
    if (runs.isEmpty()) {
      throw new InputException("no results file in " + resultsDir + "/ (run 'bench' first)");
    }
    Collections.reverse(runs);
    History chart;
    try {
      chart = History.of(runs, selected);
    } catch (ReportException e) {
      throw new InputException(e.getMessage());
    }
    spec.commandLine().getOut().println(chart.write(Main.outputDirectory(spec.commandLine(),
        "--out", dir)));
    return 0;
  }

  /**
   * The comparison, with a line for each way the runs differ (when allowed) and the gate's lines
   * before its path; status 1 if the gate fails.
   */
  private int compare(OptionalDouble limit) {
    Report.Comparison comparison;
    try {
      comparison = Report.compare(files.get(0), files.get(1), allowMismatch, limit);
    } catch (ReportException e) {
      throw new InputException(e.getMessage());
    }
    PrintWriter out = spec.commandLine().getOut();
    comparison.mismatches().forEach(m -> out.println("compared although not like for like: "
        + m));
    comparison.gate().ifPresent(outcome -> outcome.lines().forEach(out::println));
    out.println(comparison.file());
    return comparison.gate().map(RegressionGate.Outcome::passed).orElse(true) ? 0 : 1;
  }

  /** --max-slowdown's percentage: a finite number, 0 or more, with or without a % sign. */
  private double slowdownLimit() {
    String text = maxSlowdown.strip();
    text = text.endsWith("%") ? text.substring(0, text.length() - 1) : text;
    double limit;
    try {
      limit = Double.parseDouble(text);
    } catch (NumberFormatException e) {
      limit = Double.NaN;
    }
    if (!Double.isFinite(limit) || limit < 0) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--max-slowdown: '"
          + maxSlowdown + "' is not a percentage of 0 or more (such as 5 or 2.5%)");
    }
    return limit;
  }
}
