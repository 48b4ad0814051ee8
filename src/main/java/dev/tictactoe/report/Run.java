package dev.tictactoe.report;

import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * One benchmark run as JMH's JSON records it: one method with one set of parameter values.
 *
 * @param benchmark the full name, {@code package.Class.method}
 * @param params the parameter values, in JMH's order
 * @param secondary the secondary metrics (JMH {@code @AuxCounters}, profilers) by name
 */
public record Run(String benchmark, String mode, int threads, int forks, int warmupIterations,
    String warmupTime, int measurementIterations, String measurementTime,
    Map<String, String> params, Metric primary, Map<String, Metric> secondary) {

  /**
   * The GC profiler's bytes allocated per operation ({@code -prof gc}), if the run had it. JMH
   * 1.37 names the metric {@code gc.alloc.rate.norm}; older versions prefix profiler metrics with
   * a middle dot, {@code ·gc.alloc.rate.norm}.
   */
  public Optional<Metric> allocation() {
    Metric norm = secondary.get("gc.alloc.rate.norm");
    return Optional.ofNullable(norm != null ? norm : secondary.get("\u00b7gc.alloc.rate.norm"));
  }

  /** The benchmark class's simple name: what the report groups by. */
  public String group() {
    String[] parts = benchmark.split("\\.");
    return parts.length >= 2 ? parts[parts.length - 2] : benchmark;
  }

  /** The benchmark method's name. */
  public String method() {
    return benchmark.substring(benchmark.lastIndexOf('.') + 1);
  }

  /** The parameters as {@code name=value} pairs, or "" when there are none. */
  public String paramsText() {
    return params.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
        .collect(Collectors.joining(", "));
  }

  /** What identifies the run across files: the benchmark, its parameters and its mode. */
  public String key() {
    return benchmark + " " + paramsText() + " " + mode;
  }
}
