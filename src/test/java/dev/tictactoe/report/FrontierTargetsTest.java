package dev.tictactoe.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tictactoe.bench.FrontierBenchmark;
import dev.tictactoe.mnk.Published;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.report.CraftedRuns.Result;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Param;

/**
 * The frontier's targets read what FrontierBenchmark's counters say: solved or stopped, the value
 * held to the published one, and the times held to the limits.
 */
class FrontierTargetsTest {
  @TempDir Path dir;

  private Map<String, Targets.Outcome> outcomes(Result... results) throws IOException {
    List<Run> runs = results.length == 0 ? List.of()
        : JmhJson.read(CraftedRuns.write(dir.resolve("r.json"), results));
    return Targets.frontier(runs).stream()
        .collect(Collectors.toMap(Targets.Outcome::target, Function.identity()));
  }

  private static Targets.Outcome about(Map<String, Targets.Outcome> outcomes, String text) {
    List<Targets.Outcome> found = outcomes.values().stream()
        .filter(o -> o.target().contains(text)).toList();
    assertEquals(1, found.size(), text + " in " + outcomes.keySet());
    return found.get(0);
  }

  @Test
  void everyPublishedBoardPastThirtyCellsHasATarget() throws IOException {
    Map<String, Targets.Outcome> outcomes = outcomes();
    for (Published p : Published.VALUES) {
      if (p.rules().cells() > Frontier.CELLS) {
        Targets.Outcome o = about(outcomes, " " + p.rules().name() + " solved cold");
        assertEquals("not measured in this run", o.measured());
        assertEquals(Optional.empty(), o.met());
      }
    }
  }

  @Test
  void theBenchmarkSolvesExactlyThePublishedBoardsPastThirtyCells()
      throws ReflectiveOperationException {
    List<String> benchmarked = List.of(FrontierBenchmark.Frontier.class.getField("frontierBoard")
        .getAnnotation(Param.class).value());
    List<String> published = Published.VALUES.stream()
        .filter(p -> p.rules().cells() > Frontier.CELLS)
        .map(p -> p.rules().compactName()).toList();
    assertEquals(published.stream().sorted().toList(), benchmarked.stream().sorted().toList());
  }

  @Test
  void aSolvedBoardIsHeldToThePublishedValueAndItsPly() throws IOException {
    Map<String, Targets.Outcome> outcomes = outcomes(
        Result.frontier("7x7k4", 12.1, 1, 11, 12_020_129), // X wins, as published: met, with its ply
        Result.frontier("4x8k4", 3, 1, 21, 100), // a win where a draw is published: not met
        Result.frontier("7x7k5", 1.9, 1, 0, 8_259)); // a draw in 1.9 s: both its targets met
    Targets.Outcome win = about(outcomes, "7x7 k=4 solved cold");
    assertEquals("X wins on ply 11 in 12.10 s, 12,020,129 positions", win.measured());
    assertEquals(Optional.of(true), win.met());
    Targets.Outcome wrong = about(outcomes, "4x8 k=4 solved cold");
    assertEquals("X wins on ply 21 in 3.00 s, 100 positions", wrong.measured());
    assertEquals(Optional.of(false), wrong.met());
    assertEquals(Optional.of(true), about(outcomes, "7x7 k=5 solved cold").met());
    Targets.Outcome fast = about(outcomes, "7x7 with five in a row");
    assertEquals("draw in 1.900 s", fast.measured());
    assertEquals(Optional.of(true), fast.met());
  }

  @Test
  void aStoppedBoardIsNotMetAndSaysHowFarItGot() throws IOException {
    Map<String, Targets.Outcome> outcomes = outcomes(
        Result.frontier("4x9k4", 120.02, 0, 0, 47_448_064),
        Result.frontier("6x6k5", 0.4, 1, 0, 1_486)); // solved, but over the quarter second
    Targets.Outcome stopped = about(outcomes, "4x9 k=4 solved cold");
    assertEquals("not solved: stopped at 120 s, 47,448,064 positions", stopped.measured());
    assertEquals(Optional.of(false), stopped.met());
    assertEquals(Optional.of(true), about(outcomes, "6x6 k=5 solved cold").met());
    assertEquals(Optional.of(false), about(outcomes, "6x6 with five in a row").met());
  }

  @Test
  void aStoppedBoardSaysWhatItsSearchHadProvenByThen() throws IOException {
    int cells = 64;
    Map<String, Targets.Outcome> outcomes = outcomes(Result.stoppedProving("8x8k5", 300.04,
        787_168_933, Score.lostWith(cells, 24), Score.wonWith(cells, 23)));
    Targets.Outcome stopped = about(outcomes, "8x8 k=5 solved cold");
    assertEquals("not solved: stopped at 300 s, 787,168,933 positions; proven: X cannot win"
        + " before ply 23; O cannot win before ply 24", stopped.measured());
    assertEquals(Optional.of(false), stopped.met());
  }

  @Test
  void theTableOfUpTo36CellsMustFinishWithinAMinute() throws IOException {
    int all = Rules.boardsUpTo(36).size();
    Result stopped = Result.shot("FrontierBenchmark.table", "maxCells=36,tableLimitSeconds=120",
        120, Map.of("solved", 0.0, "boards", 700.0, "positions", 1e8));
    assertEquals(new Targets.Outcome(about(outcomes(stopped), "up to 36 cells").target(),
        "stopped after 700 of " + all + " boards in 120.0 s", Optional.of(false)),
        about(outcomes(stopped), "up to 36 cells"));
    Result slow = Result.shot("FrontierBenchmark.table", "maxCells=36,tableLimitSeconds=120",
        61, Map.of("solved", 1.0, "boards", (double) all, "positions", 1e8));
    assertEquals(Optional.of(false), about(outcomes(slow), "up to 36 cells").met());
    Result fast = Result.shot("FrontierBenchmark.table", "maxCells=36,tableLimitSeconds=120",
        59, Map.of("solved", 1.0, "boards", (double) all, "positions", 1e8));
    assertEquals("all " + all + " boards in 59.0 s",
        about(outcomes(fast), "up to 36 cells").measured());
    assertEquals(Optional.of(true), about(outcomes(fast), "up to 36 cells").met());
  }
}
