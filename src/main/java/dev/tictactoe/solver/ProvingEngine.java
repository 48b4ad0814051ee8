package dev.tictactoe.solver;

import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Board;

/**
 * The strong engine, on one thread ({@link AlphaBetaEngine}) or two ({@link ParallelEngine}): it
 * proves a value by ply deepening, says how it proved it, and can go on from the bounds that a
 * stopped search had proven.
 */
public sealed interface ProvingEngine extends Engine permits AlphaBetaEngine, ParallelEngine {

  /**
   * How the last query's value, {@code score} for the mover, was proven: for a draw "pairing",
   * "bounds", "weak game" or "search"; for a win or a loss "ply deepening" or "search".
   */
  String proof(int score);

  /**
   * The value of {@code board} for the player to move, given that an earlier search proved it
   * lies in [{@code low}, {@code high}] (for the mover; a stopped search's {@link
   * dev.tictactoe.mnk.SearchStoppedException} gives them for X). Ply deepening asks only the
   * questions the bounds leave open, so a search stopped by a time limit goes on from the
   * question it stopped in, not from the first. Bounds that are not proven give wrong answers.
   * A query that does not deepen by ply (fewer than ten free cells) does not need them and
   * ignores them.
   *
   * @throws IllegalArgumentException if {@code low > high}
   */
  Evaluation evaluate(Board board, int low, int high);

  /**
   * What the query in progress has proven so far: its value for X lies in {@code {low, high}}
   * (the bounds ply deepening's answers give, those of a team's other engine with them; {@link
   * dev.tictactoe.mnk.Score#WORST} and {@link dev.tictactoe.mnk.Score#BEST} where nothing is
   * proven, or between queries). What a stop would hand on in its {@link
   * dev.tictactoe.mnk.SearchStoppedException}, without stopping: for a monitor to read on the
   * query's own thread, at one of its checkpoints, and write down.
   */
  int[] provenForX();

  /**
   * Tells the engine whether the player to move at the root of its queries is known to win the
   * weak game there (to fill a window whatever the other does, say because that player wins a
   * board this one holds), so that ply deepening does not ask the weak game at the root whether
   * the other can stop every line of the mover's: a question whose answer is no, asked at every
   * doubling of the query, with up to half of its positions. Wrongly told, the engine only loses
   * that way of proving "the mover cannot win"; its answers stay right either way.
   */
  void moverWinsWeakGame(boolean wins);
}
