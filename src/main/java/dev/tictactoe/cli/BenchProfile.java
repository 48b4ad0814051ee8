package dev.tictactoe.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * How much measuring a {@code bench} run does. The benchmark classes' own annotations describe a
 * full run; a profile overrides them for the whole run so that every benchmark is measured the same
 * way and the environment file can say how.
 */
enum BenchProfile {
  /**
   * A smoke run: one fork, two seconds of warm-up, three short samples; wide errors. The warm-up
   * is what the engine benchmarks need: their JIT compilation settles only after 1.5 to 2 s (a
   * cold alpha-beta query measured 17 us, then 4 us, then 2 us over its first three samples after
   * 0.6 s of warm-up), and a sample taken before then is an outlier no error bar explains.
   */
  QUICK(1, 5, TimeValue.milliseconds(400), 3, TimeValue.milliseconds(300)),
  /** Publishable numbers: three forks of five warm-ups and five one-second samples each. */
  FULL(3, 5, TimeValue.seconds(1), 5, TimeValue.seconds(1));

  final int forks;
  final int warmupIterations;
  final TimeValue warmupTime;
  final int measurementIterations;
  final TimeValue measurementTime;

  BenchProfile(int forks, int warmupIterations, TimeValue warmupTime, int measurementIterations,
      TimeValue measurementTime) {
    this.forks = forks;
    this.warmupIterations = warmupIterations;
    this.warmupTime = warmupTime;
    this.measurementIterations = measurementIterations;
    this.measurementTime = measurementTime;
  }

  /** The profile's name in file names: {@code quick} or {@code full}. */
  String label() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  ChainedOptionsBuilder applyTo(ChainedOptionsBuilder options) {
    return options.forks(forks)
        .warmupIterations(warmupIterations).warmupTime(warmupTime)
        .measurementIterations(measurementIterations).measurementTime(measurementTime);
  }

  /** The settings, for the environment file. */
  Map<String, Object> settings() {
    Map<String, Object> settings = new LinkedHashMap<>();
    settings.put("forks", forks);
    settings.put("warmupIterations", warmupIterations);
    settings.put("warmupTime", warmupTime.toString());
    settings.put("measurementIterations", measurementIterations);
    settings.put("measurementTime", measurementTime.toString());
    return settings;
  }
}
