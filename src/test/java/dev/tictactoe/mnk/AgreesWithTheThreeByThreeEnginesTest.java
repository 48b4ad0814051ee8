package dev.tictactoe.mnk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tictactoe.engine.Positions;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * On 3x3 with k = 3 the general engines are the puzzle's engines: on every one of the 5,478
 * reachable positions, both give the same move and the same score as both 3x3 engines.
 */
class AgreesWithTheThreeByThreeEnginesTest {

  // tag::same-as-3x3[]
  @Test
  void bothGeneralEnginesAnswerEveryPositionAsBothThreeByThreeEnginesDo() {
    Rules ticTacToe = Rules.ticTacToe();
    List<dev.tictactoe.engine.Engine> puzzleEngines = List.of(
        new dev.tictactoe.engine.MinimaxEngine(), new dev.tictactoe.engine.AlphaBetaEngine());
    List<Engine> generalEngines = List.of(new MinimaxEngine(ticTacToe),
        new AlphaBetaEngine(ticTacToe));
    assertEquals(5_478, Positions.all().size());
    for (dev.tictactoe.engine.Board puzzle : Positions.all()) {
      Board board = new Board(ticTacToe, puzzle.x(), puzzle.o()); // the same cell numbering
      for (dev.tictactoe.engine.Engine puzzleEngine : puzzleEngines) {
        dev.tictactoe.engine.Decision expected = puzzleEngine.decide(puzzle);
        for (Engine engine : generalEngines) {
          Decision actual = engine.decide(board);
          assertEquals(expected.cell(), actual.cell(), () -> "on\n" + puzzle);
          assertEquals(expected.score(), actual.score(), () -> "on\n" + puzzle);
          assertEquals(expected.after().toString(), actual.after().toString());
        }
      }
    }
  }
  // end::same-as-3x3[]

  @Test
  void plainMinimaxVisitsTheSameTreeAsTheThreeByThreeMinimax() {
    Rules ticTacToe = Rules.ticTacToe();
    for (dev.tictactoe.engine.Board puzzle : dev.tictactoe.engine.Positions.NAMED.values()) {
      assertEquals(new dev.tictactoe.engine.MinimaxEngine().decide(puzzle).visited(),
          new MinimaxEngine(ticTacToe).decide(new Board(ticTacToe, puzzle.x(), puzzle.o()))
              .visited());
    }
  }
}
