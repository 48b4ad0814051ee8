package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.EngineContractTest;
import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

/** The engine contract, for the strong engine with every technique on. */
class AlphaBetaEngineTest extends EngineContractTest {

  @Override
  protected Engine newEngine(Rules rules, int tableEntries, SearchMonitor monitor) {
    return new AlphaBetaEngine(rules, tableEntries, monitor);
  }

  /**
   * On 5x6 with four in a row, where the engine's own search does the work (X wins on ply 11). Not
   * 5x5, where since move domination most of the positions are the weak game's, whose table is
   * its own and whose budgets follow its answers: there a two-entry table visited fewer.
   */
  @Test
  void aTinyTableCostsPositionsNotCorrectness() {
    Rules rules = Rules.of(5, 6, 4);
    Decision roomy = new AlphaBetaEngine(rules).decide(rules.emptyBoard());
    Decision cramped = new AlphaBetaEngine(rules, 2, SearchMonitor.NONE)
        .decide(rules.emptyBoard());
    assertEquals(roomy.cell(), cramped.cell());
    assertEquals(roomy.score(), cramped.score());
    assertTrue(cramped.visited() > roomy.visited(), "a table that forgets searches again");
  }

  /**
   * X to move can make two winning cells at once (either end of ".XXX.."), and O has none to
   * answer with: with threats, the scan alone proves the win two plies after the move.
   */
  @Test
  void aMoveThatMakesTwoWinningCellsWinsWithoutASearch() {
    Rules rules = Rules.of(2, 6, 4);
    Board board = Board.of(rules, "..XX..", "O....O");
    Evaluation scanned = new AlphaBetaEngine(rules, EnumSet.of(Technique.THREATS))
        .evaluate(board);
    Evaluation searched = new AlphaBetaEngine(rules, Technique.none()).evaluate(board);
    assertEquals(Score.wonWith(rules.cells(), board.marks() + 3), scanned.score());
    assertEquals(searched.score(), scanned.score());
    assertEquals(1, scanned.visited());
    assertTrue(searched.visited() > 1);
  }
}
