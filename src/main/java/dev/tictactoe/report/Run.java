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

  // tag::counters[]
  /**
   * Whether a secondary metric is one of the benchmark's own {@code @AuxCounters} (type
   * OPERATIONS), such as {@code positions}: in a time-per-operation mode JMH reports it as a time
   * per counted event, in the primary's unit ("us/op"), which means time per position, not per
   * operation. Profilers' metrics are named with a dot ({@code gc.alloc.rate.norm}).
   */
  public static boolean isCounter(String name, Metric metric) {
    return !name.contains(".") && metric.isTimePerOp();
  }

  /** A secondary metric in words: a counter as "time per position: 0.349 ± 0.082 us". */
  public static String describeSecondary(String name, Metric metric) {
    if (isCounter(name, metric)) {
      String event = name.endsWith("s") ? name.substring(0, name.length() - 1) : name;
      return "time per " + event + ": " + metric.scoreWithError() + " " + metric.timeUnit();
    }
    return name + ": " + metric.scoreWithError() + " " + metric.unit();
  }

  /**
   * How many of a counted event one operation counts (positions per solve, say): the time per
   * operation over the time per event; NaN without that counter.
   */
  public double perOperation(String counter) {
    Metric perEvent = secondary.get(counter);
    return perEvent == null || !isCounter(counter, perEvent) ? Double.NaN
        : primary.nanosPerOp() / perEvent.nanosPerOp();
  }
  // end::counters[]

  /**
   * A counter of type EVENTS ({@code @AuxCounters}), as counted: JMH reports it in unit "#", not
   * per unit of time. NaN when the run has no metric by that name.
   */
  public double counted(String name) {
    Metric m = secondary.get(name);
    return m == null ? Double.NaN : m.score();
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
