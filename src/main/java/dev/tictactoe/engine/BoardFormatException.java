package dev.tictactoe.engine;

/** Text that is not three rows of three characters from X, O and '.'. */
public final class BoardFormatException extends IllegalArgumentException {
  private final int row;

  BoardFormatException(int row, String message) {
    super(message);
    this.row = row;
  }

  /** The offending row, 1..3; for a wrong number of rows, the first missing or extra one. */
  public int row() {
    return row;
  }
}
