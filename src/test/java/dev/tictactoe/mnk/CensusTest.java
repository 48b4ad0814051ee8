package dev.tictactoe.mnk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class CensusTest {

  // tag::census[]
  @Test
  void onThreeByThreeTheWalkFindsThePublishedFigures() {
    Census census = Census.take(Rules.ticTacToe());
    assertEquals(549_946, census.nodes());
    assertEquals(5_478, census.positions());
    assertEquals(765, census.symmetryClasses());
    assertEquals(new Census.Outcomes(626, 316, 16), census.terminal());
    assertEquals(958, census.terminal().total());
    assertEquals(new Census.Outcomes(131_184, 77_904, 46_080), census.games());
    assertEquals(255_168, census.games().total());
    // The engine sweeps benchmark the positions where a move is to be made:
    assertEquals(4_520, census.positions() - census.terminal().total());
  }
  // end::census[]

  // tag::four-by-four[]
  @Test
  void fourByFourWithFourInARowHasThePublishedNumberOfPositions() {
    Census census = KnownCounts.fourByFour(); // Census.take(Rules.of(4, 4, 4)), six seconds
    assertEquals(9_722_011, census.positions());
  }
  // end::four-by-four[]

  @Test
  void aBoardAndItsTransposePlayTheSameGame() {
    Census wide = Census.take(Rules.of(3, 4, 3));
    Census tall = Census.take(Rules.of(4, 3, 3));
    assertEquals(wide.positions(), tall.positions());
    assertEquals(wide.symmetryClasses(), tall.symmetryClasses());
    assertEquals(wide.terminal(), tall.terminal());
    assertEquals(wide.games(), tall.games());
    assertEquals(wide.nodes(), tall.nodes());
  }

  @Test
  void aBoardTooLargeToEnumerateIsRefusedSayingSo() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Census.take(Rules.of(5, 5, 4)));
    assertEquals("positions can be enumerated on boards of up to 20 cells; 5x5 has 25 (far too"
        + " many positions)", e.getMessage());
  }

  @Test
  void aMonitorCanStopTheCount() {
    SearchStoppedException e = assertThrows(SearchStoppedException.class,
        () -> Census.take(Rules.of(4, 4, 4), (visited, fill) -> {
          throw new SearchStoppedException("enough", visited);
        }));
    assertEquals(SearchMonitor.INTERVAL, e.visited());
  }
}
