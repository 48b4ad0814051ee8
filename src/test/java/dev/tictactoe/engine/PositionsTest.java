package dev.tictactoe.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which boards can arise in a real game, and the reason given for each that cannot. */
class PositionsTest {

  @ParameterizedTest(name = "{0}/{1}/{2}")
  @CsvSource(delimiter = '|', value = {
      "XX.|...|...|X has 2 marks and O has 0: X moves first and the players alternate, so X has"
          + " as many marks as O or one more",
      "O..|...|...|X has 0 marks and O has 1: X moves first and the players alternate, so X has"
          + " as many marks as O or one more",
      "XXX|OOO|...|both X and O have three in a row; the game ends at the first line",
      "XXX|OO.|O..|play continued after X's win: X has three in a row, so X moved last and should"
          + " have one more mark than O, but they have 3 each",
      "OOO|XX.|X.X|play continued after O's win: O has three in a row, so O moved last and should"
          + " have as many marks as X, but X has 4 and O 3"})
  void explainsWhyABoardCannotArise(String top, String middle, String bottom, String reason) {
    IllegalPositionException e = assertThrows(IllegalPositionException.class,
        () -> Positions.check(Board.of(top, middle, bottom)));
    assertEquals(reason, e.getMessage());
  }

  @Test
  void namedPositionsAreReachableQuestionsWithAMoveToMake() {
    assertEquals(List.of("empty", "corner", "midgame"), List.copyOf(Positions.NAMED.keySet()));
    Positions.NAMED.forEach((name, board) -> {
      assertTrue(Positions.isReachable(board), name);
      assertFalse(board.isOver(), name);
      assertSame(board, Positions.named(name));
    });
  }

  @Test
  void anUnknownNameIsRefusedWithTheKnownOnes() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Positions.named("opening"));
    assertEquals("unknown position 'opening', expected one of: empty, corner, midgame",
        e.getMessage());
  }

  @ParameterizedTest(name = "{0}/{1}/{2}")
  @CsvSource({"...,...,...", "XXX,OO.,...", "XOX,XOO,OXX", "OOO,XX.,X.."})
  void acceptsBoardsFromRealGames(String top, String middle, String bottom) {
    Positions.check(Board.of(top, middle, bottom));
  }
}
