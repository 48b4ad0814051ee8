package dev.tictactoe.engine;

/**
 * Text that is not a board: for 3x3, three rows of three characters from X, O and '.'; for an
 * m,n,k board ({@code dev.tictactoe.mnk.Board#parse}), m rows of n such characters.
 */
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
