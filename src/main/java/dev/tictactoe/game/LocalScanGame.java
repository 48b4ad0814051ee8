package dev.tictactoe.game;

/**
 * Design 2, the local scan: keep the board, and after a move at (r, c) look only at the lines
 * through that cell.
 *
 * <p>A move can only complete a line it lies on: row r, column c, the main diagonal if r == c,
 * and the anti-diagonal if r + c == n - 1. Checking those four lines is enough, and everything else
 * on the board is left alone.
 *
 * <ul>
 *   <li>Time: O(n) per move: at most 4 lines of n cells.
 *   <li>Space: O(n^2) for the board.
 * </ul>
 *
 * <p>Trade-off: against {@link FullScanGame}, the same board and a factor of n less work. Against
 * {@link CounterGame} it does more work per move but keeps the board, which is what an
 * interviewer's follow-ups need: "k in a row with k &lt; n" (walk outwards from the move and count
 * a run, still O(n)), "undo a move", or "print the board" all need to know what is where; counters
 * alone cannot answer them.
 */
public final class LocalScanGame implements Game {
  private final Grid grid;

  public LocalScanGame(int n) {
    this.grid = new Grid(n);
  }

  // tag::move[]
  @Override
  public int move(int row, int col, int player) {
    grid.set(row, col, player);
    int n = grid.size();
    boolean won = grid.lineOf(player, grid.rowStart(row), 1) || grid.lineOf(player, col, n);
    if (row == col) {
      won |= grid.lineOf(player, 0, n + 1);
    }
    if (row + col == n - 1) { // the anti-diagonal runs from (0, n - 1) to (n - 1, 0)
      won |= grid.lineOf(player, n - 1, n - 1);
    }
    return won ? player : 0;
  }
  // end::move[]

  @Override
  public int size() {
    return grid.size();
  }
}
