package dev.tictactoe.mnk;

/**
 * How the m,n,k engines value a position: the 3x3 engine's {@link dev.tictactoe.engine.Score}
 * with the board's size in place of 9. For the player to move, a win is positive, a loss
 * negative, a draw 0; a game that ends with t marks on a board of c cells is worth
 * {@code c + 1 - t} to the winner and {@code -(c + 1 - t)} to the loser. On 3x3 that is the
 * 3x3 engine's {@code 10 - t}, and the tests check the two agree on every position.
 *
 * <p>As there, the depth term counts the marks at the end of the game, not the moves since the
 * search started, so that a value belongs to the position and a table may keep it between
 * searches. Values lie in -64..64; {@link #WORST} is below all of them.
 */
public final class Score {
  /** Lower than any score: where a search for the best move starts. */
  static final int WORST = -100;
  /** Higher than any score. */
  static final int BEST = 100;

  private Score() {}

  /** The value, for the player to move, of a game the opponent won with {@code marks} marks. */
  static int lostWith(int cells, int marks) {
    return -(cells + 1 - marks);
  }

  /** The value, for the player who completes a line with {@code marks} marks on the board. */
  static int wonWith(int cells, int marks) {
    return cells + 1 - marks;
  }

  /** The ply (marks on the board once the last move is made) a decided game ends on. */
  public static int endPly(int score, int cells) {
    if (score == 0) {
      throw new IllegalArgumentException("a draw has no winning ply");
    }
    return cells + 1 - Math.abs(score);
  }

  /**
   * A score described in words for the player to move on {@code board}: "draw", "win in 3
   * moves (on ply 7)", "loss in 2 moves (on ply 10)"; moves count both players' marks.
   */
  public static String describe(int score, Board board) {
    if (score == 0) {
      return "draw";
    }
    int ply = endPly(score, board.rules().cells());
    int movesLeft = ply - board.marks();
    return (score > 0 ? "win" : "loss") + " in " + movesLeft + (movesLeft == 1 ? " move" : " moves")
        + " (on ply " + ply + ")";
  }

  /**
   * The value of the empty board in the form the m,n,k literature uses: "draw", "X wins on ply
   * 7", "O wins on ply 12" (the ply: marks on the board once the winning move is made).
   */
  public static String outcome(int scoreForX, int cells) {
    if (scoreForX == 0) {
      return "draw";
    }
    return (scoreForX > 0 ? "X" : "O") + " wins on ply " + endPly(scoreForX, cells);
  }
}
