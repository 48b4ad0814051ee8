package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.Engine;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.solver.AlphaBetaEngine;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlayCommandTest {

  /**
   * The game {@code typed} plays against the engine, worked out here from the engine's own
   * decisions: each line the engine announces a move with, then the result. A line that is not
   * the number of a free cell is passed over, as the command asks again.
   */
  private static List<String> expectedGame(Rules rules, char human, String typed) {
    Engine engine = new AlphaBetaEngine(rules);
    Iterator<String> input = typed.lines().iterator();
    List<String> said = new ArrayList<>();
    Board board = rules.emptyBoard();
    while (!board.isOver()) {
      if (board.toMove() != human) {
        int cell = engine.decide(board).cell();
        said.add("The engine plays " + (cell + 1) + ".");
        board = board.play(cell);
        continue;
      }
      String text = input.next().strip();
      int cell = text.matches("\\d{1,9}") ? Integer.parseInt(text) - 1 : -1;
      if (cell >= 0 && cell < rules.cells() && board.at(cell) == '.') {
        board = board.play(cell);
      }
    }
    said.add(board.winner() == '.' ? "Draw." : board.winner() == human ? "You win."
        : "The engine wins.");
    return said;
  }

  /** What the command said of the engine's moves and the result, in order. */
  private static List<String> engineMovesAndResult(Cli.Result r) {
    return r.out().lines().filter(line -> line.startsWith("The engine plays ")
        || List.of("Draw.", "You win.", "The engine wins.").contains(line)).toList();
  }

  @Test
  void aTypoATakenCellAndANumberOutOfRangeOnlyAskAgain() {
    // X (human) 5; engine takes 1 (the top left); then typos, then 3, 7 ... played to the end.
    String typed = "5\nfive\n0\n10\n5\n1\n3\n8\n4\n6\n7\n9\n2\n";
    Cli.Result r = Cli.run(typed, "play");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("'five' is not a cell number; type a number from 1 to 9."));
    assertTrue(r.out().contains("0 is not a cell; the cells are numbered 1 to 9."));
    assertTrue(r.out().contains("10 is not a cell; the cells are numbered 1 to 9."));
    assertTrue(r.out().contains("Cell 5 is taken; pick one of the numbers on the board."));
    assertTrue(r.out().contains("Cell 1 is taken;"));
    assertTrue(r.out().contains("The engine plays 1."));
    assertTrue(r.out().strip().endsWith("The engine wins.") || r.out().strip().endsWith("Draw."),
        r.out());
    assertEquals(expectedGame(Rules.ticTacToe(), 'X', typed), engineMovesAndResult(r),
        "every move the engine's, and the result");
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
    String typed = "1\n3\n2\n7\n8\n6\n9\n4\n";
    Cli.Result r = Cli.run(typed, "play", "--as", "O");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("You are O, the engine (alphabeta) is X."), r.out());
    assertTrue(r.out().contains("The engine plays 5."), r.out());
    String last = r.out().strip().lines().reduce((a, b) -> b).orElseThrow();
    assertTrue(last.equals("The engine wins.") || last.equals("Draw."), last);
    assertEquals(expectedGame(Rules.ticTacToe(), 'O', typed), engineMovesAndResult(r),
        "every move the engine's, and the result");
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
    String typed = "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n16\n";
    Cli.Result r = Cli.run(typed, "play", "--board", "4x4", "--k", "3", "--as", "O");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().startsWith("You are O, the engine (alphabeta) is X. 3 in a row wins on"
        + " 4x4."), r.out());
    assertTrue(r.out().contains("""
          1 |  2 |  3 |  4\s
        ----+----+----+----
          5 |  6 |  7 |  8\s
        """), r.out());
    assertTrue(r.out().strip().endsWith("The engine wins."), "4,4,3 is a win for X: " + r.out());
    assertEquals(expectedGame(Rules.of(4, 4, 3), 'O', typed), engineMovesAndResult(r),
        "every move the engine's");
  }
}
