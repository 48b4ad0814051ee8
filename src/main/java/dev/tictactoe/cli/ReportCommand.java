package dev.tictactoe.cli;

import dev.tictactoe.report.Report;
import dev.tictactoe.report.ReportException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
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
          + " and whether the difference exceeds the error.",
      "The last line printed is the path of the report."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:the report was written", "1:the report or a chart could not be written",
        "2:bad option, or a missing, empty or corrupt results file"})
final class ReportCommand implements Callable<Integer> {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Parameters(paramLabel = "RESULTS.json", arity = "0..*",
      description = "One results file to report on, or two (old, new) to compare.")
  List<Path> files = new ArrayList<>();

  @Option(names = "--results-dir", paramLabel = "DIR", defaultValue = "results",
      description = "Where to find the newest results file when none is given"
          + " (default: ${DEFAULT-VALUE}).")
  Path resultsDir;

  @Override
  public Integer call() throws IOException {
    if (files.size() > 2) {
      throw new CommandLine.ParameterException(spec.commandLine(), "give one results file, or"
          + " two (old, new) to compare; got " + files.size());
    }
    Path report;
    try {
      if (files.isEmpty()) {
        Path newest = ResultFiles.newest(resultsDir, ResultFiles.RESULTS).orElseThrow(() ->
            new InputException("no results file in " + resultsDir + "/ (run 'bench' first, or"
                + " name a file)"));
        report = Report.write(newest);
      } else if (files.size() == 1) {
        report = Report.write(files.get(0));
      } else {
        report = Report.compare(files.get(0), files.get(1));
      }
    } catch (ReportException e) {
      throw new InputException(e.getMessage());
    }
    spec.commandLine().getOut().println(report);
    return 0;
  }
}
