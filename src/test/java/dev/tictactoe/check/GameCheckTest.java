package dev.tictactoe.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tictactoe.check.CheckReport.Status;
import dev.tictactoe.game.Design;
import dev.tictactoe.mnk.Census;
import dev.tictactoe.mnk.Rules;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The game's checker on solutions whose verdict is known: the project's three designs pass by
 * every way in, and each planted bug is caught, with the right kind, shrunk to its shortest game.
 */
class GameCheckTest {
  @TempDir Path dir;

  @Test
  void theFamiliesAreEveryTinyGameEveryThreeByThreeGameAndTargetedOnesOnLargerBoards() {
    assertEquals(Census.take(Rules.ticTacToe()).games().total(), GameCases.threeByThree().size(),
        "every complete 3x3 game, counted as the census counts them");
    List<GameCase> tiny = GameCases.tiny();
    assertTrue(tiny.stream().anyMatch(g -> g.n() == 1 && g.player(0) == 2), "player 2 first");
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

  @ParameterizedTest
  @EnumSource(Design.class)
  void everyDesignPassesByItsClassOnTheClassPath(Design design) {
    String name = design.create(1).getClass().getName();
    CheckReport report = Checker.check(Checks.game(Optional.empty(),
        Optional.of(Checks.CLASS_PATH), Optional.of(name), Optional.empty(), 8, Checks.QUICK),
        Progress.NONE);
    assertEquals(Status.PASS, report.status(), report.text());
    assertEquals(3, report.tests().size(), report.text());
  }

  /*
   * The example source (docs/examples/game/TicTacToe.java) passes every family up to n = 1,000
   * as the check chapter shows it: ShownCommandsTest runs that listing, CheckCommandTest the same
   * file through the CLI with its Exercism results file.
   */

  /**
   * A design served as any program is, through the protocol ({@code --cmd}): the counters, the
   * interview's answer. (Each of the three passes by its class above; what the protocol adds, the
   * host's loop and the checker's reading of a program's lines, is the same for all three.)
   */
  @Test
  void aDesignPassesThroughTheProtocol() {
    CheckReport report = Checks.gameCommand(Checks.javaCommand(
        "dev.tictactoe.check.host.GameHost --design " + Design.COUNTERS.cliName() + " --plain"),
        8, Checks.JVM);
    assertEquals(Status.PASS, report.status(), report.text());
  }

  /** (The Python example passes as the check chapter's listing shows it: ShownCommandsTest.) */
  @Test
  void theJavaScriptExamplePassesThroughTheProtocol() {
    assumeTrue(Checks.onPath("node"), "node");
    CheckReport report = Checks.gameCommand("node docs/examples/game/tictactoe.js", 8);
    assertEquals(Status.PASS, report.status(), report.text());
  }

  /** A counter design with one line changed: the planted bug. */
  private Path planted(String name, String counting, String decision) {
    return Checks.source(dir.resolve(name), "TicTacToe.java", """
        class TicTacToe {
          private final int n;
          private final int[] rows;
          private final int[] cols;
          private int diagonal;
          private int antiDiagonal;
          private boolean pending;

          public TicTacToe(int n) {
            this.n = n;
            rows = new int[n];
            cols = new int[n];
          }

          public int move(int row, int col, int player) {
            int add = player == 1 ? 1 : -1;
            rows[row] += add;
            cols[col] += add;
            if (row == col) {
              diagonal += add;
            }
            %s
            int target = add * n;
            boolean won = rows[row] == target || cols[col] == target || diagonal == target
                || antiDiagonal == target;
            %s
          }
        }
        """.formatted(counting, decision));
  }

  private static final String ANTI_DIAGONAL = "if (row + col == n - 1) { antiDiagonal += add; }";
  private static final String RETURN = "return won ? player : 0;";

  @Test
  void aWrongAntiDiagonalIsCaughtAndShrunkToThreeMovesOnTwoByTwoAndSoInTheExercismResults()
      throws Exception {
    CheckReport report = Checks.gameSource(planted("anti", "if (row + col == n) {"
        + " antiDiagonal += add; }", RETURN), 8);
    assertEquals(Status.FAIL, report.status(), report.text());
    String text = report.text();
    assertTrue(text.contains("The shortest failing game found: 2 x 2, 3 moves"), text);
    assertTrue(text.contains("| java -jar target/tictactoe.jar replay --n 2"), text);
    assertTrue(text.contains("<- a wrong value"), text);
    // every move shows what the solution returned, the failing one too (the reference's 1, its 0)
    assertTrue(java.util.regex.Pattern.compile("(?m)^ +1 +\\d+ +\\d+ +\\d +0 +0$").matcher(text)
        .find() && java.util.regex.Pattern.compile("(?m)^ +3 +\\d+ +\\d+ +\\d +1 +0   <- a wrong"
            + " value$").matcher(text).find(), text);
    // the failure in Exercism's results, as a failing test with its game
    Path json = dir.resolve("results.json");
    report.writeExercismJson(json);
    com.fasterxml.jackson.databind.JsonNode root = new com.fasterxml.jackson.databind.ObjectMapper()
        .readTree(json.toFile());
    assertEquals(2, root.get("version").asInt());
    assertEquals("fail", root.get("status").asText());
    assertEquals(3, root.get("tests").size());
    com.fasterxml.jackson.databind.JsonNode failed = root.get("tests").get(0);
    assertEquals("every game on 1 x 1 and 2 x 2, either player first",
        failed.get("name").asText());
    assertEquals("fail", failed.get("status").asText());
    assertTrue(failed.get("message").asText().contains("replay --n 2"), failed.toString());
  }

  @Test
  void playerTwosWinReportedAsOnesIsCaughtOnTheFirstMoveOfOneByOne() {
    CheckReport report = Checks.gameSource(planted("two", ANTI_DIAGONAL,
        "return won ? 1 : 0;"), 8);
    assertEquals(Status.FAIL, report.status(), report.text());
    assertTrue(report.text().contains("1 x 1, 1 move"), report.text());
    assertTrue(report.text().contains("move 1 (0, 0) by player 2 returned 1 where the reference"
        + " returns 2"), report.text());
  }

  @Test
  void aWinNoticedOneMoveLateIsCaught() {
    CheckReport report = Checks.gameSource(planted("late", ANTI_DIAGONAL,
        "boolean late = pending; pending = won; return late ? player : 0;"), 8);
    assertEquals(Status.FAIL, report.status(), report.text());
    assertTrue(report.text().contains("The failing game: 1 x 1, 1 move")
        || report.text().contains("The shortest failing game found: 1 x 1, 1 move"),
        report.text());
    assertTrue(report.text().contains("returned 0 where the reference returns"), report.text());
  }
}
