package dev.tictactoe.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tictactoe.mnk.Rules;
import org.junit.jupiter.api.Test;

/** The general engine's tie-break, on 3x3, is exactly the puzzle's grid. */
class TieBreakGeneralizationTest {

  // tag::grid-is-the-rule[]
  @Test
  void onThreeByThreeTheWindowRuleIsThePuzzlesGrid() {
    Rules ticTacToe = Rules.ticTacToe();
    // Centre on 4 lines, corners on 3, edges on 2: the grid 8 4 7 / 3 9 2 / 6 1 5 ranks them so.
    int[] windowsThrough = new int[9];
    for (int cell = 0; cell < 9; cell++) {
      windowsThrough[cell] = ticTacToe.windowsThroughCount(cell);
    }
    assertArrayEquals(new int[] {3, 2, 3, 2, 4, 2, 3, 2, 3}, windowsThrough);
    assertArrayEquals(Preference.ORDER, ticTacToe.preferenceOrder());
    // And the grid's values are the ranks, 9 for the first cell tried down to 1 for the last.
    int[] order = ticTacToe.preferenceOrder();
    for (int rank = 0; rank < 9; rank++) {
      assertEquals(9 - rank, Preference.VALUE[order[rank]]);
    }
  }
  // end::grid-is-the-rule[]
}
