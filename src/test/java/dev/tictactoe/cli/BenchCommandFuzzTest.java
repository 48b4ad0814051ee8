package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.tictactoe.Fuzzing;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import picocli.CommandLine;

/**
 * Fuzzes {@code bench -p NAME=V1,V2} ({@link BenchCommand#select} and {@link ParamCheck}), checked
 * before anything is forked, as the shell hands the value to picocli. Saved inputs:
 * {@code BenchCommandFuzzTestInputs/params/}, each the value of {@code -p} and then one character
 * that picks the benchmark class {@code --include} names (see {@link #INCLUDES}).
 */
class BenchCommandFuzzTest {
  /** Whole classes, not fuzzed regexes: a regex is the user's own to make slow. */
  private static final String[] INCLUDES = {"MoveCostBenchmark", "AblationBenchmark",
      "ScalingBenchmark", "EngineQueryBenchmark", "EngineSweepBenchmark", "FrontierBenchmark",
      "ValidationCostBenchmark"};

  /**
   * Values taken name a parameter of a selected benchmark, are not empty, and are what that
   * benchmark's setup accepts; anything else is refused in one line before a JVM is forked.
   */
  @FuzzTest
  void params(FuzzedDataProvider data) {
    String include = data.pickValue(INCLUDES);
    BenchCommand bench = new BenchCommand();
    CommandLine cmd = Main.configured(bench);
    Optional<SortedSet<BenchmarkListEntry>> parsed =
        Fuzzing.parsed(CommandLine.ParameterException.class, Main::errorLine, () -> {
          cmd.parseArgs("--include", include, "-p", data.consumeRemainingAsString());
          return bench.select();
        });
    if (parsed.isEmpty()) {
      return;
    }
    SortedSet<BenchmarkListEntry> selected = parsed.get();
    assertFalse(selected.isEmpty());
    for (Map.Entry<String, String> param : bench.params.entrySet()) {
      assertTrue(selected.stream().anyMatch(b -> b.getParams().hasValue()
          && b.getParams().get().containsKey(param.getKey())), param::toString);
      for (String value : param.getValue().split(",", -1)) {
        assertFalse(value.isEmpty(), param::toString);
      }
    }
    assertTrue(ParamCheck.problem(selected, bench.params).isEmpty());
  }
}
