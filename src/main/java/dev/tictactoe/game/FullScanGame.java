package dev.tictactoe.game;

/**
 * Design 1, the full board scan: keep the board, and after every move look at every line on it.
 *
 * <p>The idea is the one people reach for first: "did anybody win?" is answered by checking all n
 * rows, all n columns and both diagonals, each cell by cell. Only the player who just moved can
 * have completed a line (the game ends at the first win), so the scan looks for that player's
 * marks; it still reads the whole board.
 *
 * <ul>
 *   <li>Time: O(n^2) per move: 2n + 2 lines of n cells.
 *   <li>Space: O(n^2) for the board.
 * </ul>
 *
 * <p>Trade-off: the simplest to get right and the slowest. Most of the work is wasted: a move at
 * (r, c) can only change row r, column c and at most two diagonals, which is the whole idea of
 * {@link LocalScanGame}. It is kept here as the baseline the other designs are measured against.
 */
public final class FullScanGame implements Game {
  private final Grid grid;

  public FullScanGame(int n) {
    this.grid = new Grid(n);
  }

  // tag::move[]
  @Override
  public int move(int row, int col, int player) {
    grid.set(row, col, player);
    int n = grid.size();
    boolean won = grid.lineOf(player, 0, n + 1) // main diagonal
        || grid.lineOf(player, n - 1, n - 1); // anti-diagonal, from (0, n - 1)
    for (int i = 0; i < n; i++) {
      won |= grid.lineOf(player, grid.rowStart(i), 1) // row i
          | grid.lineOf(player, i, n); // column i
    }
    return won ? player : 0;
  }
  // end::move[]

  @Override
  public int size() {
    return grid.size();
  }
}
