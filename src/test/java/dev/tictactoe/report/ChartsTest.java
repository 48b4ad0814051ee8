package dev.tictactoe.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.XYStyler;

class ChartsTest {

  private static XYStyler styler() {
    return new XYChartBuilder().build().getStyler();
  }

  @Test
  void valuesWithinTwoDecadesAreLabelledBetweenDecadesToo() {
    XYStyler narrow = styler();
    Charts.labelBetweenDecades(narrow, new double[] {2.7, 5.2, 31.4});
    assertFalse(narrow.isYAxisLogarithmicDecadeOnly());
  }

  @Test
  void valuesAcrossManyDecadesAreLabelledAtDecadesOnly() {
    XYStyler wide = styler();
    Charts.labelBetweenDecades(wide, new double[] {2.7, Double.NaN, 0, 1_090_197});
    assertTrue(wide.isYAxisLogarithmicDecadeOnly());
  }
}
