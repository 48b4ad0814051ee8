package dev.tictactoe.mnk;

/**
 * Plain minimax on any m,n,k board: the 3x3 {@link dev.tictactoe.engine.MinimaxEngine} with
 * {@code long} masks and k-windows. The whole tree below the position, every time: no pruning, no
 * table, no shortcut. It is the reference every other answer is checked against, and the engine
 * whose cost explodes.
 *
 * <ul>
 *   <li>Time: the size of the game tree, every sequence of moves until a line or a full board.
 *       From the empty board that is 549,946 positions on 3x3, about 10^8 on 3x4 and of the order
 *       of 10^13 on 4x4 ({@link TreeSizeEstimate} estimates what cannot be counted). A position
 *       costs one check of the k-windows through the last move.
 *   <li>Space: O(cells) stack frames; nothing is kept between queries.
 * </ul>
 *
 * <p>Not thread-safe: use one engine per thread.
 */
public final class MinimaxEngine implements Engine {
  private final Rules rules;
  private final SearchMonitor monitor;
  private final int cells;
  private final long all;
  private long visited;
  private long nextCheckpoint;

  public MinimaxEngine(Rules rules) {
    this(rules, SearchMonitor.NONE);
  }

  /** An engine that reports to {@code monitor} during long searches, which may stop them. */
  public MinimaxEngine(Rules rules, SearchMonitor monitor) {
    this.rules = rules;
    this.monitor = monitor;
    this.cells = rules.cells();
    this.all = rules.allCells();
  }

  @Override
  public Rules rules() {
    return rules;
  }

  // tag::decide[]
  @Override
  public Decision decide(Board board) {
    Checks.playable(rules, board);
    if (board.isOver()) {
      return new Decision(board, board, -1, 0, 1); // no move on a finished board
    }
    start();
    long me = board.moverMarks();
    long them = board.waiterMarks();
    int best = Score.WORST;
    int bestCell = -1;
    for (int cell : rules.preferenceShared()) { // most k-windows first: ties keep the earlier
      long bit = 1L << cell;
      if (((me | them) & bit) == 0) {
        int score = -negamax(them, me | bit, board.marks() + 1, cell);
        if (score > best) {
          best = score;
          bestCell = cell;
        }
      }
    }
    return new Decision(board, board.play(bestCell), bestCell, best, visited);
  }
  // end::decide[]

  @Override
  public Evaluation evaluate(Board board) {
    Checks.playable(rules, board);
    if (board.isOver()) {
      return new Evaluation(board, Checks.finishedValue(board), 1);
    }
    start();
    long me = board.moverMarks();
    long them = board.waiterMarks();
    int best = Score.WORST;
    for (long free = ~(me | them) & all; free != 0; free &= free - 1) {
      best = Math.max(best, -negamax(them, me | (free & -free), board.marks() + 1,
          Long.numberOfTrailingZeros(free)));
    }
    return new Evaluation(board, best, visited);
  }

  private void start() {
    visited = 1; // the root
    nextCheckpoint = SearchMonitor.INTERVAL;
  }

  // tag::negamax[]
  /**
   * The value for the player to move ({@code me}); the opponent ({@code them}) has just played
   * {@code last}, and {@code marks} marks are on the board.
   */
  private int negamax(long me, long them, int marks, int last) {
    if (++visited >= nextCheckpoint) {
      nextCheckpoint += SearchMonitor.INTERVAL;
      monitor.checkpoint(visited, 0);
    }
    if (rules.completesLine(them, last)) {
      return Score.lostWith(cells, marks); // the opponent's last move completed a k-window
    }
    if (marks == cells) {
      return 0; // full board, no line: a draw
    }
    int best = Score.WORST;
    for (long free = ~(me | them) & all; free != 0; free &= free - 1) {
      int score = -negamax(them, me | (free & -free), marks + 1, Long.numberOfTrailingZeros(free));
      if (score > best) {
        best = score;
      }
    }
    return best;
  }
  // end::negamax[]
}
