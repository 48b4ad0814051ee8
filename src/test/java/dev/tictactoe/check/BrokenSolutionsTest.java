package dev.tictactoe.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.judge.CheckReport;
import dev.tictactoe.judge.CheckReport.Status;
import dev.tictactoe.judge.EngineJudge;
import dev.tictactoe.judge.Progress;
import dev.tictactoe.mnk.Rules;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A broken solution never breaks the checker: each way a solution can fail ends, within its
 * limits, as a failed or errored check with its reason in a line, and the checker goes on to its
 * report. (The timeouts here are a net against a hang, far above what each takes.)
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
@Order(Order.DEFAULT + 1) // long: at the back, see junit-platform.properties
class BrokenSolutionsTest {
  @TempDir Path dir;

  /**
   * A second a call, for the endless loop: {@link Checks#TEST}'s ten seconds would be waited in
   * full.
   */
  private static final Limits ONE_SECOND = new Limits(java.time.Duration.ofSeconds(1),
      128L << 20, java.time.Duration.ofSeconds(30));

  private CheckReport game(String body) {
    return game(body, "");
  }

  private CheckReport game(String body, String members) {
    return game(body, members, Checks.TEST);
  }

  /** A game whose move() does {@code body}, with these members, judged under {@code limits}. */
  private CheckReport game(String body, String members, Limits limits) {
    Path file = Checks.source(dir, "TicTacToe.java", """
        class TicTacToe {
          private final int n;
          %s
          public TicTacToe(int n) {
            this.n = n;
          }

          public int move(int row, int col, int player) {
            %s
          }
        }
        """.formatted(members, body));
    return Checker.check(Checks.game(Optional.of(file), Optional.empty(), Optional.empty(),
        Optional.empty(), 4, limits), Progress.NONE);
  }

  private static String failure(CheckReport report) {
    return report.tests().stream().filter(t -> t.status() != Status.PASS).findFirst()
        .map(CheckReport.Test::message).orElse("");
  }

  @Test
  void aCompileErrorIsAnErrorNamingTheFileAndTheLine() {
    Path file = Checks.source(dir, "TicTacToe.java", """
        class TicTacToe {
          public TicTacToe(int n) {}
          public int move(int row, int col, int player) {
            return 0
          }
        }
        """);
    CheckReport report = Checks.gameSource(file, 4);
    assertEquals(Status.ERROR, report.status(), report.text());
    assertEquals(Optional.of("TicTacToe.java does not compile: TicTacToe.java:4: error: ';'"
        + " expected"), report.errorMessage());
    assertTrue(report.tests().isEmpty());
  }

  @Test
  void anExceptionFailsTheCheckWithTheCandidatesFramesOnly() {
    CheckReport report = game("return 1 / (row - row);");
    assertEquals(Status.FAIL, report.status(), report.text());
    assertTrue(failure(report).startsWith("on a 2 x 2 board, move 1 threw"
        + " java.lang.ArithmeticException: / by zero, at TicTacToe.move(TicTacToe.java:9)"),
        report.text());
    assertTrue(report.text().contains("at TicTacToe.move(TicTacToe.java:9)"), report.text());
    assertFalse(report.text().lines().filter(l -> l.strip().startsWith("at "))
        .anyMatch(l -> l.contains("dev.tictactoe") || l.contains("java.base")),
        "only the candidate's frames: " + report.text());
  }

  @Test
  void systemExitFailsTheCheckAndTheCheckerGoesOn() {
    CheckReport report = game("System.exit(3); return 0;");
    assertEquals(Status.FAIL, report.status(), report.text());
    assertTrue(failure(report).contains("move 1 called System.exit(3)"), report.text());
    assertEquals(3, report.tests().size(), "every family still reported: " + report.text());
  }

  @Test
  void anEndlessLoopRunsOutOfTimeAndTheProcessIsEnded() {
    CheckReport report = game("while (n > 0) { Thread.onSpinWait(); } return 0;", "",
        ONE_SECOND);
    assertEquals(Status.FAIL, report.status(), report.text());
    assertTrue(failure(report).contains("no answer within 1 second (an endless loop, or far too"
        + " slow)"), report.text());
    assertEquals(3, report.tests().size(), report.text());
    for (CheckReport.Test later : report.tests().subList(1, 3)) {
      assertEquals("not played: the solution ran out of time in the family before, and every"
          + " game here could cost as much", later.message(), report.text());
    }
  }

  @Test
  void aStackOverflowIsAFailureNamingIt() {
    CheckReport report = game("return deeper(row);",
        "private int deeper(int i) { return deeper(i + 1) + 1; }");
    assertEquals(Status.FAIL, report.status(), report.text());
    assertTrue(failure(report).contains("threw java.lang.StackOverflowError"), report.text());
  }

  @Test
  void runningOutOfMemoryIsAFailureNamingIt() {
    CheckReport report = game("java.util.List<long[]> all = new java.util.ArrayList<>();"
        + " while (true) { all.add(new long[1 << 20]); }", "");
    assertEquals(Status.FAIL, report.status(), report.text());
    assertTrue(failure(report).contains("threw java.lang.OutOfMemoryError: Java heap space"),
        report.text());
    assertEquals(3, report.tests().size(), "every family still reported: " + report.text());
    assertTrue(report.tests().get(2).message().startsWith("not played: the solution ran out of"
        + " memory"), report.text());
    assertTrue(report.text().contains("The failing game") && !report.text().contains("shortest"),
        "not shrunk: each try would start a JVM and fill its heap again\n" + report.text());
  }

  @Test
  void aMissingConstructorOrMethodIsOneLineNamingTheSignature() {
    Path file = Checks.source(dir, "TicTacToe.java", """
        class TicTacToe {
          public TicTacToe() {}
          public int move(int row, int col) { return 0; }
        }
        """);
    CheckReport source = Checks.gameSource(file, 4);
    assertEquals(Status.ERROR, source.status());
    assertEquals(Optional.of("no class in TicTacToe.java has a constructor (int n) and a method"
        + " int move(int row, int col, int player)"), source.errorMessage());
    CheckReport byName = Checker.check(Checks.game(Optional.empty(),
        Optional.of(Checks.CLASS_PATH), Optional.of("dev.tictactoe.mnk.Board"), Optional.empty(),
        4, Checks.TEST), Progress.NONE);
    assertEquals(Optional.of("dev.tictactoe.mnk.Board has no constructor Board(int n)"),
        byName.errorMessage());
    CheckReport missing = Checker.check(Checks.game(Optional.empty(),
        Optional.of(Checks.CLASS_PATH), Optional.of("NoSuchClass"), Optional.empty(), 4,
        Checks.TEST), Progress.NONE);
    assertTrue(missing.errorMessage().orElse("").startsWith("no class NoSuchClass on the class"
        + " path"), missing.text());
  }

  @Test
  void outputThatIsNotAnAnswerFailsAsSuch() {
    CheckReport report = Checks.gameCommand("sh -c 'while read line; do echo hello; done'", 4);
    assertEquals(Status.FAIL, report.status(), report.text());
    assertTrue(failure(report).contains("is not one (\"hello\" is not a number)"), report.text());
  }

  @Test
  void aProgramThatEndsIsAFailureWithItsStatusAndLastWords() {
    CheckReport report = Checks.gameCommand("sh -c 'read line; echo broken >&2; exit 7'", 4);
    assertEquals(Status.FAIL, report.status(), report.text());
    assertTrue(failure(report).contains("ended with exit status 7; its last words on standard"
        + " error: broken"), report.text());
  }

  @Test
  void aProgramThatHoldsTooMuchMemoryIsEnded() {
    CheckReport report = Checker.check(Checks.game(Optional.empty(), Optional.empty(),
        Optional.empty(), Optional.of("python3 -c 'import sys, time; x = bytearray(400 << 20);"
            + " time.sleep(30)'"), 4, new Limits(java.time.Duration.ofSeconds(5), 64L << 20,
            java.time.Duration.ofSeconds(30))), Progress.NONE);
    assertEquals(Status.FAIL, report.status(), report.text());
    assertTrue(failure(report).contains("over the limit of 64 MB"), report.text());
  }

  @Test
  void anEngineThatThrowsExitsOrLoopsFailsEachPuzzleAndTheCheckEnds() {
    // The endless loop waits rather than spins: the judge gets no answer in time either way, and
    // its first answer in each process is given seconds of grace, which a spinning loop spent
    // (11 s of CPU in all, where the other tests wanted it; the game's endless loop above spins).
    for (String body : new String[] {"throw new IllegalStateException(\"no\");",
        "System.exit(1);", "while (args != null) { Thread.sleep(1000); }"}) {
      Path file = Checks.source(dir.resolve("engine" + body.hashCode()), "Solution.java",
          "class Solution { public static void main(String[] args) throws Exception { " + body
              + " } }");
      // the endless loop runs out of a shorter limit: it is asked three times before it is given up
      Limits limits = body.startsWith("while") ? new Limits(java.time.Duration.ofMillis(400),
          128L << 20, java.time.Duration.ofSeconds(30)) : Checks.TEST;
      // on a sample of 3x4 positions: each failure is the same on every puzzle, and the 5,478 of
      // 3x3 cost seconds of a class loaded afresh for each
      CheckReport report = Checker.check(Checks.engine(Optional.of(file), Optional.empty(),
          Optional.empty(), Optional.empty(), false, Rules.of(3, 4, 3), 24, limits),
          Progress.NONE);
      assertEquals(Status.FAIL, report.status(), report.text());
      assertTrue(report.text().contains("Gives no answer"), report.text());
      assertTrue(report.text().contains(body.startsWith("throw") ? "threw"
          + " java.lang.IllegalStateException: no" : body.startsWith("System")
              ? "called System.exit(1)" : "not asked: the solution had run out of time"),
          report.text());
    }
  }

  /**
   * (On some positions: on all 5,478, every one a failure, an answer that ran out of time under
   * load had every failure run again in a JVM of its own, and the test ran out of its minute.)
   */
  @Test
  void anEngineThatPrintsNoBoardIsMalformed() {
    Path file = Checks.source(dir, "Solution.java",
        "class Solution { public static void main(String[] args) { System.out.println(42); } }");
    CheckReport report = Checks.engineOnSome(file);
    assertEquals(Status.FAIL, report.status(), report.text());
    assertTrue(report.text().contains("Prints something that is not the board: "),
        report.text());
  }

  @Test
  void anEngineWithoutMainIsAnError() {
    CheckReport report = Checker.check(Checks.engine(Optional.empty(),
        Optional.of(Checks.CLASS_PATH), Optional.of("dev.tictactoe.mnk.Board"), Optional.empty(),
        false, Rules.ticTacToe(), 1, Checks.TEST), Progress.NONE);
    assertEquals(Optional.of("dev.tictactoe.mnk.Board has no method public static void"
        + " main(String[] args)"), report.errorMessage());
  }
}
