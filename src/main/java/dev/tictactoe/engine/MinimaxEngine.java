package dev.tictactoe.engine;

/**
 * Plain minimax: search the whole game tree below the position, every time, and play the move
 * whose worst case is best.
 *
 * <p>The idea, in its negamax form: a position's value for the player to move is the best, over
 * its moves, of minus the value of the position that move leaves for the opponent. A finished
 * game is worth {@link Score#lostWith} to the player to move when the opponent has just completed
 * a line, and 0 when the board is full. The score's depth term (see {@link Score}) makes the
 * engine take the fastest win and delay a loss as long as it can; without it, every winning move
 * looks alike and the engine may walk past a win that is right there.
 *
 * <ul>
 *   <li>Time: the size of the game tree below the position. From the empty board that is 549,946
 *       positions with the root ({@link Decision#visited()} says so for every query): at most 9!
 *       move orders, cut short by wins.
 *   <li>Space: O(depth) = at most 9 stack frames; nothing is kept between queries.
 * </ul>
 *
 * <p>Trade-off: the simplest correct engine and the reference the memoized one is checked
 * against, but it searches the same positions over and over: 549,946 nodes for 5,478 distinct
 * positions. {@link AlphaBetaEngine} prunes moves that cannot matter and remembers what it
 * learned. Not thread-safe: use one engine per thread.
 */
public final class MinimaxEngine implements Engine {
  private long visited;

  // tag::decide[]
  @Override
  public Decision decide(Board board) {
    Positions.check(board);
    if (board.isOver()) {
      return new Decision(board, board, -1, 0, 1); // no move on a finished board
    }
    visited = 1; // the root
    boolean xToMove = board.xToMove();
    int me = xToMove ? board.x() : board.o();
    int them = xToMove ? board.o() : board.x();
    int best = Score.WORST;
    int bestCell = -1;
    for (int cell : Preference.ORDER) { // highest cell value first: ties keep the earlier move
      int bit = 1 << cell;
      if (((me | them) & bit) == 0) {
        int score = -negamax(them, me | bit, board.marks() + 1);
        if (score > best) {
          best = score;
          bestCell = cell;
        }
      }
    }
    return new Decision(board, board.play(bestCell), bestCell, best, visited);
  }
  // end::decide[]

  // tag::negamax[]
  /**
   * The value of the position for the player to move, whose marks are {@code me}; the opponent,
   * who has just moved, holds {@code them}; {@code marks} is how many marks are on the board.
   */
  private int negamax(int me, int them, int marks) {
    visited++;
    if (Lines.won(them)) {
      return Score.lostWith(marks); // the opponent's last move completed a line
    }
    if (marks == 9) {
      return 0; // full board, no line: a draw
    }
    int best = Score.WORST;
    for (int free = ~(me | them) & 0x1FF; free != 0; free &= free - 1) {
      int score = -negamax(them, me | (free & -free), marks + 1);
      if (score > best) {
        best = score;
      }
    }
    return best;
  }
  // end::negamax[]
}
