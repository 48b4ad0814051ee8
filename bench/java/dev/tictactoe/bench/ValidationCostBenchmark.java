package dev.tictactoe.bench;

import dev.tictactoe.game.Design;
import dev.tictactoe.game.Game;
import dev.tictactoe.game.ValidatedGame;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What does checking every move cost? The counters design alone, against the same design wrapped
 * in {@link ValidatedGame}, which checks the player, the range, whether the game is over and
 * whether the cell is taken, the last against a board of its own.
 *
 * <p>Theory: both O(1) per move, so the question is the constant, and whether the wrapper's n x n
 * board (a random byte per move, somewhere in n^2 bytes) starts to cost cache misses as n grows.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
@State(Scope.Thread)
public class ValidationCostBenchmark {

  /*
   * Same workload and the same traps as MoveCostBenchmark: the same move script (random cells, no
   * win), fresh games built outside the timed region in a Level.Invocation setup, a batch of moves
   * per invocation, one fork per benchmark method so that the Game.move call site in
   * MoveScript.play sees one class, and the results summed and returned so nothing is dead code.
   * Both methods play the same batch on the same boards.
   */

  @Param({"10", "100", "1000"})
  public int n;

  int[] script;

  static final int MOVES = 16_384;

  @Setup(Level.Trial)
  public void writeScript() {
    script = MoveScript.withoutAWin(n);
  }

  @State(Scope.Thread)
  public static class RawGames {
    Game[] games;

    @Setup(Level.Invocation)
    public void build(ValidationCostBenchmark bench) {
      games = MoveScript.freshGames(Design.COUNTERS::create, bench.n, MOVES);
    }
  }

  @State(Scope.Thread)
  public static class ValidatedGames {
    Game[] games;

    @Setup(Level.Invocation)
    public void build(ValidationCostBenchmark bench) {
      games = MoveScript.freshGames(n -> ValidatedGame.of(Design.COUNTERS, n), bench.n, MOVES);
    }
  }

  @Benchmark
  @OperationsPerInvocation(MOVES)
  public int countersRaw(RawGames fresh) {
    return MoveScript.play(fresh.games, script, MOVES);
  }

  @Benchmark
  @OperationsPerInvocation(MOVES)
  public int countersValidated(ValidatedGames fresh) {
    return MoveScript.play(fresh.games, script, MOVES);
  }

  /*
   * HOW TO RUN. java -jar target/tictactoe.jar bench --include 'ValidationCostBenchmark'
   *
   * WHAT TO EXPECT. A few ns per move for the raw counters, and a few ns more with validation:
   * the checks are a handful of comparisons, and the taken-cell check is one byte read. Space is
   * the real price: the wrapper's board is n^2 bytes (1 MB at n = 1000) where the counters needed
   * 8 KB.
   */
}
