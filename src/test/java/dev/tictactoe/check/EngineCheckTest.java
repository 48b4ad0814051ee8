package dev.tictactoe.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.judge.CheckReport;
import dev.tictactoe.judge.CheckReport.Status;
import dev.tictactoe.judge.EngineJudge;
import dev.tictactoe.judge.Progress;
import dev.tictactoe.mnk.Census;
import dev.tictactoe.mnk.Rules;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The engine's checker on solutions whose verdict is known: the project's engines pass by every
 * way in, and each planted bug is caught as its kind, shown with every cell's value and the
 * reason for the right move.
 */
@Order(Order.DEFAULT + 1) // long: at the back, see junit-platform.properties
class EngineCheckTest {
  @TempDir Path dir;

  /** The project's puzzle engine as a CodinGame program: a source file that needs the project. */
  private Path projectEngine() {
    return Checks.source(dir.resolve("project"), "ProjectEngine.java", """
        import dev.tictactoe.engine.TicTacToeEngine;
        import dev.tictactoe.mnk.Board;
        import dev.tictactoe.mnk.Rules;
        import java.util.List;
        import java.util.Scanner;

        class ProjectEngine {
          public static void main(String[] args) {
            Scanner in = new Scanner(System.in);
            in.next();
            Board board = Board.parse(Rules.ticTacToe(), List.of(in.next(), in.next(), in.next()));
            System.out.print(new TicTacToeEngine().decide(board).after());
          }
        }
        """);
  }

  @Test
  void theProjectsEnginePassesAsASourceFileAndOnTheClassPath() {
    CheckReport source = Checks.engineSource(projectEngine());
    assertEquals(Status.PASS, source.status(), source.text());
    long finished = Census.take(Rules.ticTacToe()).terminal().total();
    long positions = Census.take(Rules.ticTacToe()).positions();
    assertTrue(source.text().contains(String.format(Locale.ROOT, "every finished position (%,d)",
        finished)), source.text());
    assertTrue(source.text().contains(String.format(Locale.ROOT, "every position with a move to"
        + " make (%,d)", positions - finished)), source.text());
  }

  /**
   * Plain minimax through the protocol, one process for every puzzle, on every position. (The
   * default engine, alphabeta, passes the same way in the check chapter's listing, which
   * ShownCommandsTest runs, and in the stray-line test below.)
   */
  @Test
  void theProjectsPlainMinimaxPassesThroughTheProtocol() {
    CheckReport report = Checker.check(Checks.engine(Optional.empty(), Optional.empty(),
        Optional.empty(), Optional.of(Checks.javaCommand("dev.tictactoe.cli.Main solve --engine"
            + " minimax")), true, Rules.ticTacToe(), 1, Checks.JVM), Progress.NONE);
    assertEquals(Status.PASS, report.status(), report.text());
  }

  @Test
  void onAnotherBoardASampleIsHeldToTheStrongEngine() {
    CheckReport report = Checker.check(Checks.engine(Optional.empty(), Optional.empty(),
        Optional.empty(), Optional.of(Checks.javaCommand("dev.tictactoe.cli.Main solve --board 4x4"
            + " --k 4")), true, Rules.of(4, 4, 4), 40, Checks.JVM), Progress.NONE);
    assertEquals(Status.PASS, report.status(), report.text());
    assertTrue(report.text().contains("4x4 k=4, 40 positions sampled (seed 20261127)"),
        report.text());
  }

  /*
   * The planted bugs below are judged on some positions: what they show is the kind each wrong
   * answer is given and how it is drawn, the same on any position that has one. (On all 5,478, a
   * loaded machine made one of them take half a minute of CPU: answers that ran out of the
   * test's second came out otherwise when run again in a JVM of their own, so every failure was
   * run that way. The main command judges these examples on every position, and fails on a
   * verdict that is not the check chapter's.)
   */

  @Test
  void withoutTheTieBreakTheWrongAnswersAreTieBreaksShownWithTheGrid() {
    CheckReport report = Checks.engineOnSome(Path.of(
        "docs/examples/engine/row-major/Solution.java"));
    assertEquals(Status.FAIL, report.status(), report.text());
    String text = report.text();
    assertTrue(text.contains("Has the right value but breaks the tie wrongly: "), text);
    assertTrue(text.contains("is broken by the cell-value grid 8 4 7 / 3 9 2 / 6 1 5"), text);
    assertTrue(!text.contains("Misses a win") && !text.contains("Takes a slower win"), text);
  }

  @Test
  void withoutTheDepthTermItTakesSlowerWins() {
    CheckReport report = Checks.engineOnSome(Path.of(
        "docs/examples/engine/no-depth/Solution.java"));
    assertEquals(Status.FAIL, report.status(), report.text());
    assertTrue(report.text().contains("Takes a slower win, or a faster loss: "), report.text());
    // the board shown gives each free cell's value with its distance, and the engine's reason
    assertTrue(java.util.regex.Pattern.compile("\\b[WL]\\d+\\b").matcher(report.text()).find(),
        report.text());
    assertTrue(report.text().contains("; the engine plays row "), report.text());
  }

  @Test
  void aProgramThatMovesOnAFinishedBoardIsCaught() {
    Checks.needs("python3");
    CheckReport report = Checks.engineOnSome(Path.of(
        "docs/examples/engine/solution_moves_when_over.py"));
    assertEquals(Status.FAIL, report.status(), report.text());
    assertTrue(report.text().contains("Moves on a finished board: "), report.text());
    assertTrue(report.tests().get(1).status() == Status.PASS, "the rest is right: "
        + report.text());
  }

  /**
   * CodinGame's own Java template keeps its input in a static field; run twice in one JVM, its
   * second run read a stale stream, and every puzzle failed. Each run now gets its puzzle as
   * System.in before the class is initialised, and the class is loaded afresh once a second run
   * fails, as a process of its own would be. (On the first positions: each fresh load costs the
   * JIT's work again.)
   */
  @Test
  void aProgramWithAStaticScannerPassesAsItDoesOnCodinGame() {
    java.util.List<dev.tictactoe.mnk.Board> all = EngineJudge.allThreeByThree();
    java.util.List<dev.tictactoe.mnk.Board> some = new java.util.ArrayList<>(all.subList(0, 60));
    all.stream().filter(dev.tictactoe.mnk.Board::isOver).limit(20).forEach(some::add);
    CheckReport report = Checker.check(Checks.engine(Optional.of(Path.of(
        "docs/examples/engine/static-scanner/Solution.java")), Optional.empty(), Optional.empty(),
        Optional.empty(), false, Rules.ticTacToe(), 1, Checks.TEST), Optional.of(some),
        Progress.NONE);
    assertEquals(Status.PASS, report.status(), report.text());
    assertTrue(report.notes().get(0).startsWith("main cannot run twice in one JVM"
        + " (java.util.NoSuchElementException)"), report.text());
  }

  /**
   * Under --many, a line too many once (a debug line, or a row-shaped one: the puzzle's first
   * row echoed) is one malformed answer, and every answer after it is read in step: it shifted
   * them all, once, and reported four kinds of failure that were not there. (Each group of
   * positions goes to a process of its own, which reads all its input first: one stray line
   * each.)
   */
  @Test
  void aStrayLineUnderManyCostsOneAnswerNotAllAfterIt() {
    // the project's engine, with a debug line after its first answer's three rows and a
    // row-shaped line after its sixth answer's
    String command = "sh -c \"" + Checks.javaCommand("dev.tictactoe.cli.Main solve")
        .replace("\"", "\\\"") + " | awk 'NR == 4 { print \\\"thinking...\\\" } NR == 16 { print"
        + " \\\"...\\\" } { print; fflush() }'\""; // each line at once, as the engine writes it
    CheckReport report = Checker.check(Checks.engine(Optional.empty(), Optional.empty(),
        Optional.empty(), Optional.of(command), true, Rules.ticTacToe(), 1, Checks.JVM),
        Progress.NONE);
    assertEquals(Status.FAIL, report.status(), report.text());
    assertEquals("2 of 958 wrong: 2 prints something that is not the board",
        report.tests().get(0).message(), report.text());
    assertEquals("2 of 4,520 wrong: 2 prints something that is not the board",
        report.tests().get(1).message(), report.text());
  }

  /**
   * (The example Java solution, and the Python one answering many puzzles in one process, pass as
   * the check chapter's listing shows them: ShownCommandsTest runs them.)
   */
  @Test
  void aPythonProgramPassesAsCodinGameRunsItAPuzzleAProcess() {
    Checks.needs("python3");
    // a process per puzzle, on a few positions: the same program the listing runs with --many
    java.util.List<dev.tictactoe.mnk.Board> some = EngineJudge.allThreeByThree().subList(0, 8);
    try (OnceChannel channel = new OnceChannel(new Solution.Command(
        "python3 docs/examples/engine/alphabeta.py", false), Rules.ticTacToe(),
        Path.of("").toAbsolutePath(), Checks.JVM)) {
      CheckReport once = EngineJudge.run(channel, null, "alphabeta.py", Rules.ticTacToe(), some,
          "8 positions", EngineJudge.Pace.NONE);
      assertEquals(Status.PASS, once.status(), once.text());
    }
  }
}
