package dev.tictactoe.solver;

/**
 * What an {@link AlphaBetaEngine} answering a query together with another engine needs from the
 * pair ({@link TwoCoreTeam} is the one there is). An interface so that an engine alone, such as
 * the browser's build (TeaVM, which has no threads to share a table between), never reaches the
 * code of two.
 */
interface Team {
  /**
   * What {@link #searchClaimed} returns when the other engine is searching the move's position:
   * the move waits until the node's other moves are done.
   */
  int CLAIMED = Integer.MIN_VALUE;

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
   * Whether a helper is at work on the query: then the lead asks the whole questions on half its
   * budget.
   */
  boolean helping();

  /**
   * Whether the two engines share the moves of a node this far below the query's root: then
   * {@link NodeSearch#search} asks {@link #searchClaimed} for each move after the first.
   */
  boolean shares(int distance);

  /**
   * The score of a move after the first at a node whose moves are {@link #shares shared}, for the
   * player who made it ({@code me} after the move): {@link #CLAIMED} if the other engine is
   * searching its position now (it is likely in the table by the time the move's turn comes
   * again), else searched by {@code search} ({@link NodeSearch#searchMove}) while it holds the
   * position.
   */
  int searchClaimed(NodeSearch search, long them, long me, int marks, int alpha, int beta);

  /** The positions the helper has visited so far. */
  long helperVisited();
}
