package dev.tictactoe.mnk;

/** Text that is not a board of the given rules: m rows of n characters from X, O and '.'. */
public final class BoardFormatException extends IllegalArgumentException {
  private final int row;

  public BoardFormatException(int row, String message) {
    super(message);
    this.row = row;
  }

  /** The offending row, from 1; for a wrong number of rows, the first missing or extra one. */
  public int row() {
    return row;
  }
}
