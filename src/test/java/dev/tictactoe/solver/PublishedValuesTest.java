package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The values of the empty board that the m,n,k literature publishes, computed by the memoized
 * engine and only then compared with the published result. (The plies are the engine's own
 * finding where the literature gives only "first player wins".)
 */
class PublishedValuesTest {

  // tag::published[]
  @ParameterizedTest(name = "{0} k={1}: {2}")
  @CsvSource({
      "3x3, 3, draw",
      "3x4, 3, X wins on ply 7", // on X's 4th move
      "4x3, 3, X wins on ply 7",
      "4x4, 3, X wins on ply 5", // on X's 3rd move
      "4x4, 4, draw",
      "5x5, 4, draw",
      "6x5, 4, X wins on ply 11", // published: a first-player win
      "5x6, 4, X wins on ply 11"})
  void theEmptyBoardHasThePublishedValue(String size, int k, String published) {
    Rules rules = Rules.of(size, k);
    Evaluation value = new AlphaBetaEngine(rules).evaluate(rules.emptyBoard());
    assertEquals(published, Score.outcome(value.scoreForX(), rules.cells()));
    // decide() must agree with evaluate() on the value, and play a move worth it.
    Decision move = new AlphaBetaEngine(rules).decide(rules.emptyBoard());
    assertEquals(value.score(), move.score());
  }
  // end::published[]
}
