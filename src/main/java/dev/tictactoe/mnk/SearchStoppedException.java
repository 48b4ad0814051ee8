package dev.tictactoe.mnk;

/** A {@link SearchMonitor} stopped a search (a time limit, say); the message says why. */
public class SearchStoppedException extends RuntimeException {
  private final long visited;

  public SearchStoppedException(String message, long visited) {
    super(message);
    this.visited = visited;
  }

  /** How many positions the search had visited when it was stopped. */
  public long visited() {
    return visited;
  }
}
