package dev.tictactoe.engine;

import dev.tictactoe.mnk.Board;

/**
 * What an engine answered for one position.
 *
 * @param before the position asked about
 * @param after the position after the engine's move, or {@code before} when the game was over
 * @param cell the cell played, or -1 when the game was over
 * @param score the value of the move for the engine ({@link dev.tictactoe.mnk.Score}); 0 when no
 *     move was made
 * @param visited how many positions the search visited for this query, counting the root
 */
public record Decision(Board before, Board after, int cell, int score, long visited) {

  /** Whether the engine made a move (it does not on a finished board). */
  public boolean moved() {
    return cell >= 0;
  }
}
