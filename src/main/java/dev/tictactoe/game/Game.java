package dev.tictactoe.game;

/**
 * The "Design Tic-Tac-Toe" contract (LeetCode 348): an n x n board on which two players, 1 and 2,
 * place marks; a player wins by filling a whole row, column, the main diagonal or the
 * anti-diagonal with n of their marks.
 *
 * <p>The three designs in this package ({@link FullScanGame}, {@link LocalScanGame}, {@link
 * CounterGame}) differ only in how they notice a win. Like the interview problem they
 * <em>trust</em> their input: every move is on the board, on a free cell, by player 1 or 2, and
 * none comes after a win. {@link ValidatedGame} wraps any of them and checks all of that in one
 * place, so the designs stay as small as the lesson they teach.
 */
// tag::contract[]
public interface Game {

  /**
   * Places {@code player}'s mark at ({@code row}, {@code col}).
   *
   * @return 0 while nobody has won; {@code player} on the move that completes a row, a column or a
   *     diagonal
   */
  int move(int row, int col, int player);

  /** The board's side, n. */
  int size();
}
// end::contract[]
