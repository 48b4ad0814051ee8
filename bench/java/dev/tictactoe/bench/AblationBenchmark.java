package dev.tictactoe.bench;

import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.solver.Ablation;
import dev.tictactoe.solver.ColdSolve;
import dev.tictactoe.solver.Technique;
import java.util.Set;
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
 * What does each technique of the strong engine buy in time, not only in positions?
 *
 * <p>A fresh engine of one configuration solves the empty board of one board cold, its value, as
 * {@code ablate} and {@code ScalingBenchmark} do ({@code ColdSolve}). The configurations are
 * the ablation's: the ladder ({@code none}, then {@code +table} and one more technique a row) and
 * the knock-outs ({@code all}, then {@code -table}: all but one). Positions visited are a
 * secondary metric, so the report gives the time per position too: a technique can cut the
 * positions and still cost time, if each position costs more.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
@State(Scope.Thread)
public class AblationBenchmark {

  /*
   * THE CASES, "<board> <configuration>", are not written here: they are Ablation's
   * (Ablation.benchmarkCases()), made from the list of techniques, so a technique added there is
   * timed here. Every board of Ablation.BOARDS under every configuration of its tables (the
   * ladder, whose last row, every technique on, is the knock-outs' "all", then the knock-outs),
   * less those Ablation.timed leaves out: on 5x5 k=4 the ladder's rows without bounds or
   * pairing, which need a million positions or more. The @Param is declared empty and `bench`
   * gives JMH the values at run time (JMH's Runner refuses to run a parameter without values,
   * naming it, so run it through `bench`, or give JMH -p ablation=... yourself).
   */
  @Param({})
  public String ablation;

  Rules rules;
  Set<Technique> techniques;

  /*
   * The case is read from the @Param in setup, never a constant in the benchmark method, so the
   * JIT cannot fold the question (JMHSample_10). A case that is not "<board> <configuration>"
   * fails the setup, saying what is expected.
   */
  @Setup(Level.Trial)
  public void setUp() {
    Ablation.Case named = Ablation.Case.named(ablation);
    rules = Rules.ofCompactName(named.board());
    techniques = named.configuration().techniques();
  }

  /*
   * SECONDARY METRIC. The positions each solve visits, as @AuxCounters operations: in
   * average-time mode JMH reports it as time per position.
   */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Visited {
    public long positions;
  }

  // tag::solve[]
  @Benchmark
  public Evaluation solve(Visited visited) {
    // TRAP: A TABLE THAT SURVIVES. A new engine per call: every call is a cold solve.
    Evaluation e = ColdSolve.of(rules, techniques, SearchMonitor.NONE);
    visited.positions += e.visited();
    return e; // returned, so the search is not dead code (JMHSample_08)
  }
  // end::solve[]

  /*
   * HOW TO RUN. java -jar target/tictactoe.jar bench --include Ablation (--list shows the cases)
   * Some cases: ... --include Ablation -p 'ablation=4x4k4 all,4x4k4 -pairing'
   *
   * WHAT TO EXPECT. Microseconds on 3x3; on 4x4 k=4 about a millisecond with everything on and
   * half a second for plain alpha-beta (19 million positions); on 5x5 k=4 about 0.1 s with
   * everything on. Time per position runs from tens of nanoseconds (plain alpha-beta) to about
   * half a microsecond (everything on: each position reads the windows, the table, the pairing).
   * The quick profile keeps only a few cases (see BenchProfile).
   */
}
