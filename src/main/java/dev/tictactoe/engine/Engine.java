package dev.tictactoe.engine;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.IllegalPositionException;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchStoppedException;

/**
 * A perfect-play engine, the "Tic Tac Toe Engine" puzzle's on any m,n,k board of up to 64 cells
 * (3x3 included). The engine plays for whoever is to move, and:
 *
 * <ul>
 *   <li>makes no move when a player has k in a row or the board is full;
 *   <li>otherwise plays the move with the best outcome under perfect play by both sides: a win
 *       before a draw before a loss, the fastest win, the slowest loss ({@link
 *       dev.tictactoe.mnk.Score});
 *   <li>breaks ties between equally good moves by the cell on the most k-windows, then the first
 *       in row-major order ({@link Rules#preferenceOrder()}); on 3x3 that is exactly the puzzle's
 *       grid {@code 8 4 7 / 3 9 2 / 6 1 5}, the highest value first.
 * </ul>
 *
 * <p>Three engines implement it: {@link MinimaxEngine} (plain minimax, any board), {@link
 * TicTacToeEngine} (the puzzle's memoized alpha-beta, 3x3 only) and {@code
 * dev.tictactoe.solver.AlphaBetaEngine} (the strong engine, any board, its techniques switchable).
 */
// tag::engine[]
public interface Engine {

  /** The rules this engine plays; it answers only about boards of these rules. */
  Rules rules();

  /**
   * The engine's move on {@code board}, for the player to move.
   *
   * @throws IllegalPositionException if the board cannot arise in a real game
   * @throws IllegalArgumentException if the board is of other rules
   * @throws SearchStoppedException if a {@link dev.tictactoe.mnk.SearchMonitor} stopped the search
   */
  Decision decide(Board board);

  /**
   * The value of {@code board} for the player to move, without choosing a move; cheaper than
   * {@link #decide} where only the outcome matters.
   */
  Evaluation evaluate(Board board);

  /**
   * The score, for the player to move on {@code board}, of taking the free {@code cell}: the game
   * is won on the spot, drawn on a full board, or worth to the mover minus what the best answer
   * is worth to the opponent.
   */
  default int moveValue(Board board, int cell) {
    Board child = board.play(cell);
    if (child.winner() != '.') {
      return Score.wonWith(board.rules().cells(), child.marks());
    }
    return child.isOver() ? 0 : -decide(child).score();
  }
}
// end::engine[]
