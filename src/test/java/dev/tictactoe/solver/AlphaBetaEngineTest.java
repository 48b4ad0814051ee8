package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.EngineContractTest;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import org.junit.jupiter.api.Test;

/** The engine contract, for the strong engine with every technique on. */
class AlphaBetaEngineTest extends EngineContractTest {

  @Override
  protected Engine newEngine(Rules rules, int tableEntries, SearchMonitor monitor) {
    return new AlphaBetaEngine(rules, tableEntries, monitor);
  }

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
