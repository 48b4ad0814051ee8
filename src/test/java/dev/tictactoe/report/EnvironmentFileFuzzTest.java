package dev.tictactoe.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;
import dev.tictactoe.Fuzzing;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Fuzzes the reader of the environment file beside a results file ({@code X.env.json}, read by
 * {@link Report#readEnvironment} for a report and by {@link History} for the history) with the
 * bytes of that file, beside a results file that is fine. Saved inputs:
 * {@code EnvironmentFileFuzzTestInputs/environment/}, each an environment file as it is.
 */
class EnvironmentFileFuzzTest {
  private static final Path RESULTS = results();

  /**
   * A file read is its JSON; the history takes it if it is an object; any other file is refused
   * in one line that names it.
   */
  @DictionaryEntries({"{", "}", "\"cpu\"", "\"cores\"", "\"os\"", "\"jdk\"", "\"gitCommit\"",
      "\"gitDirty\"", "true", "null"})
  @FuzzTest
  void environment(byte[] bytes) throws IOException {
    Path env = Report.environmentFile(RESULTS);
    Files.write(env, bytes);
    Optional<JsonNode> read;
    try {
      read = Report.readEnvironment(RESULTS);
    } catch (ReportException refused) {
      assertRefused(refused, env);
      return;
    }
    assertTrue(read.isPresent());
    try {
      History.of(List.of(RESULTS), Pattern.compile(".*"));
    } catch (ReportException refused) {
      assertRefused(refused, env);
      assertTrue(!read.get().isObject(), refused::getMessage);
    }
  }

  private static void assertRefused(ReportException refused, Path env) {
    Fuzzing.assertOneLine(refused);
    assertEquals(env + ": ", refused.getMessage().substring(0,
        Math.min(refused.getMessage().length(), env.toString().length() + 2)));
  }

  /** A results file that reads (named as the history expects), in a directory of its own. */
  private static Path results() {
    try (InputStream json = EnvironmentFileFuzzTest.class.getResourceAsStream("jmh-small.json")) {
      Path dir = Files.createTempDirectory("environment-fuzz");
      Path results = dir.resolve("20260101T000000Z-full.json");
      Files.write(results, json.readAllBytes());
      for (Path file : List.of(dir, results, Report.environmentFile(results))) {
        file.toFile().deleteOnExit();
      }
      return results;
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
