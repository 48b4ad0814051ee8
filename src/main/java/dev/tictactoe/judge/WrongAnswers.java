package dev.tictactoe.judge;

import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.Reason;
import dev.tictactoe.judge.EngineJudge.Kind;
import dev.tictactoe.judge.EngineJudge.Wrong;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The wrong answers of one kind a check of the engine found: how many, and the first few shown,
 * each position with every free cell's value: the one account of them that the terminal's text
 * ({@link #text}) and the page's verdict (its JSON, in {@code dev.tictactoe.browser.Verdict}) are
 * both made from.
 *
 * @param kind what is wrong with them
 * @param count how many positions were answered so
 * @param shown the first few, as a reader sees them
 */
public record WrongAnswers(Kind kind, int count, List<Shown> shown) {
  public WrongAnswers {
    shown = List.copyOf(shown);
  }

  /**
   * One wrong answer shown: the answer and why it is wrong ({@code wrong}), each cell's value for
   * the side to move ("W3" wins in 3 moves, "L4" loses in 4, "D" draws; null on a taken cell and
   * on a finished board), the cell the answer marked (-1 if it marked no one cell), the engine's
   * cell (-1 on a finished board), and the reason the engine's move is the one ("" where the
   * answer made no legal move to compare it with).
   */
  public record Shown(Wrong wrong, List<String> values, int played, int expected, String reason) {
    /** {@code wrong} with every free cell's value and the reason, by {@code reference}. */
    static Shown of(Wrong wrong, Engine reference) {
      Board board = wrong.board();
      Rules rules = board.rules();
      int[] scores = new int[rules.cells()];
      List<String> values = new ArrayList<>(Arrays.asList(new String[rules.cells()]));
      for (int cell = 0; cell < rules.cells(); cell++) {
        if (board.at(cell) == '.' && !board.isOver()) {
          scores[cell] = reference.moveValue(board, cell);
          values.set(cell, value(scores[cell], board));
        }
      }
      int expected = board.isOver() ? -1 : reference.decide(board).cell();
      boolean reasoned = !board.isOver() && wrong.kind() != Kind.NO_ANSWER
          && wrong.kind() != Kind.MALFORMED;
      return new Shown(wrong, values, played(board, wrong.answer()), expected,
          reasoned ? Reason.explain(board, scores, expected) : "");
    }

    /** The one cell of the mover's that {@code answer} marks on {@code board}, or -1. */
    private static int played(Board board, List<String> answer) {
      try {
        Board after = Board.parse(board.rules(), answer);
        long added = board.toMove() == 'X' ? after.x() & ~board.x() : after.o() & ~board.o();
        return Long.bitCount(added) == 1 ? Long.numberOfTrailingZeros(added) : -1;
      } catch (RuntimeException e) { // not a board: nothing was played
        return -1;
      }
    }

    /**
     * The position as the terminal shows it: the puzzle, each free cell's value beside it, the
     * answer, why it is wrong, and the reason the engine's move is the one.
     */
    public String text() {
      Board board = wrong.board();
      Rules rules = board.rules();
      List<String> answer = wrong.answer();
      StringBuilder text = new StringBuilder();
      text.append("  ").append(board.toMove()).append(" to move").append(board.isOver()
          ? "" : "; each free cell's value for " + board.toMove()).append(":\n");
      List<String> rows = Text.split(board.toString().strip(), "\n");
      for (int r = 0; r < rules.rows(); r++) {
        StringBuilder line = new StringBuilder("    ").append(rows.get(r)).append("    ");
        for (int c = 0; c < rules.columns(); c++) {
          int cell = r * rules.columns() + c;
          String value = values.get(cell);
          line.append(Text.right(value == null ? String.valueOf(board.at(cell)) : value, 4));
        }
        if (r < answer.size()) {
          line.append("    ").append(r == 0 ? "answered: " : "          ").append(answer.get(r));
        }
        text.append(line.toString().stripTrailing()).append('\n');
      }
      for (int r = rules.rows(); r < answer.size() && r < rules.rows() + 3; r++) {
        text.append(" ".repeat(22 + 5 * rules.columns())).append(answer.get(r)).append('\n');
      }
      text.append("  ").append(wrong.why()).append('\n');
      if (!reason.isEmpty()) {
        text.append("  ").append(reason).append('\n');
      }
      return text.toString();
    }
  }

  /** "W3", "L4", "D": a move's value for the mover, in moves from now. */
  static String value(int score, Board board) {
    if (score == 0) {
      return "D";
    }
    int ply = board.rules().cells() + 1 - Math.abs(score);
    return (score > 0 ? "W" : "L") + (ply - board.marks());
  }

  /** The kind's line and the positions shown, as the terminal shows them. */
  public String text() {
    StringBuilder text = new StringBuilder(Text.capital(kind.words())).append(": ")
        .append(Text.count(count, "position", "positions")).append('\n');
    for (Shown one : shown) {
      text.append(one.text()).append('\n');
    }
    return text.toString();
  }
}
