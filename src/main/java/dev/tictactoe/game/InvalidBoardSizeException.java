package dev.tictactoe.game;

/** A board side outside 1..{@value ValidatedGame#MAX_SIZE}. */
public final class InvalidBoardSizeException extends IllegalArgumentException {
  InvalidBoardSizeException(int n) {
    super("board size n must be between 1 and " + ValidatedGame.MAX_SIZE + ", got " + n);
  }
}
