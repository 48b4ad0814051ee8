package dev.tictactoe.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tictactoe.judge.CheckReport;
import dev.tictactoe.judge.CheckReport.Status;
import dev.tictactoe.judge.EngineJudge;
import dev.tictactoe.judge.FailingGame;
import dev.tictactoe.judge.GameCase;
import dev.tictactoe.judge.GameJudge;
import dev.tictactoe.judge.WrongAnswers;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The verdict's JSON, read back by a real parser: every field as documented, each the report's
 * own (the terminal's text of a failure is the verdict's detail), any text kept.
 */
class VerdictTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  /** Text a reader's code may print or throw: quotes, backslashes, every kind of line break. */
  private static final String AWKWARD = "say \"hi\" \\ to\n\r\t\u0001 the\u2028 line\u0085 é";

  @Test
  void everyFieldReadsBackAsTheReportHasIt() throws IOException {
    GameCase original = GameCase.of(3, new int[] {0, 0, 1}, new int[] {1, 1, 2},
        new int[] {0, 1, 1});
    GameCase game = original.prefix(2);
    FailingGame failing = new FailingGame(original, game, true, new GameJudge.Outcome(
        new int[] {0}, Optional.of(new GameJudge.Fault(GameJudge.Kind.EXCEPTION, 1,
            "threw " + AWKWARD + " | at solution.py line 3, in move"))), "java -jar t.jar",
        AWKWARD);
    Board board = Board.ofCells(Rules.ticTacToe(), "X.O......");
    WrongAnswers.Shown shown = new WrongAnswers.Shown(new EngineJudge.Wrong(
        EngineJudge.Kind.MISSES_WIN, board, List.of("X.O", "X..", "..."), "why"),
        Arrays.asList(null, "W3", null, "D", "L4", "D", "D", "D", "D"), 3, 4, "reason");
    CheckReport report = new CheckReport("solution.py, the game");
    report.add(CheckReport.Test.passed("tiny", ""));
    report.add(new CheckReport.Test("3 x 3", Status.FAIL, AWKWARD, AWKWARD, Optional.of(failing),
        List.of(new WrongAnswers(EngineJudge.Kind.MISSES_WIN, 12, List.of(shown)))));
    report.note("a note");
    JsonNode json = JSON.readTree(Verdict.json("game", report));
    assertEquals(1, json.path("version").asInt());
    assertEquals("fail", json.path("status").asText());
    assertEquals("1 of 2 checks failed", json.path("summary").asText());
    assertEquals("solution.py, the game", json.path("solution").asText());
    assertEquals("", json.path("message").asText());
    JsonNode failed = json.path("tests").get(1);
    assertEquals(AWKWARD, failed.path("message").asText(), "any text survives");
    assertEquals(AWKWARD, failed.path("output").asText());
    assertEquals(report.tests().get(1).detail(), failed.path("detail").asText(),
        "the terminal's text of the failure");
    JsonNode drawn = failed.path("game");
    assertEquals(3, drawn.path("n").asInt());
    assertEquals(2, drawn.path("moves").size(), "the game shown, not the one first found");
    assertEquals(3, drawn.path("from").path("moves").asInt());
    assertEquals(failing.caption(), drawn.path("caption").asText());
    assertEquals("exception", drawn.path("fault").asText());
    assertEquals(1, drawn.path("marked").asInt());
    assertEquals("threw", drawn.path("moves").get(1).path("yours").asText());
    assertEquals(List.of("threw " + AWKWARD, "at solution.py line 3, in move"),
        JSON.convertValue(drawn.path("trace"), List.class));
    assertEquals(failing.leetCode(), JSON.convertValue(drawn.path("leetCode"), List.class));
    assertEquals(failing.script(), drawn.path("replay").asText());
    assertEquals(AWKWARD, drawn.path("printed").asText());
    JsonNode position = failed.path("groups").get(0).path("shown").get(0);
    assertEquals("misses a win", failed.path("groups").get(0).path("words").asText());
    assertTrue(position.path("values").get(0).isNull(), "a taken cell's value is null");
    assertEquals("W3", position.path("values").get(1).asText());
    assertEquals("X.O......", position.path("cells").asText());
    assertEquals("X", position.path("toMove").asText());
    assertEquals(List.of("a note"), JSON.convertValue(json.path("notes"), List.class));
    assertTrue(json.path("tests").get(0).path("game").isMissingNode(), "nothing to draw");
  }

  @Test
  void statusIsErrorWithAMessageThenFailThenPass() throws IOException {
    JsonNode error = JSON.readTree(Verdict.error("engine", "does not load"));
    assertEquals("error", error.path("status").asText());
    assertEquals("does not load", error.path("message").asText());
    CheckReport passed = new CheckReport("e");
    passed.add(CheckReport.Test.passed("a", ""));
    assertEquals("pass", JSON.readTree(Verdict.json("engine", passed)).path("status").asText());
  }
}
