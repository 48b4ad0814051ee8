package dev.tictactoe.report;

import dev.tictactoe.mnk.InvalidRulesException;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.TreeSizeEstimate;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The report's section for a benchmark that solves m,n,k boards with both engines (parameters
 * {@code board} for the strong engine, {@code minimaxBoard} for plain minimax): two log charts
 * against the board, both engines' time and their positions visited (one unit per chart), and a
 * table side by side.
 *
 * <p>Plain minimax is only measured where it finishes. For the other boards the section shows what
 * it would cost, honestly labelled as an estimate: the size of its tree by Knuth's estimator
 * ({@link TreeSizeEstimate}, {@value #PROBES} random paths, with the standard error), and its time
 * as that many positions at the rate plain minimax measured on the largest board it did finish.
 */
final class ScalingSection {
  static final String MEMOIZED = "board";
  static final String MINIMAX = "minimaxBoard";
  static final int PROBES = 10_000;
  private static final long SEED = 20261123L;

  private ScalingSection() {}

  /** Whether the runs are of such a benchmark. */
  static boolean applies(List<Run> runs) {
    return runs.stream().anyMatch(r -> r.params().containsKey(MEMOIZED)
        || r.params().containsKey(MINIMAX));
  }

  /** One board's row: what each engine measured, and the estimate where minimax did not run. */
  record Row(Rules rules, Optional<Run> strong, Optional<Run> minimax,
      Optional<TreeSizeEstimate> estimate) {

    static double positionsPerSolve(Run run) {
      return run.perOperation("positions");
    }
  }

  // tag::rows[]
  /** The boards measured, smallest first, each with both engines' results or the estimate. */
  static List<Row> rows(List<Run> runs) {
    Map<Rules, Run> memoized = byBoard(runs, MEMOIZED);
    Map<Rules, Run> minimax = byBoard(runs, MINIMAX);
    TreeMap<Rules, Row> rows = new TreeMap<>(Comparator.comparingInt(Rules::cells)
        .thenComparingInt(Rules::rows).thenComparingInt(Rules::columns)
        .thenComparingInt(Rules::k));
    for (Rules rules : memoized.keySet()) {
      rows.put(rules, row(rules, memoized, minimax));
    }
    for (Rules rules : minimax.keySet()) {
      rows.put(rules, row(rules, memoized, minimax));
    }
    return new ArrayList<>(rows.values());
  }

  private static Row row(Rules rules, Map<Rules, Run> memoized, Map<Rules, Run> minimax) {
    Optional<Run> measured = Optional.ofNullable(minimax.get(rules));
    return new Row(rules, Optional.ofNullable(memoized.get(rules)), measured,
        measured.isPresent() ? Optional.empty()
            : Optional.of(TreeSizeEstimate.of(rules.emptyBoard(), PROBES, SEED)));
  }
  // end::rows[]

  private static Map<Rules, Run> byBoard(List<Run> runs, String param) {
    Map<Rules, Run> map = new LinkedHashMap<>();
    for (Run run : runs) {
      String board = run.params().get(param);
      if (board != null) {
        try {
          map.put(Rules.ofCompactName(board), run);
        } catch (InvalidRulesException e) {
          throw new ReportException(run.benchmark() + ": " + e.getMessage());
        }
      }
    }
    return map;
  }

  /**
   * Nanoseconds per position of plain minimax on the largest board it finished (its rate barely
   * depends on the board), or NaN if it finished none.
   */
  static double minimaxNanosPerPosition(List<Row> rows) {
    double rate = Double.NaN;
    for (Row row : rows) {
      if (row.minimax().isPresent()) {
        Metric perPosition = row.minimax().get().secondary().get("positions");
        if (perPosition != null) {
          rate = perPosition.nanosPerOp();
        }
      }
    }
    return rate;
  }

  /**
   * Writes the two charts (time per solve, positions visited: one unit each) and the comparison
   * table into the report; the positions chart is named after {@code chart}, with
   * {@code -positions} before its extension.
   */
  static void write(String group, List<Run> runs, String chart, Path dir, StringBuilder doc) {
    List<Row> rows = rows(runs);
    double rate = minimaxNanosPerPosition(rows);
    String positionsChart = positionsChart(chart);
    charts(group, rows, rate, dir.resolve(chart), dir.resolve(positionsChart));
    doc.append("// tag::chart-").append(group).append("[]\n");
    doc.append("image::").append(chart).append("[").append(group).append(": time per solve"
        + ",width=100%]\n\n");
    doc.append("image::").append(positionsChart).append("[").append(group)
        .append(": positions visited,width=100%]\n");
    doc.append("// end::chart-").append(group).append("[]\n\n");
    doc.append("// tag::scaling-").append(group).append("[]\n");
    doc.append(".Cold solve of the empty board, both engines\n");
    doc.append("[cols=\"2,1,2,2,2,3,2\",options=\"header\"]\n|===\n| Board | Cells"
        + " | Strong engine: time | Strong engine: positions | Plain minimax: time"
        + " | Plain minimax: positions | Minimax / strong engine\n");
    for (Row row : rows) {
      doc.append("| ").append(row.rules().name()).append(" | ").append(row.rules().cells());
      doc.append(" | ").append(row.strong().map(r -> Numbers.time(r.primary()))
          .orElse("—"));
      doc.append(" | ").append(row.strong().map(r -> Numbers.count(Row.positionsPerSolve(r)))
          .orElse("—"));
      if (row.minimax().isPresent()) {
        Run m = row.minimax().get();
        doc.append(" | ").append(Numbers.time(m.primary()));
        doc.append(" | ").append(Numbers.count(Row.positionsPerSolve(m)));
      } else {
        TreeSizeEstimate e = row.estimate().orElseThrow();
        doc.append(" | ").append(Double.isNaN(rate) ? "not run"
            : "≈ " + Numbers.time(e.mean() * rate) + " (estimated)");
        doc.append(" | ≈ ").append(Numbers.count(e.mean())).append(" ± ")
            .append(String.format(Locale.ROOT, "%.1f%%", 100 * e.standardError() / e.mean()))
            .append(" (estimated)");
      }
      double minimaxNanos = row.minimax().map(m -> m.primary().nanosPerOp())
          .orElse(row.estimate().map(e -> e.mean() * rate).orElse(Double.NaN));
      doc.append(" | ").append(row.strong().isPresent() && Double.isFinite(minimaxNanos)
          ? Numbers.ratio(minimaxNanos / row.strong().get().primary().nanosPerOp())
              + (row.minimax().isPresent() ? "" : " (estimated)") : "—").append('\n');
    }
    doc.append("|===\n\n");
    doc.append("Plain minimax runs only on the boards it finishes in seconds. For the others, its"
        + " positions are the size of its game tree estimated by Knuth's method from "
        + String.format(Locale.ROOT, "%,d", PROBES) + " random paths down the tree (the mean,"
        + " ± its standard error), and its time is that many positions at the "
        + (Double.isNaN(rate) ? "rate it would run at, which this run did not measure."
            : String.format(Locale.ROOT, "%.1f ns per position it measured on the largest board"
                + " it finished.", rate))
        + "\n// end::scaling-").append(group).append("[]\n\n");
  }

  /** The name of the positions chart beside the time chart {@code chart}. */
  static String positionsChart(String chart) {
    int dot = chart.lastIndexOf('.');
    return chart.substring(0, dot) + "-positions" + chart.substring(dot);
  }

  private static void charts(String group, List<Row> rows, double rate, Path timeFile,
      Path positionsFile) {
    List<String> labels = rows.stream().map(r -> r.rules().name()).toList();
    Map<String, List<double[]>> time = new LinkedHashMap<>();
    Map<String, List<double[]>> positions = new LinkedHashMap<>();
    for (int i = 0; i < rows.size(); i++) {
      Row row = rows.get(i);
      double x = i + 1;
      row.strong().ifPresent(r -> {
        add(time, "strong engine", x, r.primary().nanosPerOp() / 1e3);
        add(positions, "strong engine", x, Row.positionsPerSolve(r));
      });
      if (row.minimax().isPresent()) {
        add(time, "plain minimax", x, row.minimax().get().primary().nanosPerOp() / 1e3);
        add(positions, "plain minimax", x, Row.positionsPerSolve(row.minimax().get()));
      } else {
        TreeSizeEstimate e = row.estimate().orElseThrow();
        add(positions, "plain minimax (estimated)", x, e.mean());
        if (!Double.isNaN(rate)) {
          add(time, "plain minimax (estimated)", x, e.mean() * rate / 1e3);
        }
      }
    }
    Charts.boards(group + ": cold solve of the empty board, time", "µs per solve", labels, time,
        timeFile);
    Charts.boards(group + ": cold solve of the empty board, positions", "positions visited",
        labels, positions, positionsFile);
  }

  /** A point of a series; the chart leaves out what a log axis cannot show (LogScale). */
  private static void add(Map<String, List<double[]>> series, String name, double x, double y) {
    series.computeIfAbsent(name, n -> new ArrayList<>()).add(new double[] {x, y});
  }
}
