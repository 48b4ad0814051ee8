package dev.tictactoe.solver;

import dev.tictactoe.mnk.Score;

/**
 * Bounds (the {@code bounds} technique, and {@code fork-bound} on top of it): what the scan's
 * fewest moves to fill an open window prove on the value without searching (step 3 of {@link
 * NodeSearch#search}). Nobody wins sooner than the fewest moves that fill an open window, and a
 * side with no window it has moves enough to fill cannot win at all. Not thread-safe.
 */
final class Bounds {
  private final int cells;
  private final OpenWindows windows;
  /** Scratch for one fork bound: the free cells of the windows in reach so far. */
  private final long[] forkFree;

  Bounds(int cells, OpenWindows windows, int windowCount) {
    this.cells = cells;
    this.windows = windows;
    this.forkFree = new long[windowCount];
  }

  // tag::bounds[]
  /** The mover wins no sooner than its fewest moves to fill an open window ({@code myNeed}). */
  int upper(int marks, int myNeed) {
    return myNeed == OpenWindows.NEVER ? 0 : Score.wonWith(cells, marks + 2 * myNeed - 1);
  }

  /** The opponent wins no sooner than its winning cell, or its fewest moves to fill a window. */
  int lower(int marks, long theirWins, int theirNeed) {
    int theirFastest = theirWins != 0 ? 1 : theirNeed;
    return theirFastest == OpenWindows.NEVER ? 0 : Score.lostWith(cells, marks + 2 * theirFastest);
  }
  // end::bounds[]

  // tag::fork-bound[]
  /**
   * Forks: a single winning cell gets blocked, so a side wins on a later move only after a fork,
   * two winning cells at once. Two open windows give one once all their free cells but two are
   * filled: the fastest win takes at least the free cells of the two windows with the fewest
   * between them, less one. That is against a player who blocks every single winning cell, and
   * the other side may play that way (a single winning cell of the opponent's is blocked now,
   * which takes its windows out of reach). Asked only whether it settles the window: the fewest
   * moves a win must take for that is what the scan looks for. Returns the mover's upper bound,
   * sharpened where that settles alpha.
   */
  int forkUpper(int upper, int alpha, int marks, long me, long them, int myMoves) {
    if (alpha >= 0 && upper > alpha) {
      int t = Math.min(myMoves + 1, (cells + 3 - marks - alpha) / 2);
      if (forksTakeAtLeast(marks, me, them, t)) {
        return t > myMoves ? 0 : Score.wonWith(cells, marks + 2 * t - 1);
      }
    }
    return upper;
  }

  /** The same for the opponent: the mover's lower bound, sharpened where that settles beta. */
  int forkLower(int lower, int beta, int marks, long me, long them, long theirWins,
      int theirMoves) {
    if (beta <= 0 && lower < beta && !Threats.unstoppable(theirWins)) {
      int t = Math.min(theirMoves + 1, (cells + 2 - marks + beta) / 2);
      if (forksTakeAtLeast(marks, them, me | theirWins, t)) {
        return t > theirMoves ? 0 : Score.lostWith(cells, marks + 2 * t);
      }
    }
    return lower;
  }

  /**
   * Whether {@code side}, playing against {@code other}, needs at least {@code t} moves to win
   * when every single winning cell it makes is blocked: whether every two open windows with
   * different free cells have more than t free cells between them. (The same free cells in two
   * windows make one winning cell, not two.)
   */
  private boolean forksTakeAtLeast(int marks, long side, long other, int t) {
    int kept = 0;
    long[] ws = windows.at(marks);
    for (int j = 0, n = windows.count(marks); j < n; j++) {
      long w = ws[j];
      long free = w & ~side;
      if ((w & other) != 0 || Long.bitCount(free) > t) {
        continue; // closed, or too many free cells to be part of a fork in time
      }
      for (int i = 0; i < kept; i++) {
        if (forkFree[i] != free && Long.bitCount(free | forkFree[i]) <= t) {
          return false;
        }
      }
      forkFree[kept++] = free;
    }
    return true;
  }
  // end::fork-bound[]
}
