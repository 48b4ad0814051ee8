package dev.tictactoe.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class JmhJsonTest {
  @TempDir Path dir;

  @Test
  void readsEveryRunWithItsParametersAndMetrics() throws IOException {
    Path file = Fixtures.copy(Fixtures.SMALL, dir, "r.json");
    List<Run> runs = JmhJson.read(file);
    assertEquals(12, runs.size());
    assertEquals(new ObjectMapper().readTree(file.toFile()).size(), runs.size(), "every one");
    Run first = runs.get(0);
    assertEquals("MoveCostBenchmark", first.group());
    assertEquals("fullScan", first.method());
    assertEquals("10", first.params().get("n"));
    assertEquals(200.0, first.primary().score());
    assertEquals(2.0, first.primary().error());
    assertEquals("ns/op", first.primary().unit());
    assertEquals(3, first.forks());
    assertEquals(5, first.measurementIterations());
  }

  @Test
  void toleratesTheStringsJmhWritesForNumbersThatAreNotFinite() throws IOException {
    List<Run> runs = JmhJson.read(Fixtures.copy(Fixtures.SMALL, dir, "r.json"));
    Run counters10 = runs.get(6);
    assertTrue(Double.isNaN(counters10.primary().error()), "\"NaN\" error");
    assertEquals("3.000 ± n/a", counters10.primary().scoreWithError());
    Run cold = runs.get(11);
    assertEquals(Double.POSITIVE_INFINITY, cold.primary().score(), "\"+INF\" score");
    assertEquals(Double.NEGATIVE_INFINITY, cold.secondary().get("positions").score(), "\"-INF\"");
    assertEquals(1.2e8, runs.get(10).secondary().get("positions").score());
  }

  @ParameterizedTest(name = "[{index}] {1}")
  @CsvSource(delimiter = '|', value = {
      "''|: the file is empty (was the benchmark run interrupted?)",
      "[{\"benchmark\": |: not valid JSON (line 1, column 15: Unexpected end-of-input within/between"
          + " Object entries)",
      "{\"benchmark\": \"x\"}|: not JMH results (expected a JSON array of benchmark results)",
      "[]|: holds no benchmark results",
      "[{\"benchmark\": \"a.B.c\", \"mode\": \"avgt\"}]|: result 1 is not a JMH result (no"
          + " primaryMetric)",
      "[{\"benchmark\": \"a.B.c\", \"mode\": \"avgt\", \"primaryMetric\": {\"score\": \"fast\","
          + " \"scoreError\": 1, \"scoreUnit\": \"ns/op\"}}]|: result 1 is not a JMH result"
          + " (primaryMetric.score is \"fast\")"})
  void refusesFilesThatAreNotJmhResultsNamingTheFile(String content, String reason)
      throws IOException {
    Path file = Files.writeString(dir.resolve("bad.json"), content);
    ReportException e = assertThrows(ReportException.class, () -> JmhJson.read(file));
    assertEquals(file + reason, e.getMessage());
  }

  @Test
  void aBadTokenIsQuotedOnOneLine() throws IOException {
    // Found by fuzzing: Jackson quotes the bad token as it is, here with a control character.
    Path file = Files.writeString(dir.resolve("bad.json"), "w\u0005");
    assertEquals(file + ": not valid JSON (line 1, column 3: Unrecognized token 'w\\u0005': was"
        + " expecting (JSON String, Number, Array, Object or token 'null', 'true' or 'false'))",
        assertThrows(ReportException.class, () -> JmhJson.read(file)).getMessage());
  }

  @Test
  void aMissingFileIsNamed() {
    Path missing = dir.resolve("nope.json");
    assertEquals(missing + ": no such file",
        assertThrows(ReportException.class, () -> JmhJson.read(missing)).getMessage());
  }
}
