package dev.tictactoe.report;

import dev.tictactoe.solver.Ablation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The report's section for the ablation benchmark (parameter {@code ablation}, "board
 * configuration"): one log chart of the time per solve against the configurations, a line per
 * board, and a table per board with the positions per solve and the time per position beside the
 * time, so a technique that saves positions but costs time shows as such.
 */
final class AblationSection {
  static final String PARAM = "ablation";

  private AblationSection() {}

  /** Whether the runs are of the ablation benchmark. */
  static boolean applies(List<Run> runs) {
    return runs.stream().anyMatch(r -> r.params().containsKey(PARAM));
  }

  /** The configurations' labels in the order the site's tables give them. */
  static List<String> configurations() {
    return Ablation.configurations().stream().map(Ablation.Configuration::label).toList();
  }

  /** The runs by board, then by configuration label, in the order of the file. */
  static Map<String, Map<String, Run>> byBoard(List<Run> runs) {
    Map<String, Map<String, Run>> boards = new LinkedHashMap<>();
    for (Run run : runs) {
      String[] parts = run.params().getOrDefault(PARAM, "").strip().split(" +");
      if (parts.length == 2) {
        boards.computeIfAbsent(parts[0], b -> new LinkedHashMap<>()).put(parts[1], run);
      }
    }
    return boards;
  }

  static void write(String group, List<Run> runs, String chart, Path dir, StringBuilder doc) {
    List<String> labels = configurations();
    Map<String, Map<String, Run>> boards = byBoard(runs);
    Map<String, List<double[]>> series = new LinkedHashMap<>();
    boards.forEach((board, byLabel) -> {
      List<double[]> points = new ArrayList<>();
      for (int i = 0; i < labels.size(); i++) {
        Run run = byLabel.get(labels.get(i));
        if (run != null) { // the chart leaves out what a log axis cannot show (LogScale)
          points.add(new double[] {i + 1, run.primary().nanosPerOp() / 1e3,
              run.primary().errorNanosPerOp() / 1e3});
        }
      }
      series.put(board, points);
    });
    Charts.labelledLines(group + ": time per cold solve, by configuration",
        "configuration: the ladder (none, then one technique added a row), then the knock-outs"
            + " (all, then all but one)", "µs per solve (log)", labels, series, dir.resolve(chart));
    doc.append("// tag::chart-").append(group).append("[]\n");
    doc.append("image::").append(chart).append("[").append(group).append(",width=100%]\n");
    doc.append("// end::chart-").append(group).append("[]\n\n");
    doc.append("Each case is a cold solve of the empty board by a fresh engine of one"
        + " configuration. Positions per solve are the time per solve over the time per position"
        + " (JMH's count of positions visited, an `@AuxCounters` counter); a configuration that"
        + " needs far more positions than a budget allows is not measured here (`ablate` shows"
        + " it).\n\n");
    boards.forEach((board, byLabel) -> {
      doc.append("// tag::ablation-").append(board).append("[]\n");
      doc.append(".").append(board).append("\n");
      doc.append("[cols=\"2,2,2,2\",options=\"header\"]\n|===\n"
          + "| Configuration | Time per solve | Positions per solve | Time per position\n");
      for (String label : labels) {
        Run run = byLabel.get(label);
        if (run == null) {
          continue;
        }
        Metric perPosition = run.secondary().get("positions");
        doc.append("| ").append(label)
            .append(" | ").append(Numbers.time(run.primary()))
            .append(" | ").append(Numbers.count(run.perOperation("positions")))
            .append(" | ").append(perPosition == null ? "—" : Numbers.time(perPosition))
            .append('\n');
      }
      doc.append("|===\n// end::ablation-").append(board).append("[]\n\n");
    });
  }
}
