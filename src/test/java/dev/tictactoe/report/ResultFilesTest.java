package dev.tictactoe.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;

class ResultFilesTest {
  @TempDir Path dir;

  @Test
  void reservingANameNeverReusesAnExistingOne() throws IOException {
    Instant start = Instant.parse("2026-11-22T16:25:36.700Z");
    Path first = ResultFiles.reserve(dir, "quick", start);
    assertEquals("20261122T162536Z-quick.json", first.getFileName().toString());
    Files.writeString(first, "[]");
    Path second = ResultFiles.reserve(dir, "quick", start);
    assertEquals("20261122T162537Z-quick.json", second.getFileName().toString());
    assertEquals("[]", Files.readString(first), "the first file is untouched");
    // An orphaned environment file also keeps its name taken.
    Files.writeString(dir.resolve("20261122T162538Z-quick.env.json"), "{}");
    Path third = ResultFiles.reserve(dir, "quick", start);
    assertEquals("20261122T162539Z-quick.json", third.getFileName().toString());
    assertFalse(Files.exists(dir.resolve("20261122T162538Z-quick.json")));
    assertEquals(dir.resolve("20261122T162539Z-quick.env.json"), ResultFiles.envFileOf(third));
  }

  @Test
  void onlyTheProfilesOfBenchNameAResultsFile() {
    Instant start = Instant.parse("2026-11-22T16:25:36Z");
    assertThrows(IllegalArgumentException.class, () -> ResultFiles.reserve(dir, "slow", start));
    assertEquals(List.of(), List.of(dir.toFile().list()), "nothing was created");
  }

  @Test
  void everyNameOfARunIsBuiltFromItsStem() {
    Path results = dir.resolve("20261122T162536Z-full.json");
    assertEquals("20261122T162536Z-full", ResultFiles.stem(results));
    assertEquals(dir.resolve("20261122T162536Z-full.env.json"), ResultFiles.envFileOf(results));
    assertEquals(dir.resolve("20261122T162536Z-full.adoc"), ResultFiles.reportOf(results));
    assertEquals(results, ResultFiles.resultsOf(ResultFiles.reportOf(results)));
    assertEquals("20261122T162536Z-full-MoveCostBenchmark.svg",
        ResultFiles.chartOf(results, "MoveCostBenchmark"));
    assertEquals(dir.resolve("20261123T000000Z-quick-vs-20261122T162536Z-full.adoc"),
        ResultFiles.comparisonOf(results, dir.resolve("20261123T000000Z-quick.json")));
  }

  @Test
  void theProfileIsReadFromAResultsFileNameOnly() {
    assertEquals(Optional.of("quick"),
        ResultFiles.profileOf(Path.of("20261122T162536Z-quick.json")));
    assertEquals(Optional.of("full"),
        ResultFiles.profileOf(dir.resolve("20261122T162536Z-full.json")));
    for (String other : List.of("20261122T162536Z-full.env.json", "20261122T162536Z-full.adoc",
        "20261122T162536Z-slow.json", "results.json", "20261122T162536Z-full-vs-x.json")) {
      assertEquals(Optional.empty(), ResultFiles.profileOf(Path.of(other)), other);
    }
  }

  @Test
  void newestFirstListsResultsFilesOnly() throws IOException {
    for (String name : List.of("20261121T000000Z-full.json", "20261123T000000Z-quick.json",
        "20261124T000000Z-full.env.json", "20261125T000000Z-full.adoc", "notes.json")) {
      Files.writeString(dir.resolve(name), "");
    }
    assertEquals(List.of(dir.resolve("20261123T000000Z-quick.json"),
        dir.resolve("20261121T000000Z-full.json")), ResultFiles.resultsNewestFirst(dir));
    assertEquals(List.of(dir.resolve("20261125T000000Z-full.adoc")),
        ResultFiles.reportsNewestFirst(dir));
    assertTrue(ResultFiles.resultsNewestFirst(dir.resolve("missing")).isEmpty());
  }

  /**
   * The directory JMH's async-profiler integration writes one benchmark's profile to: its
   * BenchmarkParams.id() with each % made _ (AsyncProfiler.createTrialOutDir), here built by JMH
   * itself for parameters that URL encoding changes (a space, a plus, a percent sign, a slash),
   * with the mode as the JSON writes it.
   */
  @Test
  void aProfileDirectoryIsNamedAsJmhNamesIt() {
    Map<String, String> params = new LinkedHashMap<>();
    params.put("threads", "2"); // JMH orders parameters by name, whatever the JSON's order
    params.put("ablation", "3x3k3 +table");
    params.put("odd", "50%/a,b");
    for (Mode mode : List.of(Mode.AverageTime, Mode.SingleShotTime, Mode.Throughput)) {
      WorkloadParams workload = new WorkloadParams();
      params.forEach((name, value) -> workload.put(name, value, 0));
      IterationParams iterations =
          new IterationParams(IterationType.MEASUREMENT, 1, TimeValue.seconds(1), 1);
      String jmh = new BenchmarkParams("dev.tictactoe.bench.AblationBenchmark.solve", "x", false,
          1, new int[] {1}, List.of(), 1, 0, iterations, iterations, mode, workload,
          TimeUnit.NANOSECONDS, 1, "java", List.of(), "17", "vm", "17", "1.37",
          TimeValue.minutes(10)).id().replace("%", "_");
      assertEquals(jmh, ResultFiles.profileDirOf("dev.tictactoe.bench.AblationBenchmark.solve",
          mode.shortLabel(), params));
    }
    assertEquals("b.C.m-AverageTime", ResultFiles.profileDirOf("b.C.m", "avgt", Map.of()));
  }

  @Test
  void aRunsFlameGraphsAreBesideItAndOnlyTheirNamesAreCopiedIntoTheSite() throws IOException {
    Path results = dir.resolve("20261207T010016Z-quick.json");
    Path graphs = ResultFiles.flameGraphsOf(results);
    assertEquals(dir.resolve("20261207T010016Z-quick-flamegraphs"), graphs);
    assertTrue(ResultFiles.isFlameGraph("20261207T010016Z-quick-flamegraphs/b.C.m-AverageTime-n-10"
        + "/flame-cpu-forward.html"));
    assertTrue(ResultFiles.isFlameGraph("20261207T010016Z-full-flamegraphs/x/flame-cpu-clock"
        + "-reverse.html"));
    for (String other : new String[] {
        "20261207T010016Z-quick-flamegraphs/../flame-cpu-forward.html",
        "20261207T010016Z-quick-flamegraphs/x/../../secret/flame-cpu-forward.html",
        "elsewhere-flamegraphs/x/flame-cpu-forward.html",
        "20261207T010016Z-quick-flamegraphs/x/summary-cpu.txt",
        "20261207T010016Z-quick-flamegraphs/x/flame-cpu-sideways.html"}) {
      assertFalse(ResultFiles.isFlameGraph(other), other);
    }
    // The newest report of a run with flame graphs, whatever newer reports there are.
    assertEquals(Optional.empty(), ResultFiles.newestProfiledReport(dir));
    Files.writeString(dir.resolve("20261207T010016Z-quick.adoc"), "= r");
    Files.createDirectories(graphs);
    Files.writeString(dir.resolve("20261208T000000Z-full.adoc"), "= newer, not profiled");
    assertEquals(Optional.of(dir.resolve("20261207T010016Z-quick.adoc")),
        ResultFiles.newestProfiledReport(dir));
  }
}
