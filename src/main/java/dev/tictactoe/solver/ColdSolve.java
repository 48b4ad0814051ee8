package dev.tictactoe.solver;

import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import java.util.Set;

/**
 * What "solving a board" means in every count of positions the workbench shows: a fresh strong
 * engine, on one thread, with a table of up to {@link #TABLE_ENTRIES} entries, proves the value of
 * the empty board (its value only, not the tie-break's move). It is what {@code table --threads 1}
 * prints, what {@code ScalingBenchmark} and {@code AblationBenchmark} time and {@code ablate}
 * counts, and what the site's tables show, so a board has one count of positions everywhere. (The
 * count depends on the table's size once a search fills it, and, on two threads, on their timing.)
 */
public final class ColdSolve {
  /** The table a solve may grow to, and the commands' default: 2^22 entries, 84 MB at most. */
  public static final int TABLE_ENTRIES = 1 << 22;

  private ColdSolve() {}

  /** The empty board solved with every technique. */
  public static Evaluation of(Rules rules) {
    return of(rules, Technique.all(), SearchMonitor.NONE);
  }

  /** The empty board solved with these techniques, reporting to {@code monitor}. */
  public static Evaluation of(Rules rules, Set<Technique> techniques, SearchMonitor monitor) {
    return engine(rules, techniques, monitor).evaluate(rules.emptyBoard());
  }

  /**
   * The fresh engine a solve asks, for a question about another position put the same way (the
   * explorer's count of a position's value is this engine's, so that on the empty board it is
   * the count every page gives).
   */
  public static AlphaBetaEngine engine(Rules rules, Set<Technique> techniques,
      SearchMonitor monitor) {
    return new AlphaBetaEngine(rules, techniques, monitor,
        techniques.contains(Technique.TABLE) ? TranspositionTable.ofColdSolveSize() : null);
  }
}
