package dev.tictactoe.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tictactoe.report.CraftedRuns.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

class ReportTest {
  @TempDir Path dir;

  private String reportOnSmall() throws IOException {
    Path results = Fixtures.copy(Fixtures.SMALL, dir, "20261122T100000Z-full.json");
    Path report = Report.write(results);
    assertEquals(dir.resolve("20261122T100000Z-full.adoc"), report);
    return Files.readString(report);
  }

  @Test
  void hasATableForEachBenchmarkClassWithScoresErrorsAndSettings() throws IOException {
    String report = reportOnSmall();
    assertTrue(report.contains("== MoveCostBenchmark\n"), report);
    assertTrue(report.contains("== EngineQueryBenchmark\n"), report);
    assertTrue(report.contains("| fullScan | n=1000 | 2,000,000 ± 20,000 | ns/op | avgt | 3 |"
        + " 5 × 1 s + 5 × 1 s | —"), report);
    assertTrue(report.contains("| counters | n=10 | 3.000 ± n/a | ns/op |"), report);
    assertTrue(report.contains("| puzzleEngineWarm | position=empty | 4.200 ± 0.100 | ns/op | avgt"
        + " | 3 | 5 × 1 s + 5 × 1 s | positions: 120,000,000 ± n/a ops/s"), report);
    assertTrue(report.contains("| puzzleEngineCold | position=midgame | +∞ ± n/a | us/op"), report);
  }

  @Test
  void aScoreThatIsNotAFiniteTimeIsLeftOffTheNScalingChartAsTheHistoryLeavesItOff()
      throws Exception {
    // One series with a failed point among measured ones, one with nothing to draw. XChart
    // refuses an infinite value: the whole report used to fail on such a run.
    Path results = CraftedRuns.write(dir.resolve("20261122T100000Z-full.json"),
        Result.avgt("MoveCostBenchmark.counters", "n=10", 3, 0.1),
        Result.avgt("MoveCostBenchmark.counters", "n=100", Double.POSITIVE_INFINITY, Double.NaN),
        Result.avgt("MoveCostBenchmark.counters", "n=1000", 30, 0.1),
        Result.avgt("MoveCostBenchmark.fullScan", "n=10", Double.NaN, Double.NaN),
        Result.avgt("MoveCostBenchmark.fullScan", "n=100", Double.POSITIVE_INFINITY, Double.NaN));
    String report = Files.readString(Report.write(results));
    assertTrue(report.contains("| counters | n=100 | +∞ ± n/a | ns/op |"), "tabled: " + report);
    assertTrue(report.contains("| fullScan | n=10 | NaN ± n/a | ns/op |"), report);
    // The fit leaves the point out by the same rule: 3 ns at n = 10, 30 ns at n = 1000.
    assertTrue(report.contains("| counters | 0.50 | 0.00 |"), report);
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
    assertEquals("svg", factory.newDocumentBuilder().parse(dir.resolve(
        "20261122T100000Z-full-MoveCostBenchmark.svg").toFile()).getDocumentElement()
        .getNodeName());
  }

  @Test
  void aProfiledRunLinksEachBenchmarksFlameGraphsAndAnUnprofiledOneHasNoSuchSection()
      throws IOException {
    assertFalse(reportOnSmall().contains("Flame graphs"), "no flame graphs, no section");
    Path results = Fixtures.copy(Fixtures.SMALL, dir, "20261122T110000Z-quick.json");
    String counters = ResultFiles.profileDirOf("dev.tictactoe.bench.MoveCostBenchmark.counters",
        "avgt", Map.of("n", "10"));
    Path graphs = Files.createDirectories(ResultFiles.flameGraphsOf(results).resolve(counters));
    Files.writeString(graphs.resolve("flame-itimer-forward.html"), "<html></html>");
    Files.writeString(graphs.resolve("flame-itimer-reverse.html"), "<html></html>");
    Files.writeString(graphs.resolve("summary-itimer.txt"), "not a flame graph");
    String report = Files.readString(Report.write(results));
    String links = report.substring(report.indexOf("// tag::flames[]"),
        report.indexOf("// end::flames[]"));
    Matcher link = Pattern.compile("link:\\+\\+([^+\\[]+)\\+\\+\\[([^\\]]*)]").matcher(links);
    List<String> targets = new java.util.ArrayList<>();
    while (link.find()) {
      assertEquals("itimer", link.group(2), "each link is labelled with its event");
      assertTrue(Files.isRegularFile(dir.resolve(link.group(1))), link.group(1));
      targets.add(link.group(1));
    }
    assertEquals(List.of(
        "20261122T110000Z-quick-flamegraphs/" + counters + "/flame-itimer-forward.html",
        "20261122T110000Z-quick-flamegraphs/" + counters + "/flame-itimer-reverse.html"), targets);
    assertTrue(links.contains("| MoveCostBenchmark.counters | n=10 | link:"), links);
    assertTrue(links.contains("| MoveCostBenchmark.counters | n=1000 | — | —\n"),
        "a run without graphs has dashes: " + links);
    assertFalse(links.contains("[#"), "no anchor in the region a page may include twice");
  }

  @Test
  void theOneRuleOfWhatALogScaleHolds() {
    for (double v : new double[] {1e-9, 1, 4.5e15, Double.MIN_VALUE}) {
      assertTrue(LogScale.holds(v), "holds " + v);
    }
    for (double v : new double[] {0, -1, Double.NaN, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY}) {
      assertFalse(LogScale.holds(v), "does not hold " + v);
    }
    Map<String, List<double[]>> series = new LinkedHashMap<>();
    series.put("some", List.of(new double[] {1, 5, 1}, new double[] {2, Double.NaN, 0},
        new double[] {3, Double.POSITIVE_INFINITY, 0}, new double[] {4, 7, 1}));
    series.put("none", List.of(new double[] {1, 0, 0}, new double[] {2, -3, 0}));
    Map<String, List<double[]>> drawable = LogScale.drawable(series);
    assertEquals(List.of("some"), List.copyOf(drawable.keySet()), "an empty series goes");
    assertEquals(List.of(1.0, 4.0), drawable.get("some").stream().map(p -> p[0]).toList());
  }

  @Test
  void fitsTheExponentOfEachDesignBesideTheTheory() throws IOException {
    String report = reportOnSmall();
    assertTrue(report.contains("| fullScan | 2.00 | 2.00 | 2.00 | agrees (within 0.25)"), report);
    assertTrue(report.contains("| localScan | 1.00 | 1.00 | 1.00 | agrees (within 0.25)"), report);
    assertTrue(report.contains("| counters | 0.00 | 0.00 | 0.00 | agrees (within 0.25)"), report);
    assertTrue(!report.contains("exponents-EngineQueryBenchmark"), "no n, no fit");
  }

  @Test
  void summarisesEachSeriesInATaggedSentenceOfItsOwn() throws IOException {
    String report = reportOnSmall();
    assertTrue(report.contains("""
        // tag::summary-MoveCostBenchmark-fullScan[]
        fullScan costs 200.0 ns per operation at n = 10 and 2,000,000 ns at n = 1,000; its fitted\
         exponent is 2.00 (theory: 2.00).
        // end::summary-MoveCostBenchmark-fullScan[]
        """), report);
    assertTrue(report.contains("counters costs 3.000 ns per operation at n = 10 and 3.000 ns at"
        + " n = 1,000; its fitted exponent is 0.00 (theory: 0.00)."), report);
    assertTrue(!report.contains("summary-EngineQueryBenchmark"), "no n, no summary");
  }

  @Test
  void checksTheSpeedTargetsItHasNumbersFor() throws IOException {
    String report = reportOnSmall();
    assertTrue(report.contains("below 0.1 in size) | k = 0.000 | yes\n"), report);
    // minimax 1,900 us against a warm query of 4.2 ns: 452,381 times
    assertTrue(report.contains("on the empty board | 452,381 times | yes\n"), report);
    // no cold sweep and no positions-per-second metric in this file
    assertTrue(report.contains("from a cold start in under 0.3 ms | not measured in this run | —"),
        report);
    assertTrue(report.contains("549,946 positions) | not measured in this run | —"), report);
  }

  @Test
  void aMissedTargetIsSaidPlainly() throws IOException {
    ObjectMapper json = new ObjectMapper();
    ArrayNode runs = (ArrayNode) json.readTree(ReportTest.class.getResourceAsStream(Fixtures.SMALL));
    for (JsonNode run : runs) {
      if (run.get("benchmark").asText().endsWith("counters")
          && run.get("params").get("n").asText().equals("1000")) {
        ((ObjectNode) run.get("primaryMetric")).put("score", 30.0); // ten times n = 100
      }
    }
    Path results = dir.resolve("20261122T100000Z-quick.json");
    json.writeValue(results.toFile(), runs);
    String report = Files.readString(Report.write(results));
    assertTrue(report.contains("below 0.1 in size) | k = 0.500 | *no*\n"), report);
  }

  @Test
  void explainsADisagreementWithTheTheory() throws IOException {
    // A "full scan" that grows linearly: the report must say the fit is below the theory.
    String json = new String(ReportTest.class.getResourceAsStream(Fixtures.SMALL).readAllBytes())
        .replace("\"score\": 20000.0", "\"score\": 2000.0")
        .replace("\"score\": 2000000.0", "\"score\": 20000.0");
    Path results = Files.writeString(dir.resolve("20261122T100000Z-quick.json"), json);
    String report = Files.readString(Report.write(results));
    assertTrue(report.contains("| fullScan | 1.00 | 2.00 | 1.00 | disagrees"), report);
    assertTrue(report.contains("fullScan: the fit, 1.00, is below the theory, 2.00."), report);
  }

  @Test
  void everyChartItReferencesExistsAndIsValidSvg() throws Exception {
    String report = reportOnSmall();
    Matcher image = Pattern.compile("image::([^\\[]+)\\[").matcher(report);
    int charts = 0;
    while (image.find()) {
      Path svg = dir.resolve(image.group(1));
      assertTrue(Files.isRegularFile(svg), svg + " exists");
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      // XChart's SVG names the W3C DTD; parsing must not try to fetch it.
      factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
      Document xml = factory.newDocumentBuilder().parse(svg.toFile());
      assertEquals("svg", xml.getDocumentElement().getNodeName());
      charts++;
    }
    assertEquals(List.of("20261122T100000Z-full-EngineQueryBenchmark.svg",
        "20261122T100000Z-full-MoveCostBenchmark.svg"),
        Files.list(dir).map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".svg"))
            .sorted().toList());
    assertEquals(2, charts);
  }

  @Test
  void includesTheEnvironmentFileWhenThereIsOne() throws IOException {
    Files.writeString(dir.resolve("20261122T100000Z-full.env.json"),
        "{\"jdk\": \"Temurin 17\", \"settings\": {\"forks\": 3}, \"gitDirty\": false}");
    String report = reportOnSmall();
    assertTrue(report.contains("| jdk | Temurin 17\n"), report);
    assertTrue(report.contains("| settings.forks | 3\n"), report);
    assertTrue(report.contains("| gitDirty | false\n"), report);
  }

  @Test
  void comparesTwoFilesWithRatiosAndWhetherTheDifferenceExceedsTheError() throws IOException {
    Path before = Fixtures.copy(Fixtures.SMALL, dir, "20261122T100000Z-full.json");
    Path after = Fixtures.copy(Fixtures.AFTER, dir, "20261123T100000Z-full.json");
    Path comparison = likeForLike(before, after);
    assertEquals(dir.resolve("20261123T100000Z-full-vs-20261122T100000Z-full.adoc"), comparison);
    String text = Files.readString(comparison);
    // counters: 3.0 ± 0.03 -> 2.4 ± 0.03: 20% faster, far beyond the error
    assertTrue(text.contains("| MoveCostBenchmark.counters | n=100 | 3.000 ± 0.030 ns/op |"
        + " 2.400 ± 0.030 ns/op | 0.800 | yes"), text);
    // localScan: 0.5% slower, inside the error
    assertTrue(text.contains("| MoveCostBenchmark.localScan | n=100 | 500.0 ± 5.0 ns/op |"
        + " 502.5 ± 5.0 ns/op | 1.005 | no"), text);
    // an error JMH could not estimate: unknown, not "no"
    assertTrue(text.contains("| MoveCostBenchmark.counters | n=10 | 3.000 ± n/a ns/op |"
        + " 2.400 ± 0.030 ns/op | 0.800 | unknown"), text);
    assertTrue(text.contains("| MoveCostBenchmark.fullScan | n=10 | 200.0 ± 2.0 ns/op |"
        + " 200.0 ± n/a ns/op | 1.000 | unknown"), text);
    assertTrue(text.contains("* dev.tictactoe.bench.EngineSweepBenchmark.alphaBetaColdAll"
        + "  (only after)"), text);
    assertTrue(text.contains("* dev.tictactoe.bench.EngineQueryBenchmark.minimax"
        + " position=empty (only before)"), text);
  }

  @Test
  void showsBytesAllocatedPerOperationWhenTheGcProfilerRan() throws IOException {
    Path results = Fixtures.copy(Fixtures.GC, dir, "20261122T100000Z-quick.json");
    String report = Files.readString(Report.write(results));
    assertTrue(report.contains("| Method | Parameters | Score ± error | Unit | Allocated ± error"
        + " (B/op) | Mode |"), report);
    assertTrue(report.contains("| counters | n=10 | 2.083 ± n/a | ns/op | 2.313 ± n/a | avgt |"),
        report);
  }

  @Test
  void readsTheOlderJmhNameOfTheAllocationMetricToo() throws IOException {
    String json = new String(ReportTest.class.getResourceAsStream(Fixtures.GC).readAllBytes())
        .replace("\"gc.alloc.rate.norm\"", "\"\u00b7gc.alloc.rate.norm\"");
    assertTrue(json.contains("\u00b7gc.alloc.rate.norm"));
    Path results = Files.writeString(dir.resolve("20261122T100000Z-quick.json"), json);
    String report = Files.readString(Report.write(results));
    assertTrue(report.contains("| counters | n=10 | 2.083 ± n/a | ns/op | 2.313 ± n/a | avgt |"),
        report);
  }

  @Test
  void withoutTheGcProfilerThereIsNoAllocationColumn() throws IOException {
    String report = reportOnSmall();
    assertTrue(!report.contains("B/op"), report);
  }

  @Test
  void theComparisonShowsBytesPerOperationBeforeAndAfter() throws IOException {
    String json = new String(ReportTest.class.getResourceAsStream(Fixtures.GC).readAllBytes());
    Path before = Files.writeString(dir.resolve("20261122T100000Z-quick.json"), json);
    // The same time, but 48 bytes a move instead of 2.3: an allocation regression.
    Path after = Files.writeString(dir.resolve("20261123T100000Z-quick.json"),
        json.replace("\"score\" : 2.3129251068742347", "\"score\" : 48.0"));
    String text = Files.readString(likeForLike(before, after));
    assertTrue(text.contains("| Before (B/op) | After (B/op)\n"), text);
    assertTrue(text.contains("| MoveCostBenchmark.counters | n=10 | 2.083 ± n/a ns/op |"
        + " 2.083 ± n/a ns/op | 1.000 | unknown | 2.313 ± n/a | 48.00 ± n/a\n"), text);
    // Against a run without the profiler, the missing side is a dash.
    Path plain = Fixtures.copy(Fixtures.SMALL, dir, "20261121T100000Z-quick.json");
    String mixed = Files.readString(likeForLike(plain, after));
    assertTrue(mixed.contains("| 0.694 | unknown | — | 48.00 ± n/a\n"), mixed);
  }

  /** The comparison of two runs on one machine and JVM, as their environment files say. */
  private static Path likeForLike(Path before, Path after) throws IOException {
    CraftedRuns.environment(before, CraftedRuns.sameMachine());
    CraftedRuns.environment(after, CraftedRuns.sameMachine());
    Report.Comparison comparison = Report.compare(before, after, false, OptionalDouble.empty());
    assertEquals(List.of(), comparison.mismatches());
    assertFalse(Files.readString(comparison.file()).contains("WARNING"));
    return comparison.file();
  }
}
