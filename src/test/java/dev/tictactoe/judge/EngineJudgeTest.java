package dev.tictactoe.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.TicTacToeEngine;
import dev.tictactoe.judge.CheckReport.Status;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * The engine's judge on its own, through channels held in memory: the project's engine passes,
 * a program that answers slowly is stopped with a verdict on what it answered (on a clock of the
 * test's, not the machine's), skipped puzzles are asked again, and a shortcut's failures are run
 * again the faithful way, whose answer wins.
 */
class EngineJudgeTest {
  private static final List<Board> ALL = EngineJudge.allThreeByThree();
  private static final TicTacToeEngine ENGINE = new TicTacToeEngine();

  /** The puzzle's board. */
  private static Board board(String puzzle) {
    List<String> lines = Text.split(puzzle, "\n");
    return Board.parse(Rules.ticTacToe(), lines.subList(1, lines.size()));
  }

  /** The engine's own answer to a puzzle, as a program prints it. */
  private static String right(String puzzle) {
    Board board = board(puzzle);
    return (board.isOver() ? board : ENGINE.decide(board).after()).toString().strip();
  }

  /** A channel answering each puzzle by {@code answer}, counting the puzzles it is asked. */
  private static final class Counting implements Channel {
    final Function<String, String> answer;
    int asked;

    Counting(Function<String, String> answer) {
      this.answer = answer;
    }

    @Override
    public List<String> answer(List<String> requests) {
      asked += requests.size();
      return requests.stream().map(answer).toList();
    }
  }

  @Test
  void theProjectsEngineAsAChannelPassesEveryPosition() {
    CheckReport report = EngineJudge.run(new Counting(EngineJudgeTest::right), null, "engine",
        Rules.ticTacToe(), ALL, "every reachable 3x3 position", EngineJudge.Pace.NONE);
    assertEquals(Status.PASS, report.status(), report.text());
  }

  @Test
  void aProgramTooSlowForTheRunIsStoppedSoonWithAVerdictOnWhatItAnswered() {
    long[] now = {0};
    Counting slow = new Counting(puzzle -> {
      now[0] += 5_000_000_000L; // five seconds a puzzle, right every time
      return right(puzzle);
    });
    CheckReport report = EngineJudge.run(slow, null, "slow.py", Rules.ticTacToe(), ALL, "all",
        new EngineJudge.Pace(600_000_000_000L, Progress.NONE, () -> now[0]));
    assertEquals(Status.FAIL, report.status(), report.text());
    assertTrue(slow.asked < 100, "stopped after a few puzzles, not hours: " + slow.asked);
    String message = report.tests().get(0).message();
    assertTrue(message.startsWith("not judged in full: the run was stopped after "
        + slow.asked + " of 5,478 positions"), message);
    assertTrue(message.contains("at 5 seconds a position") && message.contains("7.6 hours")
        && message.contains("over the run's limit of 10 minutes"), message);
    assertTrue(message.endsWith("none was wrong"), message);
  }

  /**
   * The first positions (fewest marks) are the hardest: a pace that falls batch by batch is no
   * reason to stop, though the first batch alone would say the run takes hours.
   */
  @Test
  void aProgramSlowOnlyOnTheFirstPositionsIsNotStopped() {
    long[] now = {0};
    Counting program = new Counting(puzzle -> {
      int marks = board(puzzle).marks();
      now[0] += marks == 0 ? 80_000_000_000L : marks == 1 ? 9_000_000_000L : 1_000_000L;
      return right(puzzle);
    });
    CheckReport report = EngineJudge.run(program, null, "plain.py", Rules.ticTacToe(), ALL,
        "all", new EngineJudge.Pace(600_000_000_000L, Progress.NONE, () -> now[0]));
    assertEquals(Status.PASS, report.status(), report.text());
  }

  @Test
  void skippedPuzzlesAreAskedAgainAndThreeTimeOutsEndTheAsking() {
    Channel oneAtATime = requests -> {
      List<String> replies = new ArrayList<>();
      replies.add(right(requests.get(0)));
      while (replies.size() < requests.size()) {
        replies.add(Protocol.failure(Protocol.SKIPPED, -1, "later"));
      }
      return replies;
    };
    List<Board> some = ALL.subList(0, 40);
    assertEquals(Status.PASS, EngineJudge.run(oneAtATime, null, "p", Rules.ticTacToe(), some,
        "some", EngineJudge.Pace.NONE).status());
    Counting loops = new Counting(p -> Protocol.failure(Protocol.TIMEOUT, -1, "no answer"));
    CheckReport report = EngineJudge.run(loops, null, "p", Rules.ticTacToe(), ALL, "all",
        EngineJudge.Pace.NONE);
    assertTrue(loops.asked < 20, "asked no more after three time-outs: " + loops.asked);
    assertTrue(report.text().contains("not asked: the solution had run out of time or memory 3"
        + " times"), report.text());
  }

  /**
   * A shortcut that fails every puzzle after its first (a program run twice in one process,
   * reading a stale input) is run again the faithful way: every failure is, as soon as one
   * disagrees, and the faithful answers win.
   */
  @Test
  void failuresOfAShortcutAreRunAgainFaithfullyAndTheFaithfulAnswerWins() {
    Predicate<String> first = puzzle -> board(puzzle).marks() == 0;
    Counting stale = new Counting(p -> first.test(p) ? right(p)
        : Protocol.failure(Protocol.EXCEPTION, 0, "java.util.NoSuchElementException"));
    Counting faithful = new Counting(EngineJudgeTest::right);
    CheckReport report = EngineJudge.run(stale, faithful, "Solution.java", Rules.ticTacToe(),
        ALL, "all", EngineJudge.Pace.NONE);
    assertEquals(Status.PASS, report.status(), report.text());
    assertEquals(ALL.size() - 1, faithful.asked, "every failure, once one disagreed");
    assertTrue(report.notes().get(0).contains("came out otherwise in a process of its own"),
        report.notes().toString());
    // a failure that is real fails the faithful way too: only those shown are asked again
    Counting wrong = new Counting(p -> board(p).isOver() ? right(p) : "XXX\nXXX\nXXX");
    Counting again = new Counting(p -> board(p).isOver() ? right(p) : "XXX\nXXX\nXXX");
    CheckReport failed = EngineJudge.run(wrong, again, "p", Rules.ticTacToe(), ALL, "all",
        EngineJudge.Pace.NONE);
    assertEquals(Status.FAIL, failed.status());
    assertEquals(EngineJudge.SHOWN, again.asked, failed.notes().toString());
    assertTrue(failed.notes().get(0).startsWith("each failure shown (3) was run again"),
        failed.notes().toString());
  }
}
