package dev.tictactoe.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.solver.AlphaBetaEngine;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * Properties of every engine on random reachable 3x3 positions, checked against the brute-force
 * {@link ReferenceSolver}, with QuickTheories shrinking any failure to a short game.
 */
class EnginePropertiesTest {

  // tag::random-positions[]
  /** Positions from random legal play: each number picks one of the free cells, in order. */
  static Gen<Board> reachablePositions() {
    return lists().of(integers().between(0, 8)).ofSizeBetween(0, 9).map(picks -> {
      Board board = Rules.ticTacToe().emptyBoard();
      for (int pick : picks) {
        if (board.isOver()) {
          break;
        }
        long free = board.empty();
        for (int skip = pick % Long.bitCount(free); skip > 0; skip--) {
          free &= free - 1;
        }
        board = board.play(Long.numberOfTrailingZeros(free));
      }
      return board;
    }).describedAs(board -> "\n" + board);
  }
  // end::random-positions[]

  private static final List<Supplier<Engine>> ENGINES = List.of(
      () -> new MinimaxEngine(Rules.ticTacToe()), TicTacToeEngine::new,
      () -> new AlphaBetaEngine(Rules.ticTacToe()));

  @Test
  void theMoveIsLegalAndChangesNothingElse() {
    qt().forAll(reachablePositions()).checkAssert(board -> {
      for (Supplier<Engine> engine : ENGINES) {
        Decision d = engine.get().decide(board);
        if (board.isOver()) {
          assertFalse(d.moved());
          assertEquals(board, d.after());
          continue;
        }
        assertEquals('.', board.at(d.cell()), "the engine plays into an empty cell");
        for (int cell = 0; cell < 9; cell++) {
          char expected = cell == d.cell() ? board.toMove() : board.at(cell);
          assertEquals(expected, d.after().at(cell), "cell " + cell);
        }
      }
    });
  }

  // tag::never-worse[]
  @Test
  void noOtherMoveHasABetterOutcome() {
    ReferenceSolver reference = new ReferenceSolver();
    qt().forAll(reachablePositions()).assuming(board -> !board.isOver()).checkAssert(board -> {
      String cells = board.cells();
      for (Supplier<Engine> engine : ENGINES) {
        int chosen = engine.get().decide(board).cell();
        ReferenceSolver.Outcome mine = reference.outcomeOf(cells, chosen);
        for (int cell = 0; cell < 9; cell++) {
          if (board.at(cell) == '.') {
            ReferenceSolver.Outcome other = reference.outcomeOf(cells, cell);
            assertTrue(!other.betterThan(mine),
                "cell " + cell + " (" + other + ") beats the engine's " + chosen + " (" + mine + ")");
          }
        }
      }
    });
  }
  // end::never-worse[]
}
