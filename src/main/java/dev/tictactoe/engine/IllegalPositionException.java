package dev.tictactoe.engine;

/**
 * A board that cannot arise in a real game; the message says why, in one sentence. Thrown for 3x3
 * boards ({@link Positions#check}) and for m,n,k boards ({@code dev.tictactoe.mnk.Board#check}).
 */
public final class IllegalPositionException extends IllegalArgumentException {
  public IllegalPositionException(String message) {
    super(message);
  }
}
