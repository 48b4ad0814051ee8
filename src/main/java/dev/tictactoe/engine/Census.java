package dev.tictactoe.engine;

import java.util.BitSet;

/**
 * The 3x3 game in figures, each computed by one walk over the whole game tree.
 *
 * @param nodes game-tree nodes, counting the root: every sequence of legal moves
 * @param positions distinct positions reachable from the empty board
 * @param symmetryClasses those positions up to rotation and reflection
 * @param terminal distinct finished positions, and how each ended
 * @param games complete games (root-to-leaf paths), and how each ended
 */
public record Census(long nodes, int positions, int symmetryClasses, Outcomes terminal,
    Outcomes games) {

  /** Counts by result. */
  public record Outcomes(long xWins, long oWins, long draws) {
    public long total() {
      return xWins + oWins + draws;
    }
  }

  /** Walks the game tree and counts. */
  public static Census take() {
    long[] nodes = {0};
    long[] games = new long[3];
    long[] terminal = new long[3];
    BitSet seen = new BitSet(1 << 18);
    BitSet seenUpToSymmetry = new BitSet(1 << 18);
    GameTree.walk((x, o, finished) -> {
      nodes[0]++;
      int key = x << 9 | o;
      boolean first = !seen.get(key);
      seen.set(key);
      seenUpToSymmetry.set(Symmetry.canonical(x, o));
      if (finished) {
        int result = Lines.won(x) ? 0 : Lines.won(o) ? 1 : 2;
        games[result]++;
        if (first) {
          terminal[result]++;
        }
      }
    });
    return new Census(nodes[0], seen.cardinality(), seenUpToSymmetry.cardinality(),
        new Outcomes(terminal[0], terminal[1], terminal[2]),
        new Outcomes(games[0], games[1], games[2]));
  }
}
