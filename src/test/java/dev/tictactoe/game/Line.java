package dev.tictactoe.game;

import java.util.ArrayList;
import java.util.List;

/** One winning line of an n x n board, and its cells, for building test games. */
record Line(Kind kind, int index) {

  enum Kind { ROW, COLUMN, DIAGONAL, ANTI_DIAGONAL }

  /** Every line of an n x n board: n rows, n columns and the two diagonals. */
  static List<Line> all(int n) {
    List<Line> lines = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      lines.add(new Line(Kind.ROW, i));
      lines.add(new Line(Kind.COLUMN, i));
    }
    lines.add(new Line(Kind.DIAGONAL, 0));
    lines.add(new Line(Kind.ANTI_DIAGONAL, 0));
    return lines;
  }

  /** The line's cells as {row, col}, in order along the line. */
  List<int[]> cells(int n) {
    List<int[]> cells = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      cells.add(switch (kind) {
        case ROW -> new int[] {index, i};
        case COLUMN -> new int[] {i, index};
        case DIAGONAL -> new int[] {i, i};
        case ANTI_DIAGONAL -> new int[] {i, n - 1 - i};
      });
    }
    return cells;
  }

  boolean contains(int n, int row, int col) {
    return cells(n).stream().anyMatch(c -> c[0] == row && c[1] == col);
  }

  /**
   * Moves in which {@code player} fills this line while the other player takes the first n - 1
   * free cells off it (too few to fill any line): player, other, player, ..., player. Only the
   * last move can win, and it must.
   */
  List<int[]> winningGame(int n, int player) {
    List<int[]> mine = cells(n);
    List<int[]> theirs = new ArrayList<>();
    for (int r = 0; r < n && theirs.size() < n - 1; r++) {
      for (int c = 0; c < n && theirs.size() < n - 1; c++) {
        if (!contains(n, r, c)) {
          theirs.add(new int[] {r, c});
        }
      }
    }
    List<int[]> moves = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      moves.add(new int[] {mine.get(i)[0], mine.get(i)[1], player});
      if (i < n - 1) {
        moves.add(new int[] {theirs.get(i)[0], theirs.get(i)[1], 3 - player});
      }
    }
    return moves;
  }

  @Override
  public String toString() {
    return kind == Kind.ROW || kind == Kind.COLUMN ? kind + " " + index : kind.toString();
  }
}
