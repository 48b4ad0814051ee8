package dev.tictactoe.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The engine contract, for {@link MinimaxEngine}, and its node count. */
class MinimaxEngineTest extends EngineContractTest {
  @Override
  Engine newEngine() {
    return new MinimaxEngine();
  }

  // tag::nodes[]
  @Test
  void fromTheEmptyBoardItVisitsTheWholeGameTree() {
    assertEquals(Census.take().nodes(), new MinimaxEngine().decide(Board.EMPTY).visited());
    assertEquals(549_946, new MinimaxEngine().decide(Board.EMPTY).visited());
  }
  // end::nodes[]
}
