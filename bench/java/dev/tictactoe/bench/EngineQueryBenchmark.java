package dev.tictactoe.bench;

import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.InterviewMinimax;
import dev.tictactoe.engine.MinimaxEngine;
import dev.tictactoe.engine.TicTacToeEngine;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Positions;
import dev.tictactoe.mnk.Rules;
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
 * What does one question cost each engine, and what does memoization buy?
 *
 * <p>Four ways to answer "what is the best move here?": the interview's twenty lines of minimax
 * on a board of characters; plain minimax on bit masks, which also searches the whole tree every
 * time; the puzzle engine (memoized alpha-beta) with a <em>cold</em> table (a new engine per
 * question, so the time includes building what it needs: the cost of a first question); and the
 * puzzle engine with a <em>warm</em> table (an engine that has already been asked: the cost of a
 * repeat question).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
@State(Scope.Thread)
public class EngineQueryBenchmark {

  /*
   * THE POSITIONS (Positions.NAMED, shared with the docs' node counts). "empty" is the hardest
   * question (the whole tree, 549,946 positions for minimax); "corner" is the position after X
   * opens in a corner (O to move); "midgame" has three marks, O to move. They are read from a
   * @Param into a field in setup, never written as constants in the benchmark method, so the JIT
   * cannot fold the question (JMHSample_10). An unknown name fails the setup with the known ones.
   */
  @Param({"empty", "corner", "midgame"})
  public String position;

  Board board;
  char[] cells;
  MinimaxEngine minimax;
  TicTacToeEngine warm;

  @Setup(Level.Trial)
  public void setUp() {
    board = Positions.named(position);
    cells = board.cells().toCharArray(); // the interview's board; its search restores it
    minimax = new MinimaxEngine(Rules.ticTacToe());
    // TRAP: A TABLE THAT SURVIVES. A memo table built by one benchmark method must not be reused
    // by another, or "cold" would be warm. The cold method makes its own engine per call; the
    // warm engine lives here and is warmed before measuring, by asking every position once.
    warm = new TicTacToeEngine();
    for (Board b : Positions.all(Rules.ticTacToe())) {
      warm.decide(b);
    }
  }

  /*
   * SECONDARY METRIC. How many positions a search visits, per second: JMH's @AuxCounters with
   * Type.OPERATIONS reports the field as a rate beside the time. It says how fast the search runs
   * independently of how big the tree is.
   */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Visited {
    public long positions;
  }

  // tag::query[]
  @Benchmark
  public int interviewMinimax() {
    return InterviewMinimax.bestMove(cells); // the cell, returned: not dead code (JMHSample_08)
  }

  @Benchmark
  public Decision minimax(Visited visited) {
    Decision d = minimax.decide(board);
    visited.positions += d.visited();
    return d; // returned, so the search is not dead code (JMHSample_08)
  }

  @Benchmark
  public Decision puzzleEngineCold(Visited visited) {
    Decision d = new TicTacToeEngine().decide(board); // a fresh table per question
    visited.positions += d.visited();
    return d;
  }

  @Benchmark
  public Decision puzzleEngineWarm() {
    return warm.decide(board); // the table, and this answer, are already known
  }
  // end::query[]

  /*
   * HOW TO RUN. java -jar target/tictactoe.jar bench --include EngineQuery
   *
   * WHAT TO EXPECT. Minimax on the empty board: a few milliseconds for 549,946 positions, a few
   * hundred million positions per second; the interview's version several times slower, since
   * each position scans eight lines of characters where the masks test one line through the
   * last move. Alpha-beta cold: a few hundred positions and tens of microseconds. Warm:
   * nanoseconds, a lookup; the ratio to minimax is the point of memoizing.
   */
}
