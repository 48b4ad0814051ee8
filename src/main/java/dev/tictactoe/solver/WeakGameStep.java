package dev.tictactoe.solver;

import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import java.util.Set;

/**
 * The weak game as a step of the search (step 6 of {@link NodeSearch#search}) and of ply
 * deepening's root: near the root, a side that the other could stop by only blocking cannot win.
 * Asked where a draw bound would settle or narrow the window, after the table (which knows the
 * position's images) had its say; its positions count as the engine's. Not thread-safe.
 *
 * <p>The budget. It is asked at most {@link #DISTANCE} plies below the query's root, where {@link
 * #FREE} cells or more are free. One call may visit a budget kept per maker (X, O): it starts at
 * {@link #MIN}, grows fourfold with each proof up to {@link #MAX} and shrinks fourfold with each
 * call that runs out. So where a side can win, calls asking whether it cannot soon cost little,
 * and where the proofs keep coming (a drawn board), they get room for whole proofs. In all, the
 * weak game stays within {@link #SHARE} times the engine's own positions in the question (the
 * query, or one of ply deepening's) plus {@link #START}. Measured on 7x7 k=5, 6x6 k=4, 7x7 k=4
 * and every board up to 30 cells (the ideas chapter gives the figures).
 */
final class WeakGameStep {
  static final int DISTANCE = 3;
  /**
   * The fewest free cells where the weak game is asked, and where a query deepens by ply: below,
   * the engine's own search takes a few hundred positions, less than one weak-game proof or a
   * round of questions, and the exhaustive checks of the small boards (every 3x3 and 3x4
   * position, many times over) would pay for them on every one.
   */
  static final int FREE = 10;
  static final long MIN = 1L << 6;
  private static final long MAX = 1L << 20;
  private static final long SHARE = 1;
  private static final long START = 1L << 17;

  private final WeakGame weakGame;
  private final Visits visits;
  /** What one call may visit, for X as the maker and for O. */
  private final long[] budget = {MIN, MIN};
  /** The weak game's positions in the current question. */
  long inQuestion;

  WeakGameStep(Rules rules, Set<Technique> techniques, TranspositionTable memory, Visits visits,
      SearchMonitor monitor) {
    this.visits = visits;
    this.weakGame = new WeakGame(rules, Pairing.SEARCH_STEPS, tableEntries(rules.cells(), memory),
        Technique.KILLER_REPLIES.in(techniques),
        techniques.contains(Technique.MOVE_DOMINATION),
        Technique.MOVE_DEEPENING.in(techniques),
        Technique.SIBLING_ZONES.in(techniques), visits, monitor);
  }

  /**
   * Entries of the weak game's own table, by the board's cells: 2^(cells - 14), from 2^6 to 2^22
   * (105 MB, for boards of 36 cells or more); past 2^16 (1.6 MB), no more than a quarter of the
   * engine's table: 6.25 bytes for each entry of the engine's, which takes 30 at its peak, so the
   * weak game's fits in the quarter of the heap that the engine's leaves (checked against three
   * quarters, {@link TranspositionTable#checkFits}). Small boards need few, and an engine is often
   * made for one small question; on the largest the weak game asked at the query's root may run
   * for hundreds of millions of positions.
   */
  private static int tableEntries(int cells, TranspositionTable memory) {
    int entries = 1 << Math.min(22, Math.max(6, cells - 14));
    return Math.min(entries, Math.max(1 << 16, memory == null ? 0 : memory.capacity() / 4));
  }

  /** Whether the weak game is asked at a node this far below the root, with this many free. */
  static boolean asked(int distance, int free) {
    return distance <= DISTANCE && free >= FREE;
  }

  // tag::weak-game[]
  /**
   * Whether the breaker holds in the weak game (X the maker or O), within the budget; the
   * positions it visited count as the engine's.
   */
  boolean holds(long maker, long breaker, boolean makerMoves, boolean makerIsX) {
    int side = makerIsX ? 0 : 1;
    long room = Math.min(budget[side], SHARE * (visits.inQuestion() - inQuestion) + START
        - inQuestion);
    if (room < MIN) {
      return false;
    }
    long before = visits.count;
    WeakGame.Verdict verdict = ask(maker, breaker, makerMoves, room);
    inQuestion += visits.count - before;
    if (verdict == WeakGame.Verdict.BREAKER_HOLDS) {
      budget[side] = Math.min(MAX, budget[side] * 4);
    } else if (verdict == WeakGame.Verdict.UNKNOWN) {
      budget[side] = Math.max(MIN, budget[side] / 4);
    }
    return verdict == WeakGame.Verdict.BREAKER_HOLDS;
  }
  // end::weak-game[]

  /** One call of the weak game on a budget, its positions counted as the engine's. */
  WeakGame.Verdict ask(long maker, long breaker, boolean makerMoves, long room) {
    WeakGame.Verdict verdict = weakGame.decide(maker, breaker, makerMoves, room);
    visits.next = Math.min(visits.next, visits.abortAt);
    return verdict;
  }
}
