package dev.tictactoe.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.game.Design;
import dev.tictactoe.judge.CheckReport;
import dev.tictactoe.judge.CheckReport.Status;
import dev.tictactoe.judge.Progress;
import java.nio.file.Path;
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

  @ParameterizedTest
  @EnumSource(Design.class)
  void everyDesignPassesByItsClassOnTheClassPath(Design design) {
    String name = design.create(1).getClass().getName();
    CheckReport report = Checker.check(Checks.game(Optional.empty(),
        Optional.of(Checks.CLASS_PATH), Optional.of(name), Optional.empty(), 8, Checks.TEST),
        Progress.NONE);
    assertEquals(Status.PASS, report.status(), report.text());
    assertEquals(3, report.tests().size(), report.text());
  }

  /*
   * The example source (docs/examples/game/TicTacToe.java) passes every family up to n = 100
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


  /**
   * The strict full scan (every line counted in full after every move, O(n^2), as LeetCode
   * accepts it) passes: once judged wrong, its answers to fast games waiting behind slow ones.
   * (Here up to n = 16; NoAnswerWaitsTest holds every host and driver to sending each answer at
   * once.)
   */
  @Test
  void theStrictFullScanPasses() {
    CheckReport report = Checks.gameSource(Path.of("docs/examples/game/full-scan/TicTacToe.java"),
        16);
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
    // the replay script runs this project's CLI wherever it is, from any directory
    assertTrue(text.contains("| " + Checker.cliCommand() + " replay --n 2\n"), text);
    // and the same game as a LeetCode custom test case, the calls and their arguments
    assertTrue(java.util.regex.Pattern.compile("(?m)^    \\[\"TicTacToe\",\"move\",\"move\","
        + "\"move\"]\n    \\[\\[2],\\[\\d,\\d,\\d],\\[\\d,\\d,\\d],\\[\\d,\\d,\\d]]$")
        .matcher(text).find(), text);
    assertTrue(text.contains("<- a wrong value"), text);
    // every move shows what the solution returned, the failing one too (the reference's 1, its 0)
    assertTrue(java.util.regex.Pattern.compile("(?m)^ +1 +\\d+ +\\d+ +\\d +0 +0$").matcher(text)
        .find() && java.util.regex.Pattern.compile("(?m)^ +3 +\\d+ +\\d+ +\\d +1 +0   <- a wrong"
            + " value$").matcher(text).find(), text);
    // the failure in Exercism's results, as a failing test with its game
    Path json = dir.resolve("results.json");
    ExercismJson.write(report, json);
    com.fasterxml.jackson.databind.JsonNode root = new com.fasterxml.jackson.databind.ObjectMapper()
        .readTree(json.toFile());
    assertEquals(2, root.get("version").asInt());
    assertEquals("fail", root.get("status").asText());
    assertEquals(3, root.get("tests").size());
    com.fasterxml.jackson.databind.JsonNode failed = root.get("tests").get(0);
    assertEquals("every game on 2 x 2, either player first", failed.get("name").asText());
    assertEquals("fail", failed.get("status").asText());
    assertTrue(failed.get("message").asText().contains("replay --n 2"), failed.toString());
  }

  /**
   * Player 2 first on 2 x 2 (LeetCode's smallest board) wins on the game's third move: the
   * shortest game of such a win.
   */
  @Test
  void playerTwosWinReportedAsOnesIsCaughtInThreeMovesOnTwoByTwo() {
    CheckReport report = Checks.gameSource(planted("two", ANTI_DIAGONAL,
        "return won ? 1 : 0;"), 8);
    assertEquals(Status.FAIL, report.status(), report.text());
    assertTrue(report.text().contains("2 x 2, 3 moves"), report.text());
    assertTrue(java.util.regex.Pattern.compile("move 3 \\(\\d, \\d\\) by player 2 returned 1"
        + " where the reference returns 2").matcher(report.text()).find(), report.text());
  }

  @Test
  void aWinNoticedOneMoveLateIsCaught() {
    CheckReport report = Checks.gameSource(planted("late", ANTI_DIAGONAL,
        "boolean late = pending; pending = won; return late ? player : 0;"), 8);
    assertEquals(Status.FAIL, report.status(), report.text());
    assertTrue(report.text().contains("The shortest failing game found: 2 x 2, 3 moves"),
        report.text());
    assertTrue(report.text().contains("returned 0 where the reference returns 1"),
        report.text());
  }
}
