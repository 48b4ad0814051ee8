package dev.tictactoe.report;

import java.util.Locale;

/**
 * One JMH score: the mean, the half-width of its 99.9% confidence interval, and the unit.
 *
 * <p>The error is NaN when JMH had too few samples to estimate it (two or fewer measurement
 * iterations in all, typical of a quick run); scores can be NaN or infinite too, which JMH's
 * JSON writes as the strings "NaN", "+INF" and "-INF".
 */
public record Metric(double score, double error, String unit) {

  /** Time units JMH writes, in nanoseconds. */
  private static double nanos(String timeUnit) {
    return switch (timeUnit) {
      case "ns" -> 1;
      case "us" -> 1e3;
      case "ms" -> 1e6;
      case "s" -> 1e9;
      case "min" -> 60e9;
      default -> Double.NaN;
    };
  }

  /** Whether the unit is a time per operation (avgt, sample, ss) rather than a rate. */
  public boolean isTimePerOp() {
    return unit.endsWith("/op");
  }

  /** The unit of one operation's time, "ns" for "ns/op"; any other unit as it is. */
  public String timeUnit() {
    return isTimePerOp() ? unit.substring(0, unit.length() - "/op".length()) : unit;
  }

  /**
   * The score as nanoseconds per operation: time units converted, rates ({@code ops/s}) inverted;
   * NaN for any other unit.
   */
  public double nanosPerOp() {
    int slash = unit.indexOf('/');
    if (slash < 0) {
      return Double.NaN;
    }
    if (isTimePerOp()) {
      return score * nanos(unit.substring(0, slash));
    }
    if (unit.startsWith("ops/")) {
      return nanos(unit.substring(slash + 1)) / score;
    }
    return Double.NaN;
  }

  /**
   * The same metric rescaled to nanoseconds: a time per operation in {@code ns/op}, a rate in
   * {@code ops/ns}. The rescaling is linear, so the error scales with the score. Null for any
   * other unit.
   */
  public Metric inNanoseconds() {
    int slash = unit.indexOf('/');
    if (isTimePerOp()) {
      double factor = nanos(unit.substring(0, slash));
      return Double.isNaN(factor) ? null : new Metric(score * factor, error * factor, "ns/op");
    }
    if (unit.startsWith("ops/")) {
      double factor = nanos(unit.substring(slash + 1));
      return Double.isNaN(factor) ? null : new Metric(score / factor, error / factor, "ops/ns");
    }
    return null;
  }

  /** The error in the same scale as {@link #nanosPerOp()} (time units only; NaN for rates). */
  public double errorNanosPerOp() {
    return isTimePerOp() ? error * (nanosPerOp() / score) : Double.NaN;
  }

  /** Whether the error is known (JMH gives NaN with too few samples). */
  public boolean hasError() {
    return Double.isFinite(error);
  }

  // tag::exceeds-error[]
  /**
   * Whether this score and {@code other} differ by more than their errors: their 99.9%
   * confidence intervals (score ± error, as JMH reports them) do not overlap. Null when either
   * error is unknown, or the units differ.
   */
  public Boolean differsBeyondErrorFrom(Metric other) {
    if (!hasError() || !other.hasError() || !unit.equals(other.unit)) {
      return null;
    }
    return score - error > other.score + other.error || other.score - other.error > score + error;
  }
  // end::exceeds-error[]

  /** A value as scores are shown: three significant digits below 1000, whole numbers above. */
  public static String significant(double value) {
    return format(value, decimals(value));
  }

  /** "12.3 ± 0.4", "12.3 ± n/a" when the error is unknown; both to the score's precision. */
  public String scoreWithError() {
    int decimals = decimals(score);
    return format(score, decimals) + " ± " + (hasError() ? format(error, decimals) : "n/a");
  }

  /** Three significant digits for values below 1000, whole numbers above. */
  private static int decimals(double value) {
    double magnitude = Math.abs(value);
    return magnitude >= 1000 || magnitude == 0 || !Double.isFinite(magnitude) ? 0
        : magnitude >= 100 ? 1 : magnitude >= 10 ? 2 : magnitude >= 1 ? 3 : 4;
  }

  static String format(double value, int decimals) {
    if (Double.isNaN(value)) {
      return "NaN";
    }
    if (Double.isInfinite(value)) {
      return value > 0 ? "+∞" : "-∞";
    }
    return String.format(Locale.ROOT, "%,." + decimals + "f", value);
  }
}
