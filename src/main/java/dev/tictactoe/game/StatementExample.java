package dev.tictactoe.game;

import java.util.List;

/**
 * The worked example of LeetCode 348's statement: on a 3 x 3 board, seven moves, each returning
 * 0 until player 1 completes the bottom row with the last. The contract test plays it on every
 * design, and the interview page follows the counters through it move by move.
 */
public final class StatementExample {
  /** The board's side. */
  public static final int N = 3;

  private static final int[][] MOVES = {{0, 0, 1}, {0, 2, 2}, {2, 2, 1}, {1, 1, 2}, {2, 0, 1},
      {1, 0, 2}, {2, 1, 1}};

  /** What each move returns, as the statement says. */
  public static final List<Integer> RESULTS = List.of(0, 0, 0, 0, 0, 0, 1);

  private StatementExample() {}

  /** The moves, each {row, col, player}, in the order played (a new copy each call). */
  public static List<int[]> moves() {
    return java.util.Arrays.stream(MOVES).map(int[]::clone).toList();
  }
}
