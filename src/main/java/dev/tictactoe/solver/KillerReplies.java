package dev.tictactoe.solver;

import java.util.Arrays;

/**
 * Killer replies in the weak game (the {@code killer-replies} technique): the reply that held at
 * a breaker node often holds at its neighbours at the same depth, where the maker played
 * elsewhere; so the last {@link #KILLERS} that held there are tried first. Only the order
 * changes: a verdict is as sound as before. Not thread-safe.
 */
final class KillerReplies {
  /**
   * Replies a breaker node tries first: the last ones that held at its depth (killer moves). Two,
   * because on 7x7 k=5 one or three made the weak game's proof larger (the ideas chapter gives
   * the figures).
   */
  private static final int KILLERS = 2;
  /** Per depth, the replies that last held there, the latest first; -1 for none. */
  private final int[][] killer;

  KillerReplies(int depths) {
    killer = new int[depths][KILLERS];
    for (int[] cells : killer) {
      Arrays.fill(cells, -1);
    }
  }

  // tag::killer-replies[]
  /** Moves the depth's killer replies that are {@code candidates} to the front of its moves. */
  void first(int[] list, long candidates, int depth) {
    int[] cells = killer[depth];
    for (int slot = KILLERS - 1; slot >= 0; slot--) { // the latest ends up first
      int cell = cells[slot];
      if (cell >= 0 && (candidates & 1L << cell) != 0) {
        int at = 0;
        while (list[at] != cell) {
          at++;
        }
        System.arraycopy(list, 0, list, 1, at);
        list[0] = cell;
      }
    }
  }

  /** A reply held at this depth: it becomes the depth's latest killer. */
  void heldAt(int cell, int depth) {
    int[] cells = killer[depth];
    if (cells[0] != cell) {
      System.arraycopy(cells, 0, cells, 1, KILLERS - 1);
      cells[0] = cell;
    }
  }
  // end::killer-replies[]
}
