package dev.tictactoe.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.report.CraftedRuns;
import dev.tictactoe.report.CraftedRuns.Result;
import dev.tictactoe.report.EnvironmentFile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where the pages' times come from, said once, and each quoted time read from that run. */
class RunFiguresTest {
  @TempDir Path dir;

  @Test
  void theMeasuredRunIsNamedWithItsMachineDateAndCommitAndItsTimesQuoted() throws IOException {
    Path run = CraftedRuns.write(dir.resolve("20261127T090000Z-full.json"),
        Result.avgt("MoveCostBenchmark.counters", "n=1000", 2.5, 0.1),
        Result.avgt("MoveCostBenchmark.localScan", "n=1000", 700, 5));
    Map<String, Object> env = CraftedRuns.sameMachine();
    env.put(EnvironmentFile.STARTED, "2026-11-27T09:00:00Z");
    CraftedRuns.environment(run, env);
    Map<String, String> figures = RunFigures.all(MeasuredRun.read(run));
    assertEquals("20261127T090000Z-full", figures.get("times-run"));
    String source = figures.get("times-source");
    assertTrue(source.startsWith("the full JMH run 20261127T090000Z-full, made on 2026-11-27 on a"
        + " 2-core AMD EPYC under Linux with Debian 17.0.15, at commit 4ab604d"), source);
    assertEquals("2.500 ± 0.100 ns", figures.get("time-counters-n1000"));
    assertEquals("700.0 ± 5.0 ns", figures.get("time-local-n1000"));
    assertEquals("not measured", figures.get("time-full-n1000"), "a benchmark the run lacks");
  }

  /**
   * The latest report names its machine, and beside a measured run made on another one says that
   * nothing in it compares (a quick run on another processor was once said to be "high").
   */
  @Test
  void theLatestRunNamesItsMachineAndWhetherItCompares() throws IOException {
    Path measured = CraftedRuns.write(dir.resolve("20261127T090000Z-full.json"),
        Result.avgt("MoveCostBenchmark.counters", "n=1000", 2.5, 0.1));
    Map<String, Object> env = CraftedRuns.sameMachine();
    CraftedRuns.environment(measured, env);
    Path quick = CraftedRuns.write(dir.resolve("20261201T090000Z-quick.json"),
        Result.avgt("MoveCostBenchmark.counters", "n=1000", 2.0, 0.5));
    Map<String, Object> other = CraftedRuns.sameMachine();
    other.put(EnvironmentFile.CPU, "Intel Xeon");
    CraftedRuns.environment(quick, other);
    Map<String, String> elsewhere = RunFigures.latest(MeasuredRun.read(quick),
        MeasuredRun.read(measured));
    assertEquals("2-core Intel Xeon", elsewhere.get("latest-machine"));
    assertEquals("2-core AMD EPYC", elsewhere.get("times-machine"));
    assertTrue(elsewhere.get("latest-machine-note").startsWith("The measured run was made on"
        + " another machine (a 2-core AMD EPYC), so nothing in this run compares"),
        elsewhere.get("latest-machine-note"));
    CraftedRuns.environment(quick, env);
    assertTrue(RunFigures.latest(MeasuredRun.read(quick), MeasuredRun.read(measured))
        .get("latest-machine-note").startsWith("The measured run was made on the same kind of"
            + " machine"));
    assertEquals("It is the measured run itself.", RunFigures.latest(MeasuredRun.read(measured),
        MeasuredRun.read(measured)).get("latest-machine-note"));
    assertEquals(Map.of(), RunFigures.latest(Optional.empty(), MeasuredRun.read(measured)));
  }

  @Test
  void withoutARunEveryTimeSaysNotMeasured() {
    Map<String, String> figures = RunFigures.all(Optional.empty());
    assertTrue(figures.get("times-source").startsWith("No full run of every benchmark"));
    figures.forEach((name, value) -> assertTrue(!name.startsWith("time-")
        || value.equals("not measured"), name + " = " + value));
  }

  @Test
  void aFigureHasOneValueAndASecondComputationThatDisagreesFailsTheRender() {
    FigureBook book = new FigureBook().put("positions-4x4k4", "19");
    book.put("positions-4x4k4", "19"); // the same value again is the same figure
    SiteException e = assertThrows(SiteException.class, () -> book.put("positions-4x4k4", "20"));
    assertEquals("two values for the figure positions-4x4k4: 19 and 20 (two computations of one"
        + " quantity disagree)", e.getMessage());
    assertEquals(Map.of("positions-4x4k4", "19"), book.figures());
  }
}
