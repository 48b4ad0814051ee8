package dev.tictactoe.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.report.CraftedRuns.Result;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RegressionGateTest {
  @TempDir Path dir;

  private List<Run> runs(String name, Result... results) throws IOException {
    return JmhJson.read(CraftedRuns.write(dir.resolve(name), results));
  }

  private RegressionGate.Outcome gate(Result before, Result after, double limit)
      throws IOException {
    return RegressionGate.check(runs("old.json", before), runs("new.json", after), limit);
  }

  @Test
  void slowerBeyondTheLimitAndTheErrorFails() throws IOException {
    RegressionGate.Outcome o = gate(Result.avgt("A.m", "n=10", 100, 1),
        Result.avgt("A.m", "n=10", 120, 1), 5);
    assertFalse(o.passed());
    assertEquals(1, o.slower().size());
    assertEquals(20.0, o.slower().get(0).percent(), 1e-9);
    assertEquals(2.0, o.slower().get(0).combinedError(), 1e-9);
    assertEquals("slower: A.m n=10 (avgt): 100.0 ± 1.0 ns/op -> 120.0 ± 1.0 ns/op, 20% slower"
        + " (limit 5%; the difference exceeds the combined error, 2.000 ns/op)",
        o.lines().get(0));
    assertEquals("regression gate: FAILED, 1 of 1 benchmarks in both runs slower by more than 5%"
        + " beyond the combined error", o.lines().get(1));
  }

  @Test
  void slowerBeyondTheLimitButWithinTheErrorPasses() throws IOException {
    // 10% slower, but the intervals 90..110 and 100..120 overlap: the difference, 10, is within
    // the combined error, 20.
    assertTrue(gate(Result.avgt("A.m", "", 100, 10), Result.avgt("A.m", "", 110, 10), 5)
        .passed());
    // Just beyond it: 100 ± 10 against 121 ± 10.
    assertFalse(gate(Result.avgt("A.m", "", 100, 10), Result.avgt("A.m", "", 121, 10), 5)
        .passed());
  }

  @Test
  void slowerBeyondTheErrorButWithinTheLimitPasses() throws IOException {
    assertTrue(gate(Result.avgt("A.m", "", 100, 0.1), Result.avgt("A.m", "", 104, 0.1), 5)
        .passed());
    assertTrue(gate(Result.avgt("A.m", "", 100, 0.1), Result.avgt("A.m", "", 105, 0.1), 5)
        .passed(), "exactly the limit is not more than it");
    assertFalse(gate(Result.avgt("A.m", "", 100, 0.1), Result.avgt("A.m", "", 104, 0.1), 0)
        .passed(), "a limit of 0 fails any slowdown beyond the error");
  }

  @Test
  void fasterPasses() throws IOException {
    RegressionGate.Outcome o = gate(Result.avgt("A.m", "", 100, 1),
        Result.avgt("A.m", "", 50, 1), 5);
    assertTrue(o.passed());
    assertEquals(List.of("regression gate: passed, none of 1 benchmarks in both runs slower by"
        + " more than 5% beyond the combined error"), o.lines());
  }

  @Test
  void inThroughputModeAFallingScoreIsSlower() throws IOException {
    Result before = new Result("A.m", "thrpt", "", 100, 1, "ops/s");
    RegressionGate.Outcome lower = gate(before, new Result("A.m", "thrpt", "", 80, 1, "ops/s"), 5);
    assertFalse(lower.passed());
    assertEquals(25.0, lower.slower().get(0).percent(), 1e-9, "100 -> 80 ops/s: 25% more time");
    assertTrue(gate(before, new Result("A.m", "thrpt", "", 150, 1, "ops/s"), 5).passed());
  }

  @Test
  void anUnknownErrorLeavesTheDecisionToTheLimit() throws IOException {
    RegressionGate.Outcome o = gate(Result.avgt("A.m", "", 100, Double.NaN),
        Result.avgt("A.m", "", 110, 1), 5);
    assertFalse(o.passed());
    assertFalse(o.slower().get(0).errorKnown());
    assertTrue(o.lines().get(0).endsWith("10% slower (limit 5%; an error is unknown, so the limit"
        + " alone decides)"), o.lines().get(0));
    assertTrue(gate(Result.avgt("A.m", "", 100, Double.NaN),
        Result.avgt("A.m", "", 104, Double.NaN), 5).passed());
  }

  @Test
  void scoresInDifferentTimeUnitsAreConverted() throws IOException {
    RegressionGate.Outcome o = gate(new Result("A.m", "avgt", "", 1.0, 0.01, "us/op"),
        new Result("A.m", "avgt", "", 1200, 10, "ns/op"), 5);
    assertFalse(o.passed());
    assertEquals(20.0, o.slower().get(0).percent(), 1e-9);
    assertEquals(20.0, o.slower().get(0).combinedError(), 1e-9);
  }

  @Test
  void benchmarksInOneRunOnlyAreListedNotFailed() throws IOException {
    RegressionGate.Outcome o = RegressionGate.check(
        runs("old.json", Result.avgt("A.m", "n=10", 100, 1), Result.avgt("A.gone", "", 5, 1)),
        runs("new.json", Result.avgt("A.m", "n=10", 100, 1), Result.avgt("A.m", "n=20", 500, 1),
            new Result("A.gone", "thrpt", "", 5, 1, "ops/s")), 5);
    assertTrue(o.passed());
    assertEquals(List.of("only in the new run: A.m n=20 (avgt)",
        "only in the new run: A.gone (thrpt)", "only in the old run: A.gone (avgt)",
        "regression gate: passed, none of 1 benchmarks in both runs slower by more than 5% beyond"
            + " the combined error"), o.lines());
  }

  @Test
  void scoresThatCannotBeComparedAreListed() throws IOException {
    RegressionGate.Outcome o = gate(new Result("A.m", "avgt", "", 1, 0.1, "ns/op"),
        new Result("A.m", "avgt", "", 1, 0.1, "B/op"), 5);
    assertTrue(o.passed());
    assertEquals(0, o.compared());
    assertEquals("not compared: A.m (avgt): 1.000 ± 0.100 ns/op -> 1.000 ± 0.100 B/op",
        o.lines().get(0));
  }

  @Test
  void refusesALimitThatIsNotAPercentage() {
    for (double limit : new double[] {-1, Double.NaN}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> RegressionGate.check(List.of(), List.of(), limit));
      assertEquals("a slowdown limit is a percentage, 0 or more", e.getMessage(), "" + limit);
    }
  }
}
