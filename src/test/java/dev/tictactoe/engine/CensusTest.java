package dev.tictactoe.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The census's figures are computed by a walk; here they meet the published values. */
class CensusTest {
  // tag::census[]
  @Test
  void theWalkFindsThePublishedFigures() {
    Census census = Census.take();
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
}
