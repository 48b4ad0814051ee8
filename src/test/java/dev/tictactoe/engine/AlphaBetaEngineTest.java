package dev.tictactoe.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The engine contract, for {@link AlphaBetaEngine}, and what pruning and memory save. */
class AlphaBetaEngineTest extends EngineContractTest {
  @Override
  Engine newEngine() {
    return new AlphaBetaEngine();
  }

  @Test
  void aColdSearchFromTheEmptyBoardVisitsFarFewerPositionsThanMinimax() {
    long alphaBeta = new AlphaBetaEngine().decide(Board.EMPTY).visited();
    long minimax = new MinimaxEngine().decide(Board.EMPTY).visited();
    assertTrue(alphaBeta * 100 < minimax,
        "alpha-beta visited " + alphaBeta + ", minimax " + minimax);
  }

  @Test
  void aRepeatedQueryIsAnsweredFromMemory() {
    AlphaBetaEngine engine = new AlphaBetaEngine();
    Decision first = engine.decide(Board.EMPTY);
    Decision again = engine.decide(Board.EMPTY);
    assertEquals(first.after(), again.after());
    assertEquals(first.score(), again.score());
    assertEquals(1, again.visited());
  }

  @Test
  void theTableHoldsAtMostOneEntryPerSymmetryClass() {
    AlphaBetaEngine engine = new AlphaBetaEngine();
    for (Board board : Positions.all()) {
      engine.decide(board);
    }
    assertTrue(engine.tableEntries() <= 765, "entries: " + engine.tableEntries());
    assertTrue(engine.tableEntries() > 0);
  }
}
