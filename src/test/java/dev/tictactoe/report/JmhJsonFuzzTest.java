package dev.tictactoe.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tictactoe.Fuzzing;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Fuzzes the reader of JMH's JSON results ({@link JmhJson#read}) with the bytes of a results
 * file. Saved inputs: {@code JmhJsonFuzzTestInputs/results/}, each a results file as it is.
 * The dictionary gives the fuzzer JMH's words, which it would take long to guess byte by byte.
 */
class JmhJsonFuzzTest {
  private static final Path FILE = file();

  /**
   * A file read is one run per element of its JSON array, each named, with a mode and a unit;
   * any other file is refused in one line that names it.
   */
  @DictionaryEntries({"[{", "}]", "\"benchmark\"", "\"mode\"", "\"params\"", "\"primaryMetric\"",
      "\"secondaryMetrics\"", "\"score\"", "\"scoreError\"", "\"scoreUnit\"", "\"NaN\"",
      "\"+INF\"", "\"-INF\"", "\"gc.alloc.rate.norm\""})
  @FuzzTest
  void results(byte[] bytes) throws IOException {
    Files.write(FILE, bytes);
    List<Run> runs;
    try {
      runs = JmhJson.read(FILE);
    } catch (ReportException refused) {
      Fuzzing.assertOneLine(refused);
      assertTrue(refused.getMessage().startsWith(FILE + ": "), refused::getMessage);
      return;
    }
    assertEquals(new ObjectMapper().readTree(bytes).size(), runs.size());
    for (Run run : runs) {
      assertNotNull(run.benchmark());
      assertNotNull(run.mode());
      assertNotNull(run.primary().unit());
      run.secondary().values().forEach(metric -> assertNotNull(metric.unit()));
    }
  }

  private static Path file() {
    try {
      Path dir = Files.createTempDirectory("jmh-json-fuzz");
      dir.toFile().deleteOnExit();
      Path file = dir.resolve("results.json");
      file.toFile().deleteOnExit();
      return file;
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
