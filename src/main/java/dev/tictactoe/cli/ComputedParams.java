package dev.tictactoe.cli;

import dev.tictactoe.solver.Ablation;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.openjdk.jmh.runner.BenchmarkListEntry;

/**
 * Benchmark parameters whose values are computed, not written in their annotation: such a
 * parameter is declared {@code @Param({})}, and JMH takes its values at run time through the
 * Runner's options (without any, its Runner refuses the benchmark, naming the parameter). The one
 * there is: {@code ablation}, {@code AblationBenchmark}'s cases ({@link Ablation#benchmarkCases}),
 * so that the list of techniques is their one source.
 */
final class ComputedParams {
  private static final Map<String, Supplier<List<String>>> VALUES = Map.of(
      "ablation", () -> Ablation.benchmarkCases().stream().map(Ablation.Case::name).toList());

  private ComputedParams() {}

  /**
   * A benchmark's parameters, each with the values it runs with unless {@code -p} says otherwise:
   * its annotation's, or the computed ones.
   */
  static Map<String, String[]> of(BenchmarkListEntry benchmark) {
    Map<String, String[]> params = new TreeMap<>(benchmark.getParams().orElse(Map.of()));
    params.replaceAll((name, values) -> values.length == 0 && VALUES.containsKey(name)
        ? VALUES.get(name).get().toArray(String[]::new) : values);
    return params;
  }

  /**
   * The computed values of the selected benchmarks' parameters, for JMH's options; those the user
   * set ({@code setByUser}) are the user's.
   */
  static Map<String, String[]> of(Collection<BenchmarkListEntry> selected,
      Set<String> setByUser) {
    Map<String, String[]> computed = new TreeMap<>();
    for (BenchmarkListEntry b : selected) {
      b.getParams().orElse(Map.of()).forEach((name, values) -> {
        if (values.length == 0 && VALUES.containsKey(name) && !setByUser.contains(name)) {
          computed.put(name, VALUES.get(name).get().toArray(String[]::new));
        }
      });
    }
    return computed;
  }
}
