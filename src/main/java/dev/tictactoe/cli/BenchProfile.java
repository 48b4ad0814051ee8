package dev.tictactoe.cli;

import dev.tictactoe.report.ResultFiles;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * How much measuring a {@code bench} run does. The benchmark classes' own annotations describe a
 * full run; a profile overrides them for the whole run so that every benchmark is measured the same
 * way and the environment file can say how.
 */
enum BenchProfile {
  /**
   * A smoke run: one fork, two seconds of warm-up, three short samples; wide errors; the slowest
   * boards of ScalingBenchmark, three of the six sizes of MoveCostBenchmark, one of each engine
   * benchmark's two or three sets of positions and all but four of AblationBenchmark's cases left
   * out. The warm-up is what the engine benchmarks need: their JIT compilation settles only after
   * 1.5 to 2 s (a cold alpha-beta query measured 17 us, then 4 us, then 2 us over its first three
   * samples after 0.6 s of warm-up), and a sample taken before then is an outlier no error bar
   * explains.
   */
  // Samples of 200 ms, not longer: with the textbook counters' six points the run took 3:07 at
  // 300 ms; a smoke run's errors are wide either way.
  QUICK(1, 5, TimeValue.milliseconds(400), 3, TimeValue.milliseconds(200),
      // One cold solve of 4x7 k=4 takes about 2 s, one plain minimax search of 3x4 about 2.5 s:
      // at eight calls each (five warm-ups, three samples) they would take 40 s of a 3-minute run.
      // Every other case is a fork of about 3 s, and 55 of them took 3:19 on an idle machine: the
      // quick run keeps a case for every benchmark method, and the ones the targets read (the
      // empty board, all positions), so each engine's corner position and its sweep of the
      // unfinished positions only are left out, and n = 3 (three sizes still fit a line to the
      // move costs; n is one parameter for every benchmark that has it, and 3 made
      // ValidationCostBenchmark measure a size the full profile does not).
      Map.of("board", Set.of("4x7k4"), "minimaxBoard", Set.of("3x4k3"),
          "n", Set.of("3", "30", "300"), "position", Set.of("corner"),
          "positions", Set.of("nonTerminal")),
      // The ablation's 112 cases would take six minutes on their own: one case per board with
      // everything on, and plain alpha-beta on 4x4 for the contrast.
      Map.of("ablation", Set.of("3x3k3 all", "4x4k4 all", "4x4k4 none", "5x5k4 all")),
      // A move of the game's designs, validated or not, is a few array operations: in a quick
      // run of five warm-ups its time per move was within the samples' spread from the second
      // warm-up on (the textbook counters at n = 10: 3.7, 3.4, 3.5, 3.3, 3.1 ns, then 3.1, 2.9,
      // 3.3 ns measured), where a cold alpha-beta query took 35, 32, 18, 14, 13 ns.
      Set.of("MoveCostBenchmark", "ValidationCostBenchmark"), 2),
  /** Publishable numbers: three forks of five warm-ups and five one-second samples each. */
  FULL(3, 5, TimeValue.seconds(1), 5, TimeValue.seconds(1), Map.of(), Map.of(), Set.of(), 5);

  final int forks;
  final int warmupIterations;
  final TimeValue warmupTime;
  final int measurementIterations;
  final TimeValue measurementTime;
  /** Parameter values this profile does not run, by parameter name. */
  final Map<String, Set<String>> leftOut;
  /** For these parameters, the only values this profile runs. */
  final Map<String, Set<String>> keptOnly;
  /** The benchmark classes (simple names) whose code settles at once: they warm up less. */
  final Set<String> settledAtOnce;
  /** The warm-ups of those, fewer than {@link #warmupIterations}. */
  final int settledWarmupIterations;

  BenchProfile(int forks, int warmupIterations, TimeValue warmupTime, int measurementIterations,
      TimeValue measurementTime, Map<String, Set<String>> leftOut,
      Map<String, Set<String>> keptOnly, Set<String> settledAtOnce,
      int settledWarmupIterations) {
    this.forks = forks;
    this.warmupIterations = warmupIterations;
    this.warmupTime = warmupTime;
    this.measurementIterations = measurementIterations;
    this.measurementTime = measurementTime;
    this.leftOut = leftOut;
    this.keptOnly = keptOnly;
    this.settledAtOnce = settledAtOnce;
    this.settledWarmupIterations = settledWarmupIterations;
  }

  /** Whether {@code benchmark}'s class is one whose code settles at once in this profile. */
  boolean settlesAtOnce(BenchmarkListEntry benchmark) {
    String name = benchmark.getUserClassQName();
    return settledAtOnce.contains(name.substring(name.lastIndexOf('.') + 1));
  }

  /**
   * The parameter values to run where this profile leaves some out: for each such parameter of
   * the selected benchmarks, its values minus the ones left out, or only the ones kept. A
   * parameter the user set with {@code -p} is the user's choice and is not touched.
   */
  Map<String, String[]> narrowedParams(Collection<BenchmarkListEntry> selected,
      Set<String> setByUser) {
    Map<String, String[]> narrowed = new TreeMap<>();
    Set<String> names = new TreeSet<>(leftOut.keySet());
    names.addAll(keptOnly.keySet());
    for (String name : names) {
      if (setByUser.contains(name)) {
        continue;
      }
      Set<String> kept = new LinkedHashSet<>();
      for (BenchmarkListEntry b : selected) {
        Map<String, String[]> values = ComputedParams.of(b);
        if (values.containsKey(name)) {
          for (String v : values.get(name)) {
            if (!leftOut.getOrDefault(name, Set.of()).contains(v)
                && keptOnly.getOrDefault(name, Set.of(v)).contains(v)) {
              kept.add(v);
            }
          }
        }
      }
      if (!kept.isEmpty()) {
        narrowed.put(name, kept.toArray(String[]::new));
      }
    }
    return narrowed;
  }

  /** The profile's name in file names, as {@link ResultFiles} names them. */
  String label() {
    return this == QUICK ? ResultFiles.QUICK : ResultFiles.FULL;
  }

  ChainedOptionsBuilder applyTo(ChainedOptionsBuilder options) {
    return options.forks(forks)
        .warmupIterations(warmupIterations).warmupTime(warmupTime)
        .measurementIterations(measurementIterations).measurementTime(measurementTime);
  }

  /** The settings for the benchmarks whose code settles at once: fewer warm-ups. */
  ChainedOptionsBuilder applySettledTo(ChainedOptionsBuilder options) {
    return applyTo(options).warmupIterations(settledWarmupIterations);
  }

  /** The settings, for the environment file. */
  Map<String, Object> settings() {
    Map<String, Object> settings = new LinkedHashMap<>();
    settings.put("forks", forks);
    settings.put("warmupIterations", warmupIterations);
    settings.put("warmupTime", warmupTime.toString());
    settings.put("measurementIterations", measurementIterations);
    settings.put("measurementTime", measurementTime.toString());
    leftOut.forEach((name, values) -> settings.put("leftOut." + name, String.join(",",
        new TreeSet<>(values))));
    keptOnly.forEach((name, values) -> settings.put("keptOnly." + name, String.join(",",
        new TreeSet<>(values))));
    if (!settledAtOnce.isEmpty()) {
      settings.put("settledAtOnce", String.join(",", new TreeSet<>(settledAtOnce)));
      settings.put("settledWarmupIterations", settledWarmupIterations);
    }
    return settings;
  }
}
