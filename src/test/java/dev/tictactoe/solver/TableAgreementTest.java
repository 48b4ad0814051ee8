package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.mnk.SearchStoppedException;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What {@code table} rests on, board by board up to 16 cells: the strong engine's value and ply of
 * the empty board are plain search's, wherever plain search (alpha-beta with a memo, nothing else)
 * finishes within its budget; they are the same with the second engine at work from the first
 * position; and a draw names how it was proven, a win is found by search or ply deepening.
 */
class TableAgreementTest {
  /** The most positions plain search may visit on a board before it is left out. */
  private static final long PLAIN_BUDGET = 400_000;

  private static final Set<Technique> PLAIN = EnumSet.of(Technique.TABLE);

  /** The largest boards compared: plain search finishes most of them in the budget. */
  private static final int MAX_CELLS = 16;

  @Test
  void everyBoardUpToSixteenCellsHasPlainSearchsValueAndPlyWherePlainSearchFinishes() {
    List<Rules> boards = Rules.boardsUpTo(MAX_CELLS);
    int compared = 0;
    for (Rules rules : boards) {
      Evaluation strong = ColdSolve.of(rules);
      Evaluation plain;
      try {
        plain = new AlphaBetaEngine(rules, PLAIN, ColdSolve.TABLE_ENTRIES, budget())
            .evaluate(rules.emptyBoard());
      } catch (SearchStoppedException e) {
        continue; // beyond plain search's budget: only the strong engine's word
      }
      compared++;
      assertEquals(Score.outcome(plain.scoreForX(), rules.cells()),
          Score.outcome(strong.scoreForX(), rules.cells()), rules.name());
    }
    // most of the boards (133 of 134 when written), not a handful: the budget must not hollow
    // the test out
    assertTrue(compared > boards.size() * 9 / 10, compared + " of " + boards.size());
  }

  private static SearchMonitor budget() {
    return SearchMonitor.budget(PLAIN_BUDGET, "over budget");
  }

  @Test
  void everyBoardUpToSixteenCellsHasTheSameAnswerWithTheSecondEngineAtWorkFromTheStart() {
    for (Rules rules : Rules.boardsUpTo(MAX_CELLS)) {
      AlphaBetaEngine alone = new AlphaBetaEngine(rules, Technique.all(),
          ColdSolve.TABLE_ENTRIES, SearchMonitor.NONE);
      ParallelEngine two = new ParallelEngine(rules, Technique.all(), ColdSolve.TABLE_ENTRIES,
          SearchMonitor.NONE, 0);
      Evaluation one = alone.evaluate(rules.emptyBoard());
      Evaluation both = two.evaluate(rules.emptyBoard());
      assertEquals(one.score(), both.score(), rules.name());
      String proof = alone.proof(one.score());
      if (one.score() == 0) {
        assertTrue(Set.of("pairing", "bounds", "weak game", "search").contains(proof),
            rules.name() + ": " + proof);
      } else {
        assertTrue(Set.of("ply deepening", "search").contains(proof),
            rules.name() + ": " + proof);
      }
    }
  }
}
