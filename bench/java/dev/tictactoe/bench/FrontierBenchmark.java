package dev.tictactoe.bench;

import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.mnk.SearchStoppedException;
import dev.tictactoe.solver.AlphaBetaEngine;
import dev.tictactoe.solver.ParallelEngine;
import dev.tictactoe.solver.Technique;
import java.util.List;
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
 * How far does the strong engine reach past 30 cells? The boards of up to 64 cells whose value is
 * published, each solved once, cold, from the empty board, as {@code table --boards} does; and
 * {@code table --max-cells 36} as a whole.
 *
 * <p>One shot each, in a fresh JVM, with no warm-up: the question is a first solve's time, which
 * includes the JIT compiling the engine, and a solve of many seconds needs no averaging to be
 * told apart from the target it is held to. The bench command runs benchmarks in this mode as
 * annotated here, whatever its profile, and the quick profile leaves them out.
 *
 * <p>A board that is not solved within {@code limitSeconds} is stopped, and the counters say so:
 * the report then shows its target as not met, with the positions the search had visited. The
 * value itself is a counter too (the ply of a win, or a draw), so the report can hold it to the
 * published one ({@code dev.tictactoe.mnk.Published}).
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(value = 1, jvmArgs = {"-Xms6g", "-Xmx6g"})
@State(Scope.Thread)
public class FrontierBenchmark {

  /**
   * The table of one board: 2^24 entries, 503 MB at their peak (what the frontier solves in the
   * issue were measured with; the CLI's default follows the heap, 2^26 on a 6 GB JVM, see
   * TranspositionTable.defaultEntries), so that the weak game, whose table may have a quarter of
   * the engine's entries, gets its largest (2^22) at the root of 8x8 k=5, as with {@code table
   * --boards 8x8k5 --table-size 16777216}.
   */
  static final int BOARD_TABLE_ENTRIES = 1 << 24;
  /**
   * The table of each board of {@code table --max-cells}: 2^22 entries, the CLI's default when
   * the target of a minute was set for the command. (With 2^24, whose weak-game tables of up to
   * 105 MB each board of 36 cells allocates, it took 64.6 s.)
   */
  static final int TABLE_ENTRIES = 1 << 22;

  /*
   * THE BOARDS, smallest first, as MxNkK: every board past 30 cells that Published lists. Its own
   * parameter name, so -p board=... for ScalingBenchmark leaves these alone.
   */
  @State(Scope.Thread)
  public static class Frontier {
    @Param({"4x8k4", "6x6k4", "6x6k5", "6x6k6", "4x9k4", "4x10k4", "7x7k4", "7x7k5", "8x8k4",
        "8x8k5"})
    public String frontierBoard;

    /**
     * How long one board may take before it is stopped and counted as not solved: an hour, the
     * target of 8x8 k=5, the one board that needs more than two minutes on two cores.
     */
    @Param({"3600"})
    public int limitSeconds;

    Rules rules;

    @Setup(Level.Trial)
    public void setUp() {
      rules = Rules.ofCompactName(frontierBoard);
      if (limitSeconds < 1) {
        throw new IllegalArgumentException("limitSeconds must be at least 1, got "
            + limitSeconds);
      }
    }
  }

  /**
   * The engine's threads: 2, the {@link ParallelEngine} (a second engine joins a query once it
   * has visited a million positions, sharing the table), as the CLI runs it on two cores; 1, the
   * {@link AlphaBetaEngine} alone.
   */
  @State(Scope.Thread)
  public static class Threads {
    @Param({"2"})
    public int threads;

    @Setup(Level.Trial)
    public void setUp() {
      if (threads != 1 && threads != 2) {
        throw new IllegalArgumentException("threads must be 1 or 2, got " + threads);
      }
    }

    Engine engine(Rules rules, int tableEntries, SearchMonitor monitor) {
      return threads == 2 ? new ParallelEngine(rules, Technique.all(), tableEntries, monitor)
          : new AlphaBetaEngine(rules, tableEntries, monitor);
    }
  }

  /** The boards {@code table --max-cells} solves, and how long all of them together may take. */
  @State(Scope.Thread)
  public static class Table {
    @Param({"36"})
    public int maxCells;

    @Param({"120"})
    public int tableLimitSeconds;

    List<Rules> boards;

    @Setup(Level.Trial)
    public void setUp() {
      if (maxCells < 3 || maxCells > Rules.MAX_CELLS || tableLimitSeconds < 1) {
        throw new IllegalArgumentException("maxCells must be 3 to " + Rules.MAX_CELLS
            + " and tableLimitSeconds at least 1, got " + maxCells + " and "
            + tableLimitSeconds);
      }
      boards = Rules.boardsUpTo(maxCells);
    }
  }

  /*
   * WHAT A SHOT FOUND, as counters of type EVENTS: JMH reports them as they were counted, not per
   * unit of time. solved is 1 or 0 (for the table: every board within the limit); a win's ply is
   * counted on the winner's counter (0 for a draw, and when the search was stopped); positions
   * are those visited, up to the stop; boards, those the table solved. A stopped board counts
   * what its search had proven on the value by then, provenLow and provenHigh, 0 where nothing
   * ({@link dev.tictactoe.report.Frontier#provenLowCounter}).
   */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.EVENTS)
  public static class Found {
    public long positions;
    public long solved;
    public long xWinsOnPly;
    public long oWinsOnPly;
    public long boards;
    public long provenLow;
    public long provenHigh;
  }

  // tag::frontier[]
  @Benchmark
  public Evaluation board(Frontier board, Threads threads, Found found) {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(board.limitSeconds);
    try {
      Evaluation e = threads.engine(board.rules, BOARD_TABLE_ENTRIES, stopAt(deadline))
          .evaluate(board.rules.emptyBoard());
      found.positions += e.visited();
      found.solved = 1;
      int score = e.scoreForX();
      if (score != 0) {
        int ply = Score.endPly(score, board.rules.cells());
        if (score > 0) {
          found.xWinsOnPly = ply;
        } else {
          found.oWinsOnPly = ply;
        }
      }
      return e;
    } catch (SearchStoppedException stopped) {
      found.positions += stopped.visited(); // solved stays 0: the report says "not solved"
      // and how far it got: the bounds its ply deepening had proven
      found.provenLow = dev.tictactoe.report.Frontier.provenLowCounter(stopped.lowForX());
      found.provenHigh = dev.tictactoe.report.Frontier.provenHighCounter(stopped.highForX());
      return null;
    }
  }

  @Benchmark
  public int table(Table table, Threads threads, Found found) {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(table.tableLimitSeconds);
    for (Rules rules : table.boards) {
      try {
        found.positions += threads.engine(rules, TABLE_ENTRIES, stopAt(deadline))
            .evaluate(rules.emptyBoard()).visited();
        found.boards++;
      } catch (SearchStoppedException stopped) {
        found.positions += stopped.visited();
        return (int) found.boards; // out of time: this board and the rest are not solved
      }
    }
    found.solved = 1; // the whole table, within the limit
    return (int) found.boards;
  }
  // end::frontier[]

  private static SearchMonitor stopAt(long deadline) {
    return (visited, tableFill) -> {
      if (System.nanoTime() > deadline) {
        throw new SearchStoppedException("out of time", visited);
      }
    };
  }

  /*
   * HOW TO RUN. java -jar target/tictactoe.jar bench --include Frontier (about half an hour, 15
   * minutes of it 8x8 k=5; a board that is not solved takes its limitSeconds). -p
   * frontierBoard=7x7k5 for one board, -p threads=1 for the engine alone.
   */
}
