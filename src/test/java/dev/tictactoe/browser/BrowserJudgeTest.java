package dev.tictactoe.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tictactoe.engine.TicTacToeEngine;
import dev.tictactoe.game.Design;
import dev.tictactoe.game.Game;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;

/**
 * The practice pane's judge on the JVM, the same code TeaVM compiles for the page: solutions
 * written here in Java answer its requests as the page's drivers do, and its verdict, read back
 * as JSON, says what {@code check} would say. The browser test runs the compiled judge on real
 * Python and JavaScript answers.
 */
class BrowserJudgeTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final long LIMIT = 10_000;

  /** A game solution: a design, or one that returns what {@code bug} makes of each result. */
  private interface Answers {
    String answer(String request);
  }

  /** The game protocol's answer by {@code design}: each move's result, spaces between. */
  private static String play(Design design, String request) {
    String[] words = request.split(" ");
    Game game = design.create(Integer.parseInt(words[1]));
    StringBuilder line = new StringBuilder();
    for (int i = 2; i + 2 < words.length; i += 3) {
      line.append(line.length() == 0 ? "" : " ").append(game.move(Integer.parseInt(words[i]),
          Integer.parseInt(words[i + 1]), Integer.parseInt(words[i + 2])));
    }
    return line.toString();
  }

  /** Every request asked of the solution, by number, as the page's worker would see them. */
  private final List<Integer> asked = new ArrayList<>();

  private PageChannel.Solution solution(Answers answers) {
    return (first, requests, exactFrom) -> {
      List<String> replies = new ArrayList<>();
      for (int i = 0; i < requests.size(); i++) {
        asked.add(first + i);
        replies.add(answers.answer(requests.get(i)));
      }
      return new PageChannel.Reply(replies, "");
    };
  }

  private static JsonNode judge(String problem, List<String> answered, Set<Integer> timedOut,
      PageChannel.Solution solution) throws IOException {
    return JSON.readTree(BrowserJudge.judge(problem, "solution.py", LIMIT, answered, Map.of(),
        timedOut, Integer.MAX_VALUE, solution, (what, done, of, next) -> { }));
  }

  private static List<String> statuses(JsonNode verdict) {
    List<String> statuses = new ArrayList<>();
    verdict.path("tests").forEach(t -> statuses.add(t.path("status").asText()));
    return statuses;
  }

  @Test
  void aCorrectGamePassesEveryFamilyEachRequestAskedOnceWithProgressOnTheWay()
      throws IOException {
    List<String> requests = new ArrayList<>();
    List<String> families = new ArrayList<>();
    List<Integer> firsts = new ArrayList<>();
    Set<Integer> exact = new HashSet<>();
    JsonNode verdict = JSON.readTree(BrowserJudge.judge("game", "solution.js", LIMIT, List.of(),
        Map.of(), Set.of(), 10, (first, batch, exactFrom) -> {
          exact.add(exactFrom);
          List<String> replies = new ArrayList<>();
          for (int i = 0; i < batch.size(); i++) {
            asked.add(first + i);
            requests.add(batch.get(i));
            replies.add(play(Design.COUNTERS, batch.get(i)));
          }
          return new PageChannel.Reply(replies, "");
        }, (what, done, of, next) -> {
          if (done == 0) {
            families.add(what);
            firsts.add(next);
          }
        }));
    assertEquals("pass", verdict.path("status").asText(), verdict.toString());
    assertEquals("solution.js, the game", verdict.path("solution").asText());
    assertEquals("every check passed", verdict.path("summary").asText());
    assertEquals(List.of("pass", "pass", "pass"), statuses(verdict));
    assertTrue(verdict.path("tests").get(1).path("name").asText().contains("255,168 games"));
    assertTrue(verdict.path("tests").get(2).path("name").asText().startsWith(
        "games on n = 4 to 100: "), "the larger boards, up to the page's largest");
    assertEquals(new HashSet<>(asked).size(), asked.size(), "no request asked twice");
    assertEquals(asked.size(), asked.get(asked.size() - 1) + 1, "numbered from 0, in order");
    assertTrue(asked.size() > 255_168, "every 3 x 3 game was asked: " + asked.size());
    assertEquals(Set.of(10), exact, "the page is told from where to hear of each request");
    // progress names each family, with the number of its first request
    assertEquals(3, families.size(), families.toString());
    assertEquals(0, firsts.get(0));
    assertTrue(families.get(1).startsWith("every 3 x 3 game"), families.toString());
    assertTrue(requests.get(firsts.get(1) - 1).startsWith("game 2 "), "the last of the first");
    assertTrue(requests.get(firsts.get(1)).startsWith("game 3 "), "the first of the second");
    assertTrue(requests.get(firsts.get(2)).startsWith("game 4 "), "the first of the third");
    assertTrue(requests.get(requests.size() - 1).startsWith("game 100 "), "the largest last");
  }

  @Test
  void aWrongAntiDiagonalFailsWithTheShortestGameDrawnMoveByMove() throws IOException {
    // the anti-diagonal taken as row + col == n: a counter design with the classic slip
    JsonNode verdict = judge("game", List.of(), Set.of(), solution(request -> {
      String[] words = request.split(" ");
      int n = Integer.parseInt(words[1]);
      int[] rows = new int[n];
      int[] cols = new int[n];
      int diagonal = 0;
      int anti = 0;
      StringBuilder line = new StringBuilder();
      for (int i = 2; i + 2 < words.length; i += 3) {
        int row = Integer.parseInt(words[i]);
        int col = Integer.parseInt(words[i + 1]);
        int player = Integer.parseInt(words[i + 2]);
        int add = player == 1 ? 1 : -1;
        rows[row] += add;
        cols[col] += add;
        diagonal += row == col ? add : 0;
        anti += row + col == n ? add : 0;
        int won = Math.abs(rows[row]) == n || Math.abs(cols[col]) == n
            || Math.abs(diagonal) == n || Math.abs(anti) == n ? player : 0;
        line.append(line.length() == 0 ? "" : " ").append(won);
      }
      return line.toString();
    }));
    assertEquals("fail", verdict.path("status").asText());
    JsonNode game = verdict.path("tests").get(0).path("game");
    assertEquals(2, game.path("n").asInt(), "shrunk to the smallest board: " + game);
    assertEquals("wrong", game.path("fault").asText());
    JsonNode moves = game.path("moves");
    int failing = game.path("faultMove").asInt();
    assertEquals(failing + 1, moves.size(), "cut after the failing move");
    // replayed on the reference, the game gives the reference column; the failing move differs
    Game reference = Design.LOCAL_SCAN.create(2);
    for (int i = 0; i < moves.size(); i++) {
      JsonNode move = moves.get(i);
      int expected = reference.move(move.path("row").asInt(), move.path("col").asInt(),
          move.path("player").asInt());
      assertEquals(expected, move.path("reference").asInt(), "move " + i);
      assertEquals(i == failing, !String.valueOf(expected).equals(move.path("yours").asText()),
          "only the failing move differs: " + moves);
    }
    assertTrue(moves.get(failing).path("row").asInt() + moves.get(failing).path("col").asInt()
        == 1, "it fails on the anti-diagonal: " + moves);
    assertTrue(game.path("replay").asText().endsWith("replay --n 2"), game.toString());
  }

  @Test
  void anExceptionNamesTheFileAndLineItWasThrownAt() throws IOException {
    JsonNode verdict = judge("game", List.of(), Set.of(), solution(request ->
        "! exception 0 ZeroDivisionError: division by zero | at solution.py:7 in move"));
    assertEquals(List.of("fail", "fail", "fail"), statuses(verdict));
    JsonNode failed = verdict.path("tests").get(0);
    assertEquals("fail", failed.path("status").asText());
    assertTrue(failed.path("message").asText().contains("move 1 threw ZeroDivisionError"),
        failed.toString());
    assertEquals(List.of("threw ZeroDivisionError: division by zero", "at solution.py:7 in move"),
        JSON.convertValue(failed.path("game").path("trace"), List.class));
    assertEquals("threw", failed.path("game").path("moves").get(0).path("yours").asText());
  }

  @Test
  void aRequestThatRanOutOfTimeEndsItsBatchAndTheFamiliesAfterIt() throws IOException {
    // the page found request 1,000 (a 3 x 3 game) did not end; the judge runs again knowing it
    int hung = 1_000;
    JsonNode verdict = judge("game", List.of(), Set.of(hung),
        solution(request -> play(Design.COUNTERS, request)));
    assertEquals(List.of("pass", "fail", "fail"), statuses(verdict));
    JsonNode failed = verdict.path("tests").get(1);
    assertTrue(failed.path("message").asText().endsWith("no answer within 10 seconds (an endless"
        + " loop, or far too slow)"), failed.toString());
    assertTrue(verdict.path("tests").get(2).path("message").asText().startsWith("not played: the"
        + " solution ran out of time"), verdict.toString());
    assertEquals("timeout", failed.path("game").path("fault").asText());
    assertFalse(failed.path("game").path("shrunk").asBoolean(), "no shrinking after a time-out");
    assertFalse(asked.contains(hung), "the request that ran out of time is not asked again");
    assertEquals(hung - 1, asked.get(asked.size() - 1), "nothing after it: its batch ended");
  }

  @Test
  void answersAnEarlierRunReceivedAreReplayedNotAskedAgain() throws IOException {
    List<String> record = new ArrayList<>();
    try { // a first round, whose worker was ended in the batch of request 100,000
      judge("game", List.of(), Set.of(), (first, requests, exactFrom) -> {
        if (first + requests.size() > 100_000) {
          throw new Hang(100_000);
        }
        requests.forEach(request -> record.add(play(Design.COUNTERS, request)));
        return new PageChannel.Reply(record.subList(first, first + requests.size()), "");
      });
    } catch (Hang ended) {
      // as the page's watchdog would
    }
    List<String> kept = new ArrayList<>(record);
    kept.set(500, ""); // not kept: asked again
    try { // the second round, ended (by the test) soon after the record runs out
      judge("game", kept, Set.of(), solution(request -> {
        if (asked.size() > 10) {
          throw new Hang(-1);
        }
        return play(Design.COUNTERS, request);
      }));
    } catch (Hang enough) {
      // seen what it asks
    }
    assertEquals(500, asked.get(0), "the first asked is the one not kept");
    assertEquals(record.size(), asked.get(1), "then those after the record");
    assertTrue(record.size() > 90_000, "most answers were kept: " + record.size());
  }

  /** Thrown by a solution where the page's worker would never answer: an endless loop. */
  private static final class Hang extends RuntimeException {
    final int number;

    Hang(int number) {
      super(null, null, false, false);
      this.number = number;
    }
  }

  /**
   * The verdict as the page reaches it when {@code hangs} says which requests never end: each
   * round runs the judge until one hangs, as the worker would; the page then ends the worker and
   * runs the judge again with the answers of the batches that came back and the requests found
   * to run out of time (the page finds them by their beats: here, by their numbers).
   */
  private JsonNode rounds(String problem, java.util.function.Predicate<String> hangs,
      Answers answers, int[] roundsTaken) throws IOException {
    List<String> record = new ArrayList<>();
    Set<Integer> timedOut = new HashSet<>();
    for (int round = 1; round <= 10; round++) {
      roundsTaken[0] = round;
      try {
        return judge(problem, record, timedOut, (first, requests, exactFrom) -> {
          List<String> replies = new ArrayList<>();
          for (int i = 0; i < requests.size(); i++) {
            if (hangs.test(requests.get(i))) {
              throw new Hang(first + i);
            }
            replies.add(answers.answer(requests.get(i)));
          }
          for (int i = 0; i < replies.size(); i++) {
            asked.add(first + i); // a batch that came back: the page kept its answers
          }
          while (record.size() < first) {
            record.add(""); // the channel's own answers, which it gives again by itself
          }
          for (int i = 0; i < replies.size(); i++) {
            if (first + i < record.size()) {
              record.set(first + i, replies.get(i));
            } else {
              record.add(replies.get(i));
            }
          }
          return new PageChannel.Reply(replies, "");
        });
      } catch (Hang hang) {
        timedOut.add(hang.number);
      }
    }
    throw new AssertionError("no verdict in 10 rounds");
  }

  @Test
  void aGameThatNeverEndsIsNamedAndTheRestIsNotPlayed() throws IOException {
    // the 3 x 3 game X (0,0), O (1,1), X (2,2), O (0,2), X (2,0), O (1,0), X (2,1): X wins
    String endless = "game 3 0 0 1 1 1 2 2 2 1 0 2 2 2 0 1 1 0 2 2 1 1";
    int[] rounds = {0};
    JsonNode verdict = rounds("game", endless::equals, r -> play(Design.COUNTERS, r), rounds);
    assertEquals(2, rounds[0], "one round found it, the second gave the verdict");
    assertEquals(List.of("pass", "fail", "fail"), statuses(verdict));
    JsonNode game = verdict.path("tests").get(1).path("game");
    assertEquals("timeout", game.path("fault").asText());
    StringBuilder moves = new StringBuilder("game 3");
    game.path("moves").forEach(m -> moves.append(' ').append(m.path("row").asInt()).append(' ')
        .append(m.path("col").asInt()).append(' ').append(m.path("player").asInt()));
    assertEquals(endless, moves.toString(), "the game that did not end is the one shown");
    assertEquals(new HashSet<>(asked).size(), asked.size(),
        "a game of a batch that came back before the worker was ended is not asked again");
  }

  /** A CodinGame program: the engine's move on every puzzle, or a wrong one where told. */
  private static String engineAnswer(String puzzle, IntPredicate wrongOnMarks) {
    String[] lines = puzzle.split("\n");
    Board board = Board.parse(Rules.ticTacToe(), List.of(lines[1], lines[2], lines[3]));
    if (board.isOver()) {
      return board.toString();
    }
    int cell = new TicTacToeEngine().decide(board).cell();
    if (wrongOnMarks.test(board.marks())) {
      cell = Long.numberOfTrailingZeros(board.empty()); // the first free cell, reading order
    }
    return board.play(cell).toString();
  }

  @Test
  void aCorrectEngineGetsEveryReachablePositionRight() throws IOException {
    JsonNode verdict = judge("engine", List.of(), Set.of(),
        solution(puzzle -> engineAnswer(puzzle, marks -> false)));
    assertEquals("pass", verdict.path("status").asText(), verdict.toString());
    assertEquals(List.of("pass", "pass"), statuses(verdict));
    assertEquals(5_478, asked.size(), "every reachable position, once");
  }

  @Test
  void wrongMovesAreGroupedByKindEachShownWithEveryFreeCellsValue() throws IOException {
    JsonNode verdict = judge("engine", List.of(), Set.of(),
        solution(puzzle -> engineAnswer(puzzle, marks -> marks >= 5)));
    JsonNode failed = verdict.path("tests").get(1);
    assertEquals(List.of("pass", "fail"), statuses(verdict));
    assertTrue(failed.path("groups").size() >= 2, "more than one kind: " + failed.path("message"));
    TicTacToeEngine engine = new TicTacToeEngine();
    int shown = 0;
    for (JsonNode group : failed.path("groups")) {
      for (JsonNode position : group.path("shown")) {
        Board board = Board.ofCells(Rules.ticTacToe(), position.path("cells").asText());
        assertTrue(board.marks() >= 5, "only the positions answered wrong: " + board);
        assertEquals(engine.decide(board).cell(), position.path("expected").asInt());
        assertEquals(Long.numberOfTrailingZeros(board.empty()), position.path("played").asInt());
        for (int cell = 0; cell < 9; cell++) {
          JsonNode value = position.path("values").get(cell);
          if (board.at(cell) != '.') {
            assertTrue(value.isNull(), "a taken cell has no value");
          } else {
            int score = engine.moveValue(board, cell);
            String text = value.asText();
            assertEquals(score == 0 ? 'D' : score > 0 ? 'W' : 'L', text.charAt(0), board + text);
          }
        }
        assertFalse(position.path("reason").asText().isEmpty(), "the reason for the move");
        shown++;
      }
    }
    assertTrue(shown >= 2, "the first few of each kind are shown");
  }

  @Test
  void anEngineThatRunsOutOfTimeThreeTimesIsAskedNoMore() throws IOException {
    // an endless loop on every board with four marks and X to move
    java.util.function.Predicate<String> hangs = puzzle -> puzzle.startsWith("X")
        && puzzle.chars().filter(c -> c == 'X' || c == 'O').count() == 5; // the letter too
    int[] rounds = {0};
    JsonNode verdict = rounds("engine", hangs, puzzle -> engineAnswer(puzzle, marks -> false),
        rounds);
    assertEquals(4, rounds[0], "three time-outs, then the verdict");
    JsonNode failed = verdict.path("tests").get(1);
    assertEquals(List.of("pass", "fail"), statuses(verdict));
    JsonNode noAnswer = failed.path("groups").get(0);
    assertEquals("NO_ANSWER", noAnswer.path("kind").asText());
    long open = dev.tictactoe.mnk.Positions.all(Rules.ticTacToe()).stream()
        .filter(b -> !b.isOver()).count();
    assertEquals(open, noAnswer.path("count").asInt() + asked.stream()
        .filter(n -> n >= 958).distinct().count(), "every open position answered or not asked");
    assertTrue(noAnswer.path("shown").get(0).path("why").asText().contains("no answer within"),
        noAnswer.toString());
  }

  @Test
  void anUnknownProblemIsAnErrorVerdictThatSaysWhatWouldWork() throws IOException {
    JsonNode verdict = judge("games", List.of(), Set.of(), solution(r -> ""));
    assertEquals("error", verdict.path("status").asText());
    assertTrue(verdict.path("message").asText().contains("\"game\" or \"engine\""));
  }
}
