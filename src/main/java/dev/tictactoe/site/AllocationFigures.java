package dev.tictactoe.site;

import dev.tictactoe.report.Metric;
import dev.tictactoe.report.Run;
import java.util.DoubleSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The bytes each benchmark allocates per operation, as the measured run's JMH GC profiler
 * measured them: the benchmarking chapter's table reads them as attributes ({@code {alloc-...}}),
 * so no figure of it is typed by hand.
 */
public final class AllocationFigures {
  private AllocationFigures() {}

  /** What a figure covers: methods of one benchmark class, with one value of {@code n} or any. */
  private record Cell(String benchmarkClass, List<String> methods, String n) {
    boolean covers(Run run) {
      return run.group().equals(benchmarkClass) && methods.contains(run.method())
          && (n == null || n.equals(run.params().get("n")));
    }
  }

  // tag::cells[]
  private static final Map<String, Cell> CELLS = new LinkedHashMap<>();

  static {
    List<String> designs = List.of("counters", "textbookCounters", "localScan", "fullScan");
    CELLS.put("alloc-moves-n10", new Cell("MoveCostBenchmark", designs, "10"));
    CELLS.put("alloc-counters-n1000",
        new Cell("MoveCostBenchmark", List.of("counters", "textbookCounters"), "1000"));
    CELLS.put("alloc-local-n1000", new Cell("MoveCostBenchmark", List.of("localScan"), "1000"));
    CELLS.put("alloc-full-n1000", new Cell("MoveCostBenchmark", List.of("fullScan"), "1000"));
    CELLS.put("alloc-validated-n1000",
        new Cell("ValidationCostBenchmark", List.of("countersValidated"), "1000"));
    CELLS.put("alloc-answer",
        new Cell("EngineQueryBenchmark", List.of("minimax", "puzzleEngineWarm"), null));
    CELLS.put("alloc-cold", new Cell("EngineQueryBenchmark", List.of("puzzleEngineCold"), null));
  }
  // end::cells[]

  /**
   * The figures as attributes, one per cell ({@code 2.3 to 2.6} over several benchmarks,
   * {@code not measured} where the run lacks them, or ran without the GC profiler).
   */
  public static Map<String, String> all(Optional<MeasuredRun> measured) {
    Map<String, String> figures = new LinkedHashMap<>();
    CELLS.forEach((name, cell) -> figures.put(name,
        measured.map(m -> figure(m.runs(), cell)).orElse("not measured")));
    return figures;
  }

  private static String figure(List<Run> runs, Cell cell) {
    DoubleSummaryStatistics bytes = runs.stream().filter(cell::covers)
        .map(Run::allocation).flatMap(Optional::stream).mapToDouble(Metric::score)
        .summaryStatistics();
    if (bytes.getCount() == 0) {
      return "not measured";
    }
    String low = Metric.significant(bytes.getMin());
    String high = Metric.significant(bytes.getMax());
    return low.equals(high) ? low : low + " to " + high;
  }
}
