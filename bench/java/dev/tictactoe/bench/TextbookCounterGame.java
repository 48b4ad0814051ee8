package dev.tictactoe.bench;

import dev.tictactoe.game.Game;

/**
 * The counters as interview sites print them: a baseline for
 * {@link dev.tictactoe.game.CounterGame}, measured beside it in {@link MoveCostBenchmark}.
 *
 * <p>The same four updates; the win test takes {@code Math.abs} of all four counters, whether or
 * not the move lies on a diagonal. It lives with the benchmarks, not in the game package: it is
 * the yardstick, not a fourth design.
 */
final class TextbookCounterGame implements Game {
  private final int n;
  private final int[] rows;
  private final int[] cols;
  private int diagonal;
  private int antiDiagonal;

  TextbookCounterGame(int n) {
    this.n = n;
    this.rows = new int[n];
    this.cols = new int[n];
  }

  // tag::move[]
  @Override
  public int move(int row, int col, int player) {
    int toAdd = player == 1 ? 1 : -1;
    rows[row] += toAdd;
    cols[col] += toAdd;
    if (row == col) {
      diagonal += toAdd;
    }
    if (col == n - row - 1) {
      antiDiagonal += toAdd;
    }
    if (Math.abs(rows[row]) == n || Math.abs(cols[col]) == n
        || Math.abs(diagonal) == n || Math.abs(antiDiagonal) == n) {
      return player;
    }
    return 0;
  }
  // end::move[]

  @Override
  public int size() {
    return n;
  }
}
