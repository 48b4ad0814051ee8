package dev.tictactoe.site;

import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.MinimaxEngine;
import dev.tictactoe.engine.TicTacToeEngine;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What the explorer must show for one position, worked out here from the engines, never read from
 * the page's own data: a wrong record, a decoding slip in the page's script or a cell drawn in the
 * wrong place all show up as a difference.
 *
 * <p>The page's data values each move with one warm memoized engine; this asks plain minimax, so
 * the two routes share only the score's convention ({@link Score}).
 *
 * @param board the position
 * @param scores for each cell, the score of playing there for the player to move; null when the
 *     cell is taken or the game is over
 * @param choice the engine's cell, -1 on a finished board
 * @param minimaxVisits what plain minimax visits to answer
 * @param alphaBetaVisits what a fresh memoized engine visits to answer
 */
record Expected(Board board, List<Integer> scores, int choice, long minimaxVisits,
    long alphaBetaVisits) {

  static Expected of(Board board) {
    MinimaxEngine minimax = new MinimaxEngine(Rules.ticTacToe());
    List<Integer> scores = new ArrayList<>();
    for (int cell = 0; cell < 9; cell++) {
      if (board.at(cell) != '.' || board.isOver()) {
        scores.add(null);
        continue;
      }
      Board child = board.play(cell);
      // a move that completes a line ends the game with child.marks() marks (Score's convention)
      scores.add(child.winner() != '.' ? Score.wonWith(9, child.marks())
          : child.isOver() ? 0 : -minimax.decide(child).score());
    }
    Decision answer = new TicTacToeEngine().decide(board);
    return new Expected(board, scores, answer.cell(), minimax.decide(board).visited(),
        answer.visited());
  }

  /**
   * The value in the page's words: {@link Score#describe}'s, without "moves" and the ply ("win in
   * 3").
   */
  String valueText(int cell) {
    return Score.describe(scores.get(cell), board).replaceAll(" moves? \\(on ply \\d+\\)$", "");
  }

  /**
   * The text a reader sees in the cell: the mark; or the value's symbol, its words, and the
   * engine's badge on the engine's cell; or nothing (a free cell of a finished game).
   */
  String cellText(int cell) {
    if (board.at(cell) != '.') {
      return String.valueOf(board.at(cell));
    }
    Integer score = scores.get(cell);
    if (score == null) {
      return "";
    }
    String symbol = score > 0 ? "+" : score < 0 ? "\u2212" : "=";
    return symbol + "\n" + valueText(cell) + (cell == choice ? "\n\u2605 engine" : "");
  }

  /** The board's lines, in the order the status line names them when several are won. */
  private static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7},
      {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
  private static final List<String> LINE_NAMES = List.of("the top row", "the middle row",
      "the bottom row", "the left column", "the middle column", "the right column",
      "the diagonal from the top left", "the diagonal from the top right");

  /**
   * The status line: who is to move, or the winner and every line won (a last move can complete
   * two), or the draw.
   */
  String status() {
    char winner = board.winner();
    if (winner == '.') {
      return board.isOver() ? "Draw: the board is full and nobody has three in a row."
          : board.toMove() + " to move.";
    }
    List<String> won = new ArrayList<>();
    for (int line = 0; line < LINES.length; line++) {
      if (Arrays.stream(LINES[line]).allMatch(cell -> board.at(cell) == winner)) {
        won.add(LINE_NAMES.get(line));
      }
    }
    return winner + " wins: three in a row on " + String.join(" and ", won) + ".";
  }

  /** The puzzle as {@code solve} reads it: the player to move, then the rows. */
  String puzzle() {
    return board.toMove() + "\n" + board.toString().strip();
  }

  /** The board as the page's address has it: nine cells, row by row. */
  String cells() {
    return board.cells();
  }
}
