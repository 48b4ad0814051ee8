package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.EngineContractTest;
import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.mnk.SearchStoppedException;
import java.util.EnumSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;

/**
 * The engine contract for the strong engine on two threads, and proof that the helper, once it
 * joins, changes the work and never the answer. The contract's boards are small: their queries
 * end before the helper would join, so there the lead answers alone, as it must. The tests below
 * make the helper join at once (at the first checkpoint of a query deepening by ply).
 */
@Order(Order.DEFAULT + 1) // long: at the back, see junit-platform.properties
class ParallelEngineTest extends EngineContractTest {

  @Override
  protected Engine newEngine(Rules rules, int tableEntries, SearchMonitor monitor) {
    return new ParallelEngine(rules, Technique.all(), tableEntries, monitor);
  }

  @Override
  protected boolean everyOrderWithEveryTable() {
    return false; // the lead alone: AlphaBetaEngineTest asks every order with every table
  }

  /** Two engines, the helper joining at the lead's first checkpoint of a deepening query. */
  private static ParallelEngine eager(Rules rules, SearchMonitor monitor) {
    return new ParallelEngine(rules, Technique.all(), 1 << 18, monitor, 0);
  }

  @Test
  void withTheHelperAtWorkTheValueAndTheMoveAreTheEngineAlonesOnes() {
    Rules rules = Rules.of(4, 7, 4); // a draw, some 800,000 positions: a dozen checkpoints
    Evaluation alone = new AlphaBetaEngine(rules, 1 << 18, SearchMonitor.NONE)
        .evaluate(rules.emptyBoard());
    ParallelEngine two = eager(rules, SearchMonitor.NONE);
    Evaluation together = two.evaluate(rules.emptyBoard());
    assertEquals(alone.score(), together.score());
    Board afterOne = rules.emptyBoard().play(3);
    Decision d = two.decide(afterOne);
    Decision reference = new AlphaBetaEngine(rules).decide(afterOne);
    assertEquals(reference.cell(), d.cell());
    assertEquals(reference.score(), d.score());
  }

  @Test
  void onAWonBoardBothEnginesAskThePliesAndTheWinIsTheEngineAlonesOne() {
    Rules rules = Rules.of(7, 7, 4); // X wins late in the search: 300,000 positions of plies
    Evaluation alone = new AlphaBetaEngine(rules, 1 << 18, SearchMonitor.NONE)
        .evaluate(rules.emptyBoard());
    Evaluation together = eager(rules, SearchMonitor.NONE).evaluate(rules.emptyBoard());
    assertTrue(alone.score() > 0, "a won board: " + alone.score());
    assertEquals(alone.score(), together.score());
  }

  @Test
  void aPositionOneEngineHasClaimedWaitsForTheOtherUntilItIsReleased() {
    Rules rules = Rules.of(4, 4, 4);
    TwoCoreTeam team = new TwoCoreTeam(new AlphaBetaEngine(rules), new AlphaBetaEngine(rules),
        new SharedTable(1 << 10), rules.emptyBoard(), 0, CoreBudget.UNLIMITED);
    assertTrue(team.claim(0b1, 0b10));
    assertFalse(team.claim(0b1, 0b10), "claimed twice");
    assertTrue(team.claim(0b1, 0b100), "another position");
    team.release(0b1, 0b10);
    assertTrue(team.claim(0b1, 0b10), "released");
  }

  @Test
  void theHelperJoinsALongQueryAndItsPositionsAreCounted() {
    Rules rules = Rules.of(4, 7, 4);
    AtomicLong reported = new AtomicLong();
    ParallelEngine two = eager(rules, (visited, fill) -> reported.set(visited));
    Evaluation e = two.evaluate(rules.emptyBoard());
    AlphaBetaEngine lead = new AlphaBetaEngine(rules, 1 << 18, SearchMonitor.NONE);
    long leadAlone = lead.evaluate(rules.emptyBoard()).visited();
    // The helper's positions are in the count: the two together visit other positions than the
    // lead alone (it drops the questions the helper settles, and the helper's own are added).
    assertTrue(e.visited() != leadAlone, e.visited() + " positions, as many as the lead alone");
    assertTrue(reported.get() > 0 && reported.get() <= e.visited(), "progress: " + reported);
  }

  @Test
  void randomPositionsOfFourByFiveAndFiveByFiveAgreeWithTheEngineAlone() {
    SplittableRandom random = new SplittableRandom(20261125L);
    for (Rules rules : List.of(Rules.of(4, 5, 4), Rules.of(5, 5, 4))) {
      for (int i = 0; i < 12; i++) {
        Board board = rules.emptyBoard();
        int marks = random.nextInt(4);
        while (board.marks() < marks && !board.isOver()) {
          int cell = random.nextInt(rules.cells());
          if ((board.empty() >> cell & 1) != 0) {
            board = board.play(cell);
          }
        }
        if (board.isOver()) {
          continue;
        }
        Decision alone = new AlphaBetaEngine(rules).decide(board);
        Decision together = eager(rules, SearchMonitor.NONE).decide(board);
        assertEquals(alone.cell(), together.cell(), board.toString());
        assertEquals(alone.score(), together.score(), board.toString());
      }
    }
  }

  @Test
  void aStoppedQueryStopsTheHelperToo() {
    Rules rules = Rules.of(4, 8, 4); // seconds of search: stopped long before its end
    AtomicLong checkpoints = new AtomicLong();
    ParallelEngine two = eager(rules, (visited, fill) -> {
      if (checkpoints.incrementAndGet() == 20) {
        throw new SearchStoppedException("enough", visited);
      }
    });
    SearchStoppedException e = assertThrows(SearchStoppedException.class,
        () -> two.evaluate(rules.emptyBoard()));
    assertTrue(e.visited() > 0);
    // The same engine answers the next query (the helper of the stopped one has ended).
    Board nearlyOver = Board.of(rules, "XXX.OOO.", "........", "........", "........");
    assertEquals(new AlphaBetaEngine(rules).decide(nearlyOver).cell(),
        two.decide(nearlyOver).cell());
  }

  @Test
  void twoEnginesNeedTheTableToShare() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new ParallelEngine(Rules.ticTacToe(), EnumSet.of(Technique.SYMMETRY), 1 << 10,
            SearchMonitor.NONE));
    assertEquals("two engines share their work through the table: they need the table"
        + " technique", e.getMessage());
  }
}
