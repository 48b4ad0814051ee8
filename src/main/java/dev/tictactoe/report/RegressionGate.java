package dev.tictactoe.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The regression gate: which benchmarks of a new run are slower than in an old run by more than a
 * given percentage and by more than the two runs' combined error.
 *
 * <p>Slower means more time per operation, so the mode decides the direction. In the time modes
 * (avgt, sample, ss) the score is a time and the slowdown is {@code new / old - 1}; in throughput
 * mode (thrpt, operations per unit of time) the time per operation is the inverse of the score
 * and the slowdown is {@code old / new - 1}: 100 ops/s falling to 80 is 25% slower.
 *
 * <p>The combined error is the sum of the two 99.9% half-widths, in the score's unit: a difference
 * beyond it is exactly the case where the two confidence intervals do not overlap, the test the
 * comparison report shows ({@link Metric#differsBeyondErrorFrom}). An error JMH could not estimate
 * (NaN: two or fewer samples) counts as zero, so such a benchmark is judged on the percentage
 * alone; a gate that passed every slowdown it cannot measure would pass every quick run.
 *
 * <p>Benchmarks in one run only are listed, not failed, as are benchmarks whose scores cannot be
 * compared (not finite, not positive, or units that do not convert into each other).
 */
public final class RegressionGate {

  /** A benchmark that failed the gate. */
  public record Slowdown(Run before, Run after, double percent, double combinedError,
      String unit, boolean errorKnown) {}

  /**
   * What the gate found: the slowdowns that fail it, and lines for what it could not judge.
   *
   * @param compared how many benchmarks were in both runs and comparable
   */
  public record Outcome(double maxSlowdownPercent, List<Slowdown> slower, int compared,
      List<String> notJudged) {

    public boolean passed() {
      return slower.isEmpty();
    }

    /** One line per offender, then one per benchmark not judged, then a summary line. */
    public List<String> lines() {
      List<String> lines = new ArrayList<>(details());
      lines.add("regression gate: " + verdict());
      return lines;
    }

    /** One line per offender, then one per benchmark not judged. */
    public List<String> details() {
      List<String> lines = new ArrayList<>();
      slower.forEach(s -> lines.add(describe(s, maxSlowdownPercent)));
      lines.addAll(notJudged);
      return lines;
    }

    /** Passed or FAILED, with how many benchmarks were slower and the limit. */
    public String verdict() {
      return (passed() ? "passed, none" : "FAILED, " + slower.size()) + " of " + compared
          + " benchmarks in both runs slower by more than " + percent(maxSlowdownPercent)
          + "% beyond the combined error";
    }
  }

  private RegressionGate() {}

  /**
   * Checks every benchmark of {@code after} (same method, parameters and mode) against
   * {@code before}.
   */
  public static Outcome check(List<Run> before, List<Run> after, double maxSlowdownPercent) {
    if (!(maxSlowdownPercent >= 0) || Double.isInfinite(maxSlowdownPercent)) {
      throw new IllegalArgumentException("a slowdown limit is a percentage, 0 or more");
    }
    Map<String, Run> old = Report.byKey(before);
    Map<String, Run> now = Report.byKey(after);
    List<Slowdown> slower = new ArrayList<>();
    List<String> notJudged = new ArrayList<>();
    int compared = 0;
    for (Run next : now.values()) {
      Run previous = old.get(next.key());
      if (previous == null) {
        notJudged.add("only in the new run: " + name(next));
        continue;
      }
      Optional<Metric[]> pair = comparable(previous.primary(), next.primary());
      if (pair.isEmpty()) {
        notJudged.add("not compared: " + name(next) + ": " + previous.primary().scoreWithError()
            + " " + previous.primary().unit() + " -> " + next.primary().scoreWithError() + " "
            + next.primary().unit());
        continue;
      }
      compared++;
      Metric then = pair.get()[0];
      Metric later = pair.get()[1];
      boolean rate = next.mode().equals("thrpt");
      // tag::gate[]
      double difference = rate ? then.score() - later.score() : later.score() - then.score();
      // The slowdown as a share of the faster time: new / old - 1 for times, old / new - 1 for
      // rates, written as one division so that 100 -> 105 is 5%, not 5.000000000000004%.
      double percent = 100 * difference / (rate ? later.score() : then.score());
      double combinedError = errorOrZero(then) + errorOrZero(later);
      if (percent > maxSlowdownPercent && difference > combinedError) {
        slower.add(new Slowdown(previous, next, percent, combinedError, then.unit(),
            then.hasError() && later.hasError()));
      }
      // end::gate[]
    }
    old.forEach((key, run) -> {
      if (!now.containsKey(key)) {
        notJudged.add("only in the old run: " + name(run));
      }
    });
    return new Outcome(maxSlowdownPercent, slower, compared, notJudged);
  }

  private static double errorOrZero(Metric m) {
    return m.hasError() ? m.error() : 0;
  }

  /** The two scores in one unit, if both are positive finite numbers in units that convert. */
  private static Optional<Metric[]> comparable(Metric then, Metric later) {
    Metric a = then;
    Metric b = later;
    if (!then.unit().equals(later.unit())) {
      a = then.inNanoseconds();
      b = later.inNanoseconds();
      if (a == null || b == null || !a.unit().equals(b.unit())) {
        return Optional.empty();
      }
    }
    boolean usable = Double.isFinite(a.score()) && Double.isFinite(b.score()) && a.score() > 0
        && b.score() > 0;
    return usable ? Optional.of(new Metric[] {a, b}) : Optional.empty();
  }

  private static String describe(Slowdown s, double limit) {
    Metric then = s.before().primary();
    Metric now = s.after().primary();
    return "slower: " + name(s.after()) + ": " + then.scoreWithError() + " " + then.unit()
        + " -> " + now.scoreWithError() + " " + now.unit() + ", " + percent(s.percent())
        + "% slower (limit " + percent(limit) + "%; "
        + (s.errorKnown() ? "the difference exceeds the combined error, "
            + Metric.significant(s.combinedError()) + " " + s.unit() + ")"
            : "an error is unknown, so the limit alone decides)");
  }

  private static String name(Run r) {
    return r.group() + "." + r.method() + (r.params().isEmpty() ? "" : " " + r.paramsText())
        + " (" + r.mode() + ")";
  }

  /** A percentage as the gate shows it: one decimal, none when it is 0. */
  static String percent(double percent) {
    return String.format(Locale.ROOT, "%.1f", percent).replaceAll("\\.0$", "");
  }
}
