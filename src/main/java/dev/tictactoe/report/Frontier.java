package dev.tictactoe.report;

import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * How to read {@code FrontierBenchmark}'s runs: one cold solve of a board past 30 cells, whose
 * counters say whether it was solved and to what value. The report's targets and the site's table
 * of frontier boards both read them here.
 */
public final class Frontier {
  /** Boards past this many cells are the frontier: beyond what {@code table} solves in seconds. */
  public static final int CELLS = 30;

  /** How a JMH run names the benchmark of one board, and of a whole table. */
  static final String BOARD = "FrontierBenchmark.board";
  static final String TABLE = "FrontierBenchmark.table";

  private Frontier() {}

  /** The run of one board, by its compact name ({@code 7x7k5}), if these runs have it. */
  public static Optional<Run> board(List<Run> runs, Rules rules) {
    return runs.stream().filter(r -> r.benchmark().endsWith("." + BOARD))
        .filter(r -> rules.compactName().equals(r.params().get("frontierBoard"))).findFirst();
  }

  /** The run of {@code table --max-cells C}, if these runs have it. */
  public static Optional<Run> table(List<Run> runs, int maxCells) {
    return runs.stream().filter(r -> r.benchmark().endsWith("." + TABLE))
        .filter(r -> String.valueOf(maxCells).equals(r.params().get("maxCells"))).findFirst();
  }

  /**
   * What a board's shot found, in {@link Score#outcome}'s words ("draw", "X wins on ply 11"), or
   * empty when the board was stopped at its limit.
   */
  public static Optional<String> outcome(Run r) {
    if (r.counted("solved") != 1) {
      return Optional.empty();
    }
    int cells = Rules.ofCompactName(r.params().get("frontierBoard")).cells();
    int x = (int) r.counted("xWinsOnPly");
    int o = (int) r.counted("oWinsOnPly");
    int scoreForX = x > 0 ? Score.wonWith(cells, x) : o > 0 ? -Score.wonWith(cells, o) : 0;
    return Optional.of(Score.outcome(scoreForX, cells));
  }

  /** The shot's time in seconds: the solve's, or when it was stopped. */
  public static double seconds(Run r) {
    return r.primary().nanosPerOp() / 1e9;
  }

  /** The positions the shot visited, up to its stop. */
  public static long positions(Run r) {
    return (long) r.counted("positions");
  }

  /**
   * "not solved: stopped at 120 s, 47,448,064 positions; proven: X cannot win before ply 23; O
   * cannot win" (without the last part where the search had proven nothing).
   */
  public static String notSolved(Run r) {
    return String.format(Locale.ROOT, "not solved: stopped at %.0f s, %,d positions", seconds(r),
        positions(r)) + provenPart(r);
  }

  /** "; proven: X cannot win before ply 23", or "" where the shot proved nothing it kept. */
  public static String provenPart(Run r) {
    return proven(r).map(p -> "; proven: " + p).orElse("");
  }

  /**
   * What a stopped shot had proven on the value, in {@link Score#bounds}'s words, if anything
   * (runs before these counters proved nothing that they kept).
   */
  static Optional<String> proven(Run r) {
    double low = r.counted("provenLow");
    double high = r.counted("provenHigh");
    if (r.counted("solved") == 1 || !(low > 0 || high > 0)) {
      return Optional.empty(); // solved, nothing proven, or a run without the counters (NaN)
    }
    int cells = Rules.ofCompactName(r.params().get("frontierBoard")).cells();
    return Optional.of(Score.bounds(Score.WORST + (int) low, Score.BEST - (int) high, cells));
  }

  /**
   * The counter a stopped shot keeps its lower bound on X's value in: its distance above {@link
   * Score#WORST}, so that 0, a counter's default, means nothing proven.
   */
  public static long provenLowCounter(int lowForX) {
    return lowForX - Score.WORST;
  }

  /** The counter of the upper bound: its distance below {@link Score#BEST}. */
  public static long provenHighCounter(int highForX) {
    return Score.BEST - highForX;
  }
}
