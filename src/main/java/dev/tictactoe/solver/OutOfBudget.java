package dev.tictactoe.solver;

/**
 * Thrown inside a search that has visited all the positions it was granted, and caught by the
 * code that granted them. Preallocated and without a stack trace: it is control flow, not an
 * error, and a search may run out of budget many times a second.
 */
final class OutOfBudget extends RuntimeException {
  private static final long serialVersionUID = 1L;

  static final OutOfBudget INSTANCE = new OutOfBudget();

  private OutOfBudget() {
    super(null, null, false, false);
  }
}
