package dev.tictactoe.site;

import dev.tictactoe.report.EnvironmentFile;
import dev.tictactoe.report.JmhJson;
import dev.tictactoe.report.ReportException;
import dev.tictactoe.report.ResultFiles;
import dev.tictactoe.report.Run;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * A JMH run the site takes measured figures from, read once, with its report and environment.
 *
 * <p>The chapters' times all come from one run, the <em>measured run</em>: the newest full run in
 * the results directory that measured every benchmark of the suite ({@link #newestComplete}),
 * named on the pages with its machine and date. A quick run is a smoke test: the site shows it
 * only in the benchmarking chapter's "latest report", said to be one.
 *
 * @param file the results file, {@code <timestamp>-<profile>.json}
 * @param runs its runs
 */
public record MeasuredRun(Path file, List<Run> runs) {

  /** The run's name, its file's stem: {@code 20261127T090000Z-full}. */
  public String stem() {
    return ResultFiles.stem(file);
  }

  /** Its report, {@code <stem>.adoc} beside it. */
  public Path report() {
    return file.resolveSibling(stem() + ".adoc");
  }

  /** Its environment file, read (every field unknown if there is none). */
  public EnvironmentFile environment() {
    return EnvironmentFile.beside(file);
  }

  /** Whether it is a full run (not a quick smoke run). */
  public boolean isFull() {
    return ResultFiles.profileOf(file).orElse("").equals(ResultFiles.FULL);
  }

  /**
   * The newest run in {@code dir} with a report beside it that measured every benchmark of
   * {@code suite} ({@code package.Class.method}), of the given profile if one is given; each newer
   * run passed over is explained to {@code note} in one line.
   */
  public static Optional<MeasuredRun> newestComplete(Path dir, Set<String> suite,
      Optional<String> profile, Consumer<String> note) {
    try {
      for (Path report : ResultFiles.reportsNewestFirst(dir)) {
        Path results = ResultFiles.resultsOf(report);
        if (profile.isPresent()
            && !ResultFiles.profileOf(results).orElse("").equals(profile.get())) {
          continue;
        }
        Optional<MeasuredRun> run = read(results);
        if (run.isEmpty()) {
          note.accept("passing over " + report + ": its results cannot be read");
          continue;
        }
        Set<String> measured = run.get().runs().stream().map(Run::benchmark)
            .collect(Collectors.toSet());
        long covered = suite.stream().filter(measured::contains).count();
        if (covered == suite.size()) {
          return run;
        }
        note.accept("passing over " + report + ": its run measured " + covered + " of the "
            + suite.size() + " benchmarks (a partial run)");
      }
      return Optional.empty();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The file's runs, or empty if it is missing or the report cannot read it. */
  static Optional<MeasuredRun> read(Path file) {
    if (!Files.isRegularFile(file)) {
      return Optional.empty();
    }
    try {
      return Optional.of(new MeasuredRun(file, JmhJson.read(file)));
    } catch (ReportException e) {
      return Optional.empty(); // a file the report cannot read has no figures to give
    }
  }
}
