package dev.tictactoe.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Positions;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The engine contract, for {@link TicTacToeEngine}, and what pruning and memory save. */
class TicTacToeEngineTest extends EngineContractTest {
  private static final Rules TIC_TAC_TOE = Rules.ticTacToe();

  @Override
  protected Engine newEngine(Rules rules, int tableEntries, SearchMonitor monitor) {
    return new TicTacToeEngine(); // its table is one slot per symmetry class: no size to choose
  }

  @Override
  protected boolean playsEveryBoard() {
    return false;
  }

  @Test
  void aColdSearchFromTheEmptyBoardVisitsFarFewerPositionsThanMinimax() {
    long alphaBeta = new TicTacToeEngine().decide(TIC_TAC_TOE.emptyBoard()).visited();
    long minimax = new MinimaxEngine(TIC_TAC_TOE).decide(TIC_TAC_TOE.emptyBoard()).visited();
    assertTrue(alphaBeta * 100 < minimax,
        "alpha-beta visited " + alphaBeta + ", minimax " + minimax);
  }

  @Test
  void aRepeatedQueryIsAnsweredFromMemory() {
    TicTacToeEngine engine = new TicTacToeEngine();
    Decision first = engine.decide(TIC_TAC_TOE.emptyBoard());
    Decision again = engine.decide(TIC_TAC_TOE.emptyBoard());
    assertEquals(first.after(), again.after());
    assertEquals(first.score(), again.score());
    assertEquals(1, again.visited());
  }

  @Test
  void askedEveryPositionItKeepsOneEntryPerSymmetryClassItSearched() {
    // Every question searches the children of its position, so every non-terminal class but the
    // empty board's (no position's child) gets exactly one entry.
    List<Board> positions = Positions.all(TIC_TAC_TOE);
    Set<List<Long>> nonTerminalClasses = new HashSet<>();
    for (Board board : positions) {
      if (!board.isOver()) {
        long[] image = TIC_TAC_TOE.symmetry().canonical(board.x(), board.o());
        nonTerminalClasses.add(List.of(image[0], image[1]));
      }
    }
    TicTacToeEngine engine = new TicTacToeEngine();
    positions.forEach(engine::decide);
    assertEquals(nonTerminalClasses.size() - 1, engine.tableEntries());
  }
}
