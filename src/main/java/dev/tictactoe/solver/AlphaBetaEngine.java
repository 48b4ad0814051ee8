package dev.tictactoe.solver;

import dev.tictactoe.engine.Checks;
import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.mnk.SearchStoppedException;
import dev.tictactoe.mnk.Symmetry;
import java.util.EnumSet;
import java.util.Set;

/**
 * The strong engine: alpha-beta on any m,n,k board of up to 64 cells, with the ideas that make it
 * solve every board of up to 30 cells in seconds, each a {@link Technique} that can be switched
 * off per engine instance. The 3x3 {@link dev.tictactoe.engine.TicTacToeEngine}'s lesson (a
 * window, a table of bounds whose scores belong to the position, symmetry) scaled up to boards
 * where plain minimax never finishes.
 *
 * <p><b>The search</b> ({@link #search}) reads as a list of steps, each a short block under a
 * comment that names its idea and guarded by its technique: what one scan of the k-windows proves
 * (a win now; {@link Technique#THREATS threats}; {@link Technique#BOUNDS bounds}, sharpened by
 * {@link Technique#FORK_BOUND forks} and a {@link Technique#PAIRING pairing}), then the {@link
 * Technique#TABLE transposition table} (keyed by {@link Technique#SYMMETRY symmetry}, its move
 * tried first with {@link Technique#TABLE_MOVE table-move}), near the root the {@link
 * Technique#WEAK_GAME weak game}, then the moves ({@link Technique#ORDERING ordering}, {@link
 * Technique#DEAD_CELLS dead cells}, only those that matter before the {@link Technique#HORIZON
 * horizon}), searched with {@link Technique#NULL_WINDOW null windows}, an attacker's moves
 * outside the {@link Technique#RELEVANCE_ZONE relevance zone} of a refutation skipped. Above the
 * search, at the query's root, {@link Technique#PLY_DEEPENING ply deepening} asks for the value
 * one ply at a time ({@link #deepen}). With every technique off it is plain alpha-beta that takes
 * a win when there is one.
 *
 * <p><b>Why the answer does not depend on the techniques.</b> Each one is sound on its own: it
 * proves a bound, skips a move that cannot be better than one searched, or changes only the order
 * of moves. At the root every move is searched in tie-break order until its exact value is known
 * to be no better than the best so far, so the engine plays the same move with the same score
 * under any configuration; only the positions visited change. The tests hold every configuration
 * to plain minimax's answers.
 *
 * <ul>
 *   <li>Time: a cold query on the empty 4x4 board (k = 4) visits about 1,500 positions with every
 *       technique on, where plain minimax would visit about 10^13; later queries read what
 *       earlier ones proved. {@link Ablation} measures what each technique buys.
 *   <li>Space: the table, at most the size set at construction (20 bytes an entry, 2^16 entries
 *       by default), and O(cells^2) scratch.
 * </ul>
 *
 * <p>Not thread-safe: use one engine per thread. (A {@link ParallelEngine} runs two, one per
 * core, sharing a table.)
 */
public final class AlphaBetaEngine implements ProvingEngine {
  /** "No open window this player can still fill": more moves than any board has. */
  private static final int NEVER = 99;
  /** Steps one pairing search may take: it runs at many nodes, and most pairings take few. */
  static final int PAIRING_STEPS = 64;
  /**
   * The weak game's budget. It is asked at most {@link #WEAK_DISTANCE} plies below the query's
   * root, where {@link #WEAK_FREE} cells or more are free. One call may visit a budget kept per
   * maker (X, O): it starts at {@link #WEAK_MIN}, grows fourfold with each proof up to {@link
   * #WEAK_MAX} and shrinks fourfold with each call that runs out. So where a side can win, calls
   * asking whether it cannot soon cost little, and where the proofs keep coming (a drawn board),
   * they get room for whole proofs. In all, the weak game stays within {@link #WEAK_SHARE} times
   * the engine's own positions in the question (the query, or one of ply deepening's) plus {@link
   * #WEAK_START}. Measured on 7x7 k=5, 6x6 k=4, 7x7 k=4 and every board up to 30 cells (the ideas
   * chapter gives the figures).
   */
  private static final int WEAK_DISTANCE = 3;
  /**
   * The fewest free cells where the weak game is asked, and where a query deepens by ply: below,
   * the engine's own search takes a few hundred positions, less than one weak-game proof or a
   * round of questions, and the exhaustive checks of the small boards (every 3x3 and 3x4
   * position, many times over) would pay for them on every one.
   */
  private static final int WEAK_FREE = 10;
  private static final long WEAK_MIN = 1L << 6;
  private static final long WEAK_MAX = 1L << 20;
  private static final long WEAK_SHARE = 1;
  private static final long WEAK_START = 1L << 17;
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
  /**
   * How far below the query's root two engines of a team share a position's moves by {@link
   * Team#claim claims}: measured on 4x9 k=4, 2 to 8 plies all gave about the same.
   */
  private static final int SHARE_DISTANCE = 8;
  /**
   * Entries of the weak game's own table, by the board's cells: 2^(cells - 14), from 2^6 to 2^22
   * (105 MB, for boards of 36 cells or more); past 2^16 (1.6 MB), no more than a quarter of the
   * engine's table: 6.25 bytes for each entry of the engine's, which takes 30 at its peak, so the
   * weak game's fits in the quarter of the heap that the engine's leaves (checked against three
   * quarters, {@link TranspositionTable#checkFits}). Small boards need few, and an engine is often
   * made for one small question; on the largest the weak game asked at the query's root may run
   * for hundreds of millions of positions.
   */
  private static int weakTable(int cells, TranspositionTable memory) {
    int entries = 1 << Math.min(22, Math.max(6, cells - 14));
    return Math.min(entries, Math.max(1 << 16, memory == null ? 0 : memory.capacity() / 4));
  }

  private final Rules rules;
  private final Set<Technique> techniques;
  private final boolean table;
  private final boolean symmetry;
  private final boolean tableMove;
  private final boolean ordering;
  private final boolean nullWindow;
  private final boolean threats;
  private final boolean bounds;
  private final boolean pairing;
  private final boolean deadCells;
  /** Move domination, or null without it. */
  private final Domination domination;
  private final boolean pairingSearch;
  private final WeakGame weakGame;
  private final boolean plyDeepening;
  private final boolean horizon;
  private final boolean forkBound;
  private final boolean relevanceZone;
  private final TranspositionTable memory;
  private final SearchMonitor monitor;
  private final int cells;
  private final int k;
  private final long all;
  private final long[] windows;
  private final int[] order;
  private final int[] rank;
  private final Symmetry symmetries;
  private final Pairing pairings;
  private final int images;
  private final int[][] cellImage;
  /** X's and O's marks under each symmetry, per number of marks on the board: [marks][s]. */
  private final long[][] imageX;
  private final long[][] imageO;
  /**
   * Scratch per number of marks: the moves to try, each as its order key (the cell in the low six
   * bits), and the weights of the cells.
   */
  private final long[][] moves;
  private final int[][] weight;
  /** Scratch for one scan: the winning cell a move to each cell would make (the first found). */
  private final long[] threatWith;
  /**
   * Per number of marks: the windows not yet dead (holding marks of both players) and how many.
   * The scan of a position with m marks reads the list at m, which holds every window the
   * position's parent had open, and writes the ones still open to m + 1, where the rest of the
   * node's steps and its children read them. A dead window stays dead, so deep in a search the
   * lists are short.
   */
  private final long[][] open;
  private final int[] openCount;
  /** Scratch for one fork bound: the free cells of the windows in reach so far. */
  private final long[] forkFree;
  /** Per number of marks: the move that refuted the last position searched there, or -1. */
  private final int[] refutation;
  /** Scratch per number of marks: the moves that wait for the team's other engine. */
  private final int[][] deferred;
  private long visited;
  private long nextCheckpoint;
  private int rootMarks;
  /** How the last query was proven, for {@link #proof}. */
  private boolean rootWeakProved;
  private String rootSettledBy;
  private boolean lastDeepened;
  /** Where the current question (the query, or one of ply deepening's) began. */
  private long questionStart;
  /** The weak game's positions in the current question. */
  private long weakVisited;
  /** When ply deepening next asks the weak game at the root, and what it took there so far. */
  private long rootWeakAt;
  /** The query's root, for the weak game asked there from inside a question. */
  private long rootMe;
  private long rootThem;
  private long rootWeakVisited;
  /** Whether the root's mover is known to win the weak game: {@link #moverWinsWeakGame}. */
  private boolean moverWeakWon;
  /** A search visits fewer positions than this, or stops with {@link OutOfBudget}. */
  private long abortAt = Long.MAX_VALUE;
  /** What ply deepening's answers say so far: the value lies in [low, high]. */
  private int low;
  private int high;
  /** No question is being asked: the search is not one of ply deepening's or a helper's. */
  static final int NO_QUESTION = Integer.MIN_VALUE;
  /** The threshold t of the question being asked ("is the value at least t?"). */
  private int question = NO_QUESTION;
  /** The moves at the query's root answered so far, of how many: what the monitor hears. */
  private int rootAnswered;
  private int rootMoveCount;
  /** Whether the query is deepening by ply, and the team it answers with, if any. */
  private boolean deepening;
  private Team team;
  /** What one weak-game call may visit, for X as the maker and for O. */
  private final long[] weakBudget = {WEAK_MIN, WEAK_MIN};

  /** An engine with every technique and a table of the default size. */
  public AlphaBetaEngine(Rules rules) {
    this(rules, Technique.all(), SearchMonitor.NONE);
  }

  /** An engine with these techniques and a table of the default size. */
  public AlphaBetaEngine(Rules rules, Set<Technique> techniques) {
    this(rules, techniques, SearchMonitor.NONE);
  }

  /**
   * An engine with these techniques and a table of the default size, reporting to {@code monitor}
   * during long searches. The default table is small enough for any heap, so it is not checked
   * against this one (which also keeps the engine free of what a JVM-less build, such as the
   * browser's, does not have).
   */
  public AlphaBetaEngine(Rules rules, Set<Technique> techniques, SearchMonitor monitor) {
    this(rules, techniques, monitor,
        techniques.contains(Technique.TABLE) ? TranspositionTable.ofDefaultSize() : null);
  }

  /**
   * An engine with every technique; see {@link #AlphaBetaEngine(Rules, Set, int, SearchMonitor)}.
   */
  public AlphaBetaEngine(Rules rules, int tableEntries, SearchMonitor monitor) {
    this(rules, Technique.all(), tableEntries, monitor);
  }

  /**
   * An engine with these techniques, a table of at most {@code tableEntries} (rounded down to a
   * power of two, at least 2, at most {@link TranspositionTable#MAX_ENTRIES}; none without
   * {@link Technique#TABLE}), reporting to {@code monitor} during long searches.
   */
  public AlphaBetaEngine(Rules rules, Set<Technique> techniques, int tableEntries,
      SearchMonitor monitor) {
    this(rules, techniques, monitor,
        techniques.contains(Technique.TABLE) ? new TranspositionTable(tableEntries) : null);
  }

  /**
   * An engine with these techniques and this table (none without {@link Technique#TABLE}), which
   * a {@link ParallelEngine}'s two engines share.
   */
  AlphaBetaEngine(Rules rules, Set<Technique> techniques, SearchMonitor monitor,
      TranspositionTable memory) {
    this.rules = rules;
    this.techniques = techniques.isEmpty() ? Technique.none()
        : java.util.Collections.unmodifiableSet(EnumSet.copyOf(techniques));
    this.table = techniques.contains(Technique.TABLE);
    this.symmetry = table && techniques.contains(Technique.SYMMETRY);
    this.tableMove = table && techniques.contains(Technique.TABLE_MOVE);
    this.ordering = techniques.contains(Technique.ORDERING);
    this.nullWindow = techniques.contains(Technique.NULL_WINDOW);
    this.threats = techniques.contains(Technique.THREATS);
    this.bounds = techniques.contains(Technique.BOUNDS);
    this.pairing = techniques.contains(Technique.PAIRING);
    this.deadCells = techniques.contains(Technique.DEAD_CELLS);
    this.domination = techniques.contains(Technique.MOVE_DOMINATION)
        ? new Domination(rules.cells()) : null;
    this.pairingSearch = techniques.contains(Technique.PAIRING_SEARCH);
    this.weakGame = techniques.contains(Technique.WEAK_GAME)
        ? new WeakGame(rules, PAIRING_STEPS, weakTable(rules.cells(), memory),
            techniques.contains(Technique.KILLER_REPLIES),
            techniques.contains(Technique.MOVE_DOMINATION),
            techniques.contains(Technique.MOVE_DEEPENING),
            techniques.contains(Technique.SIBLING_ZONES), monitor) : null;
    this.plyDeepening = techniques.contains(Technique.PLY_DEEPENING);
    this.horizon = techniques.contains(Technique.HORIZON);
    this.forkBound = bounds && techniques.contains(Technique.FORK_BOUND);
    this.relevanceZone = pairing && techniques.contains(Technique.RELEVANCE_ZONE);
    this.memory = memory;
    this.monitor = monitor;
    this.cells = rules.cells();
    this.k = rules.k();
    this.all = rules.allCells();
    this.windows = rules.windows();
    this.order = rules.preferenceOrder();
    this.rank = new int[cells];
    for (int i = 0; i < cells; i++) {
      rank[order[i]] = i;
    }
    this.symmetries = rules.symmetry();
    this.pairings = pairing ? new Pairing(rules) : null;
    this.images = symmetry ? symmetries.count() : 1; // image 0 is the position itself
    this.cellImage = new int[images][cells];
    for (int s = 0; s < images; s++) {
      for (int cell = 0; cell < cells; cell++) {
        cellImage[s][cell] = symmetries.cellImage(s, cell);
      }
    }
    this.imageX = new long[cells + 1][images];
    this.imageO = new long[cells + 1][images];
    this.moves = new long[cells + 1][cells];
    this.weight = new int[cells + 1][cells];
    this.threatWith = new long[cells];
    this.forkFree = new long[windows.length];
    this.open = new long[cells + 2][windows.length];
    this.openCount = new int[cells + 2];
    this.deferred = new int[cells + 1][cells];
    this.refutation = new int[cells + 2];
  }

  @Override
  public Rules rules() {
    return rules;
  }

  /** Its table, or null without {@link Technique#TABLE}: for {@link TableCheckpoint}. */
  TranspositionTable memory() {
    return memory;
  }

  /** The techniques this engine uses. */
  public Set<Technique> techniques() {
    return techniques;
  }

  /** The share of the table in use, 0..1 (0 without a table). */
  public double tableFill() {
    return table ? memory.fill() : 0;
  }

  // tag::decide[]
  @Override
  public Decision decide(Board board) {
    Checks.playable(rules, board);
    if (board.isOver()) {
      return Checks.noMove(board);
    }
    int marks = start(board);
    visited = 1; // the root
    long me = board.moverMarks();
    long them = board.waiterMarks();
    if (deepens(board)) {
      return deepenedDecision(board, marks, me, them);
    }
    int best = Score.WORST;
    int bestCell = -1;
    for (int cell : order) { // tie-break order: a later move must be better
      long bit = 1L << cell;
      if (((me | them) & bit) != 0) {
        continue;
      }
      int score;
      if (rules.completesLine(me | bit, cell)) {
        score = Score.wonWith(cells, marks + 1); // no move can do better than winning now
      } else {
        play(marks, cell, board.xToMove());
        if (bestCell < 0) {
          score = -search(them, me | bit, marks + 1, Score.WORST, Score.BEST);
        } else if (nullWindow) {
          // A null window asks only "is this move better than the best so far?"; a move that
          // is gets its exact value with a second search.
          score = -search(them, me | bit, marks + 1, -(best + 1), -best);
          if (score > best) {
            score = -search(them, me | bit, marks + 1, Score.WORST, -best);
          }
        } else {
          score = -search(them, me | bit, marks + 1, Score.WORST, -best);
        }
      }
      if (score > best) {
        best = score;
        bestCell = cell;
        if (best == Score.wonWith(cells, marks + 1)) {
          break;
        }
      }
    }
    return new Decision(board, board.play(bestCell), bestCell, best, visited);
  }
  // end::decide[]

  @Override
  public Evaluation evaluate(Board board) {
    return evaluate(board, Score.WORST, Score.BEST);
  }

  @Override
  public Evaluation evaluate(Board board, int low, int high) {
    if (low > high) {
      throw new IllegalArgumentException("no value lies in [" + low + ", " + high + "]");
    }
    Checks.playable(rules, board);
    if (board.isOver()) {
      return Checks.finished(board);
    }
    int marks = start(board);
    visited = 0; // search counts the root
    int score = deepens(board)
        ? deepen(board.moverMarks(), board.waiterMarks(), marks, low, high)
        : search(board.moverMarks(), board.waiterMarks(), marks, Score.WORST, Score.BEST);
    return new Evaluation(board, score, visited);
  }

  // tag::ply-deepening[]
  /** Whether the query deepens by ply: where {@link #WEAK_FREE} cells or more are free. */
  private boolean deepens(Board board) {
    return plyDeepening && cells - board.marks() >= WEAK_FREE;
  }

  /**
   * With ply deepening, the root's value first and then its move: the first move in tie-break
   * order that reaches the value, each asked with a null window at it.
   */
  private Decision deepenedDecision(Board board, int marks, long me, long them) {
    visited = 0; // deepen counts the root
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
          return new Decision(board, board.play(cell), cell, value, visited);
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
    play(marks, cell, xMoves);
    return -search(them, me, marks + 1, -value, -value + 1) >= value;
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
  private int deepen(long me, long them, int marks, int provenLow, int provenHigh) {
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
    rootWeakAt = visited + ROOT_WEAK_FIRST;
    rootWeakVisited = 0;
    for (int ply = marks + 1; ply <= cells && low < high; ply++) {
      rootWeak(me, them);
      int side = (ply - marks) % 2;
      boolean mine = side == 1;
      int t = threshold(ply, marks);
      long before = visited;
      if (ask(me, them, marks, t, Long.MAX_VALUE)) {
        long used = visited - before;
        if (used >= JUMP_MIN && used < JUMP_GROWTH * cost[side]) {
          // The whole question, on a budget; with a helper, which asks the plies meanwhile, on
          // half of it.
          long budget = team != null && team.helping() ? visited / 2 : visited;
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
    if (weakGame == null || visited < rootWeakAt
        || Long.bitCount(all & ~(me | them)) < WEAK_FREE) {
      return;
    }
    rootWeakAt = 2 * visited;
    long budget = visited - 2 * rootWeakVisited;
    exchange();
    boolean askMover = high > 0 && !moverWeakWon; // can the other stop the mover's lines?
    if (budget < WEAK_MIN || low >= high || !askMover && low >= 0) {
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
    long before = visited;
    rootWeak(rootMe, rootThem);
    questionStart += visited - before;
    monitor.asking(inWords(question, rootMarks));
    if (rootAnswered > 0) {
      monitor.rootMoves(rootAnswered, rootMoveCount); // the same question goes on
    }
    if (settled(question)) {
      throw OutOfBudget.INSTANCE;
    }
  }

  private boolean rootWeakHolds(long maker, long breaker, boolean makerMoves, long budget) {
    long before = weakGame.visited();
    WeakGame.Verdict verdict = askWeak(maker, breaker, makerMoves, budget);
    rootWeakVisited += weakGame.visited() - before;
    return verdict == WeakGame.Verdict.BREAKER_HOLDS;
  }
  // end::root-weak[]

  /** One more of the {@code moves} at the query's root answered: the monitor hears it. */
  private void answeredAtRoot(int moves) {
    rootMoveCount = moves;
    monitor.rootMoves(++rootAnswered, moves);
  }

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
    questionStart = visited;
    weakVisited = 0;
    abortAt = budget == Long.MAX_VALUE ? budget : visited + budget;
    nextCheckpoint = Math.min(nextCheckpoint, abortAt);
    question = t;
    try {
      int r = search(me, them, marks, t - 1, t);
      if (r >= t) {
        low = r;
      } else {
        high = r;
      }
      return true;
    } catch (OutOfBudget e) {
      return false; // out of budget, or settled by the team's other engine
    } finally {
      abortAt = Long.MAX_VALUE;
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

  /** With a team: hands [low, high] to the other engine, and takes what it has proven. */
  private void exchange() {
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
  long help(Board board, Team team) {
    this.team = team;
    try {
      int marks = start(board);
      visited = 0;
      low = Score.WORST;
      high = Score.BEST;
      plies(board.moverMarks(), board.waiterMarks(), marks);
      return visited;
    } finally {
      this.team = null;
    }
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
   * How the last query's value, {@code score} for the mover, was proven. For a draw, how "the
   * mover cannot win" was (on the empty board the other half follows: the first player never
   * loses): "pairing" or "bounds" at the root itself, "weak game" when the weak game at the root
   * proved it, otherwise "search". For a win or a loss: "ply deepening" when it was found a ply at
   * a time, otherwise "search".
   */
  @Override
  public String proof(int score) {
    if (score != 0) {
      return lastDeepened ? "ply deepening" : "search";
    }
    return rootSettledBy != null ? rootSettledBy : rootWeakProved ? "weak game" : "search";
  }

  /** Answers the next queries with this team (null: alone). */
  void team(Team team) {
    this.team = team;
  }

  @Override
  public void moverWinsWeakGame(boolean wins) {
    moverWeakWon = wins;
  }

  /** Sets up a query: the root's images under every symmetry; returns the marks on the board. */
  private int start(Board board) {
    int marks = board.marks();
    rootMarks = marks;
    rootAnswered = 0;
    rootWeakProved = false;
    rootSettledBy = null;
    lastDeepened = deepens(board);
    // Every window, for the root's scan and for children searched without one (decide's moves).
    for (int level = marks; level <= marks + 1; level++) {
      System.arraycopy(windows, 0, open[level], 0, windows.length);
      openCount[level] = windows.length;
    }
    questionStart = 0;
    weakVisited = 0;
    for (int s = 0; s < images; s++) {
      imageX[marks][s] = symmetries.image(s, board.x());
      imageO[marks][s] = symmetries.image(s, board.o());
    }
    nextCheckpoint = SearchMonitor.INTERVAL;
    return marks;
  }

  // tag::symmetry[]
  /** The images one level down, after the player to move takes the cell. */
  private void play(int marks, int cell, boolean xMoves) {
    long[] fromX = imageX[marks];
    long[] fromO = imageO[marks];
    long[] toX = imageX[marks + 1];
    long[] toO = imageO[marks + 1];
    for (int s = 0; s < images; s++) {
      long bit = 1L << cellImage[s][cell];
      toX[s] = xMoves ? fromX[s] | bit : fromX[s];
      toO[s] = xMoves ? fromO[s] : fromO[s] | bit;
    }
  }
  // end::symmetry[]

  // tag::search[]
  /**
   * The value for the player to move ({@code me}) when it lies inside (alpha, beta); otherwise a
   * bound on it. The opponent ({@code them}) has just moved without completing a line.
   */
  private int search(long me, long them, int marks, int alpha, int beta) {
    if (++visited >= nextCheckpoint) {
      checkpoint();
    }
    long empty = all & ~(me | them);
    if (empty == 0) {
      return 0; // full board, no line
    }
    // tag::scan[]
    // Step 1. One scan of the k-windows: each side's winning cells, the fewest moves each needs to
    // fill a window still open to it, and (with threats) the mover's cells that would make two
    // winning cells at once. A win now ends the search: it is the terminal test. The scan reads
    // only the windows its parent found open and keeps those still open for the node's other
    // steps and its children: a dead window stays dead.
    // A window with no marks counts for the side to move only. The side that waits cannot win
    // through such windows alone, by strategy stealing: its open windows would all be empty ones,
    // which are open to the side to move as well, who moves first and whose extra marks never
    // hurt it (the scaling chapter gives the argument for the empty board).
    int free = Long.bitCount(empty);
    int myMoves = (free + 1) / 2;
    int theirMoves = free / 2;
    long myWins = 0;
    long theirWins = 0;
    int myNeed = NEVER;
    int theirNeed = NEVER;
    // tag::horizon[]
    // The horizon: where only a win within this many of the mover's moves would beat alpha, the
    // windows in reach are the mover's that it could fill in time and the opponent's that it
    // could fill (or make a threat of) before the mover's last move.
    int horizonMoves = horizon && alpha > 0 ? Math.max(1, (cells - marks - alpha + 1) / 2) : NEVER;
    long reach = 0;
    // end::horizon[]
    long oneThreat = 0; // the mover's cells that make a winning cell, and (the first) which one
    long twoThreats = 0; // the mover's cells that make two winning cells
    long[] parentOpen = open[marks];
    long[] stillOpen = open[marks + 1];
    int openWindows = 0;
    for (int i = 0, n = openCount[marks]; i < n; i++) {
      long w = parentOpen[i];
      long mine = w & me;
      long theirs = w & them;
      if (theirs == 0) {
        stillOpen[openWindows++] = w;
        int need = k - Long.bitCount(mine);
        if (need == 1) {
          myWins |= w & ~mine;
        } else if (need < myNeed && need <= myMoves) {
          myNeed = need;
        }
        if (need == 2 && threats) { // a move to either free cell makes the other a winning one
          long pair = w & ~mine;
          long a = pair & -pair;
          long b = pair ^ a;
          int ia = Long.numberOfTrailingZeros(a);
          int ib = Long.numberOfTrailingZeros(b);
          if ((oneThreat & a) == 0) {
            oneThreat |= a;
            threatWith[ia] = b;
          } else if (threatWith[ia] != b) {
            twoThreats |= a;
          }
          if ((oneThreat & b) == 0) {
            oneThreat |= b;
            threatWith[ib] = a;
          } else if (threatWith[ib] != a) {
            twoThreats |= b;
          }
        }
        if (need <= horizonMoves) {
          reach |= w;
        }
      } else if (mine == 0) {
        stillOpen[openWindows++] = w;
        int need = k - Long.bitCount(theirs);
        if (need == 1) {
          theirWins |= w & ~theirs;
        } else if (need < theirNeed && need <= theirMoves) {
          theirNeed = need;
        }
        if (need < horizonMoves) {
          reach |= w;
        }
      }
    }
    openCount[marks + 1] = openWindows;
    if (myWins != 0) {
      return Score.wonWith(cells, marks + 1); // win now
    }
    // end::scan[]
    // tag::threats[]
    // Step 2. Threats: two winning cells of the opponent's cannot both be blocked.
    if (threats && (theirWins & theirWins - 1) != 0) {
      return Score.lostWith(cells, marks + 2);
    }
    // A move that makes two winning cells, where the opponent has none: one can be blocked, the
    // other wins on the ply after next.
    if (twoThreats != 0 && theirWins == 0) {
      return Score.wonWith(cells, marks + 3);
    }
    // end::threats[]
    // tag::bounds[]
    // Step 3. Bounds: nobody wins sooner than the fewest moves that fill an open window, and a
    // side with no window it has moves enough to fill cannot win at all.
    int upper = Score.BEST;
    int lower = Score.WORST;
    if (bounds) {
      upper = myNeed == NEVER ? 0 : Score.wonWith(cells, marks + 2 * myNeed - 1);
      int theirFastest = theirWins != 0 ? 1 : theirNeed;
      lower = theirFastest == NEVER ? 0 : Score.lostWith(cells, marks + 2 * theirFastest);
    }
    // end::bounds[]
    // tag::fork-bound[]
    // Step 3b. Forks: a single winning cell gets blocked, so a side wins on a later move only
    // after a fork, two winning cells at once. Two open windows give one once all their free
    // cells but two are filled: the fastest win takes at least the free cells of the two windows
    // with the fewest between them, less one. That is against a player who blocks every single
    // winning cell, and the other side may play that way (a single winning cell of the
    // opponent's is blocked now, which takes its windows out of reach). Asked only whether it
    // settles the window: the fewest moves a win must take for that is what the scan looks for.
    if (forkBound) {
      if (alpha >= 0 && upper > alpha) {
        int t = Math.min(myMoves + 1, (cells + 3 - marks - alpha) / 2);
        if (forksTakeAtLeast(marks, me, them, t)) {
          upper = t > myMoves ? 0 : Score.wonWith(cells, marks + 2 * t - 1);
        }
      }
      if (beta <= 0 && lower < beta && (theirWins & theirWins - 1) == 0) {
        int t = Math.min(theirMoves + 1, (cells + 2 - marks + beta) / 2);
        if (forksTakeAtLeast(marks, them, me | theirWins, t)) {
          lower = t > theirMoves ? 0 : Score.lostWith(cells, marks + 2 * t);
        }
      }
    }
    // end::fork-bound[]
    // tag::pairing[]
    // Step 4. Pairing: a side whose every fillable window the other can pair off cannot win.
    // Worth its cost only where a draw would settle the window and the bounds have not already,
    // and asked only of the side to move. The side that waits has just moved, as a rule into a
    // pair the test would need, and the defender has not answered yet: on 4x9 with four in a
    // row that test found a pairing at 667 of the 8.7 million nodes where it was asked, and
    // cost a quarter of the time. The defender's reply brings the question back to the
    // attacker's turn.
    boolean pairedHere = false;
    if (pairing && alpha >= 0 && upper > alpha) {
      // tag::horizon[]
      // Within the horizon, only the windows the mover could fill in time need a pair: then it
      // wins no sooner than just past the horizon.
      int moves = Math.min(myMoves, horizonMoves);
      // end::horizon[]
      if (paired(marks, me, them, moves)) {
        upper = pairedBound(marks, moves, myMoves);
        pairedHere = true;
      }
    }
    // end::pairing[]
    // tag::bounds[]
    // What the bounds settle: a window the value cannot reach, or a value known exactly.
    if (marks == rootMarks && upper <= 0 && rootSettledBy == null) {
      rootSettledBy = pairedHere ? "pairing" : "bounds"; // for proof(): the mover cannot win
    }
    if (upper <= alpha || lower == upper) {
      return upper;
    }
    if (lower >= beta) {
      return lower;
    }
    alpha = Math.max(alpha, lower - 1);
    beta = Math.min(beta, upper + 1);
    // end::bounds[]

    // tag::probe[]
    // Step 5. The table: a bound may only end the search when it decides the window; otherwise
    // it narrows it. With symmetry, the key is the canonical image.
    int s = 0;
    int firstMove = -1;
    if (table) {
      s = symmetry ? canonical(marks) : 0;
      int entry = memory.probe(imageX[marks][s], imageO[marks][s]);
      if (entry != 0) {
        int v = TranspositionTable.value(entry);
        int bound = TranspositionTable.bound(entry);
        if (bound == TranspositionTable.EXACT
            || bound == TranspositionTable.LOWER && v >= beta) {
          if (relevanceZone) { // the move that proved it, for the parent's relevance zone
            int stored = TranspositionTable.move(entry);
            refutation[marks] = stored >= 0 ? symmetries.cellPreimage(s, stored) : -1;
          }
          return v;
        }
        if (bound == TranspositionTable.LOWER) {
          alpha = Math.max(alpha, v - 1);
        } else {
          if (v <= alpha) {
            return v;
          }
          beta = Math.min(beta, v + 1);
        }
        int stored = TranspositionTable.move(entry);
        firstMove = tableMove && stored >= 0 ? symmetries.cellPreimage(s, stored) : -1;
      }
    }
    // end::probe[]

    // tag::weak-game[]
    // Step 5b. The weak game: near the root, a side that the other could stop by only blocking
    // cannot win. Asked where a draw bound would settle or narrow the window, after the table
    // (which knows the position's images) had its say.
    int distance = marks - rootMarks;
    if (weakGame != null && distance <= WEAK_DISTANCE && free >= WEAK_FREE) {
      long before = visited;
      boolean xMoves = (marks & 1) == 0;
      if (upper > 0 && beta > 0 && weakHolds(me, them, true, xMoves)) {
        upper = 0;
      }
      if (lower < 0 && alpha < 0 && weakHolds(them, me, false, !xMoves)) {
        lower = 0;
      }
      // What it proved is stored like a search's result, so the position's images find it.
      int proved = upper <= alpha || lower == upper ? TranspositionTable.UPPER
          : lower >= beta ? TranspositionTable.LOWER : -1;
      if (proved >= 0) {
        int value = proved == TranspositionTable.UPPER ? upper : lower;
        if (lower == upper) {
          proved = TranspositionTable.EXACT;
        }
        if (table) {
          memory.store(imageX[marks][s], imageO[marks][s], value, proved, -1,
              TranspositionTable.workOf(visited - before));
        }
        return value;
      }
      alpha = Math.max(alpha, lower - 1);
      beta = Math.min(beta, upper + 1);
    }
    // end::weak-game[]

    // Step 6. The moves: a forced block alone, or every candidate in order.
    // tag::horizon[]
    // With the horizon, only the cells of the windows in reach: a move on none of them changes
    // nothing before the horizon, so it is worth no more than a win just past it or a draw, and
    // neither beats alpha. Where no candidate does either, that bound is the answer.
    long candidates = empty;
    int skipped = Score.WORST;
    if (horizonMoves < NEVER) {
      candidates = empty & reach;
      skipped = Math.max(0, Score.wonWith(cells, marks + 2 * horizonMoves + 1));
    }
    // end::horizon[]
    boolean forced = threats && theirWins != 0;
    // tag::table-move[]
    // The table's move, where it is a candidate, is searched before the list is made: where it
    // refutes the position, as it mostly does, ordering the others would be work for nothing.
    int first = !forced && firstMove >= 0 && (candidates & 1L << firstMove) != 0 ? firstMove : -1;
    // end::table-move[]
    int start = first >= 0 ? -1 : 0; // -1: the table's move, then the list from 0
    int count = first >= 0 ? 0 : forced ? forcedBlock(marks, theirWins)
        : moves(marks, me, them, candidates);
    boolean xMoves = (marks & 1) == 0;
    int windowLow = alpha;
    long before = visited;
    int best = skipped;
    int bestMove = -1;
    // tag::claims[]
    // Step 7. Search them, best first, until one refutes the position. With a team, near the
    // root: a move after the first whose position the other engine is searching now waits until
    // the others are done, and is then likely in the table.
    boolean shared = team != null && distance <= SHARE_DISTANCE && team.helping();
    int[] waiting = deferred[marks];
    int waits = 0;
    // tag::relevance-zone[]
    // Where the mover attacks (only a win beats alpha), the relevance zone: the cells outside
    // which no move of the mover's beats alpha, once known (all cells until then), and what such a
    // move is worth at most.
    boolean zoneAsked = !relevanceZone || forced || alpha < 0;
    long zone = -1L;
    int outside = Score.WORST;
    // end::relevance-zone[]
    boolean atRoot = distance == 0; // where the monitor hears how many moves are answered
    for (int i = start; i < count + waits; i++) {
      boolean later = i >= count;
      int cell = i < 0 ? first : later ? waiting[i - count] : next(marks, i, count);
      if (i >= 0 && !later && cell == first) {
        continue; // searched already
      }
      // tag::relevance-zone[]
      if ((zone & 1L << cell) == 0) {
        best = Math.max(best, outside); // refuted as the pass was
        if (atRoot) {
          answeredAtRoot(count);
        }
        continue;
      }
      refutation[marks + 1] = -1; // the child says which move refuted it, if it knows
      // end::relevance-zone[]
      if (table) {
        play(marks, cell, xMoves);
      }
      int score;
      if (shared && i > start && !later) {
        score = claimedMove(them, me | 1L << cell, marks + 1, alpha, beta);
        if (score == CLAIMED) {
          waiting[waits++] = cell;
          continue;
        }
      } else {
        score = searchMove(them, me | 1L << cell, marks + 1, alpha, beta, i == start);
      }
      // end::claims[]
      if (score > best) {
        best = score;
        bestMove = cell;
        if (best > alpha) {
          alpha = best;
          if (alpha >= beta) {
            break; // the opponent will not allow this position: skip the other moves
          }
        }
      }
      if (i < 0) {
        count = moves(marks, me, them, candidates); // the table's move did not refute it
      }
      if (atRoot) {
        answeredAtRoot(count);
      }
      // tag::relevance-zone[]
      // Step 7b. The relevance zone, once a move has failed: the reply that refuted it, played
      // as if the mover had passed. If a pairing then blocks every window the mover could fill in
      // time, a move off the pairing's cells and the reply's leaves that pairing whole (a window
      // holding a pair still holds it): the reply refutes it too, so it is not searched.
      if (!zoneAsked && score <= alpha) {
        zoneAsked = true;
        int moves = Math.min(myMoves, horizonMoves);
        outside = pairedBound(marks, moves, myMoves);
        int reply = refutation[marks + 1];
        if (reply >= 0 && (empty & 1L << reply) != 0 && outside <= alpha
            && paired(marks, me, them | 1L << reply, moves)) {
          zone = pairings.pairCells() | 1L << reply;
        }
      }
      // end::relevance-zone[]
    }
    // tag::store[]
    // Step 8. Store what the search proved, and how much of it.
    refutation[marks] = bestMove; // for the parent's relevance zone
    if (table) {
      int bound = best <= windowLow ? TranspositionTable.UPPER
          : best >= beta ? TranspositionTable.LOWER : TranspositionTable.EXACT;
      memory.store(imageX[marks][s], imageO[marks][s], best, bound,
          bestMove < 0 ? -1 : cellImage[s][bestMove],
          TranspositionTable.workOf(visited - before));
    }
    // end::store[]
    return best;
  }
  // end::search[]

  // tag::fork-bound[]
  /**
   * Whether {@code side}, playing against {@code other}, needs at least {@code t} moves to win
   * when every single winning cell it makes is blocked: whether every two open windows with
   * different free cells have more than t free cells between them. (The same free cells in two
   * windows make one winning cell, not two.)
   */
  private boolean forksTakeAtLeast(int marks, long side, long other, int t) {
    int kept = 0;
    long[] ws = open[marks + 1];
    for (int j = 0, n = openCount[marks + 1]; j < n; j++) {
      long w = ws[j];
      long free = w & ~side;
      if ((w & other) != 0 || Long.bitCount(free) > t) {
        continue; // closed, or too many free cells to be part of a fork in time
      }
      for (int i = 0; i < kept; i++) {
        if (forkFree[i] != free && Long.bitCount(free | forkFree[i]) <= t) {
          return false;
        }
      }
      forkFree[kept++] = free;
    }
    return true;
  }
  // end::fork-bound[]

  /**
   * A pairing that blocks the attacker: one found by a short search, or without it the greedy
   * one. The search does not try the greedy pairing first: its own first try is a better-informed
   * greedy one (the tightest window first, the pair that covers the most). Without the greedy test
   * first, 4x8 k=4 on one core visits the same 12,361,211 positions (and 7x7 k=5, 6x6 k=4, 7x7
   * k=4, 8x8 k=4 and every board up to 30 cells the same as with it), in less time.
   */
  private boolean paired(int marks, long attacker, long defender, int attackerMoves) {
    return pairingSearch ? pairings.blocksBySearch(open[marks + 1], openCount[marks + 1],
        attacker, defender, attackerMoves, PAIRING_STEPS)
        : pairings.blocks(attacker, defender, attackerMoves);
  }

  /**
   * What a pairing of every window the mover could fill in {@code moves} of its moves proves: it
   * wins no sooner than on the move after them, and not at all if they are all the moves it has
   * left ({@code myMoves}).
   */
  private int pairedBound(int marks, int moves, int myMoves) {
    return moves < myMoves ? Math.max(0, Score.wonWith(cells, marks + 2 * moves + 1)) : 0;
  }

  // tag::weak-game[]
  /**
   * Whether the breaker holds in the weak game (X the maker or O), within the budget; the
   * positions it visited count as the engine's.
   */
  private boolean weakHolds(long maker, long breaker, boolean makerMoves, boolean makerIsX) {
    int side = makerIsX ? 0 : 1;
    long budget = Math.min(weakBudget[side],
        WEAK_SHARE * (visited - questionStart - weakVisited) + WEAK_START - weakVisited);
    if (budget < WEAK_MIN) {
      return false;
    }
    long before = weakGame.visited();
    WeakGame.Verdict verdict = askWeak(maker, breaker, makerMoves, budget);
    weakVisited += weakGame.visited() - before;
    if (verdict == WeakGame.Verdict.BREAKER_HOLDS) {
      weakBudget[side] = Math.min(WEAK_MAX, weakBudget[side] * 4);
    } else if (verdict == WeakGame.Verdict.UNKNOWN) {
      weakBudget[side] = Math.max(WEAK_MIN, weakBudget[side] / 4);
    }
    return verdict == WeakGame.Verdict.BREAKER_HOLDS;
  }
  // end::weak-game[]

  /** One call of the weak game on a budget, its positions counted as the engine's. */
  private WeakGame.Verdict askWeak(long maker, long breaker, boolean makerMoves, long budget) {
    long before = weakGame.visited();
    WeakGame.Verdict verdict = weakGame.decide(maker, breaker, makerMoves, budget, visited,
        nextCheckpoint);
    visited += weakGame.visited() - before;
    nextCheckpoint = Math.min(weakGame.nextCheckpoint(), abortAt);
    return verdict;
  }

  /**
   * Every {@link SearchMonitor#INTERVAL} positions: ends the question if it is out of budget or
   * the team says so, and tells the monitor. Out of {@link #search}, as is {@link #claimedMove}:
   * code that runs now and then, kept out of the method the JIT compiles hardest, which throws
   * its compiled code away and compiles it again whenever a path it has not seen runs. With
   * these two out, a cold 4x8 k=4 on two threads takes a tenth less time.
   */
  private void checkpoint() {
    if (visited >= abortAt) {
      throw OutOfBudget.INSTANCE;
    }
    nextCheckpoint = Math.min(visited + SearchMonitor.INTERVAL, abortAt);
    if (deepening && visited >= rootWeakAt && abortAt == Long.MAX_VALUE
        && question != NO_QUESTION && visited - questionStart >= questionStart) {
      rootWeakInside(); // a ply question (with no budget) has cost more than all before it
    }
    if (team != null) {
      team.checkpoint(this, visited, deepening, question);
    }
    monitor.checkpoint(team == null ? visited : visited + team.helperVisited(), tableFill());
  }

  // tag::claims[]
  /** What {@link #claimedMove} returns when the other engine of the team has the position. */
  private static final int CLAIMED = Integer.MIN_VALUE;

  /**
   * The score of a move after the first, near the root with a team: {@link #CLAIMED} if the
   * other engine is searching its position now, else searched under a claim.
   */
  private int claimedMove(long them, long me, int marks, int alpha, int beta) {
    int c = canonical(marks);
    long x = imageX[marks][c];
    long o = imageO[marks][c];
    if (!team.claim(x, o)) {
      return CLAIMED;
    }
    try {
      return searchMove(them, me, marks, alpha, beta, false);
    } finally {
      team.release(x, o);
    }
  }
  // end::claims[]

  // tag::null-window[]
  /**
   * The score of one move, for the player who made it ({@code me} after the move), when it lies
   * in (alpha, beta). With null windows, a move after the first is asked only whether it beats
   * alpha, and searched with the whole window only if it does: principal variation search.
   */
  private int searchMove(long them, long me, int marks, int alpha, int beta, boolean first) {
    if (first || !nullWindow) {
      return -search(them, me, marks, -beta, -alpha);
    }
    int score = -search(them, me, marks, -alpha - 1, -alpha);
    if (score > alpha && score < beta) {
      score = -search(them, me, marks, -beta, -alpha);
    }
    return score;
  }
  // end::null-window[]

  // tag::symmetry[]
  /** The symmetry that takes the position to its canonical image (smallest X mask, then O). */
  private int canonical(int marks) {
    long[] xs = imageX[marks];
    long[] os = imageO[marks];
    int best = 0;
    for (int s = 1; s < images; s++) {
      if (xs[s] < xs[best] || xs[s] == xs[best] && os[s] < os[best]) {
        best = s;
      }
    }
    return best;
  }
  // end::symmetry[]

  // tag::threats[]
  /** One threat of the opponent's: blocking it is the only move that does not lose at once. */
  private int forcedBlock(int marks, long theirWins) {
    moves[marks][0] = Long.numberOfTrailingZeros(theirWins);
    return 1;
  }
  // end::threats[]

  /**
   * Fills the move list for this level: the candidates by the open windows through them, or in
   * tie-break order.
   */
  private int moves(int marks, long me, long them, long empty) {
    long[] list = moves[marks];
    if (ordering) {
      return byOpenWindows(marks, me, them, empty, list);
    }
    if (domination != null) {
      empty &= ~domination.dominated(open[marks + 1], openCount[marks + 1], 0, empty);
    }
    return inTieBreakOrder(deadCells ? withOneDeadCell(me, them, empty) : empty, list);
  }

  private int inTieBreakOrder(long candidates, long[] list) {
    int count = 0;
    for (int cell : order) {
      if ((candidates & 1L << cell) != 0) {
        list[count++] = cell;
      }
    }
    return count;
  }

  // tag::dead-cells[]
  /**
   * The free cells on an open window, and one free cell on none. A cell on no open window is
   * dead: a mark there can never be part of a line, so every move into a dead cell leads to the
   * same game (swap the two cells), and one of them is enough.
   */
  private long withOneDeadCell(long me, long them, long empty) {
    long live = 0;
    for (long window : windows) {
      if ((window & me) == 0 || (window & them) == 0) {
        live |= window;
      }
    }
    long dead = empty & ~live;
    return (empty & live) | (dead & -dead);
  }
  // end::dead-cells[]

  // tag::ordering[]
  /**
   * Fills the move list with each candidate's order key: the open windows through the cell (a
   * window with c marks of one player weighs 4^c, counted up to 6 marks so that the sum stays an
   * int on any board), ties in tie-break order; {@link #next} reads them best first. A cell on no
   * open window weighs 0: with dead cells, only the first such cell is kept.
   */
  private int byOpenWindows(int marks, long me, long them, long empty, long[] list) {
    int[] w = weight[marks];
    for (long e = empty; e != 0; e &= e - 1) {
      w[Long.numberOfTrailingZeros(e)] = 0;
    }
    // tag::move-domination[]
    // Move domination, in the same pass over the windows: a candidate whose every open window
    // also holds another candidate is worth no more to the mover than that one, so it is left off
    // the list. (The table's move is searched before the list is made, dominated or not.)
    long[] common = domination == null ? null : domination.start(empty);
    // end::move-domination[]
    long[] ws = open[marks + 1]; // the windows still open: a dead one adds to no cell
    for (int j = 0, n = openCount[marks + 1]; j < n; j++) {
      long window = ws[j];
      long mine = window & me;
      long theirs = window & them;
      int add = 1 << 2 * Math.min(6, Long.bitCount(mine | theirs));
      for (long e = window & empty; e != 0; e &= e - 1) {
        int cell = Long.numberOfTrailingZeros(e);
        w[cell] += add;
        if (common != null) {
          common[cell] &= window;
        }
      }
    }
    // tag::move-domination[]
    if (common != null) {
      empty &= ~domination.dominated(empty);
    }
    // end::move-domination[]
    int count = 0;
    boolean deadKept = false;
    for (long e = empty; e != 0; e &= e - 1) {
      int cell = Long.numberOfTrailingZeros(e);
      if (deadCells && w[cell] == 0) {
        if (deadKept) {
          continue;
        }
        deadKept = true;
      }
      // weight, then tie-break rank, then the cell: one number
      list[count++] = (long) (w[cell] << 7 | (127 - rank[cell])) << 6 | cell;
    }
    return count;
  }

  /**
   * The list's i-th move. With ordering, the list is sorted as it is read: the best of the moves
   * left is taken, so a node whose first move refutes it pays for one pass, not a sort.
   */
  private int next(int marks, int i, int count) {
    long[] keys = moves[marks];
    if (!ordering) {
      return (int) keys[i];
    }
    int best = i;
    for (int j = i + 1; j < count; j++) {
      if (keys[j] > keys[best]) {
        best = j;
      }
    }
    long key = keys[best];
    keys[best] = keys[i];
    keys[i] = key;
    return (int) key & 63;
  }
  // end::ordering[]
}
