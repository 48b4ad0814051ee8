package dev.tictactoe.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The engine's contract, written once; each engine's test says which engine to build. The
 * regression cases are bugs seen in other engines.
 */
abstract class EngineContractTest {

  abstract Engine newEngine();

  private Board decide(String top, String middle, String bottom) {
    return newEngine().decide(Board.of(top, middle, bottom)).after();
  }

  @Test
  void workedExampleFromThePuzzle() {
    assertEquals(Board.of("XOX", "OOX", "..X"), decide("XOX", "OOX", "..."));
  }

  // tag::immediate-win[]
  @Test
  void takesTheImmediateWinRatherThanALongerForcedWin() {
    // X wins at once in the right column (bottom right); other moves also win, later.
    // An engine whose score has no depth term may play any of them.
    assertEquals(Board.of("XOX", "O.X", ".OX"), decide("XOX", "O.X", ".O."));
  }
  // end::immediate-win[]

  @Test
  void onTheEmptyBoardXTakesTheCentre() {
    Decision d = newEngine().decide(Board.EMPTY);
    assertEquals(4, d.cell());
    assertEquals(0, d.score(), "the empty board is a draw");
  }

  // tag::tie-is-a-draw[]
  @Test
  void aTieScoresAsADraw() {
    // Every move here leads to a full board with no line. The score must be 0, not a small win
    // or loss left over from a depth term.
    Decision d = newEngine().decide(Board.of("XOX", "XOO", "OX."));
    assertEquals(8, d.cell());
    assertEquals(0, d.score());
    assertEquals("draw", Score.describe(d.score(), d.before()));
  }
  // end::tie-is-a-draw[]

  @ParameterizedTest(name = "{0}/{1}/{2}")
  @CsvSource({"XXX,OO.,...", "XO.,XO.,X..", "XOX,XOO,OXX", "OOO,XX.,X.."})
  void aFinishedBoardIsReturnedUnchanged(String top, String middle, String bottom) {
    Board board = Board.of(top, middle, bottom);
    Decision d = newEngine().decide(board);
    assertFalse(d.moved());
    assertEquals(-1, d.cell());
    assertEquals(board, d.after());
    assertEquals(1, d.visited(), "only the root is looked at");
  }

  @Test
  void blocksAnImmediateLossWhenItCannotWin() {
    // O threatens the left column; X has no win at once, so X must take the bottom left.
    assertEquals(Board.of("OX.", "O.X", "X.."), decide("OX.", "O.X", "..."));
  }

  // tag::slowest-loss[]
  @Test
  void delaysALossAsLongAsItCan() {
    // X is lost. Blocking O's right column loses in 4 moves; anything else loses in 2.
    Board board = Board.of("XXO", "..O", "...");
    Decision d = newEngine().decide(board);
    assertEquals(Board.of("XXO", "..O", "..X"), d.after());
    assertEquals("loss in 4 moves", Score.describe(d.score(), board));
  }
  // end::slowest-loss[]

  @Test
  void countsThePositionsItVisitedIncludingTheRoot() {
    // One move left: the root and the one child it can reach.
    Decision d = newEngine().decide(Board.of("XOX", "XOO", "OX."));
    assertEquals(2, d.visited());
  }

  @ParameterizedTest(name = "{0}/{1}/{2}")
  @CsvSource({"XXX,...,...", "XXX,OOO,...", "OO.,...,...", "XXX,OO.,O.."})
  void refusesPositionsThatCannotArise(String top, String middle, String bottom) {
    assertThrows(IllegalPositionException.class,
        () -> newEngine().decide(Board.of(top, middle, bottom)));
  }
}
