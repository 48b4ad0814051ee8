package dev.tictactoe.solver;

import dev.tictactoe.mnk.Rules;

/**
 * The k-windows still open at each level of the search, and what one scan of them proves (step 1
 * of {@link NodeSearch#search}). Per number of marks, the windows not yet dead (holding marks of
 * both players) and how many: the scan of a position with m marks reads the list at m, which holds
 * every window the position's parent had open, and writes the ones still open to m + 1, where the
 * rest of the node's steps and its children read them. A dead window stays dead, so deep in a
 * search the lists are short. Not thread-safe; each engine has its own.
 */
final class OpenWindows {
  /** "No open window this player can still fill": more moves than any board has. */
  static final int NEVER = 99;

  private final long[] windows;
  private final int k;
  private final long[][] open;
  private final int[] openCount;
  /** The threats' bookkeeping, or null without them. */
  private final Threats threats;
  /** What the last scan found: each side's winning cells, */
  long myWins;
  long theirWins;
  /** the fewest moves each needs to fill a window it has moves enough for (or {@link #NEVER}), */
  int myNeed;
  int theirNeed;
  /** and the cells of the windows within the horizon's reach. */
  long reach;

  OpenWindows(Rules rules, Threats threats) {
    this.windows = rules.windows();
    this.k = rules.k();
    this.open = new long[rules.cells() + 2][windows.length];
    this.openCount = new int[rules.cells() + 2];
    this.threats = threats;
  }

  /** Every window open at the root (marks) and for children searched without a scan above. */
  void root(int marks) {
    for (int level = marks; level <= marks + 1; level++) {
      System.arraycopy(windows, 0, open[level], 0, windows.length);
      openCount[level] = windows.length;
    }
  }

  /** The windows a position with {@code marks} marks has still open, once scanned. */
  long[] at(int marks) {
    return open[marks + 1];
  }

  /** How many of {@link #at} there are. */
  int count(int marks) {
    return openCount[marks + 1];
  }

  // tag::scan[]
  /**
   * Step 1. One scan of the k-windows: each side's winning cells, the fewest moves each needs to
   * fill a window still open to it, and (with threats) the mover's cells that would make two
   * winning cells at once ({@link Threats#clear} first). A winning cell of the mover's is the
   * terminal test: the mover wins now. A window with no marks counts for the side to move only.
   * The side that waits cannot win through such windows alone, by strategy stealing: its open
   * windows would all be empty ones, which are open to the side to move as well, who moves first
   * and whose extra marks never hurt it (the scaling chapter gives the argument for the empty
   * board). Under 326 bytes of bytecode, so that the JIT inlines it into the search. With the
   * horizon ({@link Horizon}), the
   * windows in reach are the mover's that it could fill within {@code horizonMoves} of its moves
   * and the opponent's that it could fill (or make a threat of) before the mover's last.
   */
  void scan(long me, long them, int marks, int myMoves, int theirMoves, int horizonMoves) {
    long myWins = 0;
    long theirWins = 0;
    int myNeed = NEVER;
    int theirNeed = NEVER;
    long reach = 0;
    long[] parentOpen = open[marks];
    long[] stillOpen = open[marks + 1];
    int openWindows = 0;
    for (int i = 0, n = openCount[marks]; i < n; i++) {
      long w = parentOpen[i];
      long mine = w & me;
      long theirs = w & them;
      if (theirs != 0 && mine != 0) {
        continue; // dead: it stays dead below
      }
      stillOpen[openWindows++] = w;
      if (theirs == 0) {
        int need = k - Long.bitCount(mine);
        if (need == 1) {
          myWins |= w & ~mine;
        } else if (need < myNeed && need <= myMoves) {
          myNeed = need;
        }
        if (need == 2 && threats != null) {
          threats.pair(w, mine);
        }
        if (need <= horizonMoves) {
          reach |= w;
        }
      } else {
        int need = k - Long.bitCount(theirs);
        if (need == 1) {
          theirWins |= w & ~theirs;
        } else if (need < theirNeed && need <= theirMoves) {
          theirNeed = need;
        }
        if (need < horizonMoves) {
          reach |= w;
        }
      }
    }
    openCount[marks + 1] = openWindows;
    this.myWins = myWins;
    this.theirWins = theirWins;
    this.myNeed = myNeed;
    this.theirNeed = theirNeed;
    this.reach = reach;
  }
  // end::scan[]
}
