package dev.tictactoe.mnk;

/**
 * The value of a position, without a move.
 *
 * @param board the position
 * @param score its value for the player to move ({@link Score}); 0 for a finished board
 * @param visited how many positions the search visited, counting the root
 */
public record Evaluation(Board board, int score, long visited) {

  /** The score from X's point of view. */
  public int scoreForX() {
    return board.xToMove() ? score : -score;
  }
}
