package dev.tictactoe.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tictactoe.game.ValidatedGame.Outcome;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The game's contract, written once. Each design's test is a subclass that only says which design
 * to build; a fourth design gets the whole contract by adding one small class.
 */
abstract class GameContractTest {

  /** The design under test. */
  abstract Design design();

  ValidatedGame newGame(int n) {
    return ValidatedGame.of(design(), n);
  }

  /** Plays {row, col, player} moves in order and returns each move's result. */
  static int[] play(Game game, List<int[]> moves) {
    return moves.stream().mapToInt(m -> game.move(m[0], m[1], m[2])).toArray();
  }

  /** The results a game must give when only its last move wins, for {@code player}. */
  static int[] onlyLastWins(int moves, int player) {
    return IntStream.range(0, moves).map(i -> i == moves - 1 ? player : 0).toArray();
  }

  @Test
  void workedExampleFromTheProblem() {
    ValidatedGame game = newGame(StatementExample.N);
    assertArrayEquals(StatementExample.RESULTS.stream().mapToInt(Integer::intValue).toArray(),
        play(game, StatementExample.moves()));
    assertEquals(Outcome.WON, game.outcome());
    assertEquals(1, game.winner());
  }

  static Stream<Arguments> everyLineForBothPlayers() {
    return IntStream.of(1, 2, 3, 4, 5).boxed().flatMap(n -> Line.all(n).stream()
        .flatMap(line -> Stream.of(1, 2).map(player -> Arguments.of(n, line, player))));
  }

  @ParameterizedTest(name = "n={0}, {1}, player {2}")
  @MethodSource("everyLineForBothPlayers")
  void completingAnyLineWinsOnExactlyThatMove(int n, Line line, int player) {
    List<int[]> moves = line.winningGame(n, player);
    ValidatedGame game = newGame(n);
    assertArrayEquals(onlyLastWins(moves.size(), player), play(game, moves));
    assertEquals(player, game.winner());
  }

  // tag::first-move-wins[]
  @ParameterizedTest(name = "player {0}")
  @ValueSource(ints = {1, 2})
  void onOneByOneTheFirstMoveWins(int player) {
    // The counter trap: comparing before incrementing (x++ == n) misses this win.
    assertEquals(player, newGame(1).move(0, 0, player));
  }
  // end::first-move-wins[]

  @Test
  void onTwoByTwoAnyTwoMarksOfOnePlayerWin() {
    ValidatedGame game = newGame(2);
    assertEquals(0, game.move(0, 0, 1));
    assertEquals(0, game.move(1, 1, 2));
    assertEquals(1, game.move(1, 0, 1));
  }

  // tag::anti-diagonal[]
  @Test
  void antiDiagonalRunsFromTopRightToBottomLeft() {
    // The anti-diagonal trap: it starts at (0, n - 1); designs that start it at (0, 0) or test
    // row + col == n miss this win.
    ValidatedGame game = newGame(4);
    List<int[]> moves = List.of(
        new int[] {0, 3, 2}, new int[] {0, 0, 1}, new int[] {1, 2, 2}, new int[] {1, 1, 1},
        new int[] {2, 1, 2}, new int[] {2, 2, 1}, new int[] {3, 0, 2});
    assertArrayEquals(onlyLastWins(7, 2), play(game, moves));
  }
  // end::anti-diagonal[]

  /** X O X / X O O / O X X: nine moves, no line. */
  static final List<int[]> DRAWN_GAME = List.of(
      new int[] {0, 0, 1}, new int[] {0, 1, 2}, new int[] {0, 2, 1}, new int[] {1, 1, 2},
      new int[] {1, 0, 1}, new int[] {1, 2, 2}, new int[] {2, 1, 1}, new int[] {2, 0, 2},
      new int[] {2, 2, 1});

  @Test
  void aFullBoardWithoutALineIsADraw() {
    ValidatedGame game = newGame(3);
    int[] results = play(game, DRAWN_GAME.subList(0, 8));
    assertArrayEquals(new int[8], results);
    assertEquals(Outcome.IN_PROGRESS, game.outcome());
    assertEquals(0, game.move(2, 2, 1));
    assertEquals(Outcome.DRAW, game.outcome());
    assertEquals(0, game.winner());
  }

  // --- validation: each refusal has its own exception and leaves the game as it was ---

  /** A 3x3 game after X at (0, 0) and O at (1, 1). */
  private ValidatedGame gameInProgress() {
    ValidatedGame game = newGame(3);
    game.move(0, 0, 1);
    game.move(1, 1, 2);
    return game;
  }

  // tag::refused-and-unchanged[]
  /** Asserts that the move is refused with {@code type} and changes nothing observable. */
  static void assertRefusedAndUnchanged(
      ValidatedGame game, Class<? extends InvalidMoveException> type, Executable move) {
    String board = game.render();
    int moves = game.moveCount();
    Outcome outcome = game.outcome();
    int winner = game.winner();
    assertThrows(type, move);
    assertEquals(board, game.render());
    assertEquals(moves, game.moveCount());
    assertEquals(outcome, game.outcome());
    assertEquals(winner, game.winner());
  }
  // end::refused-and-unchanged[]

  @ParameterizedTest(name = "player {0}")
  @ValueSource(ints = {0, 3, -1, Integer.MIN_VALUE})
  void playersOtherThanOneAndTwoAreRefused(int player) {
    ValidatedGame game = gameInProgress();
    assertRefusedAndUnchanged(game, UnknownPlayerException.class, () -> game.move(2, 2, player));
  }

  @ParameterizedTest(name = "({0}, {1})")
  @org.junit.jupiter.params.provider.CsvSource({"-1,0", "0,-1", "3,0", "0,3", "3,3",
      "-2147483648,0", "0,2147483647"})
  void cellsOffTheBoardAreRefused(int row, int col) {
    ValidatedGame game = gameInProgress();
    assertRefusedAndUnchanged(game, CellOutsideBoardException.class, () -> game.move(row, col, 1));
  }

  @Test
  void aTakenCellIsRefusedAndTheGameGoesOn() {
    ValidatedGame game = gameInProgress();
    assertRefusedAndUnchanged(game, CellTakenException.class, () -> game.move(1, 1, 1));
    assertRefusedAndUnchanged(game, CellTakenException.class, () -> game.move(0, 0, 1));
    // The refused move did not corrupt the design's state: the game still plays correctly.
    assertEquals(0, game.move(0, 1, 1));
    assertEquals(0, game.move(2, 2, 2));
    assertEquals(1, game.move(0, 2, 1));
  }

  @Test
  void anyMoveAfterAWinIsRefused() {
    ValidatedGame game = newGame(3);
    play(game, Line.all(3).get(0).winningGame(3, 1));
    assertEquals(Outcome.WON, game.outcome());
    assertRefusedAndUnchanged(game, GameOverException.class, () -> game.move(2, 2, 2));
    assertRefusedAndUnchanged(game, GameOverException.class, () -> game.move(2, 1, 1));
  }

  @Test
  void anyMoveAfterADrawIsRefused() {
    ValidatedGame game = newGame(3);
    play(game, DRAWN_GAME);
    assertRefusedAndUnchanged(game, GameOverException.class, () -> game.move(0, 0, 2));
  }

  @ParameterizedTest(name = "n={0}")
  @ValueSource(ints = {0, -1, Integer.MIN_VALUE, ValidatedGame.MAX_SIZE + 1, Integer.MAX_VALUE})
  void boardSidesOutsideTheLimitsAreRefused(int n) {
    InvalidBoardSizeException e =
        assertThrows(InvalidBoardSizeException.class, () -> ValidatedGame.of(design(), n));
    assertEquals("board size n must be between 1 and " + ValidatedGame.MAX_SIZE + ", got " + n,
        e.getMessage());
  }

  @Test
  void refusalsSayWhatWasWrong() {
    ValidatedGame game = gameInProgress();
    assertEquals("cell (1, 1) is already taken by player 2",
        assertThrows(CellTakenException.class, () -> game.move(1, 1, 1)).getMessage());
    assertEquals("cell (3, 0) is outside the 3x3 board: row and column must be in 0..2",
        assertThrows(CellOutsideBoardException.class, () -> game.move(3, 0, 1)).getMessage());
    assertEquals("player must be 1 or 2, got 7",
        assertThrows(UnknownPlayerException.class, () -> game.move(2, 2, 7)).getMessage());
  }
}
