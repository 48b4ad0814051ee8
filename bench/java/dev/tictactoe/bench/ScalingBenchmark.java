package dev.tictactoe.bench;

import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.engine.MinimaxEngine;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.solver.ColdSolve;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * As the board grows, where does plain minimax explode, and does memoized alpha-beta not?
 *
 * <p>Each engine solves the empty board of an m,n,k-game cold: a new engine per call, so every
 * call searches from scratch and pays for its own table (the cost of a first question, as in
 * {@code EngineQueryBenchmark}'s cold case). The answer is the board's value, as {@code table}
 * proves it ({@code ColdSolve}: one thread, the commands' default table), so the positions here
 * are the ones the site's tables and {@code table --threads 1} show.
 *
 * <p>Plain minimax is measured only where it finishes within a few seconds a call: 3x3 (549,946
 * positions) and 3x4 (276,911,233). On 4x4 its tree has 3.6 * 10^13 positions, days at its
 * measured rate; the report estimates those trees, and their time at that rate, instead of
 * timing them ({@code TreeSizeEstimate}).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
@State(Scope.Thread)
public class ScalingBenchmark {

  /*
   * THE BOARDS, as MxNkK. Each engine has its own list, in a @State of its own: JMH builds a
   * benchmark method's parameter space from the states that method uses, so minimax is never
   * asked about a board it cannot finish, and -p board=... changes only the strong engine's.
   * The boards are read from a @Param into a field in setup, never constants in the benchmark
   * method, so the JIT cannot fold the question (JMHSample_10). An unknown board fails the setup.
   */
  @State(Scope.Thread)
  public static class MemoizedBoards {
    @Param({"3x3k3", "3x4k3", "4x4k3", "4x4k4", "5x5k4", "6x5k4", "4x7k4"})
    public String board;

    Rules rules;

    @Setup(Level.Trial)
    public void setUp() {
      rules = Rules.ofCompactName(board);
    }
  }

  @State(Scope.Thread)
  public static class MinimaxBoards {
    @Param({"3x3k3", "3x4k3"})
    public String minimaxBoard;

    Rules rules;

    @Setup(Level.Trial)
    public void setUp() {
      rules = Rules.ofCompactName(minimaxBoard);
    }
  }

  /*
   * SECONDARY METRIC. The positions each search visits: JMH's @AuxCounters with Type.OPERATIONS
   * counts them as operations, so in average-time mode it reports time per position visited, as
   * EngineQueryBenchmark does. Time per solve over time per position is positions per solve, the
   * number that explains the time; the report works it out.
   */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Visited {
    public long positions;
  }

  // tag::scaling[]
  @Benchmark
  public Evaluation strongEngineCold(MemoizedBoards boards, Visited visited) {
    // TRAP: A TABLE THAT SURVIVES. A new engine per call, so no call reads what another proved.
    Evaluation e = ColdSolve.of(boards.rules);
    visited.positions += e.visited();
    return e; // returned, so the search is not dead code (JMHSample_08)
  }

  @Benchmark
  public Evaluation minimax(MinimaxBoards boards, Visited visited) {
    Evaluation e = new MinimaxEngine(boards.rules).evaluate(boards.rules.emptyBoard());
    visited.positions += e.visited();
    return e;
  }
  // end::scaling[]

  /*
   * HOW TO RUN. java -jar target/tictactoe.jar bench --include Scaling
   *
   * WHAT TO EXPECT. Minimax: a few milliseconds on 3x3, a few seconds on 3x4 (about 100 million
   * positions per second). Alpha-beta: microseconds up to 4x4, about a tenth of a second on 5x5
   * k=4, a few seconds on 4x7 k=4 (the hardest board of up to 30 cells), visiting hundreds to
   * millions of positions. The quick profile leaves 4x7 out (see BenchProfile).
   */
}
