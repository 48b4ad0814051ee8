package dev.tictactoe.mnk;

/** A board that cannot arise in a real game ({@link Board#check}); the message says why. */
public final class IllegalPositionException extends IllegalArgumentException {
  public IllegalPositionException(String message) {
    super(message);
  }
}
