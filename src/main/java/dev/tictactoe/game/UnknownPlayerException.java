package dev.tictactoe.game;

/** The player is neither 1 nor 2. */
public final class UnknownPlayerException extends InvalidMoveException {
  UnknownPlayerException(int player) {
    super("player must be 1 or 2, got " + player);
  }
}
