package dev.tictactoe.mnk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class CensusTest {

  @Test
  void onThreeByThreeItFindsEveryFigureOfTheThreeByThreeCensus() {
    Census general = Census.take(Rules.ticTacToe());
    dev.tictactoe.engine.Census walked = dev.tictactoe.engine.Census.take();
    assertEquals(walked.positions(), general.positions());
    assertEquals(walked.symmetryClasses(), general.symmetryClasses());
    assertEquals(walked.terminal(), general.terminal());
    assertEquals(walked.games(), general.games());
    assertEquals(walked.nodes(), general.nodes());
  }

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
