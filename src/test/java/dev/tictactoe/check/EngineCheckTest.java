package dev.tictactoe.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tictactoe.judge.CheckReport;
import dev.tictactoe.judge.CheckReport.Status;
import dev.tictactoe.judge.EngineJudge;
import dev.tictactoe.judge.Progress;
import dev.tictactoe.mnk.Census;
import dev.tictactoe.mnk.Rules;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The engine's checker on solutions whose verdict is known: the project's engines pass by every
 * way in, and each planted bug is caught as its kind, shown with every cell's value and the
 * reason for the right move.
 */
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

  @Test
  void theProjectsEnginesPassThroughTheProtocol() {
    for (String engine : new String[] {"minimax", "alphabeta"}) {
      CheckReport report = Checker.check(Checks.engine(Optional.empty(), Optional.empty(),
          Optional.empty(), Optional.of(Checks.javaCommand("dev.tictactoe.cli.Main solve --engine "
              + engine)), true, Rules.ticTacToe(), 1, Checks.JVM), Progress.NONE);
      assertEquals(Status.PASS, report.status(), report.text());
    }
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

  @Test
  void withoutTheTieBreakTheWrongAnswersAreTieBreaksShownWithTheGrid() {
    CheckReport report = Checks.engineSource(Path.of(
        "docs/examples/engine/row-major/Solution.java"));
    assertEquals(Status.FAIL, report.status(), report.text());
    String text = report.text();
    assertTrue(text.contains("Has the right value but breaks the tie wrongly: "), text);
    assertTrue(text.contains("is broken by the cell-value grid 8 4 7 / 3 9 2 / 6 1 5"), text);
    assertTrue(!text.contains("Misses a win") && !text.contains("Takes a slower win"), text);
  }

  @Test
  void withoutTheDepthTermItTakesSlowerWins() {
    CheckReport report = Checks.engineSource(Path.of(
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
    assumeTrue(Checks.onPath("python3"), "python3");
    CheckReport report = Checker.check(Checks.engine(Optional.empty(), Optional.empty(),
        Optional.empty(), Optional.of("python3 docs/examples/engine/solution_moves_when_over.py"),
        true, Rules.ticTacToe(), 1, Checks.QUICK), Progress.NONE);
    assertEquals(Status.FAIL, report.status(), report.text());
    assertTrue(report.text().contains("Moves on a finished board: "), report.text());
    assertTrue(report.tests().get(1).status() == Status.PASS, "the rest is right: "
        + report.text());
  }

  /**
   * (The example Java solution, and the Python one answering many puzzles in one process, pass as
   * the check chapter's listing shows them: ShownCommandsTest runs them.)
   */
  @Test
  void aPythonProgramPassesAsCodinGameRunsItAPuzzleAProcess() {
    assumeTrue(Checks.onPath("python3"), "python3");
    // a process per puzzle, on a few positions: the same program the listing runs with --many
    java.util.List<dev.tictactoe.mnk.Board> some = EngineJudge.allThreeByThree().subList(0, 24);
    try (OnceChannel channel = new OnceChannel(new Solution.Command(
        "python3 docs/examples/engine/solution.py", false), Rules.ticTacToe(),
        Path.of("").toAbsolutePath(), Checks.QUICK)) {
      CheckReport once = EngineJudge.run(channel, null, "solution.py", Rules.ticTacToe(), some,
          "24 positions", EngineJudge.Pace.NONE);
      assertEquals(Status.PASS, once.status(), once.text());
    }
  }
}
