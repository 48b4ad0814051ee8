package dev.tictactoe.game;

/** The row or the column is not in 0..n-1. */
public final class CellOutsideBoardException extends InvalidMoveException {
  CellOutsideBoardException(int row, int col, int n) {
    super("cell (" + row + ", " + col + ") is outside the " + n + "x" + n
        + " board: row and column must be in 0.." + (n - 1));
  }
}
