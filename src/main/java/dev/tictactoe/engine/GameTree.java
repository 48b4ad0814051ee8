package dev.tictactoe.engine;

/**
 * A depth-first walk over the whole 3x3 game tree: every sequence of legal moves from the empty
 * board, stopping at a win or a full board. A position reached by different move orders is
 * visited once per order, so the walk sees 549,946 nodes but only 5,478 distinct positions.
 */
final class GameTree {
  /** Told about every node of the tree. */
  interface Visitor {
    void visit(int x, int o, boolean terminal);
  }

  private GameTree() {}

  static void walk(Visitor visitor) {
    walk(0, 0, true, visitor);
  }

  private static void walk(int x, int o, boolean xToMove, Visitor visitor) {
    int taken = x | o;
    boolean terminal = Lines.won(x) || Lines.won(o) || taken == 0x1FF;
    visitor.visit(x, o, terminal);
    if (terminal) {
      return;
    }
    for (int free = ~taken & 0x1FF; free != 0; free &= free - 1) {
      int bit = free & -free;
      if (xToMove) {
        walk(x | bit, o, false, visitor);
      } else {
        walk(x, o | bit, true, visitor);
      }
    }
  }
}
