package dev.tictactoe.site;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.mnk.Score;
import dev.tictactoe.report.CraftedRuns;
import dev.tictactoe.report.CraftedRuns.Result;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The site's frontier table: read from the newest full run that measured the frontier. */
class FrontierFiguresTest {
  @TempDir Path dir;

  @Test
  void showsEachPublishedBoardBesideWhatTheNewestRunProved() throws IOException {
    CraftedRuns.write(dir.resolve("20261101T000000Z-full.json"), Result.frontier("7x7k4", 99, 1, 13, 5));
    CraftedRuns.write(dir.resolve("20261124T000000Z-full.json"),
        Result.frontier("7x7k4", 12.1, 1, 11, 12_020_129), Result.frontier("4x8k4", 3, 1, 21, 100),
        Result.frontier("4x9k4", 120.02, 0, 0, 47_448_064),
        Result.shot("FrontierBenchmark.table", "maxCells=36,tableLimitSeconds=120", 120,
            Map.of("solved", 0.0, "boards", 700.0, "positions", 1e8)));
    String table = table("20261124T000000Z-full.json");
    assertTrue(table.contains("| 7x7 k=4 | X wins | "), table);
    assertTrue(table.contains(" | X wins on ply 11 | 12.10 s | 12,020,129\n"), table);
    assertTrue(table.contains(" | *X wins on ply 21* (disagrees) | 3.00 s | 100\n"), table);
    assertTrue(table.contains(" | not solved: stopped | 120.02 s | 47,448,064\n"), table);
    assertTrue(table.contains("| 8x8 k=5 | draw | "), table);
    assertTrue(table.contains("not measured in this run"), table);
    assertTrue(table.contains("stopped after 700 boards in 120.0 s"), table);
    assertTrue(table.contains("the measured run, 20261124T000000Z-full"), table);
    assertTrue(table.contains(", the engine on one thread:"), "runs before the threads"
        + " parameter ran on one: " + table);
  }

  @Test
  void saysOnHowManyThreadsTheEngineSolved() throws IOException {
    // the run's other benchmarks have no threads parameter: only the frontier's runs count
    CraftedRuns.write(dir.resolve("20261126T000000Z-full.json"),
        Result.avgt("MoveCostBenchmark.counters", "n=10", 3, 0.1),
        Result.shot("FrontierBenchmark.board", "frontierBoard=7x7k4,limitSeconds=300,threads=2",
            1.2, Map.of("solved", 1.0, "xWinsOnPly", 11.0, "oWinsOnPly", 0.0,
                "positions", 300_000.0, "boards", 0.0)));
    String table = table("20261126T000000Z-full.json");
    assertTrue(table.contains(" | X wins on ply 11 | 1.20 s | 300,000\n"), table);
    assertTrue(table.contains(", the engine on two threads (`ParallelEngine`"), table);
    assertTrue(table.indexOf("two threads") < table.indexOf("|==="), "said before the table,"
        + " which the sentence labels: " + table);
  }

  @Test
  void aStoppedBoardSaysWhatItsSearchHadProven() throws IOException {
    CraftedRuns.write(dir.resolve("20261126T000000Z-full.json"),
        Result.stoppedProving("8x8k5", 300.04, 787_168_933, 0, Score.wonWith(64, 23)));
    String table = table("20261126T000000Z-full.json");
    assertTrue(table.contains(" | not solved: stopped; proven: X cannot win before ply 23; O"
        + " cannot win | 300.04 s | 787,168,933\n"), table);
  }

  @Test
  void saysSoWhenTheMeasuredRunHasNoFrontier() throws IOException {
    CraftedRuns.write(dir.resolve("20261125T000000Z-full.json"),
        Result.avgt("MoveCostBenchmark.counters", "n=10", 3, 0.1));
    assertTrue(table("20261125T000000Z-full.json").startsWith("NOTE: The measured run has no"
        + " solves of the frontier benchmark"));
    assertTrue(FrontierFigures.all(Optional.empty()).get("mnk-frontier").startsWith("NOTE: "));
  }

  private String table(String file) {
    return FrontierFigures.all(MeasuredRun.read(dir.resolve(file))).get("mnk-frontier");
  }
}
