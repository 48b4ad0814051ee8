package dev.tictactoe.report;

import java.util.Locale;

/**
 * How the reports and the site write numbers for readers: a time in the unit that reads best
 * (ns to years), a count with separators, and what is too large for separators as a power of ten
 * in AsciiDoc ({@code 3.6 × 10^13^}).
 */
public final class Numbers {
  /** The units a time is shown in, largest first: a time takes the first it fills. */
  private static final String[] UNITS = {"years", "days", "hours", "s", "ms", "µs", "ns"};
  private static final double[] NANOS = {365.25 * 86400e9, 86400e9, 3600e9, 1e9, 1e6, 1e3, 1};

  private Numbers() {}

  private static int unitOf(double nanos) {
    int u = 0;
    while (u < UNITS.length - 1 && nanos < (u < 3 ? 2 : 1) * NANOS[u]) {
      u++;
    }
    return u;
  }

  /** A time in the unit that reads best: ns to years, very long times as powers of ten. */
  public static String time(double nanos) {
    if (!Double.isFinite(nanos)) {
      return "n/a";
    }
    int u = unitOf(nanos);
    double value = nanos / NANOS[u];
    return (value >= 1e6 ? power(value) : Metric.significant(value)) + " " + UNITS[u];
  }

  /** A measured time with its 99.9% error, both in the time's unit: "1.70 ± 0.30 ms". */
  public static String time(Metric metric) {
    double nanos = metric.nanosPerOp();
    int u = unitOf(nanos);
    Metric scaled = new Metric(nanos / NANOS[u], metric.errorNanosPerOp() / NANOS[u], UNITS[u]);
    return scaled.scoreWithError() + " " + UNITS[u];
  }

  /** A count: with thousands separators up to a billion, then as a power of ten. */
  public static String count(double n) {
    return n < 1e9 ? String.format(Locale.ROOT, "%,.0f", n) : power(n);
  }

  /** How many times larger: "125,000×". */
  public static String ratio(double r) {
    return count(r) + "×";
  }

  /** {@code 3.6 × 10^13^} (AsciiDoc superscript). */
  public static String power(double n) {
    int exponent = (int) Math.floor(Math.log10(n));
    return String.format(Locale.ROOT, "%.1f × 10^%d^", n / Math.pow(10, exponent), exponent);
  }
}
