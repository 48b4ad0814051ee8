package dev.tictactoe.mnk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BoardTest {
  private static final Rules FOUR_BY_FIVE = Rules.of(4, 5, 4);

  @Test
  void cellsInOneStringReadBackAsTheSameBoard() {
    qt().forAll(Generators.positions(64)).checkAssert(board -> {
      assertEquals(board.cells().length(), board.rules().cells());
      assertEquals(board, Board.ofCells(board.rules(), board.cells()));
    });
    Rules rules = Rules.of(3, 4, 3);
    assertEquals(Board.of(rules, "X...", ".O..", "...."), Board.ofCells(rules, "X....O......"));
    BoardFormatException e = assertThrows(BoardFormatException.class,
        () -> Board.ofCells(rules, "X....O..."));
    assertTrue(e.getMessage().contains("has 12 cells, got 9"), e.getMessage());
  }

  @Test
  void parsesRowsAndPrintsThemBack() {
    Board board = Board.of(FOUR_BY_FIVE, "X....", ".O...", "..X..", ".....");
    assertEquals("X....\n.O...\n..X..\n.....\n", board.toString());
    assertEquals('X', board.at(0));
    assertEquals('O', board.at(6));
    assertEquals('X', board.at(12));
    assertEquals(3, board.marks());
    assertEquals('O', board.toMove());
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(delimiter = '|', value = {
      "X....,.....,.....|4|a 4x5 board has 4 rows, got 3",
      "X....,.....,.....,.....,.....|5|a 4x5 board has 4 rows, got 5",
      "X....,....,.....,.....|2|row '....' should be 5 characters from X, O and '.'",
      "X....,.....,..Z..,.....|3|row '..Z..' has 'Z'; only X, O and '.' are allowed"})
  void refusesTextThatIsNotABoardNamingTheRow(String rows, int row, String reason) {
    BoardFormatException e = assertThrows(BoardFormatException.class,
        () -> Board.parse(FOUR_BY_FIVE, List.of(rows.split(","))));
    assertEquals(reason, e.getMessage());
    assertEquals(row, e.row());
  }

  @Test
  void aRowWithALineBreakIsRefusedInOneLine() {
    // Found by fuzzing Board.ofCells: the message quoted the row, line break and all.
    BoardFormatException e = assertThrows(BoardFormatException.class,
        () -> Board.ofCells(Rules.ticTacToe(), "X..\n.O..."));
    assertEquals("row '\\n.O' has '\\n'; only X, O and '.' are allowed", e.getMessage());
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(delimiter = '|', value = {
      "XX...,.....,.....,.....|X has 2 marks and O has 0: X moves first and the players"
          + " alternate, so X has as many marks as O or one more",
      "XXXX.,OOOO.,.....,.....|both X and O have 4 in a row; the game ends at the first line",
      "XXXX.,OOO..,O....,.....|play continued after X's win: X has 4 in a row, so X moved last"
          + " and should have one more mark than O, but they have 4 each",
      "OOOO.,XXX..,X....,X....|play continued after O's win: O has 4 in a row, so O moved last"
          + " and should have as many marks as X, but X has 5 and O 4",
      "XXXX.,OOO.O,OOO..,XXXX.|play continued after X's first line: X has lines of 4 with no"
          + " cell in common, and one move completes only lines through its own cell"})
  void refusesPositionsThatCannotAriseSayingWhy(String rows, String reason) {
    Board board = Board.parse(FOUR_BY_FIVE, List.of(rows.split(",")));
    IllegalPositionException e = assertThrows(IllegalPositionException.class, board::check);
    assertEquals(reason, e.getMessage());
    assertFalse(board.isReachable());
  }

  @ParameterizedTest(name = "{0}/{1}/{2}")
  @CsvSource(delimiter = '|', value = {
      "XX.|...|...|X has 2 marks and O has 0: X moves first and the players alternate, so X has"
          + " as many marks as O or one more",
      "O..|...|...|X has 0 marks and O has 1: X moves first and the players alternate, so X has"
          + " as many marks as O or one more",
      "XXX|OOO|...|both X and O have 3 in a row; the game ends at the first line",
      "XXX|OO.|O..|play continued after X's win: X has 3 in a row, so X moved last and should"
          + " have one more mark than O, but they have 3 each",
      "OOO|XX.|X.X|play continued after O's win: O has 3 in a row, so O moved last and should"
          + " have as many marks as X, but X has 4 and O 3"})
  void explainsWhyAThreeByThreeBoardCannotArise(String top, String middle, String bottom,
      String reason) {
    IllegalPositionException e = assertThrows(IllegalPositionException.class,
        () -> Board.of(Rules.ticTacToe(), top, middle, bottom).check());
    assertEquals(reason, e.getMessage());
  }

  @ParameterizedTest(name = "{0}/{1}/{2}")
  @CsvSource({"...,...,...", "XXX,OO.,...", "XOX,XOO,OXX", "OOO,XX.,X.."})
  void acceptsBoardsFromRealGames(String top, String middle, String bottom) {
    Board board = Board.of(Rules.ticTacToe(), top, middle, bottom);
    assertSame(board, board.check());
    assertTrue(board.isReachable());
  }

  @Test
  void acceptsTwoLinesThroughTheLastMove() {
    // X's last move, the top-left corner, completed the top row and the left column at once.
    Board board = Board.of(Rules.of(3, 3, 3), "XXX", "XOO", "XOO");
    assertTrue(board.isReachable());
    assertEquals('X', board.winner());
    assertTrue(board.isOver());
  }

  @Test
  void playsForWhoeverIsToMoveAndRefusesATakenCell() {
    Board board = FOUR_BY_FIVE.emptyBoard().play(7).play(8);
    assertEquals('X', board.at(7));
    assertEquals('O', board.at(8));
    assertThrows(IllegalArgumentException.class, () -> FOUR_BY_FIVE.emptyBoard().play(7).play(7));
    assertThrows(IllegalArgumentException.class, () -> FOUR_BY_FIVE.emptyBoard().play(20));
  }

  @Test
  void aBoardOfSixtyFourCellsUsesEveryBit() {
    Rules rules = Rules.of(8, 8, 5);
    Board board = rules.emptyBoard().play(63).play(0);
    assertEquals('X', board.at(63));
    assertEquals('O', board.at(0));
    // the last cell is the sign bit, the first the lowest: both ends of the word, each once
    assertEquals(Long.MIN_VALUE, board.x());
    assertEquals(1L, board.o());
    assertEquals(~(Long.MIN_VALUE | 1L), board.empty());
    assertEquals(62, Long.bitCount(board.empty()));
    assertTrue(board.isReachable());
  }
}
