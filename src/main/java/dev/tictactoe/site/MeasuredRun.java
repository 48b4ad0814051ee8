package dev.tictactoe.site;

import dev.tictactoe.report.JmhJson;
import dev.tictactoe.report.ReportException;
import dev.tictactoe.report.ResultFiles;
import dev.tictactoe.report.Run;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A full JMH run the site takes measured figures from, read once: the chapters whose benchmark a
 * run can leave out (the ablation, the frontier) use the newest full run that measured it, not
 * only the latest complete report.
 *
 * @param file the results file, {@code <timestamp>-full.json}
 * @param runs its runs
 */
record MeasuredRun(Path file, List<Run> runs) {

  /**
   * The newest {@code *-full.json} in {@code dir} with a run of {@code benchmark}
   * ({@code Class.method}); files the report cannot read are passed over.
   */
  static Optional<MeasuredRun> newestWith(Path dir, String benchmark) {
    return newest(dir, r -> r.benchmark().endsWith("." + benchmark));
  }

  /**
   * The newest {@code *-full.json} in {@code dir} with a run that {@code wanted} accepts; files
   * the report cannot read are passed over.
   */
  static Optional<MeasuredRun> newest(Path dir, Predicate<Run> wanted) {
    try {
      return ResultFiles.resultsNewestFirst(dir).stream()
          .filter(f -> ResultFiles.profileOf(f).orElseThrow().equals(ResultFiles.FULL))
          .map(MeasuredRun::read).flatMap(Optional::stream)
          .filter(m -> m.runs().stream().anyMatch(wanted))
          .findFirst();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The file's runs, or empty if it is missing or the report cannot read it. */
  static Optional<MeasuredRun> read(Path file) {
    try {
      return Optional.of(new MeasuredRun(file, JmhJson.read(file)));
    } catch (ReportException e) {
      return Optional.empty(); // a file the report cannot read has no figures to give
    }
  }
}
