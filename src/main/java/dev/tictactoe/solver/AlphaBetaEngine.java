package dev.tictactoe.solver;

import dev.tictactoe.engine.Checks;
import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.mnk.Symmetry;

/**
 * Memoized alpha-beta on any m,n,k board: the 3x3 {@link dev.tictactoe.engine.TicTacToeEngine}'s
 * ideas (a window, a table of bounds whose scores belong to the position, symmetry) scaled up to
 * boards where plain minimax never finishes.
 *
 * <p><b>k-window bitboards.</b> A position is two {@code long} masks. Once per node the search
 * reads every k-window ({@link Rules}): a window without the opponent's marks is <em>open</em> for
 * a player, and how many cells it still needs says how soon that player could win through it. One
 * pass gives the player to move's winning cells, the opponent's, and the fewest moves either needs
 * to win at all, which settles many positions before a single move is tried:
 *
 * <ul>
 *   <li>a winning cell of its own: the player to move wins now, the fastest possible win;
 *   <li>two winning cells of the opponent's: only one can be blocked, so the opponent wins next;
 *   <li>one winning cell of the opponent's: blocking it is the only move that does not lose at
 *       once, so it is the only move searched (a <em>forced block</em>);
 *   <li>the fewest moves to complete an open window bound the value from above (the earliest this
 *       player can win) and from below (the earliest the opponent can); a player with no open
 *       window that it has moves enough to fill cannot win at all. When neither can, the position
 *       is a draw without search, and a window that needs "better than a draw" is cut at once.
 * </ul>
 *
 * <p><b>The transposition table</b> ({@link TranspositionTable}) keeps, per position, the score
 * with its kind (EXACT, LOWER or UPPER bound), as the 3x3 engine does and for the same reasons: a
 * search inside a window proves only a bound when the value falls outside it, and a bound used as
 * a value makes answers depend on the order of questions. Scores count the marks at the end of the
 * game ({@link Score}), so an entry is valid whichever search wrote it. Unlike 3x3, the table is
 * bounded: it forgets, by a replacement rule, and the engine stays correct however small it is.
 *
 * <p><b>Symmetry.</b> The table is keyed by the position's canonical image ({@link Symmetry}): 8
 * symmetries on a square board, 4 on a rectangle. The images of the position under each symmetry
 * are kept up to date move by move (one OR per symmetry), not recomputed. The move is chosen on the
 * board as given, because the tie-break is not symmetric.
 *
 * <p><b>Move order.</b> The table's best move first; then the cells by the open windows through
 * them, each weighted by how full it is (a cell that extends one's own line or cuts the
 * opponent's), ties in the tie-break order. Good moves first make the window narrow early, and
 * alpha-beta then skips most of the rest.
 *
 * <p><b>At the root</b> the engine must find not just the value but the tie-break's move: the
 * first move (in tie-break order) is searched with a full window; every later one only with a null
 * window, "is it better than the best so far?", and exactly only if it is.
 *
 * <ul>
 *   <li>Time: a cold query on the empty 4x4 board (k = 4) visits thousands of positions, where
 *       plain minimax would visit about 10^13; later queries read what earlier ones proved.
 *   <li>Space: the table, fixed at construction (20 bytes an entry, 2^16 entries by default), and
 *       O(cells^2) scratch.
 * </ul>
 *
 * <p>Not thread-safe: use one engine per thread.
 */
public final class AlphaBetaEngine implements Engine {
  /** "No open window this player can still fill": more moves than any board has. */
  private static final int NEVER = 99;

  private final Rules rules;
  private final TranspositionTable table;
  private final SearchMonitor monitor;
  private final int cells;
  private final int k;
  private final long all;
  private final long[] windows;
  private final int[] order;
  private final int[] rank;
  private final Symmetry symmetry;
  private final Pairing pairing;
  private final int symmetries;
  private final int[][] cellImage;
  /** X's and O's marks under each symmetry, per number of marks on the board: [marks][s]. */
  private final long[][] imageX;
  private final long[][] imageO;
  /** Scratch per number of marks: the moves to try and their order keys. */
  private final int[][] moves;
  private final int[][] weight;
  private long visited;
  private long nextCheckpoint;

  /** An engine with a table of the default size ({@link TranspositionTable#DEFAULT_ENTRIES}). */
  public AlphaBetaEngine(Rules rules) {
    this(rules, TranspositionTable.DEFAULT_ENTRIES, SearchMonitor.NONE);
  }

  /**
   * An engine with a table of {@code tableEntries} (rounded down to a power of two, at least 2)
   * that reports to {@code monitor} during long searches.
   */
  public AlphaBetaEngine(Rules rules, int tableEntries, SearchMonitor monitor) {
    this.rules = rules;
    this.table = new TranspositionTable(tableEntries);
    this.monitor = monitor;
    this.cells = rules.cells();
    this.k = rules.k();
    this.all = rules.allCells();
    this.windows = rules.windows();
    this.rank = new int[cells];
    this.order = rules.preferenceOrder();
    for (int i = 0; i < cells; i++) {
      rank[order[i]] = i;
    }
    this.symmetry = rules.symmetry();
    this.pairing = new Pairing(rules);
    this.symmetries = symmetry.count();
    this.cellImage = new int[symmetries][cells];
    for (int s = 0; s < symmetries; s++) {
      for (int cell = 0; cell < cells; cell++) {
        cellImage[s][cell] = symmetry.cellImage(s, cell);
      }
    }
    this.imageX = new long[cells + 1][symmetries];
    this.imageO = new long[cells + 1][symmetries];
    this.moves = new int[cells + 1][cells];
    this.weight = new int[cells + 1][cells];
  }

  @Override
  public Rules rules() {
    return rules;
  }

  /** The table, for its size and fill. */
  public TranspositionTable table() {
    return table;
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
        } else {
          // A null window asks only "is this move better than the best so far?"; a move that
          // is gets its exact value with a second search.
          score = -search(them, me | bit, marks + 1, -(best + 1), -best);
          if (score > best) {
            score = -search(them, me | bit, marks + 1, Score.WORST, -best);
          }
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
    Checks.playable(rules, board);
    if (board.isOver()) {
      return Checks.finished(board);
    }
    int marks = start(board);
    visited = 0; // search counts the root
    long me = board.moverMarks();
    long them = board.waiterMarks();
    int score = search(me, them, marks, Score.WORST, Score.BEST);
    return new Evaluation(board, score, visited);
  }

  /** Sets up a query: the root's images under every symmetry; returns the marks on the board. */
  private int start(Board board) {
    int marks = board.marks();
    for (int s = 0; s < symmetries; s++) {
      imageX[marks][s] = symmetry.image(s, board.x());
      imageO[marks][s] = symmetry.image(s, board.o());
    }
    nextCheckpoint = SearchMonitor.INTERVAL;
    return marks;
  }

  /** The images one level down, after the player to move takes the cell. */
  private void play(int marks, int cell, boolean xMoves) {
    long[] fromX = imageX[marks];
    long[] fromO = imageO[marks];
    long[] toX = imageX[marks + 1];
    long[] toO = imageO[marks + 1];
    for (int s = 0; s < symmetries; s++) {
      long bit = 1L << cellImage[s][cell];
      toX[s] = xMoves ? fromX[s] | bit : fromX[s];
      toO[s] = xMoves ? fromO[s] : fromO[s] | bit;
    }
  }

  // tag::search[]
  /**
   * The value for the player to move ({@code me}) when it lies inside (alpha, beta); otherwise a
   * bound on it. The opponent ({@code them}) has just moved without completing a line.
   */
  private int search(long me, long them, int marks, int alpha, int beta) {
    if (++visited >= nextCheckpoint) {
      nextCheckpoint += SearchMonitor.INTERVAL;
      monitor.checkpoint(visited, table.fill());
    }
    long empty = all & ~(me | them);
    if (empty == 0) {
      return 0; // full board, no line
    }
    // One pass over the k-windows: winning cells, and the fewest moves each side needs to win.
    int free = Long.bitCount(empty);
    int myMoves = (free + 1) / 2;
    int theirMoves = free / 2;
    long myWins = 0;
    long theirWins = 0;
    int myNeed = NEVER;
    int theirNeed = NEVER;
    for (long w : windows) {
      long mine = w & me;
      long theirs = w & them;
      if (theirs == 0) {
        int need = k - Long.bitCount(mine);
        if (need == 1) {
          myWins |= w & ~mine;
        } else if (need < myNeed && need <= myMoves) {
          myNeed = need;
        }
      } else if (mine == 0) {
        int need = k - Long.bitCount(theirs);
        if (need == 1) {
          theirWins |= w & ~theirs;
        } else if (need < theirNeed && need <= theirMoves) {
          theirNeed = need;
        }
      }
    }
    if (myWins != 0) {
      return Score.wonWith(cells, marks + 1); // win now
    }
    if ((theirWins & theirWins - 1) != 0) {
      return Score.lostWith(cells, marks + 2); // two threats: one can be blocked, not both
    }
    // Bounds: the earliest either side can still complete an open window.
    int upper = myNeed == NEVER ? 0 : Score.wonWith(cells, marks + 2 * myNeed - 1);
    int theirFastest = theirWins != 0 ? 1 : theirNeed;
    int lower = theirFastest == NEVER ? 0 : Score.lostWith(cells, marks + 2 * theirFastest);
    // A pairing strategy proves a side cannot win; worth its cost only where it would cut.
    if (upper > 0 && alpha >= 0 && pairing.blocks(me, them, myMoves)) {
      upper = 0;
    }
    if (lower < 0 && beta <= 0 && pairing.blocks(them, me, theirMoves)) {
      lower = 0;
    }
    if (upper <= alpha || lower == upper) {
      return upper;
    }
    if (lower >= beta) {
      return lower;
    }
    alpha = Math.max(alpha, lower - 1);
    beta = Math.min(beta, upper + 1);

    // probe: a bound may only end the search when it decides the window
    int s = canonical(marks);
    long keyX = imageX[marks][s];
    long keyO = imageO[marks][s];
    int entry = table.probe(keyX, keyO);
    int firstMove = -1;
    if (entry != 0) {
      int v = TranspositionTable.value(entry);
      int bound = TranspositionTable.bound(entry);
      if (bound == TranspositionTable.EXACT) {
        return v;
      }
      if (bound == TranspositionTable.LOWER) {
        if (v >= beta) {
          return v;
        }
        alpha = Math.max(alpha, v - 1);
      } else {
        if (v <= alpha) {
          return v;
        }
        beta = Math.min(beta, v + 1);
      }
      int stored = TranspositionTable.move(entry);
      firstMove = stored < 0 ? -1 : symmetry.cellPreimage(s, stored);
    }

    int count = theirWins != 0 ? forcedBlock(marks, theirWins) : order(marks, me, them, empty,
        firstMove);
    int[] list = moves[marks];
    boolean xMoves = (marks & 1) == 0;
    int windowLow = alpha;
    long before = visited;
    int best = Score.WORST;
    int bestMove = -1;
    for (int i = 0; i < count; i++) {
      int cell = list[i];
      play(marks, cell, xMoves);
      long child = me | 1L << cell;
      int score;
      if (i == 0) {
        score = -search(them, child, marks + 1, -beta, -alpha);
      } else {
        // Later moves are first asked only whether they beat alpha (a null window), and
        // searched with the whole window only if they do: principal variation search.
        score = -search(them, child, marks + 1, -alpha - 1, -alpha);
        if (score > alpha && score < beta) {
          score = -search(them, child, marks + 1, -beta, -alpha);
        }
      }
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
    }
    // store: what the search proved, and how much of it
    int bound = best <= windowLow ? TranspositionTable.UPPER
        : best >= beta ? TranspositionTable.LOWER : TranspositionTable.EXACT;
    table.store(keyX, keyO, best, bound, cellImage[s][bestMove],
        TranspositionTable.workOf(visited - before));
    return best;
  }
  // end::search[]

  /** The symmetry that takes the position to its canonical image (smallest X mask, then O). */
  private int canonical(int marks) {
    long[] xs = imageX[marks];
    long[] os = imageO[marks];
    int best = 0;
    for (int s = 1; s < symmetries; s++) {
      if (xs[s] < xs[best] || xs[s] == xs[best] && os[s] < os[best]) {
        best = s;
      }
    }
    return best;
  }

  private int forcedBlock(int marks, long theirWins) {
    moves[marks][0] = Long.numberOfTrailingZeros(theirWins);
    return 1;
  }

  // tag::order[]
  /**
   * Fills the move list for this level, best first: the table's move, then by the open windows
   * through each cell (a window with c marks of one player weighs 4^c, counted up to 6 marks so
   * that the sum stays an int on any board), ties in tie-break order.
   */
  private int order(int marks, long me, long them, long empty, int firstMove) {
    int[] w = weight[marks];
    for (long e = empty; e != 0; e &= e - 1) {
      w[Long.numberOfTrailingZeros(e)] = 0;
    }
    long live = 0;
    for (long window : windows) {
      long mine = window & me;
      long theirs = window & them;
      if (mine != 0 && theirs != 0) {
        continue; // dead: nobody can fill it
      }
      live |= window;
      int add = 1 << 2 * Math.min(6, Long.bitCount(mine | theirs));
      for (long e = window & empty; e != 0; e &= e - 1) {
        w[Long.numberOfTrailingZeros(e)] += add;
      }
    }
    // A free cell on no open window is dead: a mark there can never be part of a line, so every
    // move into a dead cell leads to the same game (swap the two cells), and one of them is enough.
    long dead = empty & ~live;
    long candidates = (empty & live) | (dead & -dead);
    int[] list = moves[marks];
    int count = 0;
    for (long e = candidates; e != 0; e &= e - 1) {
      int cell = Long.numberOfTrailingZeros(e);
      // Sort key: the weight, then the tie-break rank; the table's move above everything.
      int key = cell == firstMove ? Integer.MAX_VALUE : w[cell] << 7 | (127 - rank[cell]);
      int i = count++;
      while (i > 0 && sortKey(list[i - 1], w, firstMove) < key) {
        list[i] = list[i - 1];
        i--;
      }
      list[i] = cell;
    }
    return count;
  }
  // end::order[]

  private int sortKey(int cell, int[] w, int firstMove) {
    return cell == firstMove ? Integer.MAX_VALUE : w[cell] << 7 | (127 - rank[cell]);
  }
}
