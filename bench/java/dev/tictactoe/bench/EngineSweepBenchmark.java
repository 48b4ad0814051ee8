package dev.tictactoe.bench;

import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.MinimaxEngine;
import dev.tictactoe.engine.TicTacToeEngine;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Positions;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.solver.AlphaBetaEngine;
import java.util.List;
import java.util.concurrent.TimeUnit;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * What does it cost to answer every question there is? Each engine answers every position in
 * the set, layer by layer, as {@code Positions.all} walks them (the empty board first).
 *
 * <p>The sets: {@code nonTerminal}, the 4,520 positions where a move is to be made, and
 * {@code all}, every one of the 5,478 reachable positions (the 958 finished ones are answered
 * with "no move", after the same validity check).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
@State(Scope.Thread)
public class EngineSweepBenchmark {

  @Param({"nonTerminal", "all"})
  public String positions;

  List<Board> boards;
  TicTacToeEngine warm;

  @Setup(Level.Trial)
  public void setUp() {
    boards = switch (positions) {
      case "all" -> Positions.all(Rules.ticTacToe());
      case "nonTerminal" -> Positions.all(Rules.ticTacToe()).stream().filter(b -> !b.isOver())
          .toList();
      default -> throw new IllegalArgumentException("unknown set of positions '" + positions
          + "', expected nonTerminal or all");
    };
    warm = new TicTacToeEngine();
    sweep(warm, boards, null);
  }

  /*
   * TRAP: DEAD CODE, AGAIN. A sweep makes thousands of answers; each goes into a Blackhole
   * (JMHSample_09) so that none of them can be skipped, without the cost of collecting them.
   */
  private static void sweep(Engine engine, List<Board> boards, Blackhole sink) {
    for (Board board : boards) {
      Object answer = engine.decide(board);
      if (sink != null) {
        sink.consume(answer);
      }
    }
  }

  @Benchmark
  public void minimaxSweep(Blackhole sink) {
    sweep(new MinimaxEngine(Rules.ticTacToe()), boards, sink);
  }

  // tag::cold-sweep[]
  @Benchmark
  public void puzzleEngineColdSweep(Blackhole sink) {
    sweep(new TicTacToeEngine(), boards, sink); // one fresh engine answers everything
  }
  // end::cold-sweep[]

  @Benchmark
  public void puzzleEngineWarmSweep(Blackhole sink) {
    sweep(warm, boards, sink);
  }

  /*
   * WHY A 3x3 ENGINE OF ITS OWN. The strong engine plays 3x3 too, and answers every position the
   * same; but it keeps no memory of best moves, so each question searches the position's moves
   * again (from its table). This is the cost the 3x3 lesson engine's per-class memory saves.
   */
  @Benchmark
  public void strongEngineColdSweep(Blackhole sink) {
    sweep(new AlphaBetaEngine(Rules.ticTacToe()), boards, sink);
  }

  /*
   * TRAP: PROFILE POLLUTION. sweep() calls Engine.decide through the interface for every engine
   * class; each benchmark method runs in its own forked JVM, so the call site sees one class.
   *
   * HOW TO RUN. java -jar target/tictactoe.jar bench --include EngineSweep
   *
   * WHAT TO EXPECT. Minimax: milliseconds (every position's whole subtree, again and again).
   * Alpha-beta cold: a fraction of a millisecond, since after the first question most answers
   * come from the table. Warm: a lookup per position. The strong engine, cold: several times the
   * lesson engine's cold sweep.
   */
}
