package dev.tictactoe.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.solver.AlphaBetaEngine;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Why the engine's move is the one, in words: a sentence for each way a move can be explained,
 * each on a position of its kind, from the values the engine gives every free cell. (The
 * explorer's browser test holds the page's sentence to these.)
 */
class ReasonTest {
  /** The sentence for {@code cells} on {@code rules}, from the strong engine's values. */
  static String reason(Rules rules, String cells) {
    Board board = Board.ofCells(rules, cells);
    Engine engine = new AlphaBetaEngine(rules);
    int[] values = new int[rules.cells()];
    for (int cell = 0; cell < rules.cells(); cell++) {
      values[cell] = board.at(cell) == '.' && !board.isOver() ? engine.moveValue(board, cell) : 0;
    }
    return Reason.explain(board, values, board.isOver() ? -1 : engine.decide(board).cell());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      ".........|The engine plays the centre (row 2, column 2): every cell draws. With all 9 cells"
          + " worth the same, the tie is broken by the cell-value grid 8 4 7 / 3 9 2 / 6 1 5:"
          + " this cell's 9 is the highest of 9, 8, 7, 6, 5, 4, 3, 2, 1.",
      "X........|The engine plays the centre (row 2, column 2): the only cell that does not lose;"
          + " it draws.",
      "...X.....|The engine plays the centre (row 2, column 2): it draws; no cell wins, and 4"
          + " cells lose. 4 cells draw, this one among them, so the tie is broken by the"
          + " cell-value grid 8 4 7 / 3 9 2 / 6 1 5: this cell's 9 is the highest of 9, 8, 6, 2.",
      ".OOXOXXXO|The engine plays the top left (row 1, column 1): the only free cell, and it wins"
          + " in 1 move (on ply 9).",
      "O....X...|The engine plays the top right (row 1, column 3): the only cell that wins; it"
          + " wins in 5 moves (on ply 7).",
      "XOXO.X.O.|The engine plays the bottom right (row 3, column 3): it wins in 1 move (on ply 7),"
          + " the soonest of the 2 cells that win; the other cell wins later.",
      "....XO.X.|The engine plays the top (row 1, column 2): every cell loses; this one holds out"
          + " longest and loses in 4 moves (on ply 7).",
      "XXX.OO...|The game is over: there is no move to make."})
  void eachWayAMoveIsExplainedOnThreeByThree(String cells, String sentence) {
    assertEquals(sentence, reason(Rules.ticTacToe(), cells));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "............|The engine plays row 2, column 2: it wins in 7 moves (on ply 7), the soonest"
          + " of the 10 cells that win. 6 cells win that soon, this one among them, so the tie"
          + " goes to the cell on the most lines of 3 (this one is on 5), then to the first in"
          + " row order."})
  void onAnotherBoardTheTieGoesToTheCellOnTheMostLines(String cells, String sentence) {
    assertEquals(sentence, reason(Rules.of(3, 4, 3), cells));
  }
}
