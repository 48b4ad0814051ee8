package dev.tictactoe.solver;

import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.mnk.SearchStoppedException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What each technique buys: the strong engine answers one position, cold, under a series of
 * configurations, and each answer says how many positions it took. Two series, after the way the
 * best teaching material on game search measures one idea at a time:
 *
 * <ul>
 *   <li>the <em>ladder</em>: plain alpha-beta with nothing else, then one technique added at a
 *       time, in the order {@link Technique} declares them (memory, forced moves, move order, what
 *       the windows prove, refinements), so each row shows what its technique adds to those
 *       above it;
 *   <li>the <em>knock-outs</em>: every technique on, then each one off on its own, so each row
 *       shows what is lost without it once all the others are there.
 * </ul>
 *
 * <p>A configuration may search far longer than the others; it is stopped once it has visited
 * more than a budget of positions (checked every {@link SearchMonitor#INTERVAL} positions), and
 * its row says so. Every configuration gives the same decision when it finishes: only the work
 * changes.
 */
public final class Ablation {
  /**
   * The default budget: 20 million positions, a few seconds' worth for the slowest
   * configurations on two cores (plain alpha-beta visits some 10 to 30 million positions a
   * second, the full engine about 2 million: its positions cost more, and it needs few).
   */
  public static final long DEFAULT_BUDGET = 20_000_000L;

  private Ablation() {}

  /**
   * One configuration of the engine, with its label in a table: {@code none}, {@code +table},
   * ... in the ladder; {@code all}, {@code -table}, ... among the knock-outs.
   */
  public record Configuration(String label, Set<Technique> techniques) {}

  /**
   * What one configuration did.
   *
   * @param evaluation the value the engine proved, if it finished
   * @param visited positions visited (when stopped, how many before it was)
   * @param seconds how long it took
   * @param stoppedBy why it was stopped, if it was: the budget, or the monitor's reason
   */
  public record Row(Configuration configuration, Optional<Evaluation> evaluation, long visited,
      double seconds, Optional<String> stoppedBy) {

    /** Whether the configuration ran out of budget (not time). */
    public boolean overBudget() {
      return stoppedBy.map(BUDGET::equals).orElse(false);
    }
  }

  private static final String BUDGET = "budget";

  // tag::series[]
  /** Plain alpha-beta, then one technique added at a time, in declaration order. */
  public static List<Configuration> ladder() {
    List<Configuration> ladder = new ArrayList<>();
    EnumSet<Technique> on = EnumSet.noneOf(Technique.class);
    ladder.add(new Configuration("none", Technique.none()));
    for (Technique t : Technique.values()) {
      on.add(t);
      ladder.add(new Configuration("+" + t.cliName(), Collections.unmodifiableSet(on.clone())));
    }
    return ladder;
  }

  /** Every technique, then every technique but one, for each one. */
  public static List<Configuration> knockOuts() {
    List<Configuration> knockOuts = new ArrayList<>();
    knockOuts.add(new Configuration("all", Technique.all()));
    for (Technique t : Technique.values()) {
      EnumSet<Technique> on = EnumSet.allOf(Technique.class);
      on.remove(t);
      knockOuts.add(new Configuration("-" + t.cliName(), Collections.unmodifiableSet(on)));
    }
    return knockOuts;
  }
  // end::series[]

  /**
   * The configuration a label names, from either series.
   *
   * @throws IllegalArgumentException naming the labels there are
   */
  public static Configuration configuration(String label) {
    List<Configuration> every = new ArrayList<>(ladder());
    every.addAll(knockOuts());
    return every.stream().filter(c -> c.label().equals(label)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("unknown configuration '" + label
            + "', expected none, all, +NAME or -NAME for a technique: " + Technique.names()));
  }

  /**
   * A fresh engine of this configuration solves the position (its value, as {@link ColdSolve}
   * does), stopped after {@code budget} positions or by {@code monitor} (a time limit, say; it is
   * also told the progress).
   */
  public static Row run(Board board, Configuration configuration, long budget, int tableEntries,
      SearchMonitor monitor) {
    AlphaBetaEngine engine = new AlphaBetaEngine(board.rules(), configuration.techniques(),
        tableEntries, SearchMonitor.budget(budget, BUDGET, monitor));
    long started = System.nanoTime();
    try {
      Evaluation evaluation = engine.evaluate(board);
      return new Row(configuration, Optional.of(evaluation), evaluation.visited(),
          (System.nanoTime() - started) / 1e9, Optional.empty());
    } catch (SearchStoppedException e) {
      return new Row(configuration, Optional.empty(), e.visited(),
          (System.nanoTime() - started) / 1e9, Optional.of(e.getMessage()));
    }
  }
}
