package dev.tictactoe.mnk;

/**
 * A game in figures, each computed, on any board small enough to enumerate: 3x3 (5,478 positions,
 * 765 up to symmetry, 255,168 complete games, 549,946 tree nodes) up to 4x4 and beyond.
 *
 * <p>Walking the game tree would do for 3x3, but on 4x4 the tree has about 3.6 * 10^13 nodes. So
 * the census walks the <em>positions</em> instead, one of each symmetry class with the class's
 * size ({@link Positions#walkClasses}), each with the number of move orders that reach it. That
 * gives the tree's figures without walking the tree: the game-tree nodes are the sum of all
 * paths, the complete games the sum over finished positions.
 *
 * @param rules the game counted
 * @param positions distinct positions reachable from the empty board
 * @param symmetryClasses those positions up to the board's symmetries ({@link Symmetry})
 * @param terminal distinct finished positions, and how each ended
 * @param games complete games (move orders from the empty board to a finished position)
 * @param nodes game-tree nodes with the root: every sequence of legal moves
 */
public record Census(Rules rules, long positions, long symmetryClasses, Outcomes terminal,
    Outcomes games, long nodes) {

  /** Counts by result. */
  public record Outcomes(long xWins, long oWins, long draws) {
    public long total() {
      return xWins + oWins + draws;
    }
  }

  // tag::take[]
  /**
   * Counts, reporting progress to {@code monitor} (which may stop the count).
   *
   * @throws IllegalArgumentException for a board of more than {@link Positions#MAX_CELLS} cells
   */
  public static Census take(Rules rules, SearchMonitor monitor) {
    long[] counts = new long[3]; // positions, nodes, symmetry classes
    long[] terminal = new long[3]; // X wins, O wins, draws
    long[] games = new long[3];
    Positions.walkClasses(rules, monitor, (x, o, marks, paths, size, result) -> {
      counts[0] += size;
      counts[1] += size * paths;
      counts[2]++;
      if (result != '.') {
        int kind = result == 'X' ? 0 : result == 'O' ? 1 : 2;
        terminal[kind] += size;
        games[kind] += size * paths;
      }
    });
    return new Census(rules, counts[0], counts[2],
        new Outcomes(terminal[0], terminal[1], terminal[2]),
        new Outcomes(games[0], games[1], games[2]), counts[1]);
  }
  // end::take[]

  /** Counts without progress reports. */
  public static Census take(Rules rules) {
    return take(rules, SearchMonitor.NONE);
  }
}
