package dev.tictactoe.solver;

/**
 * Move domination and dead cells (the {@code move-domination} and {@code dead-cells} techniques):
 * of two free cells where every open window through the first also holds the second, the second is
 * worth at least as much to the player who marks it, so the first need not be searched.
 *
 * <p>Why: say every open window through the free cell a also holds the free cell b. Compare the
 * game after the player's mark on a (game A) with the game after its mark on b (game B), where
 * every move of A is played in B with a and b swapped; each side then holds the same cells in
 * both, but for a and b. A line the player completes in A is complete in B by the same ply: one
 * through a holds b too (it was open), one through b and not a has b from the start in B, and
 * any other is the same. A line the opponent completes in B is complete in A on the same ply: it
 * holds no b (the player's in B), so no a either (an open window through a holds b).
 * So B is as good for the player as A, ply for ply, whatever A's moves; a mark on a need not be
 * tried. This holds in the m,n,k-game, with the windows open to either player, and in the weak
 * game (Maker-Breaker), with the windows without a breaker mark, for either side (Hsu et al., "On
 * solving the 7,7,5-game and the 8,8,5-game", 2020, prune the weak game the same way).
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
   * Starts a test of these cells whose caller passes over the open windows itself: for each
   * window w and each of the cells in it, {@code common[cell] &= w} on the array returned; then
   * {@link #dominated(long)}. Of two cells on the same open windows, the higher-numbered one is
   * dropped; so every cell dropped has a kept one that dominates it (domination is transitive),
   * and {@link #dominators} says which.
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

  // tag::dead-cells[]
  /**
   * The {@code cells} on an open window ({@code live}: those windows' cells), and one dead cell:
   * moves into dead cells all lead to the same game (swap the two cells).
   */
  static long withOneDeadCell(long cells, long live) {
    long dead = cells & ~live;
    return (cells & live) | (dead & -dead);
  }
  // end::dead-cells[]
}
