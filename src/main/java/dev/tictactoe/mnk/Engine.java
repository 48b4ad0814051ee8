package dev.tictactoe.mnk;

/**
 * A perfect-play engine for an m,n,k-game, under the puzzle's rules generalized: no move on a
 * finished board; otherwise a win before a draw before a loss, the fastest win, the slowest
 * loss; among equally good moves, the cell on the most k-windows, then the first in row-major
 * order ({@link Rules#preferenceOrder()}). The 3x3 {@link dev.tictactoe.engine.Engine}'s
 * contract on any board of up to 64 cells.
 */
// tag::engine[]
public interface Engine {

  /** The rules this engine plays; it answers only about boards of these rules. */
  Rules rules();

  /**
   * The engine's move on {@code board}, for the player to move.
   *
   * @throws dev.tictactoe.engine.IllegalPositionException if the board cannot arise in a game
   * @throws IllegalArgumentException if the board is of other rules
   * @throws SearchStoppedException if a {@link SearchMonitor} stopped the search
   */
  Decision decide(Board board);

  /**
   * The value of {@code board} for the player to move ({@link Score}), without choosing a move;
   * cheaper than {@link #decide} where only the outcome matters.
   */
  Evaluation evaluate(Board board);
}
// end::engine[]
