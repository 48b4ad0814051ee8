package dev.tictactoe.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Exhaustive proof: on every position reachable from the empty board, both engines make the move
 * the puzzle's rules choose, as worked out by {@link ReferenceSolver}. The memoized engine is
 * asked on one shared instance in three different orders, because a table that confused bounds
 * with values would give answers that depend on what was asked before.
 */
class AllPositionsTest {
  private static List<Board> positions;
  private static List<Decision> minimax;

  @BeforeAll
  static void enumerateAndSolveWithMinimax() {
    positions = Positions.all();
    MinimaxEngine engine = new MinimaxEngine();
    minimax = positions.stream().map(engine::decide).toList();
  }

  @Test
  void thereAre5478ReachablePositions() {
    assertEquals(5_478, positions.size());
    assertEquals(Census.take().positions(), positions.size());
  }

  @Test
  void minimaxFollowsTheRulesOnEveryPosition() {
    ReferenceSolver reference = new ReferenceSolver();
    for (Decision d : minimax) {
      assertEquals(reference.bestCell(ReferenceSolver.cells(d.before())), d.cell(),
          () -> "on\n" + d.before());
    }
  }

  // tag::orders[]
  @Test
  void oneMemoizedEngineAgreesWithMinimaxInEveryOrderOfQuestions() {
    AlphaBetaEngine shared = new AlphaBetaEngine();
    List<Integer> sorted = new ArrayList<>();
    for (int i = 0; i < positions.size(); i++) {
      sorted.add(i);
    }
    sorted.sort(Comparator.comparing(i -> positions.get(i).key()));
    List<Integer> reversed = new ArrayList<>(sorted);
    Collections.reverse(reversed);
    List<Integer> shuffled = new ArrayList<>(sorted);
    Collections.shuffle(shuffled, new Random(20261122L));
    for (List<Integer> order : List.of(sorted, reversed, shuffled)) {
      for (int i : order) {
        assertSameDecision(minimax.get(i), shared.decide(positions.get(i)));
      }
    }
  }
  // end::orders[]

  @Test
  void freshMemoizedEnginesAgreeWithMinimaxInEveryOrder() {
    // The shared engine above answers later rounds from its memory of best moves; fresh engines in
    // different orders exercise the value table itself from different starting points.
    for (long seed = 1; seed <= 3; seed++) {
      List<Integer> order = new ArrayList<>();
      for (int i = 0; i < positions.size(); i++) {
        order.add(i);
      }
      Collections.shuffle(order, new Random(seed));
      AlphaBetaEngine fresh = new AlphaBetaEngine();
      for (int i : order) {
        assertSameDecision(minimax.get(i), fresh.decide(positions.get(i)));
      }
    }
  }

  private static void assertSameDecision(Decision expected, Decision actual) {
    if (expected.cell() != actual.cell() || expected.score() != actual.score()) {
      fail("on\n" + expected.before() + "minimax plays " + expected.cell() + " (score "
          + expected.score() + "), alpha-beta " + actual.cell() + " (score " + actual.score()
          + ")");
    }
  }
}
