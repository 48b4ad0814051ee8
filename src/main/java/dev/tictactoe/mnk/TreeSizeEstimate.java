package dev.tictactoe.mnk;

import java.util.SplittableRandom;

/**
 * How many positions plain minimax would visit from a position, where it cannot be counted by
 * running it: Knuth's estimator ("Estimating the efficiency of backtrack programs", Mathematics of
 * Computation 29, 1975).
 *
 * <p>The idea: walk one random path down the game tree, choosing each move uniformly, and note the
 * number of moves d1, d2, ... available at each step. Then {@code 1 + d1 + d1*d2 + d1*d2*d3 + ...}
 * is an unbiased estimate of the number of nodes: each term counts the nodes at one depth as if
 * every node there had the same branching as the one visited. The mean of many such probes
 * converges to the true size; its standard error says how far to trust it. Game trees are lopsided
 * (a win cuts a branch short), so the estimate's spread is wide, but the order of magnitude, which
 * is what the comparison with memoized alpha-beta needs, comes out after a few thousand probes. The
 * tests check it against the exact counts where minimax finishes.
 *
 * @param board the position the tree hangs from
 * @param probes how many random paths were walked
 * @param mean the estimated number of positions, counting the root and the finished games
 * @param standardError the standard error of {@code mean}
 */
public record TreeSizeEstimate(Board board, int probes, double mean, double standardError) {

  // tag::estimate[]
  /** Estimates the game tree below {@code board} from {@code probes} random paths. */
  public static TreeSizeEstimate of(Board board, int probes, long seed) {
    if (probes < 2) {
      throw new IllegalArgumentException("an estimate needs at least 2 probes, got " + probes);
    }
    board.check();
    Rules rules = board.rules();
    SplittableRandom random = new SplittableRandom(seed);
    double sum = 0;
    double sumOfSquares = 0;
    for (int p = 0; p < probes; p++) {
      long me = board.moverMarks();
      long them = board.waiterMarks();
      boolean over = board.isOver();
      double nodesAtDepth = 1; // d1 * d2 * ... * di
      double estimate = 1; // the root
      while (!over) {
        long free = rules.allCells() & ~(me | them);
        int moves = Long.bitCount(free);
        nodesAtDepth *= moves;
        estimate += nodesAtDepth;
        for (int skip = random.nextInt(moves); skip > 0; skip--) {
          free &= free - 1;
        }
        int cell = Long.numberOfTrailingZeros(free);
        long mine = me | 1L << cell;
        over = rules.completesLine(mine, cell) || (mine | them) == rules.allCells();
        me = them;
        them = mine;
      }
      sum += estimate;
      sumOfSquares += estimate * estimate;
    }
    double mean = sum / probes;
    double variance = Math.max(0, (sumOfSquares - probes * mean * mean) / (probes - 1));
    return new TreeSizeEstimate(board, probes, mean, Math.sqrt(variance / probes));
  }
  // end::estimate[]
}
