package dev.tictactoe.engine;

/**
 * The eight symmetries of the square (four rotations, each with or without a mirror) acting on
 * 9-bit masks.
 *
 * <p>Rotating or reflecting a position changes nothing about how the game goes from there: the
 * lines map onto lines, so every outcome, and the number of moves to reach it, is the same. So
 * the eight images of a position share one value, and a table keyed by one chosen image (the
 * {@linkplain #canonical canonical} one, the smallest key) holds a single entry for all of them:
 * 765 entries for the 5,478 reachable positions.
 *
 * <p>What symmetry does <em>not</em> preserve is the engine's tie-break: the cell values
 * {@code 8 4 7 / 3 9 2 / 6 1 5} are not symmetric, so the move itself is always chosen on the
 * board as given, never on its canonical image.
 */
final class Symmetry {
  /** IMAGE[s][mask]: the mask under symmetry s (s = 0 is the identity). */
  private static final int[][] IMAGE = new int[8][512];

  static {
    for (int s = 0; s < 8; s++) {
      for (int cell = 0; cell < 9; cell++) {
        int r = cell / 3;
        int c = cell % 3;
        for (int k = 0; k < s % 4; k++) { // rotate a quarter turn k times: (r, c) -> (c, 2 - r)
          int t = r;
          r = c;
          c = 2 - t;
        }
        if (s >= 4) { // then mirror left-right
          c = 2 - c;
        }
        int to = 3 * r + c;
        for (int mask = 0; mask < 512; mask++) {
          if ((mask & (1 << cell)) != 0) {
            IMAGE[s][mask] |= 1 << to;
          }
        }
      }
    }
  }

  /** INVERSE[s]: the symmetry that undoes s. */
  private static final int[] INVERSE = new int[8];

  static {
    for (int s = 0; s < 8; s++) {
      for (int t = 0; t < 8; t++) {
        boolean undoes = true;
        for (int cell = 0; cell < 9; cell++) {
          undoes &= IMAGE[t][IMAGE[s][1 << cell]] == 1 << cell;
        }
        if (undoes) {
          INVERSE[s] = t;
        }
      }
    }
  }

  private Symmetry() {}

  /** The mask under symmetry s. */
  static int image(int s, int mask) {
    return IMAGE[s][mask];
  }

  static int inverse(int s) {
    return INVERSE[s];
  }

  /** A symmetry that takes the position to its {@linkplain #canonical canonical} image. */
  static int toCanonical(int x, int o) {
    int best = Integer.MAX_VALUE;
    int which = 0;
    for (int s = 0; s < 8; s++) {
      int key = IMAGE[s][x] << 9 | IMAGE[s][o];
      if (key < best) {
        best = key;
        which = s;
      }
    }
    return which;
  }

  // tag::canonical[]
  /** The smallest key {@code x << 9 | o} among the eight images of the position. */
  static int canonical(int x, int o) {
    int best = Integer.MAX_VALUE;
    for (int[] image : IMAGE) {
      best = Math.min(best, image[x] << 9 | image[o]);
    }
    return best;
  }
  // end::canonical[]
}
