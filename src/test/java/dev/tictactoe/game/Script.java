package dev.tictactoe.game;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A valid game for property tests: moves on an n x n board and the result the {@link
 * ReferenceGame} gives for each. Built from arbitrary generated numbers, so that QuickTheories can
 * shrink the numbers and the game shrinks with them.
 */
record Script(int n, List<int[]> moves, int[] expected) {

  /**
   * Players 1 and 2 alternate, 1 first, on the cells {@code cell % n^2} in the order given; a cell
   * already taken is skipped, and the game stops at the first win.
   */
  static Script alternating(int n, List<Integer> cells) {
    ReferenceGame reference = new ReferenceGame(n);
    List<int[]> moves = new ArrayList<>();
    List<Integer> results = new ArrayList<>();
    for (int value : cells) {
      int cell = Math.floorMod(value, n * n);
      int row = cell / n;
      int col = cell % n;
      if (!reference.isFree(row, col)) {
        continue;
      }
      int player = moves.size() % 2 + 1;
      moves.add(new int[] {row, col, player});
      int result = reference.move(row, col, player);
      results.add(result);
      if (result != 0) {
        break;
      }
    }
    return new Script(n, moves, results.stream().mapToInt(Integer::intValue).toArray());
  }

  /** Whether the last move won (then no further move is valid). */
  boolean won() {
    return expected.length > 0 && expected[expected.length - 1] != 0;
  }

  @Override
  public String toString() {
    return "n=" + n + " moves=" + moves.stream()
        .map(m -> "(" + m[0] + "," + m[1] + "," + m[2] + ")")
        .collect(Collectors.joining(" ", "[", "]"));
  }
}
