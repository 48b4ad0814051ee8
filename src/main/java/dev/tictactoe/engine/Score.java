package dev.tictactoe.engine;

/**
 * How engines value a position: from the point of view of the player to move, a win is positive,
 * a loss negative, a draw 0, and the size says how soon the game ends.
 *
 * <p>A game that ends with t marks on the board is worth {@code 10 - t} to the winner and
 * {@code -(10 - t)} to the loser. Why a depth term at all: without it every winning move scores
 * the same, and an engine may pick a win five moves away over the one available now, dithering
 * while the opponent gets chances to err in its favour no longer; a fair puzzle asks for the
 * fastest win and the slowest loss. Why counted from the empty board (the marks at the end) and
 * not from wherever the search started: so that the value belongs to the position alone. Two
 * searches that reach the same position from different roots must agree on its value, or a table
 * that remembers values between searches would hand one search the other's numbers.
 *
 * <p>Between two moves from the same position, t differs only by the moves still to play, so the
 * fastest win (smallest t) scores highest and the slowest loss (largest t) scores highest among
 * losses. Values lie in -10..10; {@link #WORST} is below all of them.
 */
public final class Score {
  /** Lower than any score: where a search for the best move starts. */
  static final int WORST = -100;

  private Score() {}

  // tag::terminal[]
  /** The value, for the player to move, of a game already lost with {@code marks} on the board. */
  static int lostWith(int marks) {
    return -(10 - marks);
  }
  // end::terminal[]

  /** A score described in words: "win in 3 moves", "draw", "loss in 2 moves". */
  public static String describe(int score, Board board) {
    if (score == 0) {
      return "draw";
    }
    int movesLeft = 10 - Math.abs(score) - board.marks();
    return (score > 0 ? "win" : "loss") + " in " + movesLeft + (movesLeft == 1 ? " move" : " moves");
  }
}
