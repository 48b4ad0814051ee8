package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.mnk.Rules;
import org.junit.jupiter.api.Test;

/** The scaling chapter's tables, as the site captures them. */
class ScalingFiguresTest {

  @Test
  void everyPublishedValueAgreesWithTheComputedOne() {
    String table = ScalingFigures.published();
    for (ScalingFigures.Published p : ScalingFigures.PUBLISHED) {
      assertTrue(table.contains("(" + p.rules().name() + ") | " + p.value() + " | "), table);
    }
    assertFalse(table.contains("*NO*"), table);
  }

  @Test
  void aPublishedWinnerWithoutAPlyAgreesWithAnyPlyButNotWithAnotherResult() {
    ScalingFigures.Published winner = new ScalingFigures.Published(Rules.of(6, 5, 4), "X wins");
    assertTrue(winner.agrees("X wins on ply 11"));
    assertFalse(winner.agrees("draw"));
    assertFalse(winner.agrees("O wins on ply 12"));
    ScalingFigures.Published exact = new ScalingFigures.Published(Rules.of(3, 4, 3),
        "X wins on ply 7");
    assertFalse(exact.agrees("X wins on ply 9"), "a published ply must match exactly");
  }
}
