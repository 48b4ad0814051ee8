package dev.tictactoe.solver;

import dev.tictactoe.engine.Checks;
import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * The strong engine: alpha-beta on any m,n,k board of up to 64 cells, with the ideas that make it
 * solve every board of up to 30 cells in seconds, each a {@link Technique} that can be switched
 * off per engine instance. The 3x3 {@link dev.tictactoe.engine.TicTacToeEngine}'s lesson (a
 * window, a table of bounds whose scores belong to the position, symmetry) scaled up to boards
 * where plain minimax never finishes.
 *
 * <p><b>The search</b> ({@link NodeSearch#search}) reads as a list of steps, each a short block
 * under a comment that names its idea and guarded by its technique: what one scan of the k-windows
 * proves (a win now; {@link Technique#THREATS threats}; {@link Technique#BOUNDS bounds}, sharpened
 * by {@link Technique#FORK_BOUND forks} and a {@link Technique#PAIRING pairing}), then the {@link
 * Technique#TABLE transposition table} (keyed by {@link Technique#SYMMETRY symmetry}, its move
 * tried first with {@link Technique#TABLE_MOVE table-move}), near the root the {@link
 * Technique#WEAK_GAME weak game}, then the moves ({@link Technique#ORDERING ordering}, {@link
 * Technique#DEAD_CELLS dead cells}, only those that matter before the {@link Technique#HORIZON
 * horizon}), searched with {@link Technique#NULL_WINDOW null windows}, an attacker's moves outside
 * the {@link Technique#RELEVANCE_ZONE relevance zone} of a refutation skipped. Above the search, at
 * the query's root, {@link Technique#PLY_DEEPENING ply deepening} asks for the value one ply at a
 * time ({@link PlyDeepening}). With every technique off it is plain alpha-beta that takes a win
 * when there is one.
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
 * <p>This class is the engine's face: the queries, and where each part lives. {@link
 * NodeSearch} holds the node search, each technique in a class of its own ({@link OpenWindows},
 * {@link Threats}, {@link Bounds}, {@link PairingBound}, {@link SymmetricTable}, {@link
 * WeakGameStep}, {@link Horizon}, {@link MovePicker}, {@link Domination}, {@link RelevanceZone});
 * {@link PlyDeepening} the root driver; {@link Visits} the count of positions the engine and its
 * weak game share.
 *
 * <p>Not thread-safe: use one engine per thread. (A {@link ParallelEngine} runs two, one per
 * core, sharing a table.)
 */
public final class AlphaBetaEngine implements ProvingEngine {
  private final Rules rules;
  private final Set<Technique> techniques;
  /** Whether the engine keeps a table ({@link Technique#TABLE}), and the table it keeps. */
  private final boolean usesTable;
  private final TranspositionTable memory;
  private final int cells;
  private final int[] order;
  private final NodeSearch search;
  private final Visits visits;
  private final PlyDeepening driver;

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
        : Collections.unmodifiableSet(EnumSet.copyOf(techniques));
    this.usesTable = Technique.TABLE.in(techniques);
    this.memory = memory;
    this.cells = rules.cells();
    this.order = rules.preferenceOrder();
    this.search = new NodeSearch(rules, techniques, memory, monitor);
    this.visits = search.visits;
    this.driver = new PlyDeepening(this, rules, search,
        Technique.PLY_DEEPENING.in(techniques), monitor);
    search.driver = driver;
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
    return usesTable ? memory.fill() : 0;
  }

  // tag::decide[]
  @Override
  public Decision decide(Board board) {
    Checks.playable(rules, board);
    if (board.isOver()) {
      return Checks.noMove(board);
    }
    int marks = driver.start(board);
    visits.count = 1; // the root
    long me = board.moverMarks();
    long them = board.waiterMarks();
    if (driver.deepens(board)) {
      return driver.deepenedDecision(board, marks, me, them);
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
        search.play(marks, cell, board.xToMove());
        score = search.searchMove(them, me | bit, marks + 1, best, Score.BEST, bestCell < 0);
      }
      if (score > best) {
        best = score;
        bestCell = cell;
        if (best == Score.wonWith(cells, marks + 1)) {
          break;
        }
      }
    }
    return new Decision(board, board.play(bestCell), bestCell, best, visits.count);
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
    int marks = driver.start(board);
    visits.count = 0; // search counts the root
    int score = driver.deepens(board)
        ? driver.deepen(board.moverMarks(), board.waiterMarks(), marks, low, high)
        : search.search(board.moverMarks(), board.waiterMarks(), marks, Score.WORST, Score.BEST);
    return new Evaluation(board, score, visits.count);
  }

  /**
   * As a team's helper, on its own thread: the ply questions that the team's bounds leave open
   * ({@link PlyDeepening#help}). Returns the positions visited.
   */
  long help(Board board, Team team) {
    search.team = team;
    try {
      return driver.help(board);
    } finally {
      search.team = null;
    }
  }

  @Override
  public String proof(int score) {
    return driver.proof(score);
  }

  @Override
  public int[] provenForX() {
    return driver.provenForX();
  }

  /** Answers the next queries with this team (null: alone). */
  void team(Team team) {
    search.team = team;
  }

  @Override
  public void moverWinsWeakGame(boolean wins) {
    driver.moverWinsWeakGame(wins);
  }
}
