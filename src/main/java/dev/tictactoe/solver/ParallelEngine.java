package dev.tictactoe.solver;

import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The strong engine on two threads: the {@link AlphaBetaEngine} answers each query as it would
 * alone, and once a query has gone on long enough (a million positions of ply deepening), a
 * second engine joins it on the other core, sharing the table ({@link TwoCoreTeam} says how).
 * Queries that end sooner, every board of up to 30 cells among them, never start the second
 * thread, and visit exactly the positions the engine alone would.
 *
 * <p>Why both ask the plies: ply deepening proves a won board's value one ply at a time, and a
 * drawn board's only once it asks "does the mover win at all?", which it can only afford now and
 * then, on a budget, lest it wander on a won board. When the helper asked only the whole
 * questions, 4x9 with four in a row (won on ply 23, where they never end) had its plies on one
 * core: 96 s; with both engines on the plies, sharing each question's moves, 64 to 69 s (the
 * scaling chapter of the site has the figures, and what the draws pay).
 *
 * <p>The answers are those of the engine alone, with any timing: both engines store only what
 * they proved. The positions visited (both engines' together) vary from run to run on long
 * queries. Not thread-safe itself: one query at a time.
 */
public final class ParallelEngine implements ProvingEngine {
  private final Rules rules;
  private final SharedTable table;
  private final AlphaBetaEngine lead;
  private final AlphaBetaEngine helper;
  private final long helpAfter;
  private final CoreBudget cores;
  /** Why two engines need {@link Technique#TABLE}, in the words every caller shows. */
  public static final String SHARED_THROUGH_TABLE = "two engines share their work through the"
      + " table";

  /**
   * Two engines with these techniques (the table among them: without it there is nothing to
   * share) and one table of at most {@code tableEntries}, reporting to {@code monitor} (the
   * positions both have visited).
   *
   * @throws IllegalArgumentException without {@link Technique#TABLE}
   * @throws TableTooLargeException if the table could outgrow the heap
   */
  public ParallelEngine(Rules rules, Set<Technique> techniques, int tableEntries,
      SearchMonitor monitor) {
    this(rules, techniques, tableEntries, monitor, CoreBudget.UNLIMITED);
  }

  /**
   * As above, the helper starting only when it can take a core from {@code cores} (which the
   * caller has taken one from for the lead).
   */
  public ParallelEngine(Rules rules, Set<Technique> techniques, int tableEntries,
      SearchMonitor monitor, CoreBudget cores) {
    this(rules, techniques, tableEntries, monitor, TwoCoreTeam.HELP_AFTER, cores);
  }

  /** As above, the helper joining once the lead has visited {@code helpAfter} positions. */
  ParallelEngine(Rules rules, Set<Technique> techniques, int tableEntries, SearchMonitor monitor,
      long helpAfter) {
    this(rules, techniques, tableEntries, monitor, helpAfter, CoreBudget.UNLIMITED);
  }

  private ParallelEngine(Rules rules, Set<Technique> techniques, int tableEntries,
      SearchMonitor monitor, long helpAfter, CoreBudget cores) {
    if (!techniques.contains(Technique.TABLE)) {
      throw new IllegalArgumentException(SHARED_THROUGH_TABLE
          + ": they need the table technique");
    }
    this.rules = rules;
    this.table = new SharedTable(tableEntries);
    this.lead = new AlphaBetaEngine(rules, techniques, monitor, table);
    this.helper = new AlphaBetaEngine(rules, techniques, SearchMonitor.NONE, table);
    this.helpAfter = helpAfter;
    this.cores = cores;
  }

  @Override
  public Rules rules() {
    return rules;
  }

  @Override
  public Decision decide(Board board) {
    return together(board, lead::decide, (d, helped) -> new Decision(board, d.after(), d.cell(),
        d.score(), d.visited() + helped));
  }

  @Override
  public Evaluation evaluate(Board board) {
    return evaluate(board, Score.WORST, Score.BEST);
  }

  @Override
  public Evaluation evaluate(Board board, int low, int high) {
    return together(board, b -> lead.evaluate(b, low, high), (e, helped) -> new Evaluation(board,
        e.score(), e.visited() + helped));
  }

  /**
   * One query, the lead's, with a team that the helper may join; the helper's positions are
   * counted in. A query the lead's monitor stops ends the helper's work too (the monitor's
   * count is both engines' already: the lead reports them together).
   */
  private <T> T together(Board board, Function<Board, T> query, BiFunction<T, Long, T> counted) {
    TwoCoreTeam team = new TwoCoreTeam(lead, helper, table, board, helpAfter, cores);
    lead.team(team);
    try {
      T answer = query.apply(board);
      team.finish();
      return counted.apply(answer, team.helperVisited());
    } finally {
      team.finish();
      lead.team(null);
    }
  }

  @Override
  public void moverWinsWeakGame(boolean wins) {
    lead.moverWinsWeakGame(wins);
    helper.moverWinsWeakGame(wins);
  }

  /** {@inheritDoc} As the lead says. */
  @Override
  public String proof(int score) {
    return lead.proof(score);
  }

  /** {@inheritDoc} As the lead has it, with what the helper handed it. */
  @Override
  public int[] provenForX() {
    return lead.provenForX();
  }

  /** The table both engines share: for {@link TableCheckpoint}. */
  SharedTable table() {
    return table;
  }

  /** The techniques of both engines. */
  Set<Technique> techniques() {
    return lead.techniques();
  }

  /** The share of the table in use, 0..1 (approximate while both engines write to it). */
  public double tableFill() {
    return table.fill();
  }
}
