package dev.tictactoe.solver;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Symmetry;

/**
 * The transposition table as the search uses it (the {@code table} technique), keyed with {@code
 * symmetry} by the position's canonical image: the images of the position under every symmetry,
 * kept level by level as moves are played, so that finding the canonical one is a few
 * comparisons. A bound read back may only end the search when it decides the window; otherwise
 * it narrows it (step 5 of {@link NodeSearch#search}), and what the search proved is stored with
 * how much work it took (step 9). Not thread-safe; a {@link ParallelEngine}'s two engines share
 * the {@link TranspositionTable} under it.
 */
final class SymmetricTable {
  /** The table; null without the {@code table} technique. */
  final TranspositionTable memory;
  private final Symmetry symmetries;
  private final int images;
  private final int[][] cellImage;
  /** X's and O's marks under each symmetry, per number of marks on the board: [marks][s]. */
  private final long[][] imageX;
  private final long[][] imageO;
  /** What the last {@link #decides} read: the value, the narrowed window and the entry's move. */
  int value;
  int alpha;
  int beta;
  int move;

  SymmetricTable(Rules rules, boolean symmetry, TranspositionTable memory) {
    this.memory = memory;
    this.symmetries = rules.symmetry();
    int cells = rules.cells();
    this.images = symmetry ? symmetries.count() : 1; // image 0 is the position itself
    this.cellImage = new int[images][cells];
    for (int s = 0; s < images; s++) {
      for (int cell = 0; cell < cells; cell++) {
        cellImage[s][cell] = symmetries.cellImage(s, cell);
      }
    }
    this.imageX = new long[cells + 1][images];
    this.imageO = new long[cells + 1][images];
  }

  /** The root's images under every symmetry. */
  void root(Board board, int marks) {
    for (int s = 0; s < images; s++) {
      imageX[marks][s] = symmetries.image(s, board.x());
      imageO[marks][s] = symmetries.image(s, board.o());
    }
  }

  // tag::symmetry[]
  /** The images one level down, after the player to move takes the cell. */
  void play(int marks, int cell, boolean xMoves) {
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

  /** The symmetry that takes the position to its canonical image (smallest X mask, then O). */
  int canonical(int marks) {
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

  /** The position's X marks under symmetry s. */
  long x(int marks, int s) {
    return imageX[marks][s];
  }

  /** The position's O marks under symmetry s. */
  long o(int marks, int s) {
    return imageO[marks][s];
  }

  // tag::table[]
  /**
   * Reads the position's entry under its image s: whether its bound decides the window (alpha,
   * beta); then {@link #value} is the answer. Otherwise {@link #alpha} and {@link #beta} are the
   * window narrowed by the bound (unchanged without an entry). Either way {@link #move} is the
   * entry's best move in the position's own cells, or -1.
   */
  boolean decides(int marks, int s, int alpha, int beta) {
    this.alpha = alpha;
    this.beta = beta;
    this.move = -1;
    int entry = memory.probe(imageX[marks][s], imageO[marks][s]);
    if (entry == 0) {
      return false;
    }
    int v = TranspositionTable.value(entry);
    int bound = TranspositionTable.bound(entry);
    int stored = TranspositionTable.move(entry);
    value = v;
    if (bound == TranspositionTable.EXACT || bound == TranspositionTable.LOWER && v >= beta) {
      move = stored >= 0 ? symmetries.cellPreimage(s, stored) : -1;
      return true;
    }
    if (bound == TranspositionTable.LOWER) {
      this.alpha = Math.max(alpha, v - 1);
    } else {
      if (v <= alpha) {
        return true; // no refutation known: the parent sees -1
      }
      this.beta = Math.min(beta, v + 1);
    }
    move = stored >= 0 ? symmetries.cellPreimage(s, stored) : -1;
    return false;
  }

  /**
   * Stores what the search proved of the position under its image s: {@code best} and whether it
   * is exact or a bound ({@code windowLow} the window's alpha as the search began), its best move
   * in the position's cells (or -1), and the positions the proof took.
   */
  void store(int marks, int s, int best, int windowLow, int beta, int bestMove, long work) {
    int bound = best <= windowLow ? TranspositionTable.UPPER
        : best >= beta ? TranspositionTable.LOWER : TranspositionTable.EXACT;
    storeBound(marks, s, best, bound, bestMove < 0 ? -1 : cellImage[s][bestMove], work);
  }

  /** Stores a bound of this kind, its move (in the image's cells) and the positions it took. */
  void storeBound(int marks, int s, int value, int bound, int imageMove, long work) {
    memory.store(imageX[marks][s], imageO[marks][s], value, bound, imageMove,
        TranspositionTable.workOf(work));
  }
  // end::table[]
}
