package dev.tictactoe.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class PowerLawFitTest {

  private static List<double[]> points(double c, double k, double... ns) {
    List<double[]> points = new ArrayList<>();
    for (double n : ns) {
      points.add(new double[] {n, c * Math.pow(n, k)});
    }
    return points;
  }

  @ParameterizedTest(name = "time = {0} * n^{1}")
  @CsvSource({"5,2", "0.5,1", "3,0", "7,1.5", "2,-0.5"})
  void recoversTheExponentOfAnExactPowerLaw(double c, double k) {
    PowerLawFit fit = PowerLawFit.of(points(c, k, 3, 10, 30, 100, 300, 1000));
    assertEquals(k, fit.exponent(), 1e-9);
    assertEquals(6, fit.points());
  }

  @Test
  void leavesOutPointsThatAreNotPositiveAndFinite() {
    List<double[]> points = points(5, 2, 10, 100, 1000);
    points.add(new double[] {30, Double.NaN});
    points.add(new double[] {300, 0});
    points.add(new double[] {3000, Double.POSITIVE_INFINITY});
    PowerLawFit fit = PowerLawFit.of(points);
    assertEquals(2, fit.exponent(), 1e-9);
    assertEquals(3, fit.points());
  }

  @Test
  void cannotFitFewerThanTwoPointsOrASingleN() {
    assertTrue(Double.isNaN(PowerLawFit.of(points(5, 2, 10)).exponent()));
    assertTrue(Double.isNaN(PowerLawFit.of(points(5, 2, 10, 10)).exponent()));
  }
}
