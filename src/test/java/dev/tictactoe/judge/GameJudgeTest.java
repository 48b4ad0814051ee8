package dev.tictactoe.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.game.Design;
import dev.tictactoe.game.Game;
import dev.tictactoe.judge.CheckReport.Status;
import dev.tictactoe.mnk.Census;
import dev.tictactoe.mnk.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The game's judge on its own, through channels held in memory: what it asks, and how it reads
 * every kind of reply, with no process in between (the runner's tests run it through them).
 */
class GameJudgeTest {
  /**
   * A solution that is a {@link Game} in this JVM, answering every request of a call as the
   * protocol says, and printing {@code printed} for each.
   */
  static Channel playing(IntFunction<Game> solution, String printed) {
    StringBuilder prints = new StringBuilder();
    return new Channel() {
      @Override
      public List<String> answer(List<String> requests) {
        List<String> replies = new ArrayList<>();
        for (String request : requests) {
          String[] words = Protocol.words(request);
          Game game = solution.apply(Integer.parseInt(words[1]));
          StringBuilder reply = new StringBuilder();
          for (int i = 2; i < words.length; i += 3) {
            reply.append(i == 2 ? "" : " ").append(game.move(Integer.parseInt(words[i]),
                Integer.parseInt(words[i + 1]), Integer.parseInt(words[i + 2])));
          }
          replies.add(reply.toString());
          prints.append(printed);
        }
        return replies;
      }

      @Override
      public String printed() {
        String text = prints.toString();
        prints.setLength(0);
        return text;
      }
    };
  }

  @Test
  void theFamiliesAreEveryTwoByTwoGameEveryThreeByThreeGameAndTargetedOnesOnLargerBoards() {
    assertEquals(Census.take(Rules.ticTacToe()).games().total(), GameCases.threeByThree().size(),
        "every complete 3x3 game, counted as the census counts them");
    List<GameCase> tiny = GameCases.tiny();
    assertTrue(tiny.stream().allMatch(g -> g.n() == 2), "LeetCode's smallest board, 2 x 2");
    assertTrue(tiny.stream().anyMatch(g -> g.player(0) == 2), "player 2 first");
    assertTrue(tiny.stream().allMatch(GameCase::isValid));
    List<GameCase> larger = GameCases.larger(8, 1);
    for (int n = 4; n <= 8; n++) {
      int side = n;
      // the anti-diagonal won on its last cell, either end, by either player
      for (int winner = 1; winner <= 2; winner++) {
        int w = winner;
        for (int[] end : new int[][] {{0, n - 1}, {n - 1, 0}}) {
          assertTrue(larger.stream().anyMatch(g -> g.n() == side && g.size() > 0
              && g.player(g.size() - 1) == w && g.row(g.size() - 1) == end[0]
              && g.col(g.size() - 1) == end[1] && g.expected()[g.size() - 1] == w),
              "n = " + n + ": player " + w + " wins on " + end[0] + ", " + end[1]);
        }
      }
      assertTrue(larger.stream().anyMatch(g -> g.n() == side && g.size() == side * side
          && g.expected()[g.size() - 1] != 0) || side > 6, "n = " + n + ": a win on the last"
          + " free cell");
    }
    assertTrue(larger.stream().allMatch(g -> g.isValid() && Shrinker.takesTurns(g)));
  }

  /** The seed makes the games, here as in the page: the generator is the judge's own. */
  @Test
  void theSameSeedMakesTheSameGamesAndAnotherOthers() {
    List<String> once = GameCases.larger(8, 7).stream().map(GameCase::request).toList();
    assertEquals(once, GameCases.larger(8, 7).stream().map(GameCase::request).toList());
    assertFalse(once.equals(GameCases.larger(8, 8).stream().map(GameCase::request).toList()));
    Seeded random = new Seeded(20261127);
    int[] seen = new int[3];
    for (int i = 0; i < 3_000; i++) {
      seen[random.nextInt(3)]++;
    }
    for (int count : seen) {
      assertTrue(count > 800 && count < 1_200, "each of 3 about a third: " + count);
    }
  }

  /** (The counters: the designs are proven to agree, and the runner's tests run all three.) */
  @Test
  void theCountersPassAndWhatTheyPrintIsKeptApartFromTheirAnswers() {
    for (Design design : java.util.EnumSet.of(Design.COUNTERS)) {
      CheckReport report = GameJudge.run(playing(design::create, "thinking\n"), design.cliName(),
          16, 1, "", Progress.NONE);
      assertEquals(Status.PASS, report.status(), report.text());
      assertEquals("thinking\n".repeat(GameCases.tiny().size()), report.tests().get(0).output());
      String many = report.tests().get(1).output(); // 255,168 games' worth, cut
      assertTrue(many.startsWith("thinking\nthinking\n"), many);
      assertTrue(many.length() < Printed.KEPT + 100, "cut: " + many.length());
      assertTrue(many.endsWith(" more characters not shown]\n"), many);
      assertTrue(report.text().contains("What your code printed during \"every game on 2 x 2"),
          report.text());
    }
  }

  /** A channel whose every reply is {@code reply}. */
  private static Channel replying(String reply) {
    return requests -> requests.stream().map(r -> reply).toList();
  }

  @Test
  void eachKindOfFailureLineIsReportedAsItsKindNamingTheMoveAndTheFileAndLine() {
    CheckReport thrown = GameJudge.run(replying(Protocol.failure(Protocol.EXCEPTION, 2,
        "IndexError: list index out of range | at tictactoe.py line 12, in move")), "t.py", 4,
        1, "", Progress.NONE);
    assertEquals("on a 2 x 2 board, move 3 threw IndexError: list index out of range, at"
        + " tictactoe.py line 12, in move", thrown.tests().get(0).message(), thrown.text());
    assertTrue(thrown.text().contains("      at tictactoe.py line 12, in move\n"), thrown.text());
    CheckReport crashed = GameJudge.run(replying(Protocol.failure(Protocol.CRASH, 0,
        "AddressSanitizer: heap-buffer-overflow | at TicTacToe::move(int, int, int)"
            + " (tictactoe.cpp:9)")), "t.cpp", 4, 1, "", Progress.NONE);
    assertEquals("on a 2 x 2 board, move 1 crashed: AddressSanitizer: heap-buffer-overflow, at"
        + " TicTacToe::move(int, int, int) (tictactoe.cpp:9)", crashed.tests().get(0).message());
    CheckReport error = GameJudge.run(replying(Protocol.failure(Protocol.ERROR, -1,
        "t.py has no class TicTacToe")), "t.py", 4, 1, "", Progress.NONE);
    assertEquals(Status.ERROR, error.status());
    assertEquals("t.py has no class TicTacToe", error.errorMessage().orElse(""));
    CheckReport malformed = GameJudge.run(replying("0 0 x"), "t", 4, 1, "", Progress.NONE);
    assertTrue(malformed.tests().get(0).message().contains("\"x\" is not a number"),
        malformed.text());
  }

  /** A correct reply is matched as it is written, anything else read word by word. */
  @Test
  void aReplyIsTheReferencesLineOrIsReadInFull() throws CheckError {
    int[] results = {0, 0, 1};
    assertTrue(GameJudge.spells("0 0 1", results));
    for (String other : List.of("0 0 1 ", " 0 0 1", "0  0 1", "0 0", "0 0 10", "0 0 2", "001")) {
      assertFalse(GameJudge.spells(other, results), other);
    }
    assertTrue(GameJudge.spells("", new int[0]), "a game of no moves");
    GameCase game = GameCase.of(3, new int[] {0, 0, 1});
    assertTrue(GameJudge.judge(game, " 0 ").fault().isEmpty(), "spaces are read past");
    assertEquals(GameJudge.Kind.WRONG, GameJudge.judge(game, "1").fault().orElseThrow().kind());
    assertEquals(GameJudge.Kind.MALFORMED, GameJudge.judge(game, "0 0").fault().orElseThrow()
        .kind());
  }

  @Test
  void aFailingGameIsShownAsAReplayScriptAndALeetCodeTestCase() {
    GameCase game = GameCase.of(3, new int[] {0, 0, 1}, new int[] {1, 1, 2});
    GameJudge.Outcome wrong = new GameJudge.Outcome(new int[] {0, 2}, java.util.Optional.of(
        new GameJudge.Fault(GameJudge.Kind.WRONG, 1, "move 2 returned 2")));
    String shown = new FailingGame(game, game, true, wrong, "java -jar /x/tictactoe.jar", "")
        .text();
    assertTrue(shown.contains("printf '0 0 1\\n1 1 2\\n' | java -jar /x/tictactoe.jar replay"
        + " --n 3\n"), shown);
    assertTrue(shown.contains("    [\"TicTacToe\",\"move\",\"move\"]\n    [[3],[0,0,1],[1,1,2]]\n"),
        shown);
    GameCase large = new GameCase(101, new int[3]);
    assertFalse(new FailingGame(large, large, true, wrong, "", "").text().contains("LeetCode"),
        "a 101 x 101 game is beyond LeetCode's constraints");
  }
}
