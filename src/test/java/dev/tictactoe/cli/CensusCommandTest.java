package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tictactoe.mnk.Census;
import dev.tictactoe.mnk.Rules;
import org.junit.jupiter.api.Test;

class CensusCommandTest {
  @Test
  void printsEveryFigureOnItsOwnLabelledLine() {
    Cli.Result r = Cli.run("", "census");
    assertEquals(0, r.status(), r.err());
    assertEquals("""
        reachable positions: 5478
        positions up to rotation and reflection: 765
        terminal positions: 958 (X wins 626, O wins 316, draws 16)
        complete games: 255168 (X wins 131184, O wins 77904, draws 46080)
        game-tree nodes with the root: 549946
        """, r.out());
  }

  @Test
  void onThreeByThreeWithKThreeTheLayerCensusPrintsTheSameFigures() {
    Cli.Result walked = Cli.run("", "census");
    Cli.Result layered = Cli.run("", "census", "--board", "3x3", "--k", "3");
    assertEquals(0, layered.status(), layered.err());
    assertEquals(walked.out(), layered.out());
  }

  @Test
  void countsAnyBoardOfUpToTwentyCells() {
    // Every figure, on its own line, is the census of the board asked for (CensusTest checks the
    // census itself: the published 3x3 figures, and a board against its transpose).
    Cli.Result r = Cli.run("", "census", "--board", "4x3", "--k", "3");
    assertEquals(0, r.status(), r.err());
    Census c = Census.take(Rules.of(4, 3, 3));
    assertEquals("reachable positions: " + c.positions() + "\n"
        + "positions up to reflection and the half turn: " + c.symmetryClasses() + "\n"
        + "terminal positions: " + outcomes(c.terminal()) + "\n"
        + "complete games: " + outcomes(c.games()) + "\n"
        + "game-tree nodes with the root: " + c.nodes() + "\n", r.out());
  }

  /** {@code "958 (X wins 626, O wins 316, draws 16)"}. */
  private static String outcomes(Census.Outcomes o) {
    return o.total() + " (X wins " + o.xWins() + ", O wins " + o.oWins() + ", draws " + o.draws()
        + ")";
  }

  @Test
  void aBoardTooLargeToCountIsOneLine() {
    Cli.Result r = Cli.run("", "census", "--board", "5x5", "--k", "4");
    assertEquals(2, r.status());
    assertEquals("tictactoe census: --board 5x5: a census counts boards of up to 20 cells (this"
        + " one has 25) (see 'tictactoe census --help')\n", r.err());
  }
}
