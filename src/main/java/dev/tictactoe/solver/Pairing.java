package dev.tictactoe.solver;

import dev.tictactoe.mnk.Rules;

/**
 * A proof, without search, that a player can no longer win: a <em>pairing strategy</em> for the
 * other player (Hales and Jewett, 1963).
 *
 * <p>Suppose every window the attacker could still fill contains two empty cells that are paired
 * with each other, and no cell is in two pairs. Then the defender answers every attacker move into
 * a pair with the other cell of that pair (and moves anywhere otherwise, or first): the attacker
 * never holds both cells of a pair, so never fills a window. The attacker cannot win; its value is
 * at most a draw, whoever is to move. On an empty single row with k = 3 or 4 the dominoes
 * (0,1), (2,3), (4,5), ... pair every window, which is why a long row is a draw at once instead
 * of after millions of positions.
 *
 * <p>Finding a pairing is a matching problem; this class only tries a greedy one: windows in a fixed
 * order (by direction, then row-major), each not yet holding a pair gets two of its free cells,
 * next to each other along the window where possible. When the greedy choice fails, nothing is
 * concluded: the search goes on as if the test had not been made. So the test is sound, never
 * complete. Not thread-safe; each engine has its own.
 */
final class Pairing {
  private final int k;
  private final long[] windows;
  /** The cells of each window, in order along its direction. */
  private final int[][] windowCells;
  /** partner[cell], valid where stamp[cell] == the current call's stamp. */
  private final int[] partner;
  private final int[] stamp;
  private int call;

  Pairing(Rules rules) {
    this.k = rules.k();
    this.windows = rules.windows();
    this.windowCells = new int[windows.length][];
    for (int w = 0; w < windows.length; w++) {
      windowCells[w] = cellsInOrder(rules, windows[w]);
    }
    this.partner = new int[rules.cells()];
    this.stamp = new int[rules.cells()];
  }

  /** The cells of a window from one end to the other (cell numbers increase along every run). */
  private static int[] cellsInOrder(Rules rules, long window) {
    int[] cells = new int[Long.bitCount(window)];
    int i = 0;
    for (long w = window; w != 0; w &= w - 1) {
      cells[i++] = Long.numberOfTrailingZeros(w);
    }
    return cells;
  }

  // tag::blocks[]
  /**
   * Whether a greedy pairing blocks every window the attacker could still fill with the
   * {@code attackerMoves} moves it has left; if so, the attacker cannot win.
   */
  boolean blocks(long attacker, long defender, int attackerMoves) {
    if (++call == 0) { // the stamps wrapped around: start them afresh
      java.util.Arrays.fill(stamp, 0);
      call = 1;
    }
    long paired = 0;
    for (int w = 0; w < windows.length; w++) {
      long window = windows[w];
      if ((window & defender) != 0 || k - Long.bitCount(window & attacker) > attackerMoves) {
        continue; // the attacker can never fill this one
      }
      int[] cells = windowCells[w];
      if (holdsPair(cells)) {
        continue;
      }
      int first = -1;
      int second = -1;
      int previous = -1; // the last free, unpaired cell seen, if the cell before it was one
      for (int cell : cells) {
        boolean free = ((attacker | paired) & 1L << cell) == 0;
        if (!free) {
          previous = -1;
          continue;
        }
        if (previous >= 0) { // two neighbours along the window: the best pair
          first = previous;
          second = cell;
          break;
        }
        if (first < 0) {
          first = cell;
        } else if (second < 0) {
          second = cell;
        }
        previous = cell;
      }
      if (second < 0) {
        return false; // fewer than two free cells: this greedy choice cannot pair the window
      }
      partner[first] = second;
      partner[second] = first;
      stamp[first] = call;
      stamp[second] = call;
      paired |= 1L << first | 1L << second;
    }
    return true;
  }

  private boolean holdsPair(int[] cells) {
    for (int cell : cells) {
      if (stamp[cell] == call) {
        int other = partner[cell];
        for (int c : cells) {
          if (c == other) {
            return true;
          }
        }
      }
    }
    return false;
  }
  // end::blocks[]
}
