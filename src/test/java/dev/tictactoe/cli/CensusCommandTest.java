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
}
