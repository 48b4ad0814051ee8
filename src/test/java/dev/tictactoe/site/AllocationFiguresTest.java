package dev.tictactoe.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.report.CraftedRuns;
import dev.tictactoe.report.CraftedRuns.Result;
import dev.tictactoe.report.JmhJson;
import dev.tictactoe.report.Metric;
import dev.tictactoe.report.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The benchmarking chapter's bytes per operation: read from a run, never typed. */
class AllocationFiguresTest {

  @Test
  void theFiguresAreTheNewestGcRunsAsItsJsonHasThem() throws IOException {
    String text = AllocationFigures.all(Path.of("results")).get("allocation-figures");
    String run = text.lines().findFirst().orElseThrow();
    assertTrue(run.matches(":alloc-run: \\d{8}T\\d{6}Z-full"), run);
    Path file = Path.of("results", run.substring(":alloc-run: ".length()) + ".json");
    List<Run> runs = JmhJson.read(file);
    assertTrue(runs.stream().anyMatch(r -> r.allocation().isPresent()), "a run with --prof gc");
    // the 1 MB board of the full scan at n = 1000, and every design at n = 10, from the JSON
    double fullScan = runs.stream().filter(r -> r.benchmark().endsWith("MoveCostBenchmark.fullScan")
        && r.params().get("n").equals("1000")).findFirst().orElseThrow()
        .allocation().orElseThrow().score();
    assertTrue(text.contains("\n:alloc-full-n1000: " + Metric.significant(fullScan) + "\n"),
        text);
    double[] n10 = runs.stream().filter(r -> r.benchmark().contains("MoveCostBenchmark.")
        && "10".equals(r.params().get("n")))
        .mapToDouble(r -> r.allocation().orElseThrow().score()).sorted().toArray();
    assertEquals(4, n10.length, "four designs");
    assertTrue(text.contains("\n:alloc-moves-n10: " + Metric.significant(n10[0]) + " to "
        + Metric.significant(n10[3]) + "\n"), text);
  }

  @Test
  void withoutAGcRunEveryFigureSaysSo(@TempDir Path dir) throws IOException {
    CraftedRuns.write(dir.resolve("20261125T000000Z-full.json"),
        Result.avgt("ValidationCostBenchmark.countersValidated", "n=1000", 12, 0.1));
    String text = AllocationFigures.all(dir).get("allocation-figures");
    assertTrue(text.startsWith(":alloc-run: none under"), text);
    assertEquals(7, text.lines().filter(l -> l.endsWith(": not measured")).count(), text);
    assertTrue(Files.isDirectory(dir));
  }
}
