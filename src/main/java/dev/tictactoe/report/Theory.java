package dev.tictactoe.report;

import java.util.Map;
import java.util.OptionalDouble;

/**
 * The exponent of n that theory predicts for the cost of one move, by benchmark method name, and
 * how far a fit may stray from it before the report calls it a disagreement.
 */
final class Theory {
  private static final Map<String, Double> EXPONENT = Map.of(
      "fullScan", 2.0, "localScan", 1.0, "counters", 0.0, "textbookCounters", 0.0,
      "countersRaw", 0.0, "countersValidated", 0.0);

  /**
   * A fit within this distance of the theory agrees with it. Measured exponents bend below the
   * theory at small n, where fixed costs (a call, a few branches) are comparable to the work
   * that grows with n; 0.25 allows for that bend without hiding a wrong order of growth, which is
   * off by a whole unit. (For the counters the project's target is stricter: below 0.1.)
   */
  static final double TOLERANCE = 0.25;

  private Theory() {}

  static OptionalDouble exponent(String method) {
    Double k = EXPONENT.get(method);
    return k == null ? OptionalDouble.empty() : OptionalDouble.of(k);
  }
}
