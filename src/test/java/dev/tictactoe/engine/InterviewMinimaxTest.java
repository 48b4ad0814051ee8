package dev.tictactoe.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Positions;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import org.junit.jupiter.api.Test;

/**
 * The engine contract, for {@link InterviewMinimax}, the twenty lines a candidate writes: the
 * puzzle's worked cases, the bugs seen in other engines, and plain minimax's move and score on
 * every position of 3x3. The candidate's code trusts its input and counts nothing, so the engine
 * it is tested as checks the position first (as every engine does) and says nothing of positions
 * visited.
 */
class InterviewMinimaxTest extends EngineContractTest {
  @Override
  protected Engine newEngine(Rules rules, int tableEntries, SearchMonitor monitor) {
    return new AsEngine();
  }

  @Override
  protected boolean playsEveryBoard() {
    return false;
  }

  @Override
  protected boolean remembers() {
    return false;
  }

  @Override
  protected boolean countsPositions() {
    return false;
  }

  /** The candidate's two methods behind the project's engine interface, on 3x3. */
  static final class AsEngine implements Engine {
    @Override
    public Rules rules() {
      return Rules.ticTacToe();
    }

    @Override
    public Decision decide(Board board) {
      Checks.playable(rules(), board);
      int cell = InterviewMinimax.bestMove(board.cells().toCharArray());
      if (cell < 0) {
        return Checks.noMove(board);
      }
      return new Decision(board, board.play(cell), cell, value(board), 0);
    }

    @Override
    public Evaluation evaluate(Board board) {
      Checks.playable(rules(), board);
      return board.isOver() ? Checks.finished(board) : new Evaluation(board, value(board), 0);
    }

    private static int value(Board board) {
      return InterviewMinimax.value(board.cells().toCharArray(), board.toMove());
    }
  }

  @Test
  void anUnfinishedBoardAlwaysGetsAMoveAndAFinishedOneNever() {
    for (Board board : Positions.all(Rules.ticTacToe())) {
      int cell = InterviewMinimax.bestMove(board.cells().toCharArray());
      assertEquals(board.isOver(), cell < 0, board::toString);
    }
  }

  @Test
  void itLeavesTheBoardItWasGivenAsItFoundIt() {
    char[] cells = Positions.named("midgame").cells().toCharArray();
    String before = new String(cells);
    InterviewMinimax.bestMove(cells);
    assertEquals(before, new String(cells));
  }
}
