package dev.tictactoe.solver;

import dev.tictactoe.mnk.Score;

// tag::horizon[]
/**
 * The horizon (the {@code horizon} technique): where only a win within so many of the mover's
 * moves would beat alpha, a move on no window the mover could fill in time, or the opponent could
 * fill (or make a threat of) before the mover's last move, changes nothing before the horizon; it
 * is worth no more than a win just past it or a draw, and neither beats alpha. So only the cells
 * of the windows in reach are searched, and where none of them does better, that bound is the
 * answer. The scan ({@link OpenWindows#scan}) gathers the windows in reach; a pairing need only
 * block the mover's windows within the horizon (step 4), and then the mover wins no sooner than
 * just past it.
 */
final class Horizon {
  private Horizon() {}

  /** How many of the mover's moves a win may take and still beat alpha, or NEVER: no horizon. */
  static int moves(int alpha, int cells, int marks) {
    return alpha > 0 ? Math.max(1, (cells - marks - alpha + 1) / 2) : OpenWindows.NEVER;
  }

  /** What a move off the windows in reach is worth at most: a win just past the horizon. */
  static int beyond(int cells, int marks, int horizonMoves) {
    return Math.max(0, Score.wonWith(cells, marks + 2 * horizonMoves + 1));
  }
}
// end::horizon[]
