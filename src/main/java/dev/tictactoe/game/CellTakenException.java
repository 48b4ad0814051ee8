package dev.tictactoe.game;

/** The cell already holds a mark. */
public final class CellTakenException extends InvalidMoveException {
  CellTakenException(int row, int col, int owner) {
    super("cell (" + row + ", " + col + ") is already taken by player " + owner);
  }
}
