package dev.tictactoe.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What {@link CounterGame#counters()} shows (the interview page's dry run is made from it): after
 * every move of a random game, each counter is player 1's marks minus player 2's on its line, as
 * a board kept beside the game counts them.
 */
class CounterGameCountersTest {

  @Test
  void eachCounterIsPlayerOnesMarksMinusPlayerTwosOnItsLine() {
    qt().withExamples(300).forAll(GamePropertiesTest.randomGames()).checkAssert(script -> {
      int n = script.n();
      CounterGame game = new CounterGame(n);
      int[][] board = new int[n][n];
      for (int[] m : script.moves()) {
        game.move(m[0], m[1], m[2]);
        board[m[0]][m[1]] = m[2] == 1 ? 1 : -1;
        assertEquals(expected(board), game.counters(), script::toString);
      }
    });
  }

  @Test
  void aNewGameCountsNothing() {
    assertEquals(new CounterGame.Counters(List.of(0, 0, 0, 0), List.of(0, 0, 0, 0), 0, 0),
        new CounterGame(4).counters());
  }

  /** The counters a board's marks make, +1 for each of player 1's and -1 for player 2's. */
  private static CounterGame.Counters expected(int[][] board) {
    int n = board.length;
    List<Integer> rows = new ArrayList<>();
    List<Integer> columns = new ArrayList<>();
    int diagonal = 0;
    int antiDiagonal = 0;
    for (int i = 0; i < n; i++) {
      int row = 0;
      int column = 0;
      for (int j = 0; j < n; j++) {
        row += board[i][j];
        column += board[j][i];
      }
      rows.add(row);
      columns.add(column);
      diagonal += board[i][i];
      antiDiagonal += board[i][n - 1 - i];
    }
    return new CounterGame.Counters(rows, columns, diagonal, antiDiagonal);
  }
}
