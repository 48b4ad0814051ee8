package dev.tictactoe.engine;

/** A board that cannot arise in a real game; the message says why, in one sentence. */
public final class IllegalPositionException extends IllegalArgumentException {
  IllegalPositionException(String message) {
    super(message);
  }
}
