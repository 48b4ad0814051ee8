package dev.tictactoe.solver;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Score;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Two engines answering one query together on two threads, sharing one table: the {@link
 * ParallelEngine}'s query. The lead engine answers the query as it would alone. Once its ply
 * deepening has visited {@link #HELP_AFTER} positions, the query is a long one: the table is
 * {@link SharedTable#share shared} and the helper starts on the other core, asking the same ply
 * questions as the lead ("does X win by ply 21?"). Near the question's root the two split its
 * moves by {@link #claim claims}: a move whose position the other engine is searching now waits
 * until the node's other moves are done. Where the lead turns to a whole question ("does X win at
 * all?", on a budget), the helper goes on with the plies.
 *
 * <p>Each engine proves bounds on the value and hands them to the other ({@link #exchange});
 * a question that the other's bounds settle is dropped at the next checkpoint. The two searches
 * also meet in the table: each one's answers cut the other's search. What each engine stores is a
 * fact about its position, and a claim changes only the order of moves, so sharing changes the
 * work, never the answer; which engine proves what first, and so the positions visited, depend on
 * the timing of the two threads.
 */
final class TwoCoreTeam implements Team {
  /** Positions the lead visits alone: below, a query is over before a thread would pay. */
  static final long HELP_AFTER = 1L << 20;
  /**
   * How far below the query's root the two engines share a node's moves by claims: measured on
   * 4x9 k=4, 2 to 8 plies all gave about the same.
   */
  private static final int SHARE_DISTANCE = 8;

  private final long helpAfter;
  private final CoreBudget cores;
  private final AlphaBetaEngine lead;
  private final AlphaBetaEngine helper;
  private final SharedTable table;
  private final Board board;
  /** The bounds both engines have proven on the value, guarded by this. */
  private int low = Score.WORST;
  private int high = Score.BEST;
  private volatile boolean over;
  private volatile long helperVisited;
  private Thread thread;
  /** Whether the helper's core went back to the budget (finish may be called twice). */
  private boolean coreGiven;
  private volatile Throwable failure;
  /**
   * The positions near the root that an engine is searching now. Both engines claim and release
   * one for each move they search there, so the set is a concurrent one and not guarded by this:
   * as a HashSet under this lock, claims and releases held 15% of the samples of a two-thread
   * profile of 4x16 k=4's "does X win by ply 19?", and 4x12 k=4 took 150.0 s and 151.7 s where it
   * takes 142.1 s and 145.7 s now (table --boards 4x12k4, two threads, 213.1 million positions
   * each time).
   */
  private final Set<Claim> busy = ConcurrentHashMap.newKeySet();

  private record Claim(long x, long o) {}

  TwoCoreTeam(AlphaBetaEngine lead, AlphaBetaEngine helper, SharedTable table, Board board,
      long helpAfter, CoreBudget cores) {
    this.helpAfter = helpAfter;
    this.cores = cores;
    this.lead = lead;
    this.helper = helper;
    this.table = table;
    this.board = board;
  }

  @Override
  public void checkpoint(AlphaBetaEngine engine, long visited, boolean deepening, int question) {
    if (engine == helper) {
      helperVisited = visited;
    } else if (thread == null && deepening && visited >= helpAfter && cores.tryTake()) {
      startHelper(); // a core was free: the helper gives it back when the query ends
    }
    if (question != PlyDeepening.NO_QUESTION && (over || settles(question))) {
      throw OutOfBudget.INSTANCE;
    }
  }

  private synchronized boolean settles(int t) {
    return t <= low || t > high;
  }

  @Override
  public synchronized int[] exchange(int engineLow, int engineHigh) {
    low = Math.max(low, engineLow);
    high = Math.min(high, engineHigh);
    return new int[] {low, high};
  }

  @Override
  public boolean helping() {
    return thread != null;
  }

  @Override
  public boolean shares(int distance) {
    return distance <= SHARE_DISTANCE && helping();
  }

  // tag::claims[]
  @Override
  public int searchClaimed(NodeSearch search, long them, long me, int marks, int alpha, int beta) {
    SymmetricTable table = search.table;
    int c = table.canonical(marks);
    long x = table.x(marks, c);
    long o = table.o(marks, c);
    if (!claim(x, o)) {
      return CLAIMED;
    }
    try {
      return search.searchMove(them, me, marks, alpha, beta, false);
    } finally {
      release(x, o);
    }
  }
  // end::claims[]

  @Override
  public synchronized int[] proven() {
    return new int[] {low, high};
  }

  /**
   * Claims the position (its canonical masks) for the engine about to search it: false if the
   * other engine is searching it now. A claimed position is {@link #release released} after.
   */
  boolean claim(long x, long o) {
    return busy.add(new Claim(x, o));
  }

  /** Ends the engine's claim on the position. */
  void release(long x, long o) {
    busy.remove(new Claim(x, o));
  }

  /** {@inheritDoc} All of them once {@link #finish} has returned. */
  @Override
  public long helperVisited() {
    return helperVisited;
  }

  private void startHelper() {
    table.share(); // on the lead's thread, before the helper's starts: the start publishes it
    thread = new Thread(() -> {
      try {
        helperVisited = helper.help(board, this);
      } catch (Throwable t) {
        failure = t;
      }
    }, "tictactoe-helper");
    thread.setDaemon(true);
    thread.start();
  }

  /**
   * Ends the query: the helper stops at its next checkpoint, and this waits for it.
   *
   * @throws IllegalStateException if the helper failed (a bug: it has nothing to fail on)
   */
  void finish() {
    over = true;
    if (thread == null) {
      return;
    }
    boolean interrupted = false;
    while (true) {
      try {
        thread.join();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    if (!coreGiven) {
      coreGiven = true;
      cores.give();
    }
    if (failure != null) {
      throw new IllegalStateException("the helper engine failed", failure);
    }
  }
}
