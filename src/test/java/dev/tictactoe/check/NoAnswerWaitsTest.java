package dev.tictactoe.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tictactoe.judge.Protocol;
import dev.tictactoe.mnk.Rules;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * No answer waits in a buffer while the checker's clock runs, whoever serves it: the Java hosts
 * and every language's driver. The checker times each answer from the one before it; a host that
 * kept its answers to fast games in its buffer while slow games ran behind them (as the game
 * host did, flushing only once no request was waiting) had a fast game blamed for the slow ones'
 * time: a correct strict full scan failed "on a 100 x 100 board, no answer within 10 seconds"
 * while it worked on the 1,000 x 1,000 games after it.
 *
 * <p>Each case sends one request to start the process (its first answer gets time for the start),
 * then a call of one fast request and three that take half a second each, under a limit of a
 * second a call: the fast answer waiting behind the slow ones would be 1.5 s late. (The engine's
 * drivers write through the same code as the game's: Python's {@code Output}, Node's synchronous
 * writes; the C++ driver writes each answer with a system call of its own, and a compile costs
 * seconds.)
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class NoAnswerWaitsTest {
  private static final Limits SECOND = new Limits(Duration.ofSeconds(1), 256L << 20,
      Duration.ofSeconds(30));
  private static final int SLOW = 3;

  @TempDir Path dir;

  /** The replies to the fast request and the slow ones after it: none may be a failure. */
  private static void noneWaits(Solution solution, Checker.Problem problem, String fast,
      String slow) {
    try (ProcessChannel channel = new ProcessChannel(solution, problem, Rules.ticTacToe(),
        Path.of("").toAbsolutePath(), SECOND)) {
      channel.answer(List.of(fast)); // the process started, and warm
      List<String> requests = new ArrayList<>(List.of(fast));
      for (int i = 0; i < SLOW; i++) {
        requests.add(slow);
      }
      List<String> replies = channel.answer(requests);
      assertEquals(requests.size(), replies.size(), "a reply a request: " + replies);
      for (String reply : replies) {
        assertEquals(null, Protocol.failureOf(reply), "every answer in time: " + replies);
      }
    }
  }

  private static final String FAST_GAME = "game 2 0 0 1";
  private static final String SLOW_GAME = "game 3 0 0 1";

  private Solution script(Language language, String name, String text) {
    return new Solution.Script(language, Checks.source(dir, name, text).toAbsolutePath(),
        Drivers.writeAll(dir.resolve("drivers")), "TicTacToe");
  }

  @Test
  void theJavaGameHost() throws Exception {
    Path file = Checks.source(dir, "TicTacToe.java", """
        class TicTacToe {
          TicTacToe(int n) throws InterruptedException {
            if (n == 3) {
              Thread.sleep(500);
            }
          }

          int move(int row, int col, int player) {
            return 0;
          }
        }
        """);
    noneWaits(SourceCompiler.compile(file, dir.resolve("classes"), Checker.Problem.GAME,
        Optional.empty()), Checker.Problem.GAME, FAST_GAME, SLOW_GAME);
  }

  @Test
  void thePythonDriver() {
    Checks.needs("python3");
    noneWaits(script(Language.PYTHON, "tictactoe.py", """
        import time

        class TicTacToe:
            def __init__(self, n):
                if n == 3:
                    time.sleep(0.5)

            def move(self, row, col, player):
                return 0
        """), Checker.Problem.GAME, FAST_GAME, SLOW_GAME);
  }

  @Test
  void theJavaScriptDriver() {
    Checks.needs("node");
    noneWaits(script(Language.JAVASCRIPT, "tictactoe.js", """
        class TicTacToe {
          constructor(n) {
            const end = Date.now() + (n === 3 ? 500 : 0);
            while (Date.now() < end) {}
          }

          move(row, col, player) {
            return 0;
          }
        }
        """), Checker.Problem.GAME, FAST_GAME, SLOW_GAME);
  }

  private static final String FAST_PUZZLE = "X\n...\n...\n...";
  private static final String SLOW_PUZZLE = "O\nX..\n...\n...";

  @Test
  void theJavaEngineHost() throws Exception {
    Path file = Checks.source(dir, "Solution.java", """
        import java.util.Scanner;

        class Solution {
          public static void main(String[] args) throws InterruptedException {
            Scanner in = new Scanner(System.in);
            String me = in.next();
            String board = in.next() + "\\n" + in.next() + "\\n" + in.next();
            if (me.equals("O")) {
              Thread.sleep(500);
            }
            System.out.println(board);
          }
        }
        """);
    noneWaits(SourceCompiler.compile(file, dir.resolve("classes"), Checker.Problem.ENGINE,
        Optional.empty()), Checker.Problem.ENGINE, FAST_PUZZLE, SLOW_PUZZLE);
  }
}
