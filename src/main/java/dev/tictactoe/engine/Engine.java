package dev.tictactoe.engine;

/**
 * A perfect-play engine for 3x3 tic-tac-toe, the "Tic Tac Toe Engine" puzzle. The engine plays for
 * whoever is to move, and:
 *
 * <ul>
 *   <li>makes no move when a player has three in a row or the board is full;
 *   <li>otherwise plays the move with the best outcome under perfect play by both sides: a win
 *       before a draw before a loss, the fastest win, the slowest loss;
 *   <li>breaks ties between equally good moves by the highest value in the grid
 *       {@code 8 4 7 / 3 9 2 / 6 1 5} (centre, then corners, then edges).
 * </ul>
 */
// tag::engine[]
public interface Engine {

  /**
   * The engine's move on {@code board}, for the player to move.
   *
   * @throws IllegalPositionException if the board cannot arise in a real game
   */
  Decision decide(Board board);
}
// end::engine[]
