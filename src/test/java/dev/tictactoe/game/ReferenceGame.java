package dev.tictactoe.game;

import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately plain referee for the tests: it lists every line of the board explicitly and,
 * after each move, checks all of them cell by cell. It shares no code with the designs, so if a
 * design and this class agree, they agree for independent reasons.
 */
final class ReferenceGame {
  private final int n;
  private final int[][] board;
  private final List<List<int[]>> lines = new ArrayList<>();

  ReferenceGame(int n) {
    this.n = n;
    this.board = new int[n][n];
    List<int[]> diagonal = new ArrayList<>();
    List<int[]> antiDiagonal = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      List<int[]> row = new ArrayList<>();
      List<int[]> column = new ArrayList<>();
      for (int j = 0; j < n; j++) {
        row.add(new int[] {i, j});
        column.add(new int[] {j, i});
      }
      lines.add(row);
      lines.add(column);
      diagonal.add(new int[] {i, i});
      antiDiagonal.add(new int[] {i, n - 1 - i});
    }
    lines.add(diagonal);
    lines.add(antiDiagonal);
  }

  /** Plays a move the caller knows is valid and returns 0 or the player who now holds a line. */
  int move(int row, int col, int player) {
    board[row][col] = player;
    for (List<int[]> line : lines) {
      boolean full = true;
      for (int[] cell : line) {
        full &= board[cell[0]][cell[1]] == player;
      }
      if (full) {
        return player;
      }
    }
    return 0;
  }

  boolean isFree(int row, int col) {
    return board[row][col] == 0;
  }

  int size() {
    return n;
  }
}
