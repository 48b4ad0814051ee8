package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.MinimaxEngine;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Generators;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.mnk.Symmetry;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** Properties of the strong engine on random rules and positions, shrinking to small boards. */
class SolverPropertiesTest {

  // tag::symmetric-images[]
  @Test
  void aPositionAndItsSymmetricImagesHaveTheSameValue() {
    qt().forAll(Generators.positions(20)).checkAssert(board -> {
      Rules rules = board.rules();
      int value = new AlphaBetaEngine(rules).evaluate(board).score();
      Symmetry symmetry = rules.symmetry();
      for (int s = 1; s < symmetry.count(); s++) {
        Board image = new Board(rules, symmetry.image(s, board.x()), symmetry.image(s, board.o()));
        assertEquals(value, new AlphaBetaEngine(rules).evaluate(image).score(),
            "symmetry " + s + " gives\n" + image);
      }
    });
  }
  // end::symmetric-images[]

  // tag::order-and-size[]
  @Test
  void theAnswerDependsNeitherOnEarlierQuestionsNorOnTheTableSize() {
    // The earlier questions: up to six other positions of the same board, each a list of picks.
    Gen<List<List<Integer>>> earlier = lists().of(lists().of(integers().between(0, 63))
        .ofSizeBetween(0, 20)).ofSizeBetween(0, 6);
    qt().forAll(Generators.positions(20), earlier).checkAssert((board, questions) -> {
      Rules rules = board.rules();
      Decision fresh = new AlphaBetaEngine(rules).decide(board);
      Decision tiny = new AlphaBetaEngine(rules, 16, SearchMonitor.NONE).decide(board);
      AlphaBetaEngine experienced = new AlphaBetaEngine(rules, 64, SearchMonitor.NONE);
      for (List<Integer> picks : questions) {
        experienced.evaluate(Generators.play(rules, picks));
      }
      Decision later = experienced.decide(board);
      for (Decision d : List.of(tiny, later)) {
        assertEquals(fresh.cell(), d.cell());
        assertEquals(fresh.score(), d.score());
      }
    });
  }
  // end::order-and-size[]

  @Test
  void theMoveIsLegalWinsAtOnceWhenItCanAndBlocksTheOnlyThreat() {
    qt().forAll(Generators.positions(25)).checkAssert(board -> {
      Rules rules = board.rules();
      Decision d = new AlphaBetaEngine(rules).decide(board);
      if (board.isOver()) {
        assertEquals(-1, d.cell());
        assertEquals(board, d.after());
        return;
      }
      assertEquals('.', board.at(d.cell()), "the engine plays into an empty cell");
      assertEquals(board.play(d.cell()), d.after(), "and changes nothing else");
      long mine = board.moverMarks();
      long winningCells = 0;
      long threats = 0;
      for (long free = board.empty(); free != 0; free &= free - 1) {
        long bit = free & -free;
        if (rules.hasLine(mine | bit)) {
          winningCells |= bit;
        }
        if (rules.hasLine(board.waiterMarks() | bit)) {
          threats |= bit;
        }
      }
      if (winningCells != 0) {
        assertTrue((winningCells & 1L << d.cell()) != 0, "takes the win that is there");
        assertEquals(Score.wonWith(rules.cells(), board.marks() + 1), d.score());
      } else if (Long.bitCount(threats) == 1) {
        assertEquals(Long.numberOfTrailingZeros(threats), d.cell(), "blocks the only threat");
      }
    });
  }

  // tag::four-by-four-endgames[]
  @Test
  void onFourByFourPositionsWithEightMarksOrMoreTheMemoizedEngineEqualsPlainMinimax() {
    Rules rules = Rules.of(4, 4, 4);
    AlphaBetaEngine shared = new AlphaBetaEngine(rules); // one instance, many questions
    qt().forAll(Generators.positions(rules, 8)).checkAssert(board -> {
      Decision expected = new MinimaxEngine(rules).decide(board);
      Decision actual = shared.decide(board);
      assertEquals(expected.cell(), actual.cell(), "on\n" + board);
      assertEquals(expected.score(), actual.score(), "on\n" + board);
    });
  }
  // end::four-by-four-endgames[]

  @Test
  void onRandomEndgamesOfAnyBoardTheMemoizedEngineEqualsPlainMinimax() {
    qt().forAll(Generators.endgames(40, 9)).checkAssert(board -> {
      Rules rules = board.rules();
      Decision expected = new MinimaxEngine(rules).decide(board);
      Decision actual = new AlphaBetaEngine(rules, 16, SearchMonitor.NONE).decide(board);
      assertEquals(expected.cell(), actual.cell(), "on\n" + board);
      assertEquals(expected.score(), actual.score(), "on\n" + board);
    });
  }
}
