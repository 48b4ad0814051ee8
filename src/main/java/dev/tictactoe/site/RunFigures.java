package dev.tictactoe.site;

import dev.tictactoe.report.EnvironmentFile;
import dev.tictactoe.report.Numbers;
import dev.tictactoe.report.Run;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Where every time on the site comes from, and the times the prose quotes: the measured run
 * ({@link MeasuredRun#newestComplete}, the newest full run of the whole suite), named once with
 * its machine, JDK, date and commit ({@code {times-source}}), and one attribute per quoted time
 * ({@code {time-counters-n1000}}), read from it when the site renders. Without such a run each
 * says so, and every time reads "not measured".
 */
public final class RunFigures {
  private RunFigures() {}

  /** A time the prose quotes: one benchmark, with its parameters as {@code n=10}. */
  private record Cell(String benchmarkClass, String method, String params) {
    Predicate<Run> row() {
      return ProseFigures.row(benchmarkClass, method, params);
    }
  }

  // tag::cells[]
  private static final Map<String, Cell> CELLS = new LinkedHashMap<>();

  static {
    for (String n : new String[] {"10", "100", "1000"}) {
      CELLS.put("time-counters-n" + n, new Cell("MoveCostBenchmark", "counters", "n=" + n));
      CELLS.put("time-local-n" + n, new Cell("MoveCostBenchmark", "localScan", "n=" + n));
      CELLS.put("time-full-n" + n, new Cell("MoveCostBenchmark", "fullScan", "n=" + n));
    }
    for (String n : new String[] {"10", "1000"}) {
      CELLS.put("time-validated-n" + n,
          new Cell("ValidationCostBenchmark", "countersValidated", "n=" + n));
      CELLS.put("time-raw-n" + n, new Cell("ValidationCostBenchmark", "countersRaw", "n=" + n));
    }
    for (String position : new String[] {"empty", "midgame"}) {
      CELLS.put("time-interview-minimax-" + position,
          new Cell("EngineQueryBenchmark", "interviewMinimax", "position=" + position));
      CELLS.put("time-minimax-" + position,
          new Cell("EngineQueryBenchmark", "minimax", "position=" + position));
      CELLS.put("time-puzzle-cold-" + position,
          new Cell("EngineQueryBenchmark", "puzzleEngineCold", "position=" + position));
      CELLS.put("time-puzzle-warm-" + position,
          new Cell("EngineQueryBenchmark", "puzzleEngineWarm", "position=" + position));
    }
    CELLS.put("time-puzzle-cold-sweep",
        new Cell("EngineSweepBenchmark", "puzzleEngineColdSweep", "positions=all"));
    CELLS.put("time-strong-cold-sweep",
        new Cell("EngineSweepBenchmark", "strongEngineColdSweep", "positions=all"));
    for (String board : new String[] {"3x3k3", "4x4k4", "5x5k4", "4x7k4"}) {
      CELLS.put("time-strong-" + board, new Cell("ScalingBenchmark", "strongEngineCold",
          "board=" + board));
    }
    CELLS.put("time-minimax-3x4k3", new Cell("ScalingBenchmark", "minimax",
        "minimaxBoard=3x4k3"));
  }
  // end::cells[]

  /** {@code times-source}, {@code times-run} and every quoted time, as attributes. */
  public static Map<String, String> all(Optional<MeasuredRun> measured) {
    Map<String, String> figures = new LinkedHashMap<>();
    figures.put("times-run", measured.map(MeasuredRun::stem).orElse("none"));
    figures.put("times-source", measured.map(RunFigures::source).orElse("No full run of every"
        + " benchmark is under results/ yet, so every time on these pages reads \"not"
        + " measured\": run bench (the full profile) and render the site again."));
    CELLS.forEach((name, cell) -> figures.put(name, measured
        .flatMap(m -> m.runs().stream().filter(cell.row()).findFirst())
        .map(r -> Numbers.time(r.primary())).orElse("not measured")));
    return figures;
  }

  /**
   * The machines of the latest report's run and of the measured run ({@code latest-machine},
   * {@code times-machine}: "2-core Intel(R) Xeon(R) Processor @ 2.80GHz"), and what the
   * benchmarking chapter says of the latest run beside the measured one ({@code
   * latest-machine-note}): on another machine, that nothing in it compares with the other pages'
   * times; on the same one, still a source of its own.
   */
  public static Map<String, String> latest(Optional<MeasuredRun> latest,
      Optional<MeasuredRun> measured) {
    Map<String, String> figures = new LinkedHashMap<>();
    if (latest.isEmpty()) {
      return figures;
    }
    String machine = machine(latest.get());
    figures.put("latest-machine", machine);
    measured.ifPresent(m -> figures.put("times-machine", machine(m)));
    boolean same = measured.map(m -> machine(m).equals(machine)
        && !machine.contains("not recorded")).orElse(false);
    figures.put("latest-machine-note", measured.map(m -> m.stem().equals(latest.get().stem())
        ? "It is the measured run itself."
        : same ? "The measured run was made on the same kind of machine; this run's figures are"
            + " still its own, and no page quotes them."
        : "The measured run was made on another machine (a " + machine(m) + "), so nothing in"
            + " this run compares with the other pages' times: another processor has other"
            + " clocks and caches.").orElse("There is no measured run to compare it with."));
    return figures;
  }

  /** "2-core Intel(R) Xeon(R) Processor @ 2.80GHz", or that the machine was not recorded. */
  private static String machine(MeasuredRun run) {
    EnvironmentFile env = run.environment();
    return env.text(EnvironmentFile.CORES).map(c -> c + "-core ").orElse("")
        + env.text(EnvironmentFile.CPU).orElse("machine not recorded");
  }

  /**
   * One sentence naming the run: "the full JMH run 20261127T090000Z-full, made on 2026-11-27 on a
   * 2-core AMD EPYC under Linux with Debian 17.0.15, at commit 1a2b3c4 (3 forks of 5 samples of
   * 1 s each, after 5 warm-ups)".
   */
  static String source(MeasuredRun run) {
    EnvironmentFile env = run.environment();
    String date = env.text(EnvironmentFile.STARTED).map(t -> t.substring(0, Math.min(10,
        t.length()))).orElse("a date not recorded");
    String machine = machine(run);
    String os = env.text(EnvironmentFile.OS).map(o -> " under " + o.split(" ")[0]).orElse("");
    String settings = run.runs().stream().filter(r -> r.measurementIterations() > 1).findFirst()
        .map(r -> " (" + r.forks() + " forks of " + r.measurementIterations() + " samples of "
            + r.measurementTime() + " each, after " + r.warmupIterations() + " warm-ups)")
        .orElse("");
    return "the full JMH run " + run.stem() + ", made on " + date + " on a " + machine + os
        + " with " + env.text(EnvironmentFile.JDK).orElse("a JDK not recorded") + ", at commit "
        + env.shortCommit() + settings;
  }
}
