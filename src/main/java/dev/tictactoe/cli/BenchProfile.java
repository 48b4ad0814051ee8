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
  /** A smoke run: one fork, two short warm-ups, three short samples. About a minute and a half
   * for the whole suite on 2 cores, and wide errors. */
  QUICK(1, 2, TimeValue.milliseconds(300), 3, TimeValue.milliseconds(300)),
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
