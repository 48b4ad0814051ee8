package dev.tictactoe.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The verdict's JSON, read back by a real parser: every field as documented, any text kept. */
class VerdictTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  /** Text a reader's code may print or throw: quotes, backslashes, every kind of line break. */
  private static final String AWKWARD = "say \"hi\" \\ to\n\r\t\u0001 the\u2028 line\u0085 é";

  @Test
  void everyFieldReadsBackAsWritten() throws IOException {
    Verdict verdict = new Verdict("game")
        .add(Verdict.Test.passed("tiny"))
        .add(new Verdict.Test("3 x 3", Verdict.Status.FAIL, AWKWARD, "detail",
            new Verdict.FailingGame(3, true, 3, 9, "wrong", "a wrong value", 1,
                List.of("at solution.py:3"), "printf", List.of(
                    new Verdict.Move(0, 0, 1, 0, "0"), new Verdict.Move(1, 1, 2, 0, "1"))),
            List.of(new Verdict.Group("MISSES_WIN", "misses a win", 12, List.of(
                new Verdict.Position(3, 3, "X.O......", 'X',
                    Arrays.asList(null, "W3", null, "D", "L4", "D", "D", "D", "D"),
                    List.of("X.O", "X..", "..."), 3, 4, "why", "reason"))))))
        .note("a note").output(AWKWARD);
    JsonNode json = JSON.readTree(verdict.json());
    assertEquals(1, json.path("version").asInt());
    assertEquals("fail", json.path("status").asText());
    assertEquals("", json.path("message").asText());
    assertEquals(AWKWARD, json.path("output").asText(), "any text survives");
    JsonNode failed = json.path("tests").get(1);
    assertEquals(AWKWARD, failed.path("message").asText());
    assertEquals(9, failed.path("game").path("from").path("moves").asInt());
    assertEquals("1", failed.path("game").path("moves").get(1).path("yours").asText());
    JsonNode position = failed.path("groups").get(0).path("shown").get(0);
    assertTrue(position.path("values").get(0).isNull(), "a taken cell's value is null");
    assertEquals("W3", position.path("values").get(1).asText());
    assertEquals("X", position.path("toMove").asText());
    assertEquals(List.of("a note"), JSON.convertValue(json.path("notes"), List.class));
    assertTrue(json.path("tests").get(0).path("game").isMissingNode(), "nothing to draw");
  }

  @Test
  void statusIsErrorWithAMessageThenFailThenPass() throws IOException {
    assertEquals("error", JSON.readTree(Verdict.error("engine", "does not load").json())
        .path("status").asText());
    assertEquals("pass", JSON.readTree(new Verdict("engine").add(Verdict.Test.passed("a"))
        .json()).path("status").asText());
  }
}
