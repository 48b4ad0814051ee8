package dev.tictactoe.engine;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.IllegalPositionException;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;

/** What every engine checks before it answers, and what it answers on a finished board. */
public final class Checks {
  private Checks() {}

  /**
   * Refuses a board of other rules, or one that cannot arise in a game.
   *
   * @throws IllegalArgumentException for a board of other rules
   * @throws IllegalPositionException for an unreachable position
   */
  public static void playable(Rules rules, Board board) {
    if (!board.rules().equals(rules)) {
      throw new IllegalArgumentException("an engine for " + rules.name() + " cannot answer about a "
          + board.rules().name() + " board");
    }
    board.check();
  }

  /** The answer on a finished board: no move, and only the root looked at. */
  public static Decision noMove(Board board) {
    return new Decision(board, board, -1, 0, 1);
  }

  /** The value of a finished game for the player who would move next. */
  public static Evaluation finished(Board board) {
    int value = board.rules().hasLine(board.waiterMarks())
        ? Score.lostWith(board.rules().cells(), board.marks()) : 0;
    return new Evaluation(board, value, 1);
  }
}
