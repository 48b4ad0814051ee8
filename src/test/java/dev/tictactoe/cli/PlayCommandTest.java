package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PlayCommandTest {

  @Test
  void aTypoATakenCellAndANumberOutOfRangeOnlyAskAgain() {
    // X (human) 5; engine takes 1 (the top left); then typos, then 3, 7 ... played to the end.
    Cli.Result r = Cli.run("5\nfive\n0\n10\n5\n1\n3\n8\n4\n6\n7\n9\n2\n", "play");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("'five' is not a cell number; type a number from 1 to 9."));
    assertTrue(r.out().contains("0 is not a cell; the cells are numbered 1 to 9."));
    assertTrue(r.out().contains("10 is not a cell; the cells are numbered 1 to 9."));
    assertTrue(r.out().contains("Cell 5 is taken; pick one of the numbers on the board."));
    assertTrue(r.out().contains("Cell 1 is taken;"));
    assertTrue(r.out().contains("The engine plays 1."));
    assertTrue(r.out().strip().endsWith("The engine wins.") || r.out().strip().endsWith("Draw."),
        r.out());
    assertEquals("", r.err());
  }

  @Test
  void showsTheBoardWithTheFreeCellsNumbered() {
    Cli.Result r = Cli.run("5\n", "play");
    assertTrue(r.out().contains("""
         1 | 2 | 3\s
        ---+---+---
         4 | 5 | 6\s
        ---+---+---
         7 | 8 | 9\s
        """), r.out());
    assertTrue(r.out().contains("""
         O | 2 | 3\s
        ---+---+---
         4 | X | 6\s
        """), r.out());
  }

  @Test
  void theEngineNeverLosesAndTheGameEndsWithTheResult() {
    // Human O against engine X: the engine opens in the centre.
    Cli.Result r = Cli.run("1\n3\n2\n7\n8\n6\n9\n4\n", "play", "--as", "O");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("You are O, the engine (alphabeta) is X."), r.out());
    assertTrue(r.out().contains("The engine plays 5."), r.out());
    String last = r.out().strip().lines().reduce((a, b) -> b).orElseThrow();
    assertTrue(last.equals("The engine wins.") || last.equals("Draw."), last);
  }

  @Test
  void withoutTechniquesTheEngineMakesTheSameMoves() {
    String moves = "1\n3\n2\n7\n8\n6\n9\n4\n";
    Cli.Result all = Cli.run(moves, "play", "--as", "O");
    Cli.Result without = Cli.run(moves, "play", "--as", "O", "--without", "table,ordering");
    assertEquals(0, without.status(), without.err());
    assertTrue(without.out().contains("the engine (alphabeta without table,ordering) is X."),
        without.out());
    assertEquals(all.out().replace("(alphabeta)", "(alphabeta without table,ordering)"),
        without.out(), "every move the same");
  }

  @Test
  void theInputEndingBeforeTheGameIsAnError() {
    Cli.Result r = Cli.run("5\n", "play");
    assertEquals(2, r.status());
    assertEquals("tictactoe play: the input ended before the game did\n", r.err());
  }

  @Test
  void aBadSideIsAUsageError() {
    Cli.Result r = Cli.run("", "play", "--as", "Z");
    assertEquals(2, r.status());
    assertEquals("tictactoe play: Invalid value for option '--as': expected X or O, got 'Z'"
        + " (see 'tictactoe play --help')\n", r.err());
  }

  @Test
  void playsAnyBoardWithItsCellsNumberedRowByRow() {
    // 4x4, three in a row: X (the engine) wins; the human's moves are only ever free cells.
    Cli.Result r = Cli.run("1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n16\n",
        "play", "--board", "4x4", "--k", "3", "--as", "O");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().startsWith("You are O, the engine (alphabeta) is X. 3 in a row wins on"
        + " 4x4."), r.out());
    assertTrue(r.out().contains("""
          1 |  2 |  3 |  4\s
        ----+----+----+----
          5 |  6 |  7 |  8\s
        """), r.out());
    assertTrue(r.out().strip().endsWith("The engine wins."), "4,4,3 is a win for X: " + r.out());
  }
}
