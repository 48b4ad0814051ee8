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
 * {@link EnvironmentFile#beside} for a report, a comparison and the history) with the
 * bytes of that file, beside a results file that is fine. Saved inputs:
 * {@code EnvironmentFileFuzzTestInputs/environment/}, each an environment file as it is.
 */
class EnvironmentFileFuzzTest {
  private static final Path RESULTS = results();

  /**
   * A file read is a JSON object, which the history then takes; any other file is refused in one
   * line that names it.
   */
  @DictionaryEntries({"{", "}", "\"cpu\"", "\"cores\"", "\"os\"", "\"jdk\"", "\"gitCommit\"",
      "\"gitDirty\"", "true", "null"})
  @FuzzTest
  void environment(byte[] bytes) throws IOException {
    Path env = ResultFiles.envFileOf(RESULTS);
    Files.write(env, bytes);
    EnvironmentFile read;
    try {
      read = EnvironmentFile.beside(RESULTS);
    } catch (ReportException refused) {
      assertRefused(refused, env);
      return;
    }
    assertTrue(read.json().map(JsonNode::isObject).orElse(false));
    History.of(List.of(RESULTS), Pattern.compile(".*"));
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
      for (Path file : List.of(dir, results, ResultFiles.envFileOf(results))) {
        file.toFile().deleteOnExit();
      }
      return results;
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
