package dev.tictactoe.solver;

/**
 * Move domination (the {@code move-domination} technique): of two free cells where every open
 * window through the first also holds the second, the second is worth at least as much to the
 * player who marks it, so the first need not be searched.
 *
 * <p>Why, for the player to move with free cells a and b, every open window through a also
 * holding b: take the game after a mark on a, and swap a and b in everything played after it.
 * Each play of the one game is then a play of the game after a mark on b, move for move. A line
 * the player completes through a holds b as well, so the swap leaves it a line; one through b
 * and not a becomes one through a and not b, which the swapped game also has complete, since
 * there the player holds b from the start and a in b's stead. And the opponent completes no
 * line through a in the swapped game that it did not complete through b in the other: a window
 * through a open to the opponent holds b, which the player holds. So every line, and the ply it
 * comes on, is at least as good for the player after b as after a, and the strategy that holds
 * after b holds after a. This is true of the m,n,k-game, with its windows open to either player,
 * and of the weak game (Maker-Breaker), with the windows without a breaker mark, for either
 * side (Hsu et al., "On solving the 7,7,5-game and the 8,8,5-game", 2020, prune the same way).
 *
 * <p>A cell on no open window (a dead cell) is dominated by any other. Not thread-safe; each
 * engine has its own.
 */
final class Domination {
  /** Scratch: per cell, the cells every open window through it holds. */
  private final long[] common;
  private long dominators;

  Domination(int cells) {
    this.common = new long[cells];
  }

  // tag::move-domination[]
  /**
   * The cells among {@code cells} that another of them dominates, given the open windows: the
   * first {@code count} of {@code windows} that hold no cell of {@code closed}. Of two cells on
   * the same open windows, the higher-numbered one is dropped; so every cell dropped has a kept
   * one that dominates it (domination is transitive), and {@link #dominators} says which.
   */
  long dominated(long[] windows, int count, long closed, long cells) {
    long[] common = start(cells);
    for (int j = 0; j < count; j++) {
      long w = windows[j];
      if ((w & closed) == 0) {
        for (long e = w & cells; e != 0; e &= e - 1) {
          common[Long.numberOfTrailingZeros(e)] &= w;
        }
      }
    }
    return dominated(cells);
  }

  /**
   * Starts a test of these cells whose caller passes over the open windows itself: for each
   * window w and each of the cells in it, {@code common[cell] &= w} on the array returned; then
   * {@link #dominated(long)}.
   */
  long[] start(long cells) {
    for (long e = cells; e != 0; e &= e - 1) {
      common[Long.numberOfTrailingZeros(e)] = -1L;
    }
    return common;
  }

  /** The cells among those started that another of them dominates. */
  long dominated(long cells) {
    long dominated = 0;
    dominators = 0;
    for (long e = cells; e != 0; e &= e - 1) {
      int cell = Long.numberOfTrailingZeros(e);
      for (long f = common[cell] & cells & ~(1L << cell); f != 0; f &= f - 1) {
        int other = Long.numberOfTrailingZeros(f);
        if ((common[other] & 1L << cell) == 0 || other < cell) { // more windows, or as many
          dominated |= 1L << cell;
          dominators |= 1L << other;
          break;
        }
      }
    }
    return dominated;
  }
  // end::move-domination[]

  /** The cells that dominate the ones the last call dropped. */
  long dominators() {
    return dominators;
  }
}
