package dev.tictactoe.engine;

/**
 * Memoized alpha-beta: minimax that skips moves which cannot change the answer, and remembers
 * what it learned about each position, between queries too.
 *
 * <p><b>Alpha-beta.</b> The search carries a window (alpha, beta): alpha is what the player to
 * move is already sure of elsewhere, beta what the opponent is already sure of. Once a move
 * scores beta or more, the opponent will never allow this position, and the remaining moves are
 * skipped. The price: a search inside a window returns the exact value only when that value
 * falls inside the window; otherwise it returns a <em>bound</em> (at least this, when it failed
 * high; at most this, when it failed low).
 *
 * <p><b>Memoization, and why bounds are not values.</b> The transposition table stores, per
 * position, the score and which of those it is: EXACT, LOWER (the true value is at least this) or
 * UPPER (at most this). A later visit may use a LOWER bound only to cut (it is already at least
 * beta), an UPPER bound only to cut the other way, and only an EXACT entry as the answer. A table
 * that stored bounds as values would make answers depend on the order of the queries: the
 * exhaustive test asks every position in three orders on one instance to catch exactly that. The
 * score itself belongs to the position, not to the search's root (see {@link Score}), so an entry
 * is valid whichever search wrote it.
 *
 * <p><b>Symmetry.</b> The table is indexed by symmetry class: the eight rotations and reflections
 * of a position share one entry ({@link Symmetry}), 765 entries for 5,478 positions. The move is
 * still chosen on the board as given, because the tie-break grid is not symmetric.
 *
 * <p><b>Answers.</b> Once a position has been asked, its chosen move is remembered too (one byte
 * per reachable position), so asking again costs a lookup.
 *
 * <ul>
 *   <li>Time: a cold query from the empty board visits a few thousand positions instead of
 *       549,946; later queries mostly read the table; a repeated query is one lookup.
 *   <li>Space: two bytes per symmetry class (765) and two per reachable position (5,478), kept
 *       for the engine's lifetime; the compact board (two 9-bit masks) indexes them directly.
 * </ul>
 *
 * <p>Trade-off: more to get right than {@link MinimaxEngine}, which is why every answer is checked
 * against it. Not thread-safe: use one engine per thread.
 */
public final class AlphaBetaEngine implements Engine {
  private static final byte UNKNOWN = 0;
  private static final byte EXACT = 1;
  private static final byte LOWER = 2;
  private static final byte UPPER = 3;

  private final byte[] bound = new byte[Positions.symmetryClasses()];
  private final byte[] value = new byte[Positions.symmetryClasses()];
  private final byte[] answer = new byte[Positions.count()]; // chosen cell + 1; 0: not asked yet
  private final byte[] answerScore = new byte[Positions.count()];
  private long visited;

  @Override
  public Decision decide(Board board) {
    Positions.check(board);
    if (board.isOver()) {
      return new Decision(board, board, -1, 0, 1);
    }
    int id = Positions.id(board.x(), board.o());
    if (answer[id] != 0) {
      int cell = answer[id] - 1;
      return new Decision(board, board.play(cell), cell, answerScore[id], 1);
    }
    visited = 1;
    boolean xToMove = board.xToMove();
    int me = xToMove ? board.x() : board.o();
    int them = xToMove ? board.o() : board.x();
    int best = Score.WORST;
    int bestCell = -1;
    for (int cell : Preference.ORDER) {
      int bit = 1 << cell;
      if (((me | them) & bit) == 0) {
        // Only a strictly better move matters, so the child is searched with the window
        // (-infinity, -best): a result outside it just says "not better".
        int score = -alphaBeta(them, me | bit, board.marks() + 1, Score.WORST, -best);
        if (score > best) {
          best = score;
          bestCell = cell;
        }
      }
    }
    answer[id] = (byte) (bestCell + 1);
    answerScore[id] = (byte) best;
    return new Decision(board, board.play(bestCell), bestCell, best, visited);
  }

  // tag::alpha-beta[]
  private int alphaBeta(int me, int them, int marks, int alpha, int beta) {
    visited++;
    if (Lines.won(them)) {
      return Score.lostWith(marks);
    }
    if (marks == 9) {
      return 0;
    }
    // X is to move when the board holds an even number of marks.
    int entry = marks % 2 == 0
        ? Positions.symmetryClass(me, them) : Positions.symmetryClass(them, me);
    byte known = bound[entry];
    if (known != UNKNOWN) { // probe: a bound may only end the search when it decides the window
      int v = value[entry];
      if (known == EXACT || known == LOWER && v >= beta || known == UPPER && v <= alpha) {
        return v;
      }
    }
    int windowLow = alpha;
    int best = Score.WORST;
    for (int cell : Preference.ORDER) {
      int bit = 1 << cell;
      if (((me | them) & bit) == 0) {
        int score = -alphaBeta(them, me | bit, marks + 1, -beta, -alpha);
        if (score > best) {
          best = score;
          if (best > alpha) {
            alpha = best;
            if (alpha >= beta) {
              break; // the opponent will not allow this position: skip the other moves
            }
          }
        }
      }
    }
    // store: what the search proved, and how much of it
    bound[entry] = best <= windowLow ? UPPER : best >= beta ? LOWER : EXACT;
    value[entry] = (byte) best;
    return best;
  }
  // end::alpha-beta[]

  /** How many symmetry classes the table holds something for (at most 765). */
  public int tableEntries() {
    int filled = 0;
    for (byte b : bound) {
      filled += b != UNKNOWN ? 1 : 0;
    }
    return filled;
  }
}
