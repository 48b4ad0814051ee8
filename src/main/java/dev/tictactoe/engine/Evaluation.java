package dev.tictactoe.engine;

import dev.tictactoe.mnk.Board;

/**
 * The value of a position, without a move.
 *
 * @param board the position
 * @param score its value for the player to move ({@link dev.tictactoe.mnk.Score}); for a finished
 *     board, what the game's end is worth to the player who would move next
 * @param visited how many positions the search visited, counting the root
 */
public record Evaluation(Board board, int score, long visited) {

  /** The score from X's point of view. */
  public int scoreForX() {
    return board.xToMove() ? score : -score;
  }
}
