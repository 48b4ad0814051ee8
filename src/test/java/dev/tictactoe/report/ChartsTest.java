package dev.tictactoe.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
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

  @Test
  void manyLabelsAndASeriesWithGapsStillRender(@TempDir Path dir) throws Exception {
    // XChart tried ever larger tick steps while two ticks below the first label shared a blank
    // label: with a dozen labels or more and a series that skipped one, it never returned.
    List<String> labels = new ArrayList<>();
    for (int i = 1; i <= 19; i++) {
      labels.add("run " + i);
    }
    Map<String, List<double[]>> series = new LinkedHashMap<>();
    series.put("skips some", List.of(new double[] {1, 10, 1}, new double[] {4, 300, 20},
        new double[] {19, 5_000, 100}));
    series.put("every one", labels.stream().map(l -> new double[] {labels.indexOf(l) + 1,
        2 + labels.indexOf(l), 0.1}).toList());
    Path file = dir.resolve("chart.svg");
    assertTimeoutPreemptively(Duration.ofSeconds(30),
        () -> Charts.labelledLines("t", "x", "y", labels, series, file));
    assertTrue(Files.readString(file).startsWith("<?xml"), "an SVG was written");
    // a whole SVG document, not just its first line
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
    assertEquals("svg", factory.newDocumentBuilder().parse(file.toFile()).getDocumentElement()
        .getNodeName());
  }
}
