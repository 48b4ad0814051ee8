package dev.tictactoe.mnk;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The symmetries of an m x n board, as permutations of its cells.
 *
 * <p>A square board has the eight symmetries of the 3x3 engine (four rotations, each with or
 * without a mirror). A rectangle has only four: the identity, the mirror left-right, the mirror
 * top-bottom, and the half turn (both mirrors). A quarter turn or a reflection in a diagonal turns
 * m rows of n columns into n rows of m columns: another board, not this one. Keying a table of a
 * rectangle by eight "symmetries" would merge positions that are not equivalent at all, and the
 * engine would answer with another board's values. Where two of the four coincide (a single row:
 * mirroring it top-bottom changes nothing) only the distinct ones are kept.
 *
 * <p>Every symmetry maps k-windows onto k-windows (rows onto rows or columns, diagonals onto
 * diagonals), so a position and its images have the same value, reached in the same number of
 * moves. What symmetry does not preserve is the tie-break (the order of cells is row-major), so
 * engines choose the move on the board as given.
 */
public final class Symmetry {
  /** PERMUTATION[s][cell]: where symmetry s takes the cell; s = 0 is the identity. */
  private final int[][] permutation;
  private final int[][] inverse;
  /** INVERSE_SYMMETRY[s]: the symmetry that undoes s. */
  private final int[] inverseSymmetry;
  /** BYTES[s][b][v]: the image under s of the cells 8b..8b+7 given by the bits of v. */
  private final long[][][] bytes;

  Symmetry(int m, int n) {
    List<int[]> distinct = new ArrayList<>();
    int transforms = m == n ? 8 : 4;
    for (int t = 0; t < transforms; t++) {
      int[] p = new int[m * n];
      for (int r = 0; r < m; r++) {
        for (int c = 0; c < n; c++) {
          p[r * n + c] = m == n ? squareImage(t, r, c, n) : rectangleImage(t, r, c, m, n);
        }
      }
      if (distinct.stream().noneMatch(q -> Arrays.equals(q, p))) {
        distinct.add(p);
      }
    }
    this.permutation = distinct.toArray(int[][]::new);
    this.inverse = new int[permutation.length][m * n];
    for (int s = 0; s < permutation.length; s++) {
      for (int cell = 0; cell < m * n; cell++) {
        inverse[s][permutation[s][cell]] = cell;
      }
    }
    this.inverseSymmetry = new int[permutation.length];
    for (int s = 0; s < permutation.length; s++) {
      for (int t = 0; t < permutation.length; t++) {
        if (Arrays.equals(permutation[t], inverse[s])) {
          inverseSymmetry[s] = t;
        }
      }
    }
    int byteCount = (m * n + 7) / 8;
    this.bytes = new long[permutation.length][byteCount][256];
    for (int s = 0; s < permutation.length; s++) {
      for (int b = 0; b < byteCount; b++) {
        for (int v = 0; v < 256; v++) {
          long image = 0;
          for (int bit = 0; bit < 8 && 8 * b + bit < m * n; bit++) {
            if ((v >> bit & 1) != 0) {
              image |= 1L << permutation[s][8 * b + bit];
            }
          }
          bytes[s][b][v] = image;
        }
      }
    }
  }

  /** Square: rotate a quarter turn (t % 4) times, then mirror left-right when t >= 4. */
  private static int squareImage(int t, int r, int c, int n) {
    for (int q = 0; q < t % 4; q++) {
      int was = r;
      r = c;
      c = n - 1 - was;
    }
    if (t >= 4) {
      c = n - 1 - c;
    }
    return r * n + c;
  }

  // tag::rectangle[]
  /**
   * Rectangle: t bit 0 mirrors left-right, bit 1 top-bottom; t = 3 is the half turn. No quarter
   * turns and no diagonal mirrors: they would make the m x n board an n x m one.
   */
  private static int rectangleImage(int t, int r, int c, int m, int n) {
    int column = (t & 1) != 0 ? n - 1 - c : c;
    int row = (t & 2) != 0 ? m - 1 - r : r;
    return row * n + column;
  }
  // end::rectangle[]

  /** How many distinct symmetries: 8 for a square, 4 for a rectangle, fewer for a single line. */
  public int count() {
    return permutation.length;
  }

  /** Where symmetry s takes the cell. */
  public int cellImage(int s, int cell) {
    return permutation[s][cell];
  }

  /** The symmetry that undoes symmetry s. */
  public int inverse(int s) {
    return inverseSymmetry[s];
  }

  /** The cell that symmetry s takes to {@code cell}. */
  public int cellPreimage(int s, int cell) {
    return inverse[s][cell];
  }

  /** The set of cells under symmetry s, eight table reads at most. */
  public long image(int s, long cells) {
    long[][] table = bytes[s];
    long image = 0;
    for (int b = 0; b < table.length; b++) {
      image |= table[b][(int) (cells >>> (8 * b)) & 0xFF];
    }
    return image;
  }

  // tag::canonical[]
  /**
   * The canonical image of a position: of its images under every symmetry, the one with the
   * smallest X mask, then the smallest O mask. Positions that are images of each other have the
   * same canonical image, and a table keyed by it holds one entry for all of them.
   *
   * @return {x, o} of the canonical image
   */
  public long[] canonical(long x, long o) {
    int s = canonicalSymmetry(x, o);
    return s == 0 ? new long[] {x, o} : new long[] {image(s, x), image(s, o)};
  }

  /** The symmetry that takes the position to its canonical image (the first, if several do). */
  public int canonicalSymmetry(long x, long o) {
    int best = 0;
    long bestX = x;
    long bestO = o;
    for (int s = 1; s < permutation.length; s++) {
      long ix = image(s, x);
      long io = image(s, o);
      if (ix < bestX || ix == bestX && io < bestO) {
        best = s;
        bestX = ix;
        bestO = io;
      }
    }
    return best;
  }
  // end::canonical[]
}
