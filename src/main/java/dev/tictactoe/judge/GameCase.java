package dev.tictactoe.judge;

import dev.tictactoe.game.Game;
import dev.tictactoe.game.Design;
import java.util.Arrays;

/**
 * One game the checker plays on a solution: a board side and its moves, each (row, column,
 * player), kept packed in one array (the 255,168 games of 3x3 are held at once). What the
 * solution must answer is what the project's reference design answers: the designs are proven to
 * agree on every 3x3 game and on random games up to 64 x 64.
 */
public final class GameCase {
  private final int n;
  private final int[] moves;
  /** The reference's results, computed when first asked for: a game is judged more than once. */
  private volatile int[] expected;

  /** A game on an {@code n x n} board of these (row, column, player) triples, packed. */
  public GameCase(int n, int[] moves) {
    this.n = n;
    this.moves = moves;
  }

  public int n() {
    return n;
  }

  public int[] moves() {
    return moves;
  }

  /** A game from {row, col, player} triples. */
  public static GameCase of(int n, int[]... triples) {
    int[] packed = new int[3 * triples.length];
    for (int i = 0; i < triples.length; i++) {
      System.arraycopy(triples[i], 0, packed, 3 * i, 3);
    }
    return new GameCase(n, packed);
  }

  public int size() {
    return moves.length / 3;
  }

  public int row(int i) {
    return moves[3 * i];
  }

  public int col(int i) {
    return moves[3 * i + 1];
  }

  public int player(int i) {
    return moves[3 * i + 2];
  }

  /** The request the protocol sends for it. */
  public String request() {
    return Protocol.gameRequest(n, moves);
  }

  /** What each move must return: the reference design's results. */
  public int[] expected() {
    if (expected == null) {
      Game reference = Design.LOCAL_SCAN.create(n);
      int[] results = new int[size()];
      for (int i = 0; i < size(); i++) {
        results[i] = reference.move(row(i), col(i), player(i));
      }
      expected = results;
    }
    return expected.clone();
  }

  /**
   * Whether it is a game the problem promises: every move on the board, on a free cell, by
   * player 1 or 2, and none after a win.
   */
  public boolean isValid() {
    boolean[] taken = new boolean[n * n];
    Game reference = Design.LOCAL_SCAN.create(n);
    for (int i = 0; i < size(); i++) {
      int r = row(i);
      int c = col(i);
      int p = player(i);
      if (r < 0 || c < 0 || r >= n || c >= n || (p != 1 && p != 2) || taken[r * n + c]) {
        return false;
      }
      taken[r * n + c] = true;
      if (reference.move(r, c, p) != 0 && i < size() - 1) {
        return false;
      }
    }
    return true;
  }

  /** The first n moves of it. */
  public GameCase prefix(int moveCount) {
    return new GameCase(n, Arrays.copyOf(moves, 3 * moveCount));
  }

  /** The same moves on another board side. */
  public GameCase on(int side) {
    return new GameCase(side, moves);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof GameCase g && g.n == n && Arrays.equals(g.moves, moves);
  }

  @Override
  public int hashCode() {
    return 31 * n + Arrays.hashCode(moves);
  }

  @Override
  public String toString() {
    return n + "x" + n + " game of " + size() + " moves";
  }
}
