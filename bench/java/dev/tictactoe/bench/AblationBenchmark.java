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
   * THE CASES, "<board> <configuration>". Not every configuration on every board: JMH's
   * parameters are a cross product, and on 5x5 k=4 plain alpha-beta, the first ladder rows and
   * the engine without move ordering each need 15 million positions or more (seconds a call, or
   * far more; `ablate` shows them over its budget). Those are left out here rather than timed for
   * a minute each; every configuration that solves a board in well under a second a call is in.
   * The ladder's last row, every technique on, is "all".
   */
  @Param({
      "3x3k3 none", "3x3k3 +table", "3x3k3 +symmetry", "3x3k3 +threats", "3x3k3 +ordering",
      "3x3k3 +bounds", "3x3k3 +pairing", "3x3k3 +null-window", "3x3k3 +dead-cells",
      "3x3k3 +table-move", "3x3k3 +pairing-search", "3x3k3 +weak-game", "3x3k3 +ply-deepening",
      "3x3k3 +horizon", "3x3k3 +fork-bound", "3x3k3 +relevance-zone",
      "3x3k3 +killer-replies", "3x3k3 +move-domination",
      "3x3k3 +move-deepening", "3x3k3 all",
      "3x3k3 -table", "3x3k3 -symmetry", "3x3k3 -threats", "3x3k3 -ordering", "3x3k3 -bounds",
      "3x3k3 -pairing", "3x3k3 -null-window", "3x3k3 -dead-cells", "3x3k3 -table-move",
      "3x3k3 -pairing-search", "3x3k3 -weak-game", "3x3k3 -ply-deepening", "3x3k3 -horizon",
      "3x3k3 -fork-bound", "3x3k3 -relevance-zone", "3x3k3 -killer-replies",
      "3x3k3 -move-domination", "3x3k3 -move-deepening", "3x3k3 -sibling-zones",
      "4x4k4 none", "4x4k4 +table", "4x4k4 +symmetry", "4x4k4 +threats", "4x4k4 +ordering",
      "4x4k4 +bounds", "4x4k4 +pairing", "4x4k4 +null-window", "4x4k4 +dead-cells",
      "4x4k4 +table-move", "4x4k4 +pairing-search", "4x4k4 +weak-game", "4x4k4 +ply-deepening",
      "4x4k4 +horizon", "4x4k4 +fork-bound", "4x4k4 +relevance-zone",
      "4x4k4 +killer-replies", "4x4k4 +move-domination",
      "4x4k4 +move-deepening", "4x4k4 all",
      "4x4k4 -table", "4x4k4 -symmetry", "4x4k4 -threats", "4x4k4 -ordering", "4x4k4 -bounds",
      "4x4k4 -pairing", "4x4k4 -null-window", "4x4k4 -dead-cells", "4x4k4 -table-move",
      "4x4k4 -pairing-search", "4x4k4 -weak-game", "4x4k4 -ply-deepening", "4x4k4 -horizon",
      "4x4k4 -fork-bound", "4x4k4 -relevance-zone", "4x4k4 -killer-replies",
      "4x4k4 -move-domination", "4x4k4 -move-deepening", "4x4k4 -sibling-zones",
      "5x5k4 +bounds", "5x5k4 +pairing", "5x5k4 +null-window", "5x5k4 +dead-cells",
      "5x5k4 +table-move", "5x5k4 +pairing-search", "5x5k4 +weak-game", "5x5k4 +ply-deepening",
      "5x5k4 +horizon", "5x5k4 +fork-bound", "5x5k4 +relevance-zone",
      "5x5k4 +killer-replies", "5x5k4 +move-domination",
      "5x5k4 +move-deepening", "5x5k4 all",
      "5x5k4 -table", "5x5k4 -symmetry", "5x5k4 -threats", "5x5k4 -bounds", "5x5k4 -pairing",
      "5x5k4 -null-window", "5x5k4 -dead-cells", "5x5k4 -table-move", "5x5k4 -pairing-search",
      "5x5k4 -weak-game", "5x5k4 -ply-deepening", "5x5k4 -horizon", "5x5k4 -fork-bound",
      "5x5k4 -relevance-zone", "5x5k4 -killer-replies", "5x5k4 -move-domination",
      "5x5k4 -move-deepening", "5x5k4 -sibling-zones"})
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
    String[] parts = ablation.strip().split(" +");
    if (parts.length != 2) {
      throw new IllegalArgumentException("expected '<board> <configuration>', such as '4x4k4"
          + " -table', got '" + ablation + "'");
    }
    rules = Rules.ofCompactName(parts[0]);
    techniques = Ablation.configuration(parts[1]).techniques();
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
   * HOW TO RUN. java -jar target/tictactoe.jar bench --include Ablation
   * One board: ... --include Ablation -p 'ablation=4x4k4 all,4x4k4 -pairing'
   *
   * WHAT TO EXPECT. Microseconds on 3x3; on 4x4 k=4 about a millisecond with everything on and
   * half a second for plain alpha-beta (19 million positions); on 5x5 k=4 about 0.1 s with
   * everything on. Time per position runs from tens of nanoseconds (plain alpha-beta) to about
   * half a microsecond (everything on: each position reads the windows, the table, the pairing).
   * The quick profile keeps only a few cases (see BenchProfile).
   */
}
