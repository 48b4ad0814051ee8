package dev.tictactoe.bench;

import dev.tictactoe.game.CounterGame;
import dev.tictactoe.game.FullScanGame;
import dev.tictactoe.game.Game;
import dev.tictactoe.game.LocalScanGame;
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
 * How does the cost of one move grow with n, for each of the three designs?
 *
 * <p>Theory: the full scan reads the whole board, O(n^2); the local scan reads the lines through
 * the move, O(n); the counters touch four numbers, O(1). The report fits a line through log(time)
 * against log(n) and compares its slope with 2, 1 and 0.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
@State(Scope.Thread)
public class MoveCostBenchmark {

  /*
   * WHAT THE MOVES LAND ON. Every design plays the same script (MoveScript): moves at random
   * cells, players alternating, none completing a line. A game gets the largest power of two up
   * to min(n^2 - 1, 4096) moves: 8 of 9 cells at n = 3 (two-in-a-rows everywhere, but never a
   * third), 64 of 100 at n = 10, 512 of 900 at n = 30, then 4,096 moves, which is 41% of the
   * board at n = 100 and 0.4% at n = 1000. No move is near a win on the big boards.
   *
   * Does the fill matter? Not to these designs: both scans read every cell of the lines they check
   * and never stop early (see Grid.lineOf), and the counters do the same four updates whatever the
   * board holds. So the cost of a move depends on n alone, which is what the fit assumes.
   */

  @Param({"3", "10", "30", "100", "300", "1000"})
  public int n;

  int[] script;

  @Setup(Level.Trial)
  public void writeScript() {
    script = MoveScript.withoutAWin(n);
  }

  /*
   * TRAP: THE STATE CHANGES. A move fills a cell, so the same move cannot be measured twice on the
   * same game, and a game fills up. Building a fresh game inside the measured method would add
   * the cost of allocating it (n^2 bytes for the scans) to every "move". So the games are built in
   * a Level.Invocation setup, outside the timed region, and each invocation plays a batch of
   * moves on them; @OperationsPerInvocation turns the batch's time into time per move.
   *
   * JMH warns that Level.Invocation timestamps every invocation and is only safe for invocations
   * well above a microsecond. The batches are sized so that the cheapest point of each design
   * still takes tens of microseconds or more (counters: 65,536 moves of a few ns; local scan:
   * 16,384; full scan: 1,024 moves of 30 ns to a few ms), while the largest boards stay affordable
   * (the full scan at n = 1000 takes seconds per invocation; local scan builds four 1 MB boards).
   *
   * TRAP: LOOPS. JMHSample_11 shows a loop inside a benchmark letting the JIT merge iterations.
   * Here each move writes the game's state and the next move reads it, so nothing can be merged;
   * the loop exists only to amortise the per-invocation setup.
   */
  static final int COUNTER_MOVES = 65_536;
  static final int LOCAL_SCAN_MOVES = 16_384;
  static final int FULL_SCAN_MOVES = 1_024;

  /*
   * TRAP: PROFILE POLLUTION. MoveScript.play calls Game.move through the interface. If one JVM ran
   * all three designs, that call site would see three classes and stop being inlined, and the
   * designs measured later would pay for the ones measured earlier (JMHSample_12_Forking). JMH
   * runs each benchmark method in its own forked JVM, so each call site sees one class; the bench
   * command never allows zero forks.
   *
   * TRAP: DEAD CODE. play() returns the sum of the results, and the benchmark returns it to JMH,
   * so no move's work can be thrown away (JMHSample_08_DeadCode).
   */

  // tag::fresh-games[]
  @State(Scope.Thread)
  public static class FullScanGames {
    Game[] games;

    @Setup(Level.Invocation)
    public void build(MoveCostBenchmark bench) {
      games = MoveScript.freshGames(FullScanGame::new, bench.n, FULL_SCAN_MOVES);
    }
  }

  @Benchmark
  @OperationsPerInvocation(FULL_SCAN_MOVES)
  public int fullScan(FullScanGames fresh) {
    return MoveScript.play(fresh.games, script, FULL_SCAN_MOVES);
  }
  // end::fresh-games[]

  @State(Scope.Thread)
  public static class LocalScanGames {
    Game[] games;

    @Setup(Level.Invocation)
    public void build(MoveCostBenchmark bench) {
      games = MoveScript.freshGames(LocalScanGame::new, bench.n, LOCAL_SCAN_MOVES);
    }
  }

  @Benchmark
  @OperationsPerInvocation(LOCAL_SCAN_MOVES)
  public int localScan(LocalScanGames fresh) {
    return MoveScript.play(fresh.games, script, LOCAL_SCAN_MOVES);
  }

  @State(Scope.Thread)
  public static class CounterGames {
    Game[] games;

    @Setup(Level.Invocation)
    public void build(MoveCostBenchmark bench) {
      games = MoveScript.freshGames(CounterGame::new, bench.n, COUNTER_MOVES);
    }
  }

  @Benchmark
  @OperationsPerInvocation(COUNTER_MOVES)
  public int counters(CounterGames fresh) {
    return MoveScript.play(fresh.games, script, COUNTER_MOVES);
  }

  /*
   * BASELINE. The counters as interview sites print them (Math.abs of all four counters, no
   * onDiagonal branches), on the same script and batch size, so the project's CounterGame is
   * measured against the form a reader has seen before (see the game chapter).
   */
  @State(Scope.Thread)
  public static class TextbookCounterGames {
    Game[] games;

    @Setup(Level.Invocation)
    public void build(MoveCostBenchmark bench) {
      games = MoveScript.freshGames(TextbookCounterGame::new, bench.n, COUNTER_MOVES);
    }
  }

  @Benchmark
  @OperationsPerInvocation(COUNTER_MOVES)
  public int textbookCounters(TextbookCounterGames fresh) {
    return MoveScript.play(fresh.games, script, COUNTER_MOVES);
  }

  /*
   * HOW TO RUN. java -jar target/tictactoe.jar bench --include 'MoveCostBenchmark'
   * (add --quick for a smoke run, --param n=3,1000 for two points).
   *
   * WHAT TO EXPECT. Counters: a few ns per move at every n (fitted exponent near 0). Local scan:
   * tens of ns at n = 10 growing linearly to microseconds at n = 1000 (exponent near 1). Full
   * scan: quadratic, about a millisecond per move at n = 1000 (exponent near 2). Near n = 3 every
   * design is dominated by fixed costs, which flattens the small end of each line.
   */
}
