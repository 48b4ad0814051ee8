package dev.tictactoe.report;

import dev.tictactoe.mnk.Published;
import dev.tictactoe.mnk.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;

/**
 * The project's speed targets, checked against a run's numbers. Targets live here, in the report
 * on real measurements, and never in unit tests, where timing would make them flaky and the
 * machine would make them meaningless.
 *
 * <p>Each target is computed from named benchmarks; when a run did not include them (a partial
 * {@code --include}, say) the target is reported as not measured.
 */
public final class Targets {

  /** One row: what is promised, what was measured, and whether it holds. */
  record Outcome(String target, String measured, Optional<Boolean> met) {}

  private record Target(String description, Function<List<Run>, OptionalDouble> measure,
      Function<Double, String> show, Function<Double, Boolean> holds) {}

  private static final List<Target> TARGETS = List.of(
      new Target("Counters: the same cost per move at n = 1000 as at n = 10"
          + " (fitted exponent of time against n below 0.1 in size)",
          runs -> exponent(runs, "MoveCostBenchmark", "counters"),
          k -> String.format(Locale.ROOT, "k = %.3f", k), k -> Math.abs(k) < 0.1),
      new Target("Plain minimax searches the empty board at 100 million positions per second or"
          + " more (under about 5.5 ms for 549,946 positions)",
          runs -> secondary(runs, "EngineQueryBenchmark.minimax", "empty", "positions")
              .map(nanosPerPosition -> 1e3 / nanosPerPosition).map(OptionalDouble::of)
              .orElse(OptionalDouble.empty()),
          perMicro -> String.format(Locale.ROOT, "%.0f million positions/s", perMicro),
          perMicro -> perMicro >= 100),
      new Target("The memoized engine answers all 5,478 positions from a cold start in under"
          + " 0.3 ms", runs -> nanos(runs, "EngineSweepBenchmark.puzzleEngineColdSweep", "all"),
          ns -> String.format(Locale.ROOT, "%.3f ms", ns / 1e6), ns -> ns < 0.3e6),
      new Target("A warm query to the memoized engine is at least 100,000 times faster than"
          + " plain minimax on the empty board",
          runs -> ratio(nanos(runs, "EngineQueryBenchmark.minimax", "empty"),
              nanos(runs, "EngineQueryBenchmark.puzzleEngineWarm", "empty")),
          r -> String.format(Locale.ROOT, "%,.0f times", r), r -> r >= 100_000),
      // tag::mnk-targets[]
      new Target("m,n,k: 4x4 with four in a row solved cold from the empty board (its value and"
          + " the tie-break's move) in under 1 ms",
          runs -> nanos(runs, "ScalingBenchmark.strongEngineCold", "4x4k4"),
          ns -> String.format(Locale.ROOT, "%.3f ms", ns / 1e6), ns -> ns < 1e6),
      new Target("m,n,k: 5x5 with four in a row (a draw) solved cold in under 0.2 s",
          runs -> nanos(runs, "ScalingBenchmark.strongEngineCold", "5x5k4"),
          ns -> String.format(Locale.ROOT, "%.3f s", ns / 1e9), ns -> ns < 0.2e9),
      new Target("m,n,k: the memoized engine at least 1,000 times faster than plain minimax on"
          + " 3x4 with three in a row, the largest board both finish (full profile)",
          runs -> ratio(nanos(runs, "ScalingBenchmark.minimax", "3x4k3"),
              nanos(runs, "ScalingBenchmark.strongEngineCold", "3x4k3")),
          r -> String.format(Locale.ROOT, "%,.0f times", r), r -> r >= 1_000));
      // end::mnk-targets[]

  private Targets() {}

  /** How many targets every report checks, the frontier's included. */
  public static int count() {
    return check(List.of()).size();
  }

  static List<Outcome> check(List<Run> runs) {
    List<Outcome> outcomes = new ArrayList<>(TARGETS.stream().map(t -> {
      OptionalDouble value = t.measure().apply(runs);
      return value.isPresent() && Double.isFinite(value.getAsDouble())
          ? new Outcome(t.description(), t.show().apply(value.getAsDouble()),
              Optional.of(t.holds().apply(value.getAsDouble())))
          : notMeasured(t.description());
    }).toList());
    outcomes.addAll(frontier(runs));
    return outcomes;
  }

  /** A target whose benchmarks this run did not include (a partial --include, say). */
  private static Outcome notMeasured(String target) {
    return new Outcome(target, "not measured in this run", Optional.empty());
  }

  // tag::frontier-targets[]
  /**
   * The frontier's targets, from {@code FrontierBenchmark}: each board past 30 cells whose value is
   * published, solved cold with the published value (and, for a win, the ply it is won on); then
   * the times the issue set for 6x6 and 7x7 with five in a row, the long attempt at 8x8 with five,
   * and {@code table --max-cells 36} as a whole.
   */
  static List<Outcome> frontier(List<Run> runs) {
    List<Outcome> outcomes = new ArrayList<>();
    for (Published p : Published.VALUES) {
      if (p.rules().cells() > Frontier.CELLS) {
        outcomes.add(frontierValue(runs, p));
      }
    }
    outcomes.add(frontierTime(runs, "6x6k5", "m,n,k frontier: 6x6 with five in a row proven a draw"
        + " cold in well under a second (under 0.25 s)", 0.25));
    outcomes.add(frontierTime(runs, "7x7k5", "m,n,k frontier: 7x7 with five in a row proven a draw"
        + " cold in under 2.5 s (Hsu et al. 2020, on a faster machine)", 2.5));
    outcomes.add(frontierTime(runs, "8x8k5", "m,n,k frontier: 8x8 with five in a row proven a draw"
        + " cold in under an hour on 2 cores (Hsu et al. 2020 took 17.4 hours)", 3600));
    int maxCells = 36;
    int boards = Rules.boardsUpTo(maxCells).size();
    String table = "m,n,k frontier: every board of up to " + maxCells + " cells (m ≤ n, 3 ≤ k"
        + " ≤ n) solved cold, all of them in under a minute";
    outcomes.add(Frontier.table(runs, maxCells).map(r -> {
      double seconds = Frontier.seconds(r);
      boolean all = r.counted("solved") == 1;
      return new Outcome(table, String.format(Locale.ROOT, "%s in %.1f s", all
          ? "all " + boards + " boards"
          : "stopped after " + (long) r.counted("boards") + " of " + boards + " boards", seconds),
          Optional.of(all && seconds < 60));
    }).orElse(notMeasured(table)));
    return outcomes;
  }

  /** A published board: solved within the benchmark's limit, to the published value? */
  private static Outcome frontierValue(List<Run> runs, Published p) {
    String target = "m,n,k frontier: " + p.rules().name() + " solved cold from the empty board,"
        + " agreeing with the published value (" + p.value() + ")"
        + (p.value().startsWith("X wins") ? ", with the ply it is won on" : "");
    return Frontier.board(runs, p.rules())
        .map(r -> Frontier.outcome(r).map(v -> new Outcome(target, String.format(Locale.ROOT,
                "%s in %.2f s, %,d positions", v, Frontier.seconds(r), Frontier.positions(r)),
                Optional.of(p.agrees(v))))
            .orElse(new Outcome(target, Frontier.notSolved(r), Optional.of(false))))
        .orElse(notMeasured(target));
  }

  /** A frontier board proven a draw within {@code seconds}? */
  private static Outcome frontierTime(List<Run> runs, String board, String target,
      double seconds) {
    return Frontier.board(runs, Rules.ofCompactName(board)).map(r -> {
      double took = Frontier.seconds(r);
      return Frontier.outcome(r).map(v -> new Outcome(target, String.format(Locale.ROOT,
              "%s in %.3f s", v, took), Optional.of(v.equals("draw") && took < seconds)))
          .orElse(new Outcome(target, Frontier.notSolved(r), Optional.of(false)));
    }).orElse(notMeasured(target));
  }
  // end::frontier-targets[]

  private static Optional<Run> find(List<Run> runs, String benchmark, String paramValue) {
    return runs.stream()
        .filter(r -> r.benchmark().endsWith("." + benchmark) || r.benchmark().equals(benchmark))
        .filter(r -> paramValue == null || r.params().containsValue(paramValue))
        .findFirst();
  }

  private static OptionalDouble nanos(List<Run> runs, String benchmark, String paramValue) {
    return find(runs, benchmark, paramValue).map(r -> OptionalDouble.of(r.primary().nanosPerOp()))
        .orElse(OptionalDouble.empty());
  }

  private static Optional<Double> secondary(List<Run> runs, String benchmark, String paramValue,
      String metric) {
    return find(runs, benchmark, paramValue).map(r -> r.secondary().get(metric))
        .map(Metric::nanosPerOp);
  }

  private static OptionalDouble ratio(OptionalDouble slow, OptionalDouble fast) {
    return slow.isPresent() && fast.isPresent()
        ? OptionalDouble.of(slow.getAsDouble() / fast.getAsDouble()) : OptionalDouble.empty();
  }

  private static OptionalDouble exponent(List<Run> runs, String group, String method) {
    List<double[]> points = runs.stream()
        .filter(r -> r.group().equals(group) && r.method().equals(method))
        .filter(r -> r.params().containsKey("n"))
        .map(r -> new double[] {Double.parseDouble(r.params().get("n")),
            r.primary().nanosPerOp()})
        .toList();
    double k = PowerLawFit.of(points).exponent();
    return Double.isNaN(k) ? OptionalDouble.empty() : OptionalDouble.of(k);
  }
}
