package dev.tictactoe.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.TreeSizeEstimate;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScalingSectionTest {
  @TempDir Path dir;

  private String report() throws IOException {
    Path results = Fixtures.copy(Fixtures.SCALING, dir, "20261123T100000Z-full.json");
    return Files.readString(Report.write(results));
  }

  @Test
  void putsBothEnginesSideBySideBoardByBoardSmallestFirst() throws IOException {
    String report = report();
    // Positions per solve are time per solve over time per position: 20 us / 0.2 us = 100.
    assertTrue(report.contains("| 3x4 k=3 | 12 | 20.00 ± 2.00 µs | 100 | 2.500 ± 0.100 s"
        + " | 250,000,000 | 125,000×\n"), report);
    assertTrue(report.indexOf("| 3x3 k=3 |") < report.indexOf("| 3x4 k=3 |")
        && report.indexOf("| 3x4 k=3 |") < report.indexOf("| 4x4 k=4 |")
        && report.indexOf("| 4x4 k=4 |") < report.indexOf("| 5x5 k=4 |"), report);
    assertTrue(Files.size(dir.resolve("20261123T100000Z-full-ScalingBenchmark.svg")) > 10_000,
        "the chart is drawn");
  }

  @Test
  void timesAndPositionsAreChartedApartOneUnitPerAxis() throws IOException {
    String report = report();
    assertTrue(report.contains("image::20261123T100000Z-full-ScalingBenchmark.svg["
        + "ScalingBenchmark: time per solve,width=100%]"), report);
    assertTrue(report.contains("image::20261123T100000Z-full-ScalingBenchmark-positions.svg["
        + "ScalingBenchmark: positions visited,width=100%]"), report);
    assertTrue(Files.size(dir.resolve("20261123T100000Z-full-ScalingBenchmark-positions.svg"))
        > 10_000, "the positions chart is drawn");
  }

  // tag::estimated[]
  @Test
  void whereMinimaxDidNotRunItsTreeIsEstimatedAndSaidToBe() throws IOException {
    String report = report();
    List<ScalingSection.Row> rows = ScalingSection.rows(JmhJson.read(
        Fixtures.copy(Fixtures.SCALING, dir, "again.json")));
    ScalingSection.Row fourByFour = rows.stream()
        .filter(r -> r.rules().equals(Rules.of(4, 4, 4))).findFirst().orElseThrow();
    assertTrue(fourByFour.minimax().isEmpty());
    TreeSizeEstimate estimate = fourByFour.estimate().orElseThrow();
    assertEquals(ScalingSection.PROBES, estimate.probes());
    // 3.6 * 10^13 positions at the 10 ns per position minimax measured on 3x4 (0.01 us), with
    // the estimate's standard error, and that time against the memoized engine's 400 us
    double nanos = estimate.mean() * 10;
    assertTrue(report.contains("| 4x4 k=4 | 16 | 400.0 ± 20.0 µs | 1,600 | ≈ "
        + Numbers.time(nanos) + " (estimated) | ≈ 3.6 × 10^13^ ± " + String.format(Locale.ROOT,
        "%.1f%%", 100 * estimate.standardError() / estimate.mean()) + " (estimated) | "
        + Numbers.ratio(nanos / 400_000) + " (estimated)\n"), report);
    assertTrue(report.contains("at the 10.0 ns per position it measured on the largest board it"
        + " finished"), report);
    assertTrue(report.contains(" × 10^17^× (estimated)\n"), "the ratio is marked: " + report);
  }
  // end::estimated[]

  @Test
  void checksTheThreeMnkTargets() throws IOException {
    String report = report();
    assertTrue(report.contains("in under 1 ms | 0.400 ms | yes\n"), report);
    assertTrue(report.contains("(a draw) solved cold in under 0.2 s | 0.080 s | yes\n"), report);
    assertTrue(report.contains("(full profile) | 125,000 times | yes\n"), report);
  }

  @Test
  void withoutMinimaxOnThreeByFourTheRatioTargetIsNotMeasured() throws IOException {
    Path results = Fixtures.copy(Fixtures.SCALING, dir, "20261123T110000Z-quick.json");
    String json = Files.readString(results);
    Files.writeString(results, json.replace("\"minimaxBoard\": \"3x4k3\"",
        "\"minimaxBoard\": \"3x3k3\""));
    String report = Files.readString(Report.write(results));
    assertTrue(report.contains("(full profile) | not measured in this run | —\n"), report);
  }

  @Test
  void timesReadInTheirOwnUnit() {
    assertEquals("12.00 µs", Numbers.time(12_000));
    assertEquals("2.500 s", Numbers.time(2.5e9));
    assertEquals("6.000 hours", Numbers.time(6 * 3600e9));
    assertEquals("4.500 days", Numbers.time(4.5 * 86400e9));
    assertEquals("2.0 × 10^9^ years", Numbers.time(2e9 * 365.25 * 86400e9));
  }
}
