package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
    Cli.Result r = Cli.run("", "census", "--board", "4x3", "--k", "3");
    assertEquals(0, r.status(), r.err());
    assertEquals("""
        reachable positions: 111973
        positions up to reflection and the half turn: 28275
        terminal positions: 32410 (X wins 20312, O wins 12070, draws 28)
        complete games: 151188768 (X wins 79797600, O wins 56875968, draws 14515200)
        game-tree nodes with the root: 276911233
        """.lines().toList().get(0), r.out().lines().toList().get(0));
    dev.tictactoe.mnk.Census c = dev.tictactoe.mnk.Census.take(dev.tictactoe.mnk.Rules.of(4, 3,
        3));
    assertEquals("game-tree nodes with the root: " + c.nodes(), r.out().lines().toList().get(4));
  }

  @Test
  void aBoardTooLargeToCountIsOneLine() {
    Cli.Result r = Cli.run("", "census", "--board", "5x5", "--k", "4");
    assertEquals(2, r.status());
    assertEquals("tictactoe census: --board 5x5: a census counts boards of up to 20 cells (this"
        + " one has 25) (see 'tictactoe census --help')\n", r.err());
  }
}
