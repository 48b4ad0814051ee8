package dev.tictactoe.solver;

/**
 * What an {@link AlphaBetaEngine} answering a query together with another engine needs from the
 * pair ({@link TwoCoreTeam} is the one there is). An interface so that an engine alone, such as
 * the browser's build (TeaVM, which has no threads to share a table between), never reaches the
 * code of two.
 */
interface Team {
  /**
   * Called at the engine's checkpoints, with its positions so far, whether its query is
   * deepening by ply, and the question it is asking ({@link PlyDeepening#NO_QUESTION} if
   * none).
   *
   * @throws OutOfBudget to end the question: the team's bounds settle it, or the query is over
   */
  void checkpoint(AlphaBetaEngine engine, long visited, boolean deepening, int question);

  /**
   * Hands over the bounds the engine has proven on the value, [low, high], and returns what the
   * team has: {@code {low, high}}.
   */
  int[] exchange(int low, int high);

  /** The bounds the team has been handed so far, {@code {low, high}}, changing nothing. */
  int[] proven();

  /**
   * Whether a helper is at work on the query: then the two share moves by claims, and the lead
   * asks the whole questions on half its budget.
   */
  boolean helping();

  /**
   * Claims the position (its canonical masks) for the engine about to search it: false if the
   * other engine is searching it now. A claimed position is {@link #release released} after.
   */
  boolean claim(long x, long o);

  /** Ends the engine's claim on the position. */
  void release(long x, long o);

  /** The positions the helper has visited so far. */
  long helperVisited();
}
