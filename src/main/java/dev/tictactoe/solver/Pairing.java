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
 * <p>Finding a pairing is a matching problem. {@link #blocks} tries a greedy one: windows in a
 * fixed order (by direction, then row-major), each not yet holding a pair gets two of its free
 * cells, next to each other along the window where possible. {@link #blocksBySearch} searches for one
 * (the {@code pairing-search} technique, which the engine and the weak game use instead of the
 * greedy test: the search's first try is a better-informed greedy pairing): complete, but
 * bounded. When either fails, nothing is concluded: the search goes on as if the test had not
 * been made. So the tests are sound, never complete. Not thread-safe; each engine has its own.
 */
final class Pairing {
  /** Steps one pairing search may take: it runs at many nodes, and most pairings take few. */
  static final int SEARCH_STEPS = 64;

  private final int k;
  private final long[] windows;
  /** The cells of each window, in order along its direction. */
  private final int[][] windowCells;
  /** The other cell of a cell's pair, valid for the cells the current greedy test has paired. */
  private final int[] partner;
  /**
   * The search's state: the open windows; for each cell, the open windows that hold it free (a
   * set of indexes into {@code open}, {@code words} longs); per depth, the open windows not yet
   * holding a pair. A pair covers the windows its two cells' sets share, counted in a few words
   * instead of a pass over every window.
   */
  private final long[] open;
  private int openCount;
  private final long[][] cellOpen;
  private final long[][] uncovered;
  private int words;
  /** Per depth of the search: the pairs to try and how many open windows each covers. */
  private final long[][] candidates;
  private final int[][] gains;
  private int steps;
  /** Whether the last test found a pairing; the cells of its pairs, once asked for. */
  private boolean found;
  private long pairCells;
  private boolean pairCellsKnown;
  /** The attacker's and the defender's cells and the attacker's moves of that test. */
  private final long[] foundFor = new long[3];
  /** The pairs of the last pairing found, and the pairs the search has chosen so far. */
  private final long[] pairs;
  private int pairCount;
  private final long[] chosen;
  private int chosenCount;

  Pairing(Rules rules) {
    this.k = rules.k();
    this.windows = rules.windows();
    this.windowCells = new int[windows.length][];
    for (int w = 0; w < windows.length; w++) {
      windowCells[w] = cellsInOrder(rules, windows[w]);
    }
    this.partner = new int[rules.cells()];
    this.pairs = new long[rules.cells() / 2 + 1];
    this.chosen = new long[rules.cells() / 2 + 1];
    this.open = new long[windows.length];
    int maxWords = (windows.length + 63) >>> 6;
    this.cellOpen = new long[rules.cells()][maxWords];
    this.uncovered = new long[rules.cells() / 2 + 2][maxWords];
    int pairsPerWindow = k * (k - 1) / 2;
    this.candidates = new long[rules.cells() / 2 + 1][pairsPerWindow];
    this.gains = new int[rules.cells() / 2 + 1][pairsPerWindow];
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
    found = false;
    pairCount = 0;
    long paired = 0;
    for (int w = 0; w < windows.length; w++) {
      long window = windows[w];
      if (!fillable(window, attacker, defender, attackerMoves)) {
        continue; // the attacker can never fill this one
      }
      if (holdsPair(window, paired)) {
        continue;
      }
      int[] cells = windowCells[w];
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
      paired |= 1L << first | 1L << second;
      pairs[pairCount++] = 1L << first | 1L << second;
    }
    found(attacker, defender, attackerMoves);
    return true;
  }

  /**
   * The cells of the pairs that the last test used, if it succeeded: while they stay empty, the
   * attacker's marks anywhere else change nothing (a window holding a pair still holds it).
   *
   * @throws IllegalStateException if the last test found no pairing
   */
  long pairCells() {
    if (!found) {
      throw new IllegalStateException("the last test found no pairing");
    }
    if (!pairCellsKnown) { // a greedy pairing's, worked out when first asked
      pairCells = fewest(foundFor[0], foundFor[1], (int) foundFor[2]);
      pairCellsKnown = true;
    }
    return pairCells;
  }

  /** Notes the position a pairing was just found for; its cells are worked out if asked. */
  private void found(long attacker, long defender, int attackerMoves) {
    foundFor[0] = attacker;
    foundFor[1] = defender;
    foundFor[2] = attackerMoves;
    found = true;
    pairCellsKnown = false;
  }

  /**
   * The cells of the pairs found, without the pairs the others make unneeded: a pair goes if
   * every window it blocks holds another pair kept. Fewer cells, a smaller relevance zone.
   */
  private long fewest(long attacker, long defender, int attackerMoves) {
    long kept = 0;
    for (int p = 0; p < pairCount; p++) {
      kept |= pairs[p];
    }
    for (int p = pairCount - 1; p >= 0; p--) {
      long pair = pairs[p];
      boolean needed = false;
      for (int w = 0; w < windows.length && !needed; w++) {
        long window = windows[w];
        if ((window & pair) == pair && fillable(window, attacker, defender, attackerMoves)) {
          needed = !holdsAnotherPair(window, pair, p, kept);
        }
      }
      if (!needed) {
        kept &= ~pair;
        pairs[p] = 0;
      }
    }
    return kept;
  }

  /** Whether the window holds a kept pair other than pair p. */
  private boolean holdsAnotherPair(long window, long pair, int p, long kept) {
    for (int q = 0; q < pairCount; q++) {
      long other = pairs[q];
      if (q != p && other != 0 && (window & other) == other && (kept & other) == other) {
        return true;
      }
    }
    return false;
  }

  /** Whether the attacker could still fill this window with the moves it has left. */
  private boolean fillable(long window, long attacker, long defender, int attackerMoves) {
    return (window & defender) == 0 && k - Long.bitCount(window & attacker) <= attackerMoves;
  }

  // tag::pairing-search[]
  /**
   * Whether some pairing blocks every window the attacker could still fill with the {@code
   * attackerMoves} moves it has left, found by search: the open window with the fewest free,
   * unpaired cells tries each pair of them in turn, and the search goes on to the next window not
   * yet holding a pair. Complete where the greedy choice is not, but bounded: after {@code
   * budget} steps it gives up and concludes nothing ({@code false}).
   */
  boolean blocksBySearch(long attacker, long defender, int attackerMoves, int budget) {
    return blocksBySearch(windows, windows.length, attacker, defender, attackerMoves, budget);
  }

  /**
   * {@link #blocksBySearch(long, long, int, int)} where only the first {@code count} windows of
   * {@code among} may be open (the others hold marks of both players), in the rules' order.
   */
  boolean blocksBySearch(long[] among, int count, long attacker, long defender,
      int attackerMoves, int budget) {
    found = false;
    openCount = 0;
    for (int w = 0; w < count; w++) {
      long window = among[w];
      if (!fillable(window, attacker, defender, attackerMoves)) {
        continue;
      }
      if (Long.bitCount(window & ~attacker) < 2) {
        return false; // the attacker fills it with its next move: no pair can block it
      }
      open[openCount++] = window;
    }
    words = (openCount + 63) >>> 6;
    long[] all = uncovered[0];
    java.util.Arrays.fill(all, 0, words, 0);
    long touched = 0;
    for (int i = 0; i < openCount; i++) {
      all[i >>> 6] |= 1L << i;
      touched |= open[i] & ~attacker;
    }
    for (long c = touched; c != 0; c &= c - 1) {
      java.util.Arrays.fill(cellOpen[Long.numberOfTrailingZeros(c)], 0, words, 0);
    }
    for (int i = 0; i < openCount; i++) {
      for (long c = open[i] & ~attacker; c != 0; c &= c - 1) {
        cellOpen[Long.numberOfTrailingZeros(c)][i >>> 6] |= 1L << i;
      }
    }
    steps = budget;
    if (!cover(attacker, 0)) {
      return false;
    }
    pairCount = 0;
    long cells = 0;
    for (int d = 0; d < chosenCount; d++) {
      pairs[pairCount++] = chosen[d];
      cells |= chosen[d];
    }
    found(attacker, defender, attackerMoves);
    // Each pair was chosen for a window that the pairs before it left open, so the pass that
    // drops unneeded pairs is skipped: with it, no frontier board visits a position fewer.
    pairCells = cells;
    pairCellsKnown = true;
    return true;
  }

  /** Pairs the open windows not yet covered, the cells in {@code used} taken. */
  private boolean cover(long used, int depth) {
    if (--steps < 0) {
      return false;
    }
    long[] left = uncovered[depth];
    int tightest = -1;
    int fewest = Integer.MAX_VALUE;
    for (int w = 0; w < words; w++) {
      for (long bits = left[w]; bits != 0; bits &= bits - 1) {
        int i = w << 6 | Long.numberOfTrailingZeros(bits);
        int free = Long.bitCount(open[i] & ~used);
        if (free < 2) {
          return false; // paired cells ate this window: this branch cannot cover it
        }
        if (free < fewest) {
          fewest = free;
          tightest = i;
        }
      }
    }
    if (tightest < 0) {
      chosenCount = depth;
      return true; // every open window holds a pair
    }
    // The pairs of its free cells, those that would cover the most open windows first (two free
    // cells make one pair, with nothing to weigh).
    long[] pairs = candidates[depth];
    int[] gain = gains[depth];
    int count = 0;
    long free = open[tightest] & ~used;
    if (fewest == 2) {
      pairs[count++] = free;
    }
    for (long a = fewest == 2 ? 0 : free; a != 0; a &= a - 1) {
      long[] first = cellOpen[Long.numberOfTrailingZeros(a)];
      for (long b = a & a - 1; b != 0; b &= b - 1) {
        long[] second = cellOpen[Long.numberOfTrailingZeros(b)];
        int covers = 0;
        for (int w = 0; w < words; w++) {
          covers += Long.bitCount(first[w] & second[w] & left[w]);
        }
        int i = count++;
        while (i > 0 && gain[i - 1] < covers) {
          pairs[i] = pairs[i - 1];
          gain[i] = gain[i - 1];
          i--;
        }
        pairs[i] = (a & -a) | (b & -b);
        gain[i] = covers;
      }
    }
    long[] next = uncovered[depth + 1];
    for (int p = 0; p < count; p++) {
      long pair = pairs[p];
      long[] first = cellOpen[Long.numberOfTrailingZeros(pair)];
      long[] second = cellOpen[63 - Long.numberOfLeadingZeros(pair)];
      for (int w = 0; w < words; w++) {
        next[w] = left[w] & ~(first[w] & second[w]);
      }
      chosen[depth] = pair;
      if (cover(used | pair, depth + 1)) {
        return true;
      }
      if (steps < 0) {
        return false;
      }
    }
    return false;
  }
  // end::pairing-search[]

  /** Whether the window holds both cells of a pair, given the cells paired so far. */
  private boolean holdsPair(long window, long paired) {
    long cells = window & paired;
    if ((cells & cells - 1) == 0) {
      return false; // fewer than two paired cells
    }
    for (long c = cells; c != 0; c &= c - 1) {
      if ((window & 1L << partner[Long.numberOfTrailingZeros(c)]) != 0) {
        return true;
      }
    }
    return false;
  }
  // end::blocks[]
}
