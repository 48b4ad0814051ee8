package dev.tictactoe.mnk;

/**
 * Told how a long search is going, every {@link #INTERVAL} positions or so; it may stop the
 * search by throwing {@link SearchStoppedException}, which leaves the engine usable (its table
 * keeps only what was proved). The CLI's progress lines and {@code --timeout} are one.
 */
@FunctionalInterface
public interface SearchMonitor {
  /** About how many positions a search visits between two calls: 2^16. */
  long INTERVAL = 1L << 16;

  /** A monitor that never stops anything. */
  SearchMonitor NONE = (visited, tableFill) -> { };

  /**
   * @param visited positions visited by the current query so far
   * @param tableFill the share of the transposition table in use, 0..1 (0 without a table)
   * @throws SearchStoppedException to stop the search
   */
  void checkpoint(long visited, double tableFill);

  /**
   * The one budget monitor: stops a search that has visited more than {@code most} positions,
   * with {@code why} as its reason, and tells {@code then} everything else: every other
   * checkpoint, each question and the moves answered at the root (so progress lines still say
   * which question a budgeted search is on).
   */
  static SearchMonitor budget(long most, String why, SearchMonitor then) {
    return new Forwarding(then) {
      @Override
      public void checkpoint(long visited, double tableFill) {
        if (visited > most) {
          throw new SearchStoppedException(why, visited);
        }
        then.checkpoint(visited, tableFill);
      }
    };
  }

  /**
   * A monitor that adds to another what it does at checkpoints, and passes on everything else
   * to it: each question and the moves answered at the root.
   */
  abstract class Forwarding implements SearchMonitor {
    /** The monitor everything is passed on to. */
    protected final SearchMonitor then;

    protected Forwarding(SearchMonitor then) {
      this.then = then;
    }

    @Override
    public void asking(String question) {
      then.asking(question);
    }

    @Override
    public void rootMoves(int answered, int of) {
      then.rootMoves(answered, of);
    }
  }

  /** A monitor that stops a search past {@code most} positions, and does nothing else. */
  static SearchMonitor budget(long most, String why) {
    return budget(most, why, NONE);
  }

  /**
   * The search has turned to a new question, in words ("does X win by ply 23?", asked by ply
   * deepening one ply at a time); called seldom, and by default ignored.
   */
  default void asking(String question) { }

  /**
   * The current question's moves at the query's root: {@code answered} of the {@code of} the
   * mover has there are searched (or skipped as refuted) and have not answered it yes, so a
   * question answered no has asked them all. Called as each is answered, by default ignored:
   * how far a long question has got (on a resumed run, the moves the earlier run's table
   * answers come at once).
   */
  default void rootMoves(int answered, int of) { }
}
