package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A board of a table's run: stopped, it writes its checkpoints and says what it had proven; the
 * run that goes on reads them and ends with the value of a cold solve, counting the positions of
 * both runs. (The CLI's tests cover the rows, the lines and the weak game's hint.)
 */
class TableRunTest {
  /** 5x8 with four in a row: a win that ply deepening proves in about 165,000 positions. */
  private static final Rules BOARD = Rules.of(5, 8, 4);
  private static final int ENTRIES = 1 << 16;

  @Test
  void aStoppedBoardWritesItsCheckpointsAndTheRunThatGoesOnEndsWithTheColdValue(
      @TempDir Path dir) {
    Evaluation cold = engine(SearchMonitor.NONE).evaluate(BOARD.emptyBoard());
    List<String> said = new ArrayList<>();
    TableRun.Outcome stopped = new TableRun(dir).solve(BOARD, TableRunTest::engine,
        SearchMonitor.budget(100_000, "stopped"), null, said::add);
    assertFalse(stopped.solved(), stopped.toString());
    assertEquals(OptionalInt.empty(), stopped.scoreForX());
    int[] proven = Score.ofBounds(stopped.proof(), BOARD.cells());
    assertTrue(proven[0] <= cold.scoreForX() && cold.scoreForX() <= proven[1],
        stopped.proof() + " holds the value " + cold.scoreForX());
    Path table = dir.resolve("5x8k4" + TableRun.TABLE_SUFFIX);
    Path kept = dir.resolve("5x8k4" + TableRun.KEPT_SUFFIX);
    assertEquals(2, said.size(), said.toString());
    assertTrue(said.get(0).startsWith("wrote its table to " + table + " ("), said.toString());
    assertTrue(said.get(1).startsWith("wrote its entries of the most work to " + kept + " ("),
        said.toString());
    assertTrue(Files.exists(table) && Files.exists(kept));

    said.clear();
    TableRun.Progress earlier = new TableRun.Progress(proven[0], proven[1],
        stopped.positions(), 10.0);
    TableRun.Outcome solved = new TableRun(dir).solve(BOARD, TableRunTest::engine,
        SearchMonitor.NONE, earlier, said::add);
    assertEquals(OptionalInt.of(cold.scoreForX()), solved.scoreForX());
    assertEquals("ply deepening", solved.proof());
    assertTrue(said.get(0).equals("going on from an earlier run's 10.0 s, which proved: "
        + stopped.proof()), said.toString());
    assertTrue(said.get(1).startsWith("read the table an earlier run left in " + table + " ("),
        said.toString());
    assertTrue(solved.positions() > stopped.positions() && solved.seconds() > 10.0,
        "both runs counted: " + solved);
    assertTrue(solved.positions() - stopped.positions() < cold.visited(),
        "the table saved work: " + (solved.positions() - stopped.positions()) + " positions, "
        + cold.visited() + " cold");
    assertFalse(Files.exists(table) || Files.exists(kept), "a solved board's files are gone");
  }

  /** A damaged table is said so in one line, and the board is solved from nothing. */
  @Test
  void aDamagedTableIsSaidSoAndTheBoardIsSolvedFromNothing(@TempDir Path dir)
      throws IOException {
    Path table = dir.resolve("5x8k4" + TableRun.TABLE_SUFFIX);
    Files.writeString(table, "not a table");
    List<String> said = new ArrayList<>();
    TableRun.Outcome solved = new TableRun(dir).solve(BOARD, TableRunTest::engine,
        SearchMonitor.NONE, null, said::add);
    assertEquals(List.of("not using a checkpoint: " + table + " is not a table's checkpoint"),
        said);
    Evaluation cold = engine(SearchMonitor.NONE).evaluate(BOARD.emptyBoard());
    assertEquals(OptionalInt.of(cold.scoreForX()), solved.scoreForX());
    assertEquals(cold.visited(), solved.positions(), "a cold solve's positions");
  }

  private static AlphaBetaEngine engine(SearchMonitor monitor) {
    return new AlphaBetaEngine(BOARD, Technique.all(), ENTRIES, monitor);
  }
}
