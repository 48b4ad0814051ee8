package dev.tictactoe.game;

import java.util.List;
import java.util.stream.IntStream;

/**
 * Design 3, the counters: no board at all, only one number per line.
 *
 * <p>Player 1 adds 1 and player 2 adds -1 to the counter of every line the move lies on: its row,
 * its column, and each diagonal it is on. A line's counter reaches +n or -n exactly when one player
 * holds all n of its cells; a line with both players' marks can never get there, because the marks
 * cancel. So a win is noticed by looking at four numbers.
 *
 * <ul>
 *   <li>Time: O(1) per move.
 *   <li>Space: O(n): n row counters, n column counters, two diagonal counters.
 * </ul>
 *
 * <p>Trade-off: the fastest, and the one that trusts its input most. With no board it cannot tell
 * that a cell is already taken: a second move on the same cell silently corrupts the counts.
 * {@link ValidatedGame} can check that only by keeping an n x n board beside it, giving back the
 * O(n^2) space the design saved (the check itself stays O(1)). It also cannot undo a move without
 * being told whose mark it was, and it cannot answer "k in a row" for k &lt; n.
 *
 * <p>Pitfall: the counter must be updated before it is compared. {@code rows[row]++ == n} compares
 * the old value and misses every win, most visibly on a 1 x 1 board where the first move wins.
 */
public final class CounterGame implements Game {
  private final int n;
  private final int[] rows;
  private final int[] cols;
  private int diagonal;
  private int antiDiagonal;

  public CounterGame(int n) {
    this.n = n;
    this.rows = new int[n];
    this.cols = new int[n];
  }

  // tag::move[]
  @Override
  public int move(int row, int col, int player) {
    int delta = player == 1 ? 1 : -1;
    rows[row] += delta;
    cols[col] += delta;
    if (row == col) {
      diagonal += delta;
    }
    if (row + col == n - 1) {
      antiDiagonal += delta;
    }
    // Compare after updating: +n means player 1 holds the whole line, -n player 2. No move comes
    // after a win, so a full line can only be one this move completed: all four counters can be
    // compared without asking again which lines the move is on.
    int full = delta * n;
    boolean won = rows[row] == full || cols[col] == full || diagonal == full
        || antiDiagonal == full;
    return won ? player : 0;
  }
  // end::move[]

  @Override
  public int size() {
    return n;
  }

  /**
   * The counters as they stand, for a reader to watch them change (the interview page's dry run):
   * each row's, each column's, and the two diagonals'.
   */
  public record Counters(List<Integer> rows, List<Integer> columns, int diagonal,
      int antiDiagonal) {}

  /** The counters after the moves so far. */
  public Counters counters() {
    return new Counters(IntStream.of(rows).boxed().toList(), IntStream.of(cols).boxed().toList(),
        diagonal, antiDiagonal);
  }
}
