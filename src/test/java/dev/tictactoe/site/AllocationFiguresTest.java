package dev.tictactoe.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.report.CraftedRuns;
import dev.tictactoe.report.CraftedRuns.Result;
import dev.tictactoe.report.JmhJson;
import dev.tictactoe.report.Metric;
import dev.tictactoe.report.ResultFiles;
import dev.tictactoe.report.Run;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The benchmarking chapter's bytes per operation: read from a run, never typed. */
class AllocationFiguresTest {

  @Test
  void theFiguresAreTheRunsAsItsJsonHasThem() throws IOException {
    Path file = ResultFiles.resultsNewestFirst(Path.of("results")).stream()
        .filter(f -> f.getFileName().toString().endsWith("-full.json"))
        .filter(f -> MeasuredRun.read(f).map(m -> m.runs().stream() // a run still going: empty
            .anyMatch(r -> r.allocation().isPresent()
                && r.benchmark().endsWith("ValidationCostBenchmark.countersValidated")))
            .orElse(false))
        .findFirst().orElseThrow(() -> new AssertionError("a committed run with --prof gc"));
    Map<String, String> figures = AllocationFigures.all(MeasuredRun.read(file));
    List<Run> runs = JmhJson.read(file);
    assertTrue(runs.stream().anyMatch(r -> r.allocation().isPresent()), "a run with --prof gc");
    // the 1 MB board of the full scan at n = 1000, and every design at n = 10, from the JSON
    double fullScan = runs.stream().filter(r -> r.benchmark().endsWith("MoveCostBenchmark.fullScan")
        && r.params().get("n").equals("1000")).findFirst().orElseThrow()
        .allocation().orElseThrow().score();
    assertEquals(Metric.significant(fullScan), figures.get("alloc-full-n1000"));
    double[] n10 = runs.stream().filter(r -> r.benchmark().contains("MoveCostBenchmark.")
        && "10".equals(r.params().get("n")))
        .mapToDouble(r -> r.allocation().orElseThrow().score()).sorted().toArray();
    assertEquals(4, n10.length, "four designs");
    assertEquals(Metric.significant(n10[0]) + " to " + Metric.significant(n10[3]),
        figures.get("alloc-moves-n10"));
  }

  @Test
  void withoutAGcRunEveryFigureSaysSo(@TempDir Path dir) throws IOException {
    Path run = dir.resolve("20261125T000000Z-full.json");
    CraftedRuns.write(run,
        Result.avgt("ValidationCostBenchmark.countersValidated", "n=1000", 12, 0.1));
    Map<String, String> figures = AllocationFigures.all(MeasuredRun.read(run));
    assertEquals(7, figures.size(), figures.toString());
    assertTrue(figures.values().stream().allMatch("not measured"::equals), figures.toString());
    assertEquals(figures, AllocationFigures.all(Optional.empty()));
  }
}
