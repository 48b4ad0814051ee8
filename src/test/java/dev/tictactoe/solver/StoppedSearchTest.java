package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.mnk.SearchStoppedException;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

/** A search stopped by its monitor says what it had proven by then, and that much is true. */
class StoppedSearchTest {
  /** 4x7 with four in a row: a draw that ply deepening takes about 1.2 million positions over. */
  private static final Rules BOARD = Rules.of(4, 7, 4);

  @Test
  void theBoundsAStoppedSearchHandsOnHoldAndNarrowTheLongerItRuns() {
    Evaluation solved = new AlphaBetaEngine(BOARD).evaluate(BOARD.emptyBoard());
    int value = solved.scoreForX();
    assertTrue(solved.visited() > 4 * SearchMonitor.INTERVAL, "long enough to stop: "
        + solved.visited());
    int low = Score.WORST;
    int high = Score.BEST;
    for (long stopAt : new long[] {solved.visited() / 4, solved.visited() / 2,
        solved.visited() - 2 * SearchMonitor.INTERVAL}) {
      SearchStoppedException stopped = assertThrows(SearchStoppedException.class,
          () -> stoppedAfter(stopAt).evaluate(BOARD.emptyBoard()));
      String at = "stopped after " + stopped.visited() + " positions: " + stopped.proven();
      assertTrue(stopped.lowForX() <= value && value <= stopped.highForX(), at);
      // the same search stopped later has proven all it had before, and the same engine
      // configuration searches the same positions in the same order
      assertTrue(stopped.lowForX() >= low && stopped.highForX() <= high, at);
      low = stopped.lowForX();
      high = stopped.highForX();
    }
    assertTrue(low > Score.WORST && high < Score.BEST, "it got somewhere: [" + low + ", "
        + high + "]");
  }

  @Test
  void aSearchWithoutPlyDeepeningHasNothingToSay() {
    AlphaBetaEngine engine = new AlphaBetaEngine(BOARD,
        EnumSet.complementOf(EnumSet.of(Technique.PLY_DEEPENING)), stopper(SearchMonitor.INTERVAL));
    SearchStoppedException stopped = assertThrows(SearchStoppedException.class,
        () -> engine.evaluate(BOARD.emptyBoard()));
    assertEquals("nothing", stopped.proven());
  }

  @Test
  void boundsInWords() {
    int cells = 28;
    assertEquals("nothing", Score.bounds(Score.WORST, Score.BEST, cells));
    assertEquals("draw", Score.bounds(0, 0, cells));
    assertEquals("X cannot win before ply 13; O cannot win before ply 12",
        Score.bounds(Score.lostWith(cells, 12), Score.wonWith(cells, 13), cells));
    assertEquals("X cannot win; O cannot win before ply 20",
        Score.bounds(Score.lostWith(cells, 20), 0, cells));
    assertEquals("X wins, on ply 21 at the latest",
        Score.bounds(Score.wonWith(cells, 21), Score.BEST, cells));
    assertEquals("O wins, on ply 14 at the latest; O cannot win before ply 10",
        Score.bounds(Score.lostWith(cells, 10), Score.lostWith(cells, 14), cells));
  }

  private static AlphaBetaEngine stoppedAfter(long positions) {
    return new AlphaBetaEngine(BOARD, Technique.all(), stopper(positions));
  }

  private static SearchMonitor stopper(long positions) {
    return (visited, fill) -> {
      if (visited >= positions) {
        throw new SearchStoppedException("stopped", visited);
      }
    };
  }
}
