package dev.tictactoe.mnk;

/**
 * A {@link SearchMonitor} stopped a search (a time limit, say); the message says why. An engine
 * that had proven bounds on the value by then (ply deepening does, one question at a time) hands
 * them on with {@link #proving}, so that a long search that runs out of time still says how far it
 * got ({@link #proven}).
 */
public class SearchStoppedException extends RuntimeException {
  private final long visited;
  private final int lowForX;
  private final int highForX;
  private final int cells;

  public SearchStoppedException(String message, long visited) {
    this(message, visited, Score.WORST, Score.BEST, 0);
  }

  private SearchStoppedException(String message, long visited, int lowForX, int highForX,
      int cells) {
    super(message);
    this.visited = visited;
    this.lowForX = lowForX;
    this.highForX = highForX;
    this.cells = cells;
  }

  /** How many positions the search had visited when it was stopped. */
  public long visited() {
    return visited;
  }

  /**
   * The same stop, with what the search had proven: the value for X lies in [{@code lowForX},
   * {@code highForX}] on a board of {@code cells} cells.
   */
  public SearchStoppedException proving(int lowForX, int highForX, int cells) {
    return new SearchStoppedException(getMessage(), visited, lowForX, highForX, cells);
  }

  /** The lower bound proven on the value for X ({@link Score#WORST} if none). */
  public int lowForX() {
    return lowForX;
  }

  /** The upper bound proven on the value for X ({@link Score#BEST} if none). */
  public int highForX() {
    return highForX;
  }

  /**
   * What the search had proven about the value when it was stopped, in words ("X cannot win
   * before ply 23; O cannot win"), or "nothing" if it had proven nothing.
   */
  public String proven() {
    return cells == 0 ? "nothing" : Score.bounds(lowForX, highForX, cells);
  }
}
