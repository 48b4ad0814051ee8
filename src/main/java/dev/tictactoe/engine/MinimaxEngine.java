package dev.tictactoe.engine;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;

/**
 * Plain minimax: search the whole game tree below the position, every time, and play the move
 * whose worst case is best. No pruning, no table, no shortcut, on any board: the reference every
 * other engine is checked against, and the engine whose cost explodes.
 *
 * <p>The idea, in its negamax form: a position's value for the player to move is the best, over
 * its moves, of minus the value of the position that move leaves for the opponent. A finished
 * game is worth {@link Score#lostWith} to the player to move when the opponent has just completed
 * a line, and 0 when the board is full. The score's depth term (see {@link Score}) makes the
 * engine take the fastest win and delay a loss as long as it can; without it, every winning move
 * looks alike and the engine may walk past a win that is right there.
 *
 * <ul>
 *   <li>Time: the size of the game tree below the position, every sequence of moves until a line
 *       or a full board. From the empty board that is 549,946 positions on 3x3 with the root
 *       ({@link Decision#visited()} says so for every query), about 10^8 on 3x4 and of the order
 *       of 10^13 on 4x4 ({@link dev.tictactoe.mnk.TreeSizeEstimate} estimates what cannot be
 *       counted). A position costs one check of the k-windows through the last move.
 *   <li>Space: O(cells) stack frames; nothing is kept between queries.
 * </ul>
 *
 * <p>Trade-off: the simplest correct engine, but it searches the same positions over and over:
 * 549,946 nodes for 5,478 distinct positions on 3x3. {@link TicTacToeEngine} prunes moves that
 * cannot matter and remembers what it learned. Not thread-safe: use one engine per thread.
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
      return Checks.noMove(board); // no move on a finished board
    }
    start();
    long me = board.moverMarks();
    long them = board.waiterMarks();
    int best = Score.WORST;
    int bestCell = -1;
    for (int cell : rules.preferenceOrder()) { // most k-windows first: ties keep the earlier move
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
      return Checks.finished(board);
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
