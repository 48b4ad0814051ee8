package dev.tictactoe.solver;

import dev.tictactoe.mnk.Rules;

/**
 * The moves of each node of {@link NodeSearch#search}, handed out in stages: first the table's
 * move ({@code table-move}), searched before the list is made, since where it refutes the
 * position, as it mostly does, ordering the others would be work for nothing; then the forced
 * block (with {@code threats}) or the candidates best first ({@code ordering}, {@code
 * move-domination}, {@code dead-cells}); last the moves that waited for a team's other engine.
 * The state of each level lives in arrays indexed by the marks on the board, so a node allocates
 * nothing. Not thread-safe; each engine has its own.
 */
final class MovePicker {
  private final boolean usesOrdering;
  private final boolean usesDeadCells;
  /** Move domination, or null without it. */
  private final Domination domination;
  private final OpenWindows windows;
  private final int[] order;
  private final int[] rank;
  /**
   * Scratch per number of marks: the moves to try, each as its order key (the cell in the low six
   * bits), and the weights of the cells.
   */
  private final long[][] moves;
  private final int[][] weight;
  /** Per number of marks: the moves that wait for the team's other engine. */
  private final int[][] deferred;
  /** Per number of marks: the next move's index (-1 the table's move), the list's length, */
  private final int[] index;
  private final int[] count;
  /** the moves waiting, the table's move (or -1), and whether the list is still to be made */
  private final int[] waits;
  private final int[] first;
  private final boolean[] pending;
  /** from these marks and candidates. */
  private final long[] me;
  private final long[] them;
  private final long[] candidates;

  MovePicker(Rules rules, boolean usesOrdering, boolean usesDeadCells, Domination domination,
      OpenWindows windows) {
    int cells = rules.cells();
    this.usesOrdering = usesOrdering;
    this.usesDeadCells = usesDeadCells;
    this.domination = domination;
    this.windows = windows;
    this.order = rules.preferenceOrder();
    this.rank = new int[cells];
    for (int i = 0; i < cells; i++) {
      rank[order[i]] = i;
    }
    this.moves = new long[cells + 1][cells];
    this.weight = new int[cells + 1][cells];
    this.deferred = new int[cells + 1][cells];
    this.index = new int[cells + 1];
    this.count = new int[cells + 1];
    this.waits = new int[cells + 1];
    this.first = new int[cells + 1];
    this.pending = new boolean[cells + 1];
    this.me = new long[cells + 1];
    this.them = new long[cells + 1];
    this.candidates = new long[cells + 1];
  }

  // tag::table-move[]
  /**
   * Starts a node's moves: the forced block alone where {@code forced} holds the opponent's one
   * winning cell; else the table's move first where it is a candidate, and the list after it.
   */
  void start(int marks, long me, long them, long candidates, long forced, int tableMove) {
    waits[marks] = 0;
    pending[marks] = false;
    if (forced != 0) {
      first[marks] = -1;
      index[marks] = 0;
      count[marks] = forcedBlock(marks, forced);
    } else if (tableMove >= 0 && (candidates & 1L << tableMove) != 0) {
      first[marks] = tableMove;
      index[marks] = -1;
      count[marks] = 0;
      pending[marks] = true; // the list waits until the table's move has failed to refute
      this.me[marks] = me;
      this.them[marks] = them;
      this.candidates[marks] = candidates;
    } else {
      first[marks] = -1;
      index[marks] = 0;
      count[marks] = fill(marks, me, them, candidates);
    }
  }


  /** The node's next move, or -1 when all are done. */
  int next(int marks) {
    int i = index[marks]++;
    if (i < 0) {
      return first[marks];
    }
    int n = listed(marks);
    for (; i < n; i = index[marks]++) {
      int cell = pick(marks, i, n);
      if (cell != first[marks]) {
        return cell;
      }
    }
    return i - n < waits[marks] ? deferred[marks][i - n] : -1;
  }
  // end::table-move[]

  /** Whether the move {@link #next} gave last is the node's first. */
  boolean isFirst(int marks) {
    return index[marks] - 1 == (first[marks] >= 0 ? -1 : 0);
  }

  /** Whether the move {@link #next} gave last is one that waited. */
  boolean isDeferred(int marks) {
    int i = index[marks] - 1;
    return i >= 0 && i >= count[marks];
  }

  /** The move {@link #next} gave last waits until the others are done. */
  void defer(int marks, int cell) {
    deferred[marks][waits[marks]++] = cell;
  }

  /** The moves on the node's list (made now if the table's move went first). */
  int listed(int marks) {
    if (pending[marks]) {
      pending[marks] = false;
      count[marks] = fill(marks, me[marks], them[marks], candidates[marks]);
    }
    return count[marks];
  }

  /** One threat of the opponent's: blocking it is the only move that does not lose at once. */
  private int forcedBlock(int marks, long theirWins) {
    moves[marks][0] = Long.numberOfTrailingZeros(theirWins);
    return 1;
  }

  // tag::ordering[]
  /**
   * Fills the move list for this level with the candidates, less those another dominates and all
   * dead cells but one: with ordering, each as its order key (its weight, {@link #weigh}, ties in
   * tie-break order), which {@link #pick} reads best first; without, in tie-break order.
   */
  private int fill(int marks, long me, long them, long cells) {
    long[] list = moves[marks];
    int[] w = weight[marks];
    long[] common = domination == null ? null : domination.start(cells);
    long live = weigh(windows.at(marks), windows.count(marks), 0, me | them, cells, w, common);
    if (common != null) {
      cells &= ~domination.dominated(cells);
    }
    if (usesDeadCells) {
      cells = Domination.withOneDeadCell(cells, live);
    }
    int count = 0;
    if (!usesOrdering) {
      for (int cell : order) { // tie-break order
        if ((cells & 1L << cell) != 0) {
          list[count++] = cell;
        }
      }
      return count;
    }
    for (long e = cells; e != 0; e &= e - 1) {
      int cell = Long.numberOfTrailingZeros(e);
      // weight, then tie-break rank, then the cell: one number
      list[count++] = (long) (w[cell] << 7 | (127 - rank[cell])) << 6 | cell;
    }
    return count;
  }

  /**
   * One pass over the first {@code n} windows of {@code ws}, those holding no cell of {@code
   * closed}: each of the {@code cells} gets its weight in {@code w}, the windows through it, a
   * window with c marks of {@code counted} weighing 4^c (counted up to 6 so that the sum stays an
   * int on any board); with {@code common} (move domination, {@link Domination#start}), each
   * cell's common windows too. Returns the cells of those windows: a cell on none is dead. The
   * weak game orders its moves by the same pass.
   */
  static long weigh(long[] ws, int n, long closed, long counted, long cells, int[] w,
      long[] common) {
    for (long e = cells; e != 0; e &= e - 1) {
      w[Long.numberOfTrailingZeros(e)] = 0;
    }
    long live = 0;
    for (int j = 0; j < n; j++) {
      long window = ws[j];
      if ((window & closed) != 0) {
        continue;
      }
      live |= window;
      int add = 1 << 2 * Math.min(6, Long.bitCount(window & counted));
      for (long e = window & cells; e != 0; e &= e - 1) {
        int cell = Long.numberOfTrailingZeros(e);
        w[cell] += add;
        if (common != null) {
          common[cell] &= window;
        }
      }
    }
    return live;
  }

  /**
   * The list's i-th move. With ordering, the list is sorted as it is read: the best of the moves
   * left is taken, so a node whose first move refutes it pays for one pass, not a sort.
   */
  private int pick(int marks, int i, int count) {
    long[] keys = moves[marks];
    if (!usesOrdering) {
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
