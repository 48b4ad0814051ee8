package dev.tictactoe.solver;

import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
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

  /**
   * The boards the ablation is measured on, as {@link Rules#compactName} names them: the ideas
   * chapter's tables and the benchmark's cases ({@code AblationBenchmark}).
   */
  public static final List<String> BOARDS = List.of("3x3k3", "4x4k4", "5x5k4");

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
   * Every configuration once, in the order of the site's and the report's tables: the ladder
   * without its last row (every technique on, which is the knock-outs' first row, "all"), then
   * the knock-outs.
   */
  public static List<Configuration> configurations() {
    List<Configuration> ladder = ladder();
    List<Configuration> every = new ArrayList<>(ladder.subList(0, ladder.size() - 1));
    every.addAll(knockOuts());
    return every;
  }

  /**
   * One case of the ablation benchmark: a board of {@link #BOARDS} and a configuration, named
   * {@code "4x4k4 -table"}.
   */
  public record Case(String board, Configuration configuration) {

    /** Its name, as the benchmark's parameter and the results files give it. */
    public String name() {
      return board + " " + configuration.label();
    }

    /**
     * The case a name gives.
     *
     * @throws IllegalArgumentException saying what a name looks like, or naming the known
     *     configurations or what is wrong with the board
     */
    public static Case named(String name) {
      String[] parts = name.strip().split(" +");
      if (parts.length != 2) {
        throw new IllegalArgumentException("expected '<board> <configuration>', such as '4x4k4"
            + " -table', got '" + name + "'");
      }
      Rules.ofCompactName(parts[0]);
      return new Case(parts[0], Ablation.configuration(parts[1]));
    }
  }

  // tag::cases[]
  /**
   * Whether the benchmark times this configuration on this board: every one, but on a board of
   * more than 16 cells (5x5 k=4) not those with neither bounds nor pairing, the ladder's rows up
   * to {@code +ordering}. With nothing that bounds the value from the windows they need a million
   * positions or more there ({@code ablate --board 5x5 --k 4}: 1.0 million with threats, 5.1 with
   * ordering, and the three rows above them over its budget of 20 million), seconds to minutes a
   * solve where every other case takes well under a second; {@code ablate} shows them.
   */
  public static boolean timed(String board, Configuration configuration) {
    Set<Technique> on = configuration.techniques();
    return Rules.ofCompactName(board).cells() <= 16 || on.contains(Technique.BOUNDS)
        || on.contains(Technique.PAIRING);
  }

  /** The benchmark's cases: each board's configurations, in table order, that it times. */
  public static List<Case> benchmarkCases() {
    List<Case> cases = new ArrayList<>();
    for (String board : BOARDS) {
      for (Configuration c : configurations()) {
        if (timed(board, c)) {
          cases.add(new Case(board, c));
        }
      }
    }
    return cases;
  }
  // end::cases[]

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
