package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Published;
import dev.tictactoe.mnk.Score;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The values of the empty board that the m,n,k literature publishes ({@link Published}), computed
 * by the strong engine and only then compared with the published result, for every board the
 * engine solves in well under a second (up to 30 cells).
 */
class PublishedValuesTest {

  static List<Published> boardsUpToThirtyCells() {
    return Published.upTo(30);
  }

  // tag::published[]
  @ParameterizedTest(name = "{0}")
  @MethodSource("boardsUpToThirtyCells")
  void theEmptyBoardHasThePublishedValue(Published published) {
    var rules = published.rules();
    Evaluation value = new AlphaBetaEngine(rules).evaluate(rules.emptyBoard());
    String computed = Score.outcome(value.scoreForX(), rules.cells());
    assertTrue(published.agrees(computed), rules.name() + ": published " + published.value()
        + ", computed " + computed);
    // decide() must agree with evaluate() on the value, and play a move worth it.
    Decision move = new AlphaBetaEngine(rules).decide(rules.emptyBoard());
    assertEquals(value.score(), move.score());
  }
  // end::published[]
}
