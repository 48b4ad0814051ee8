package dev.tictactoe.report;

import java.util.List;

/**
 * The exponent k in time = c * n^k, fitted to measured points.
 *
 * <p>Why on log-log axes: taking logs turns the power law into a straight line,
 * log(time) = log(c) + k * log(n), so k is the slope of an ordinary least-squares line through
 * the points (log n, log time). A design that is O(n^2) per move should give k near 2, O(n) near
 * 1, O(1) near 0. Points that are not positive and finite are left out.
 *
 * @param exponent the fitted slope k
 * @param points how many points the fit used
 */
public record PowerLawFit(double exponent, int points) {

  // tag::fit[]
  /** Fits k to (n, time) pairs; NaN when fewer than two usable points or all n are equal. */
  public static PowerLawFit of(List<double[]> nAndTime) {
    double sumX = 0;
    double sumY = 0;
    double sumXx = 0;
    double sumXy = 0;
    int count = 0;
    for (double[] point : nAndTime) {
      if (LogScale.holds(point[0]) && LogScale.holds(point[1])) {
        double x = Math.log(point[0]);
        double y = Math.log(point[1]);
        sumX += x;
        sumY += y;
        sumXx += x * x;
        sumXy += x * y;
        count++;
      }
    }
    double spread = count * sumXx - sumX * sumX;
    double slope = count < 2 || spread == 0 ? Double.NaN : (count * sumXy - sumX * sumY) / spread;
    return new PowerLawFit(slope, count);
  }
  // end::fit[]
}
