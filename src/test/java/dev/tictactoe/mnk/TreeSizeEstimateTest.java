package dev.tictactoe.mnk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.MinimaxEngine;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Knuth's estimate of the game tree's size against the exact count, where it can be counted: the
 * census's game-tree nodes are exactly what plain minimax visits from the empty board.
 */
class TreeSizeEstimateTest {

  // tag::estimate-checked[]
  @ParameterizedTest(name = "{0} k={1}")
  @CsvSource({"3x3, 3", "3x4, 3", "4x4, 3", "4x4, 4"})
  void theEstimateFallsWithinFourStandardErrorsOfTheExactTreeSize(String size, int k) {
    Rules rules = Rules.of(size, k);
    double exact = (rules.equals(Rules.of(4, 4, 4)) ? KnownCounts.fourByFour()
        : Census.take(rules)).nodes();
    TreeSizeEstimate estimate = TreeSizeEstimate.of(rules.emptyBoard(), 20_000, 1);
    assertTrue(Math.abs(estimate.mean() - exact) <= 4 * estimate.standardError(),
        () -> estimate + " against " + exact);
    assertTrue(estimate.standardError() < 0.05 * exact, "a useful estimate: " + estimate);
  }
  // end::estimate-checked[]

  @ParameterizedTest(name = "{0} k={1}")
  @CsvSource({"3x3, 3", "3x4, 3"})
  void plainMinimaxVisitsExactlyTheCensusTree(String size, int k) {
    Rules rules = Rules.of(size, k);
    assertEquals(Census.take(rules).nodes(),
        new MinimaxEngine(rules).evaluate(rules.emptyBoard()).visited());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"'XXX,OO.,...'", "'XOX,XOO,OXX'"})
  void aFinishedPositionIsATreeOfOne(String rows) {
    Board finished = Board.of(Rules.ticTacToe(), rows.split(","));
    TreeSizeEstimate estimate = TreeSizeEstimate.of(finished, 10, 7);
    assertEquals(1.0, estimate.mean());
    assertEquals(0.0, estimate.standardError());
  }
}
