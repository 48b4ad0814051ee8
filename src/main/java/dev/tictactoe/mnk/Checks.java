package dev.tictactoe.mnk;

/** What every engine checks before it answers. */
final class Checks {
  private Checks() {}

  /**
   * Refuses a board of other rules, or one that cannot arise in a game.
   *
   * @throws IllegalArgumentException for a board of other rules
   * @throws dev.tictactoe.engine.IllegalPositionException for an unreachable position
   */
  static void playable(Rules rules, Board board) {
    if (!board.rules().equals(rules)) {
      throw new IllegalArgumentException("an engine for " + rules.name() + " cannot answer about a "
          + board.rules().name() + " board");
    }
    board.check();
  }

  /** The value of a finished game for the player who would move next. */
  static int finishedValue(Board board) {
    return board.rules().hasLine(board.waiterMarks())
        ? Score.lostWith(board.rules().cells(), board.marks()) : 0;
  }
}
