package dev.tictactoe.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a logarithmic scale can hold: positive, finite numbers. JMH writes a score it could not
 * measure as NaN or "+INF", and a log axis has no place for those, nor for 0 or a negative number.
 * Every chart (the n-scaling lines, the bars, the boards, the history, the ablation) and the
 * power-law fit leave such a point out by this one rule; the tables still show the score.
 */
final class LogScale {
  private LogScale() {}

  // tag::holds[]
  /** Whether a log scale can show the value: positive and finite. */
  static boolean holds(double value) {
    return value > 0 && Double.isFinite(value);
  }
  // end::holds[]

  /**
   * The series with only the points whose value (each point's second number) a log scale holds;
   * a series left with no point is left out.
   */
  static Map<String, List<double[]>> drawable(Map<String, List<double[]>> series) {
    Map<String, List<double[]>> drawable = new LinkedHashMap<>();
    series.forEach((name, points) -> {
      List<double[]> kept = points.stream().filter(p -> holds(p[1])).toList();
      if (!kept.isEmpty()) {
        drawable.put(name, kept);
      }
    });
    return drawable;
  }
}
