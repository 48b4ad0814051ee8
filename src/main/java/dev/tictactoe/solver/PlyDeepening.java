package dev.tictactoe.solver;

import dev.tictactoe.engine.Decision;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.mnk.SearchStoppedException;

/**
 * The root driver of {@link AlphaBetaEngine}: a query's set-up, ply deepening (the {@code
 * ply-deepening} technique: the value asked one ply at a time, each question a null-window {@link
 * NodeSearch#search}), the weak game asked at the query's root, the checkpoints at which the
 * monitor and a team hear of the search, and how the last query was proven. Not thread-safe.
 */
final class PlyDeepening {
  /** The positions a query visits before ply deepening first asks the weak game at its root. */
  private static final long ROOT_WEAK_FIRST = 1L << 20;
  /**
   * Ply deepening's budgets. First a try at the whole question, at most {@link #WHOLE_TRY}
   * positions a side: a draw that the weak game or the pairings prove near the root takes fewer.
   * Then the plies; once a ply's question costs {@link #JUMP_MIN} positions or more but less than
   * {@link #JUMP_GROWTH} times the side's question before it, the ply has stopped being what
   * limits the search, and the side's whole question is asked, with as many positions as the
   * query has visited so far. On a draw it usually ends inside them (4x8 k=4); on a won board
   * it can cost many times the plies, so where it runs out the plies go on, and the next try has
   * the larger budget. Twofold, not threefold: the questions of 4x9 k=4 (won on ply 23) grow
   * about 2.5-fold a ply from ply 17 on, and at threefold they set off whole questions that ran
   * out, while 4x8 k=4, a draw, pays less for twofold (the ideas chapter gives the figures).
   */
  private static final long WHOLE_TRY = 1L << 18;
  private static final long JUMP_MIN = 1L << 12;
  private static final long JUMP_GROWTH = 2;
  /** No question is being asked: the search is not one of ply deepening's or a helper's. */
  static final int NO_QUESTION = Integer.MIN_VALUE;

  private final Rules rules;
  private final int cells;
  private final long all;
  private final int[] order;
  private final NodeSearch search;
  private final Visits visits;
  /** The weak game's step, or null without it. */
  private final WeakGameStep weak;
  private final boolean usesPlyDeepening;
  private final SearchMonitor monitor;
  /** The engine whose driver this is, as its team knows it. */
  private final AlphaBetaEngine engine;
  /** How the last query was proven, for {@link #proof}. */
  private boolean rootWeakProved;
  private String rootSettledBy;
  private boolean lastDeepened;
  /** When ply deepening next asks the weak game at the root, and what it took there so far. */
  private long rootWeakAt;
  private long rootWeakVisited;
  /** The query's root, for the weak game asked there from inside a question. */
  private long rootMe;
  private long rootThem;
  /** Whether the root's mover is known to win the weak game: {@link #moverWinsWeakGame}. */
  private boolean moverWeakWon;
  /** What ply deepening's answers say so far: the value lies in [low, high]. */
  private int low;
  private int high;
  /** The threshold t of the question being asked ("is the value at least t?"). */
  private int question = NO_QUESTION;
  /** The moves at the query's root answered so far, of how many: what the monitor hears. */
  private int rootAnswered;
  private int rootMoveCount;
  /** Whether the query is deepening by ply. */
  private boolean deepening;

  PlyDeepening(AlphaBetaEngine engine, Rules rules, NodeSearch search, boolean usesPlyDeepening,
      SearchMonitor monitor) {
    this.engine = engine;
    this.rules = rules;
    this.cells = rules.cells();
    this.all = rules.allCells();
    this.order = rules.preferenceOrder();
    this.search = search;
    this.visits = search.visits;
    this.weak = search.weak;
    this.usesPlyDeepening = usesPlyDeepening;
    this.monitor = monitor;
  }

  /** Sets up a query; returns the marks on the board. */
  int start(Board board) {
    int marks = board.marks();
    rootAnswered = 0;
    rootWeakProved = false;
    rootSettledBy = null;
    lastDeepened = deepens(board);
    search.root(board);
    visits.questionStart = 0;
    if (weak != null) {
      weak.inQuestion = 0;
    }
    visits.next = SearchMonitor.INTERVAL;
    return marks;
  }

  // tag::ply-deepening[]
  /** Whether the query deepens by ply: where {@link WeakGameStep#FREE} cells or more are free. */
  boolean deepens(Board board) {
    return usesPlyDeepening && cells - board.marks() >= WeakGameStep.FREE;
  }

  /**
   * With ply deepening, the root's value first and then its move: the first move in tie-break
   * order that reaches the value, each asked with a null window at it.
   */
  Decision deepenedDecision(Board board, int marks, long me, long them) {
    visits.count = 0; // deepen counts the root
    int value = deepen(me, them, marks, Score.WORST, Score.BEST);
    monitor.asking("the value is known (" + Score.outcome(board.xToMove() ? value : -value, cells)
        + "): which move reaches it?");
    try {
      for (int cell : order) {
        long bit = 1L << cell;
        if (((me | them) & bit) != 0) {
          continue;
        }
        if (rules.completesLine(me | bit, cell) ? value == Score.wonWith(cells, marks + 1)
            : reaches(them, me | bit, marks, cell, board.xToMove(), value)) {
          return new Decision(board, board.play(cell), cell, value, visits.count);
        }
      }
    } catch (SearchStoppedException e) {
      throw stoppedProving(e, marks, value, value); // the value is known, the move not yet
    }
    throw new IllegalStateException("no move reaches the value " + value + " of " + board);
  }

  /** The stop, with the bounds [low, high] proven on the mover's value turned to X's. */
  private SearchStoppedException stoppedProving(SearchStoppedException e, int marks, int low,
      int high) {
    boolean xMoves = (marks & 1) == 0;
    return xMoves ? e.proving(low, high, cells) : e.proving(-high, -low, cells);
  }

  /** Whether the mover's move to {@code cell} is worth {@code value} or more. */
  private boolean reaches(long them, long me, int marks, int cell, boolean xMoves, int value) {
    search.play(marks, cell, xMoves);
    return -search.search(them, me, marks + 1, -value, -value + 1) >= value;
  }

  /**
   * The value for the player to move, found one ply at a time: "does the player to move win by
   * the next ply?", "does the other win by the ply after?", and so on, each a null-window search.
   * The first "yes" is the value (every sooner end was ruled out, and a side wins only on its own
   * plies), and a position where nobody wins by the last ply is a draw.
   *
   * <p>A search with the whole window takes whatever win its move order meets first and then has
   * to work out how long that win is, which on a large board can be a slow one. Each question here
   * only asks about wins up to one ply, where the bounds of step 3 cut every line too long for it.
   * An answer's bound (the search is fail-soft) skips the questions it already settles.
   */
  int deepen(long me, long them, int marks, int provenLow, int provenHigh) {
    deepening = true;
    low = provenLow;
    high = provenHigh;
    rootMe = me;
    rootThem = them;
    rootWeakAt = Long.MAX_VALUE; // not before the first tries (deepened sets it)
    try {
      return deepened(me, them, marks);
    } catch (SearchStoppedException e) {
      exchange(); // what the other engine of a team had proven counts too
      throw stoppedProving(e, marks, low, high);
    } finally {
      deepening = false;
    }
  }

  private int deepened(long me, long them, int marks) {
    // First a try at the whole question, bounded: does the mover win at all, does it lose at all?
    ask(me, them, marks, 1, WHOLE_TRY);
    ask(me, them, marks, 0, WHOLE_TRY);
    long[] cost = new long[2]; // the last question's positions: the other's [0], the mover's [1]
    rootWeakAt = visits.count + ROOT_WEAK_FIRST;
    rootWeakVisited = 0;
    for (int ply = marks + 1; ply <= cells && low < high; ply++) {
      rootWeak(me, them);
      int side = (ply - marks) % 2;
      boolean mine = side == 1;
      int t = threshold(ply, marks);
      long before = visits.count;
      if (ask(me, them, marks, t, Long.MAX_VALUE)) {
        long used = visits.count - before;
        if (used >= JUMP_MIN && used < JUMP_GROWTH * cost[side]) {
          // The whole question, on a budget; with a helper, which asks the plies meanwhile, on
          // half of it.
          Team team = search.team;
          long budget = team != null && team.helping() ? visits.count / 2 : visits.count;
          ask(me, them, marks, mine ? 1 : 0, budget);
        }
        cost[side] = used;
      }
      if (mine && low >= t) {
        return low; // a win by this ply, and none sooner
      }
      if (!mine && high < t) {
        return high; // a loss by this ply, and none sooner
      }
    }
    return low == high ? low : 0; // nobody wins
  }

  // tag::root-weak[]
  /**
   * The weak game asked at the query's root, between ply questions and inside a long one, each
   * time the query's positions have doubled since it was last asked: can the other side stop
   * every line of the mover's (then the mover cannot win), and the mover every line of the
   * other's? Each time with as many positions as the query has visited on its own less what the
   * weak game took here before, so that it never takes more than half. A call that runs out
   * goes on from where the last one stopped (the weak game remembers its root), so on a drawn
   * board the proof grows with the query until it is whole, and on a won board half the work at
   * most is spent on it; none on the first question where the mover is known to win the weak
   * game ({@link #moverWinsWeakGame}: on 4x15 k=4, won, it had taken about a quarter of the
   * lead engine's time, by its progress lines).
   */
  private void rootWeak(long me, long them) {
    if (weak == null || visits.count < rootWeakAt
        || Long.bitCount(all & ~(me | them)) < WeakGameStep.FREE) {
      return;
    }
    rootWeakAt = 2 * visits.count;
    long budget = visits.count - 2 * rootWeakVisited;
    exchange();
    boolean askMover = high > 0 && !moverWeakWon; // can the other stop the mover's lines?
    if (budget < WeakGameStep.MIN || low >= high || !askMover && low >= 0) {
      return;
    }
    monitor.asking("can either side stop every line of the other's?");
    if (askMover && rootWeakHolds(me, them, true, budget)) {
      high = 0;
      rootWeakProved = true;
    }
    if (low < 0 && rootWeakHolds(them, me, false, budget)) {
      low = 0;
    }
    exchange();
  }

  /**
   * The weak game at the root from inside a ply question, at a checkpoint, once the question has
   * cost more positions than the whole query before it: one question can run for a billion
   * positions ("does X win by ply 21?" on 6x10 k=5, a draw), and the weak game's proof of the
   * draw would wait for its end. (Asked inside shorter questions too, it cost the smaller draws
   * 12-17% more time: 4x8 k=4, 7x8 k=5, 6x9 k=5.) A question it settles ends here. Its positions
   * count as the query's, not as the question's own (the weak game near the root has a share of
   * those).
   */
  private void rootWeakInside() {
    long before = visits.count;
    rootWeak(rootMe, rootThem);
    visits.questionStart += visits.count - before;
    monitor.asking(inWords(question, search.rootMarks));
    if (rootAnswered > 0) {
      monitor.rootMoves(rootAnswered, rootMoveCount); // the same question goes on
    }
    if (settled(question)) {
      throw OutOfBudget.INSTANCE;
    }
  }

  private boolean rootWeakHolds(long maker, long breaker, boolean makerMoves, long budget) {
    long before = visits.count;
    WeakGame.Verdict verdict = weak.ask(maker, breaker, makerMoves, budget);
    rootWeakVisited += visits.count - before;
    return verdict == WeakGame.Verdict.BREAKER_HOLDS;
  }
  // end::root-weak[]

  /**
   * The question about this ply, "is the mover's value at least t?": does the mover win by it
   * (a ply of the mover's), or does it not lose by it (the other's)?
   */
  private int threshold(int ply, int marks) {
    return (ply - marks) % 2 == 1 ? Score.wonWith(cells, ply) : Score.lostWith(cells, ply) + 1;
  }

  /** Whether [low, high] answers "is the value at least t?". */
  private boolean settled(int t) {
    return t <= low || t > high;
  }

  /**
   * Asks "is the value at least t?" unless [low, high] settles it, with at most {@code budget}
   * positions, and narrows [low, high] by the (fail-soft) answer. Returns whether it searched to
   * the end.
   */
  private boolean ask(long me, long them, int marks, int t, long budget) {
    exchange();
    if (settled(t)) {
      return false;
    }
    monitor.asking(inWords(t, marks));
    rootAnswered = 0;
    visits.questionStart = visits.count;
    if (weak != null) {
      weak.inQuestion = 0;
    }
    visits.abortAt = budget == Long.MAX_VALUE ? budget : visits.count + budget;
    visits.next = Math.min(visits.next, visits.abortAt);
    question = t;
    try {
      int r = search.search(me, them, marks, t - 1, t);
      if (r >= t) {
        low = r;
      } else {
        high = r;
      }
      return true;
    } catch (OutOfBudget e) {
      return false; // out of budget, or settled by the team's other engine
    } finally {
      visits.abortAt = Long.MAX_VALUE;
      question = NO_QUESTION;
      exchange();
    }
  }
  // end::ply-deepening[]

  /**
   * "Is the mover's value at least t?" in words: "does X win by ply 23?" (t a win), "does O win
   * by ply 24?" (t just above a loss: the mover X does not lose by then), "at all" for the last.
   */
  private String inWords(int t, int marks) {
    boolean xMoves = (marks & 1) == 0;
    String side = t >= 1 == xMoves ? "X" : "O"; // who would win: the mover if t is a win
    int ply = t >= 1 ? Score.endPly(t, cells) : t == 0 ? cells : Score.endPly(t - 1, cells);
    return "does " + side + " win " + (ply >= cells ? "at all" : "by ply " + ply) + "?";
  }

  /**
   * What the query has proven so far, for X ({@link ProvingEngine#provenForX}): [low, high] and
   * what the team has, turned to X's; nothing outside ply deepening. Changes nothing, so that a
   * monitor that reads it leaves the search as it was.
   */
  int[] provenForX() {
    int proveLow = Score.WORST;
    int proveHigh = Score.BEST;
    if (deepening) {
      proveLow = low;
      proveHigh = high;
      Team team = search.team;
      if (team != null) {
        int[] both = team.proven();
        proveLow = Math.max(proveLow, both[0]);
        proveHigh = Math.min(proveHigh, both[1]);
      }
    }
    return (search.rootMarks & 1) == 0 ? new int[] {proveLow, proveHigh}
        : new int[] {-proveHigh, -proveLow};
  }

  /** With a team: hands [low, high] to the other engine, and takes what it has proven. */
  private void exchange() {
    Team team = search.team;
    if (team != null) {
      int[] both = team.exchange(low, high);
      low = both[0];
      high = both[1];
    }
  }

  // tag::help[]
  /**
   * As a team's helper, on its own thread: asks the ply questions that the team's bounds leave
   * open, in ply deepening's order, until the bounds settle the value or the query is over. The
   * lead asks the same question at the same time, and the two share its moves by {@link
   * Team#claim claims}; where the lead turns to a whole question for a while, the helper goes on
   * with the plies. Returns the positions visited.
   */
  long help(Board board) {
    int marks = start(board);
    visits.count = 0;
    low = Score.WORST;
    high = Score.BEST;
    plies(board.moverMarks(), board.waiterMarks(), marks);
    return visits.count;
  }

  /**
   * The ply questions that [low, high] leaves open, until the bounds meet, the last ply, or one
   * that ends unanswered: only the query's end stops a question the bounds have not settled.
   */
  private void plies(long me, long them, int marks) {
    for (int ply = marks + 1; ply <= cells && low < high; ply++) {
      int t = threshold(ply, marks);
      if (!ask(me, them, marks, t, Long.MAX_VALUE) && !settled(t)) {
        return;
      }
    }
  }
  // end::help[]

  /**
   * Every {@link SearchMonitor#INTERVAL} positions: ends the question if it is out of budget or
   * the team says so, and tells the monitor. Out of {@link NodeSearch#search}, as is its claimed
   * move: code that runs now and then, kept out of the method the JIT compiles hardest, which
   * throws its compiled code away and compiles it again whenever a path it has not seen runs.
   * With these two out, a cold 4x8 k=4 on two threads takes a tenth less time.
   */
  void checkpoint() {
    long visited = visits.count;
    if (visited >= visits.abortAt) {
      throw OutOfBudget.INSTANCE;
    }
    visits.next = Math.min(visited + SearchMonitor.INTERVAL, visits.abortAt);
    if (deepening && visited >= rootWeakAt && visits.abortAt == Long.MAX_VALUE
        && question != NO_QUESTION && visited - visits.questionStart >= visits.questionStart) {
      rootWeakInside(); // a ply question (with no budget) has cost more than all before it
    }
    Team team = search.team;
    if (team != null) {
      team.checkpoint(engine, visits.count, deepening, question);
    }
    monitor.checkpoint(team == null ? visits.count : visits.count + team.helperVisited(),
        engine.tableFill());
  }

  /** One more of the {@code moves} at the query's root answered: the monitor hears it. */
  void answeredAtRoot(int moves) {
    rootMoveCount = moves;
    monitor.rootMoves(++rootAnswered, moves);
  }

  /** The bounds at the root proved that the mover cannot win, by a pairing or by themselves. */
  void settledAtRoot(boolean paired) {
    if (rootSettledBy == null) {
      rootSettledBy = paired ? "pairing" : "bounds";
    }
  }

  void moverWinsWeakGame(boolean wins) {
    moverWeakWon = wins;
  }

  /**
   * How the last query's value, {@code score} for the mover, was proven. For a draw, how "the
   * mover cannot win" was (on the empty board the other half follows: the first player never
   * loses): "pairing" or "bounds" at the root itself, "weak game" when the weak game at the root
   * proved it, otherwise "search". For a win or a loss: "ply deepening" when it was found a ply at
   * a time, otherwise "search".
   */
  String proof(int score) {
    if (score != 0) {
      return lastDeepened ? "ply deepening" : "search";
    }
    return rootSettledBy != null ? rootSettledBy : rootWeakProved ? "weak game" : "search";
  }
}
