package dev.tictactoe.engine;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;

/**
 * The puzzle's engine for 3x3: memoized alpha-beta, minimax that skips moves which cannot change
 * the answer and remembers what it learned about each position, between queries too. A short
 * lesson on 9-bit masks; {@code dev.tictactoe.solver.AlphaBetaEngine} carries the same ideas to
 * any board, with more of them.
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
 * of a position share one entry ({@link dev.tictactoe.mnk.Symmetry}), 765 entries for 5,478
 * positions. The move is still chosen on the board as given, because the tie-break grid is not
 * symmetric.
 *
 * <p><b>Answers.</b> The first time a position (or any rotation or reflection of it) is asked,
 * every move is searched with a full window, so each gets its exact value, and the set of best
 * moves is remembered for the symmetry class, in the canonical image. Any later question about
 * that class maps the set back onto the board as asked and applies the tie-break there: one
 * search per class, 765 at most, answers all 5,478 positions.
 *
 * <ul>
 *   <li>Time: a cold query from the empty board visits hundreds of positions instead of
 *       minimax's 549,946 ({@link Decision#visited()} reports the count; {@code solve --stats}
 *       prints it, and the engine chapter's table of counts is computed from this code when the
 *       site renders); later queries mostly read the table; a question about an already-asked
 *       symmetry class is a lookup.
 *   <li>Space: six bytes per symmetry class (765), kept for the engine's lifetime, found from the
 *       two 9-bit masks through the position's base-3 code ({@link TicTacToeTables}).
 * </ul>
 *
 * <p>Trade-off: more to get right than {@link MinimaxEngine}, which is why every answer is checked
 * against it. Why a 3x3 class beside the general one: the lesson reads best on 9-bit masks, and the
 * per-class memory of best moves answers all 5,478 positions cold in about 0.1 ms, where the
 * general engine, which keeps no such memory, searches each position's moves again. Not
 * thread-safe: use one engine per thread.
 */
public final class TicTacToeEngine implements Engine {
  private static final Rules RULES = TicTacToeTables.RULES;
  private static final byte UNKNOWN = 0;
  private static final byte EXACT = 1;
  private static final byte LOWER = 2;
  private static final byte UPPER = 3;

  private final byte[] bound = new byte[TicTacToeTables.CLASSES];
  private final byte[] value = new byte[TicTacToeTables.CLASSES];
  /** Per symmetry class, once asked: the cells of all best moves, in the canonical image. */
  private final short[] bestMoves = new short[TicTacToeTables.CLASSES];
  private final byte[] bestScore = new byte[TicTacToeTables.CLASSES];

  private long visited;

  @Override
  public Rules rules() {
    return RULES;
  }

  // tag::decide[]
  @Override
  public Decision decide(Board board) {
    if (!board.rules().equals(RULES)) {
      Checks.playable(RULES, board); // another board: throws, saying so
    }
    int x = (int) board.x();
    int o = (int) board.o();
    int code = TicTacToeTables.code(x, o);
    if (TicTacToeTables.symmetryClass(code) < 0) {
      board.check(); // it cannot arise in a real game: throws, saying why
    }
    if (TicTacToeTables.won(x) || TicTacToeTables.won(o) || board.marks() == 9) {
      return Checks.noMove(board);
    }
    int entry = TicTacToeTables.symmetryClass(code);
    int toCanonical = TicTacToeTables.toCanonical(code);
    visited = 1;
    if (bestMoves[entry] == 0) {
      int moves = bestMoves(x, o, code, board.marks());
      bestMoves[entry] = (short) TicTacToeTables.image(toCanonical, moves);
    }
    // The best moves of this position are the canonical image's, mapped back; the tie-break
    // picks among them in the orientation asked about.
    int moves = TicTacToeTables.preimage(toCanonical, bestMoves[entry]);
    for (int cell : TicTacToeTables.ORDER) {
      if ((moves & 1 << cell) != 0) {
        return new Decision(board, board.play(cell), cell, bestScore[entry], visited);
      }
    }
    throw new AssertionError("no best move on\n" + board);
  }

  /**
   * Searches every move with a full window, so each gets its exact value, and returns the mask of
   * the cells whose value is the best; records that value in {@link #bestScore}.
   */
  private int bestMoves(int x, int o, int code, int marks) {
    boolean xToMove = marks % 2 == 0;
    int me = xToMove ? x : o;
    int them = xToMove ? o : x;
    int best = Score.WORST;
    int moves = 0;
    for (int free = ~(x | o) & 0x1FF; free != 0; free &= free - 1) {
      int cell = Integer.numberOfTrailingZeros(free);
      int child = code + (xToMove ? 1 : 2) * TicTacToeTables.POW3[cell];
      int score = -alphaBeta(them, me | 1 << cell, child, marks + 1, Score.WORST, Score.BEST);
      if (score > best) {
        best = score;
        moves = 1 << cell;
      } else if (score == best) {
        moves |= 1 << cell;
      }
    }
    bestScore[TicTacToeTables.symmetryClass(code)] = (byte) best;
    return moves;
  }
  // end::decide[]

  // tag::alpha-beta[]
  /**
   * The value for the player to move ({@code me}) when it lies inside (alpha, beta); otherwise a
   * bound on it. {@code code} is the position's base-3 code, kept up to date move by move.
   */
  private int alphaBeta(int me, int them, int code, int marks, int alpha, int beta) {
    visited++;
    if (TicTacToeTables.won(them)) {
      return Score.lostWith(9, marks);
    }
    if (marks == 9) {
      return 0;
    }
    int entry = TicTacToeTables.symmetryClass(code);
    byte known = bound[entry];
    if (known != UNKNOWN) { // probe: a bound may only end the search when it decides the window
      int v = value[entry];
      if (known == EXACT || known == LOWER && v >= beta || known == UPPER && v <= alpha) {
        return v;
      }
    }
    int windowLow = alpha;
    int best = Score.WORST;
    int digit = marks % 2 == 0 ? 1 : 2; // X (1) moves when the number of marks is even
    for (int cell : TicTacToeTables.ORDER) {
      int bit = 1 << cell;
      if (((me | them) & bit) == 0) {
        int score = -alphaBeta(them, me | bit, code + digit * TicTacToeTables.POW3[cell], marks + 1,
            -beta, -alpha);
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

  @Override
  public Evaluation evaluate(Board board) {
    Decision d = decide(board);
    return d.moved() ? new Evaluation(board, d.score(), d.visited()) : Checks.finished(board);
  }

  /** How many symmetry classes the table holds something for (at most 765). */
  public int tableEntries() {
    int filled = 0;
    for (byte b : bound) {
      filled += b != UNKNOWN ? 1 : 0;
    }
    return filled;
  }
}
