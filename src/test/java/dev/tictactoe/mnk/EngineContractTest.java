package dev.tictactoe.mnk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.IllegalPositionException;
import java.util.List;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** What both m,n,k engines promise, checked on each. */
class EngineContractTest {
  private static final Rules FOUR_BY_FIVE = Rules.of(4, 5, 4);

  private static final List<BiFunction<Rules, SearchMonitor, Engine>> ENGINES = List.of(
      MinimaxEngine::new,
      (rules, monitor) -> new AlphaBetaEngine(rules, TranspositionTable.DEFAULT_ENTRIES, monitor));

  private static Engine engine(String kind, Rules rules, SearchMonitor monitor) {
    return ENGINES.get(kind.equals("minimax") ? 0 : 1).apply(rules, monitor);
  }

  @ParameterizedTest
  @ValueSource(strings = {"minimax", "alphabeta"})
  void aFinishedBoardIsReturnedUnchanged(String kind) {
    Board won = Board.of(FOUR_BY_FIVE, "XXXX.", "OOO..", ".....", ".....");
    Decision d = engine(kind, FOUR_BY_FIVE, SearchMonitor.NONE).decide(won);
    assertFalse(d.moved());
    assertEquals(won, d.after());
    assertEquals(1, d.visited());
    assertEquals(Score.lostWith(20, 7), engine(kind, FOUR_BY_FIVE, SearchMonitor.NONE)
        .evaluate(won).score(), "O, to move, has lost on ply 7");
  }

  @ParameterizedTest
  @ValueSource(strings = {"minimax", "alphabeta"})
  void refusesBoardsOfOtherRulesAndPositionsThatCannotArise(String kind) {
    Engine engine = engine(kind, FOUR_BY_FIVE, SearchMonitor.NONE);
    IllegalArgumentException other = assertThrows(IllegalArgumentException.class,
        () -> engine.decide(Rules.of(4, 5, 3).emptyBoard()));
    assertEquals("an engine for 4x5 k=4 cannot answer about a 4x5 k=3 board", other.getMessage());
    assertThrows(IllegalPositionException.class,
        () -> engine.decide(Board.of(FOUR_BY_FIVE, "XX...", ".....", ".....", ".....")));
  }

  @ParameterizedTest
  @ValueSource(strings = {"minimax", "alphabeta"})
  void takesTheFastestWinAndDelaysALoss(String kind) {
    Rules rules = Rules.of(3, 4, 3);
    // X wins at once in the top row; other moves win later.
    Board board = Board.of(rules, "XX..", "OO..", "....");
    Decision d = engine(kind, rules, SearchMonitor.NONE).decide(board);
    assertEquals(2, d.cell());
    assertEquals("win in 1 move (on ply 5)", Score.describe(d.score(), board));
  }

  // tag::stopped[]
  @ParameterizedTest(name = "{0} on {1} k={2}")
  @CsvSource({"minimax, 3x4, 3", "alphabeta, 4x7, 4"}) // boards where a search passes 2^16 positions
  void aMonitorCanStopASearchAndTheEngineStaysRight(String kind, String size, int k) {
    Rules rules = Rules.of(size, k);
    boolean[] stop = {true};
    Engine engine = engine(kind, rules, (visited, fill) -> {
      if (stop[0]) {
        throw new SearchStoppedException("stopped after " + visited, visited);
      }
    });
    Board corner = rules.emptyBoard().play(0);
    SearchStoppedException e = assertThrows(SearchStoppedException.class,
        () -> engine.decide(corner));
    assertEquals(SearchMonitor.INTERVAL, e.visited());
    stop[0] = false; // what the stopped search left behind must not change the answer
    Decision after = engine.decide(corner);
    Decision fresh = engine(kind, rules, SearchMonitor.NONE).decide(corner);
    assertEquals(fresh.cell(), after.cell());
    assertEquals(fresh.score(), after.score());
  }
  // end::stopped[]

  @Test
  void aTinyTableCostsPositionsNotCorrectness() {
    Rules rules = Rules.of(5, 5, 4);
    Decision roomy = new AlphaBetaEngine(rules).decide(rules.emptyBoard());
    Decision cramped = new AlphaBetaEngine(rules, 2, SearchMonitor.NONE)
        .decide(rules.emptyBoard());
    assertEquals(roomy.cell(), cramped.cell());
    assertEquals(roomy.score(), cramped.score());
    assertTrue(cramped.visited() > roomy.visited(), "a table that forgets searches again");
  }
}
