package dev.tictactoe.solver;

/**
 * The positions a search has visited and the budgets that stop it: one count that an engine and
 * its {@link WeakGame} share, so that the weak game's positions are the engine's, and the
 * monitor hears of both at the same checkpoints. Not thread-safe; each engine has its own.
 */
final class Visits {
  /** Positions visited so far. */
  long count;
  /** The count at which the next checkpoint falls. */
  long next;
  /** A search visits fewer positions than this, or stops with {@link OutOfBudget}. */
  long abortAt = Long.MAX_VALUE;
  /** Where the current question (the query, or one of ply deepening's) began. */
  long questionStart;

  /** Positions visited in the current question. */
  long inQuestion() {
    return count - questionStart;
  }
}
