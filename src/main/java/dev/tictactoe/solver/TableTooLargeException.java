package dev.tictactoe.solver;

/**
 * A transposition table was asked for that could outgrow the heap this JVM may use. Thrown when
 * the engine is built, before any search, so that no search ever ends by running out of heap.
 */
public final class TableTooLargeException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public TableTooLargeException(String message) {
    super(message);
  }
}
