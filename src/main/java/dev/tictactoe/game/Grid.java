package dev.tictactoe.game;

/**
 * An n x n board stored row-major in one byte array (0 = free, 1 or 2 = the player), and the one
 * question both scanning designs ask of it: is this line full of one player's marks?
 *
 * <p>One flat array rather than {@code byte[n][n]}: one allocation, and a row is contiguous in
 * memory. A column is not (its cells are n bytes apart), which the benchmarks can see at large n.
 */
final class Grid {
  private final int n;
  private final byte[] cells;

  Grid(int n) {
    this.n = n;
    this.cells = new byte[n * n];
  }

  int size() {
    return n;
  }

  int get(int row, int col) {
    return cells[row * n + col];
  }

  void set(int row, int col, int player) {
    cells[row * n + col] = (byte) player;
  }

  /**
   * Whether the n cells starting at {@code start}, {@code step} apart, all hold {@code player}.
   * Steps: 1 walks a row, n a column, n + 1 the main diagonal, n - 1 the anti-diagonal (which
   * starts at (0, n - 1), not at (0, 0): a classic slip).
   *
   * <p>It reads every cell of the line and never stops early. Stopping at the first foreign mark is
   * faster on a sparse board, but then the cost depends on what the board holds; reading the whole
   * line makes the cost exactly the bound in each design's Javadoc, whatever the board. For the
   * same reason the count has no branch: {@code ((cell ^ player) - 1) >>> 31} is 1 when the cell
   * holds the player's mark and 0 otherwise, so a half-full board, whose cells a branch could not
   * predict, costs no more than an empty one.
   */
  // tag::line[]
  boolean lineOf(int player, int start, int step) {
    int marks = 0;
    for (int i = 0, cell = start; i < n; i++, cell += step) {
      marks += ((cells[cell] ^ player) - 1) >>> 31;
    }
    return marks == n;
  }
  // end::line[]

  int rowStart(int row) {
    return row * n;
  }
}
