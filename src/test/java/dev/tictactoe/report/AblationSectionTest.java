package dev.tictactoe.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AblationSectionTest {
  @TempDir Path dir;

  @Test
  void eachBoardGetsATableOfItsConfigurationsInTheLaddersOrderWithTimePerPosition()
      throws IOException {
    Path results = CraftedRuns.write(dir.resolve("20261124T100000Z-full.json"),
        CraftedRuns.Result.solve("AblationBenchmark.solve", "ablation=4x4k4 all", 400, 20, 0.25),
        CraftedRuns.Result.solve("AblationBenchmark.solve", "ablation=4x4k4 none", 400_000,
            9_000, 0.02),
        CraftedRuns.Result.solve("AblationBenchmark.solve", "ablation=4x4k4 -pairing", 3_000, 90,
            0.2),
        CraftedRuns.Result.solve("AblationBenchmark.solve", "ablation=3x3k3 all", 8, 0.5, 0.1));
    String report = Files.readString(Report.write(results));
    // Positions per solve: 400 us / 0.25 us = 1,600; 400,000 / 0.02 = 20,000,000.
    String fourByFour = report.substring(report.indexOf("// tag::ablation-4x4k4[]"),
        report.indexOf("// end::ablation-4x4k4[]"));
    assertEquals(3, fourByFour.lines().filter(l -> l.startsWith("| ") && !l.contains("Config"))
        .count(), fourByFour);
    int none = fourByFour.indexOf("| none | 400.0 ± 9.0 ms | 20,000,000 | 20.00 ± n/a ns\n");
    int all = fourByFour.indexOf("| all | 400.0 ± 20.0 µs | 1,600 | 250.0 ± n/a ns\n");
    int pairing = fourByFour.indexOf("| -pairing | 3.000 ± 0.090 ms | 15,000 | 200.0 ± n/a ns\n");
    assertTrue(none >= 0 && none < all && all < pairing, "the ladder, then the knock-outs: "
        + fourByFour);
    assertTrue(report.contains("// tag::ablation-3x3k3[]"), report);
    assertTrue(Files.size(dir.resolve("20261124T100000Z-full-AblationBenchmark.svg")) > 10_000,
        "the chart is drawn");
    // In the general table too, the counter is a time per position, not "us/op".
    assertTrue(report.contains("time per position: 0.2500 ± n/a us"), report);
    assertTrue(!report.contains("positions: 0.2500"), report);
  }
}
