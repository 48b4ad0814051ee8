package dev.tictactoe.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Census;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The engine contract, for {@link MinimaxEngine}, and what anchors every other engine's proof:
 * plain minimax against an independent brute-force solver written from the puzzle's rules, and
 * its node count against the census.
 */
class MinimaxEngineTest extends EngineContractTest {
  @Override
  protected Engine newEngine(Rules rules, int tableEntries, SearchMonitor monitor) {
    return new MinimaxEngine(rules, monitor);
  }

  @Override
  protected boolean remembers() {
    return false;
  }

  @Override
  protected boolean isTheReference() {
    return true;
  }

  @Override
  protected int fewestMarksOnFourByFour() {
    return 9;
  }

  @Override
  protected Board longSearch() {
    return Rules.of(3, 4, 3).emptyBoard().play(0);
  }

  /**
   * The 3x4 reference decides its shallowest positions one ply up from plain minimax's answers
   * ({@link Expected#onePlyUp}); on 3x3 that gives exactly what the search gives, visits included.
   */
  @Test
  void onePlyUpFromItsOwnAnswersItDecidesAsItsSearch() {
    Map<Board, Decision> searched = Expected.threeByThree();
    for (Decision d : searched.values()) {
      assertEquals(d, Expected.onePlyUp(d.before(), searched));
    }
  }

  // tag::nodes[]
  @Test
  void fromTheEmptyBoardItVisitsTheWholeGameTree() {
    Rules ticTacToe = Rules.ticTacToe();
    assertEquals(Census.take(ticTacToe).nodes(),
        new MinimaxEngine(ticTacToe).decide(ticTacToe.emptyBoard()).visited());
  }
  // end::nodes[]

  @Test
  void onEveryThreeByThreePositionItPlaysTheMoveThePuzzlesRulesChoose() {
    ReferenceSolver reference = new ReferenceSolver();
    int positions = 0;
    for (Decision d : Expected.threeByThree().values()) {
      assertEquals(reference.bestCell(d.before().cells()), d.cell(),
          () -> "on\n" + d.before());
      positions++;
    }
    assertEquals(4_520, positions);
  }
}
