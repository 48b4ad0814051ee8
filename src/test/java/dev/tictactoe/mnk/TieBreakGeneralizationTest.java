package dev.tictactoe.mnk;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

/** The tie-break rule, on 3x3, is exactly the puzzle's grid. */
class TieBreakGeneralizationTest {

  // tag::grid-is-the-rule[]
  @Test
  void onThreeByThreeTheWindowRuleIsThePuzzlesGrid() {
    Rules ticTacToe = Rules.ticTacToe();
    // Centre on 4 lines, corners on 3, edges on 2:
    int[] windowsThrough = new int[9];
    for (int cell = 0; cell < 9; cell++) {
      windowsThrough[cell] = ticTacToe.windowsThroughCount(cell);
    }
    assertArrayEquals(new int[] {3, 2, 3, 2, 4, 2, 3, 2, 3}, windowsThrough);
    // The puzzle's grid, 8 4 7 / 3 9 2 / 6 1 5, gives its first choice 9 and its last 1. Written
    // as values the rule's order (most windows, then row-major) is exactly that grid.
    int[] puzzleGrid = {8, 4, 7, 3, 9, 2, 6, 1, 5};
    int[] ruleAsGrid = new int[9];
    int[] order = ticTacToe.preferenceOrder();
    for (int rank = 0; rank < 9; rank++) {
      ruleAsGrid[order[rank]] = 9 - rank;
    }
    assertArrayEquals(puzzleGrid, ruleAsGrid);
  }
  // end::grid-is-the-rule[]
}
