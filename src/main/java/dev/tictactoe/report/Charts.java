package dev.tictactoe.report;

import java.awt.BasicStroke;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.VectorGraphicsEncoder.VectorGraphicsFormat;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.lines.SeriesLines;

/**
 * The report's charts, drawn with XChart and saved as SVG (XChart writes SVG through
 * VectorGraphics2D). Every chart shows time per operation in nanoseconds on a logarithmic axis,
 * because the points span several orders of magnitude.
 *
 * <p>Grid lines are drawn solid: VectorGraphics2D writes every dash of a dashed line as a shape of
 * its own, and on log axes (many grid lines) that made most of a chart's weight, 5 to 8 times the
 * size of a solid grid. XChart still draws each letter as a path, so a chart takes 100 to 400 KB
 * (the bar charts' long labels weigh most); there is one chart per benchmark class, no more.
 */
final class Charts {
  private static final int WIDTH = 900;
  private static final int HEIGHT = 520;
  private static final BasicStroke SOLID_GRID = new BasicStroke(0.5f);

  private Charts() {}

  /**
   * Time per operation against n on log-log axes, one line per series, with error bars. Points
   * a log axis cannot show ({@link LogScale}) are left out, as on every chart here.
   *
   * @param all by name, the points {n, ns per op, error in ns}
   */
  static void scaling(String title, Map<String, List<double[]>> all, Path file) {
    Map<String, List<double[]>> series = LogScale.drawable(all);
    XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title)
        .xAxisTitle("n (board side)").yAxisTitle("ns per operation (log)").build();
    chart.getStyler().setPlotGridLinesStroke(SOLID_GRID);
    chart.getStyler().setXAxisLogarithmic(true).setYAxisLogarithmic(true)
        .setErrorBarsColorSeriesColor(true)
        .setLegendPosition(Styler.LegendPosition.InsideNW);
    series.forEach((name, points) -> {
      double[] n = new double[points.size()];
      double[] time = new double[points.size()];
      double[] error = new double[points.size()];
      for (int i = 0; i < points.size(); i++) {
        n[i] = points.get(i)[0];
        time[i] = points.get(i)[1];
        error[i] = drawableError(time[i], points.get(i)[2]);
      }
      chart.addSeries(name, n, time, error);
    });
    labelBetweenDecades(chart.getStyler(), series.values().stream().flatMap(List::stream)
        .mapToDouble(point -> point[1]).toArray());
    save(chart, file);
  }

  /** A bar reaching 0 or below cannot be drawn on a log axis: capped just above 0; none if NaN. */
  private static double drawableError(double value, double error) {
    return Double.isFinite(error) ? Math.min(error, 0.9 * value) : 0;
  }

  /**
   * A log axis is labelled at powers of ten only; when the values span less than two decades
   * (ns per move with and without validation: 3 to 30) that leaves one label or none, and the
   * chart cannot be read. Then the steps between decades are labelled too.
   */
  static void labelBetweenDecades(AxesChartStyler styler, double[] values) {
    double[] drawable = Arrays.stream(values).filter(LogScale::holds).toArray();
    if (drawable.length > 0) {
      double span = Math.log10(Arrays.stream(drawable).max().getAsDouble()
          / Arrays.stream(drawable).min().getAsDouble());
      styler.setYAxisLogarithmicDecadeOnly(span >= 2);
    }
  }

  /**
   * One bar per label, time per operation on a log axis.
   *
   * @param bars label to ns per op
   */
  static void bars(String title, Map<String, Double> bars, Path file) {
    CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT + 120)
        .title(title).yAxisTitle("ns per operation (log)").build();
    chart.getStyler().setPlotGridLinesStroke(SOLID_GRID);
    chart.getStyler().setXAxisLabelRotation(40).setYAxisLogarithmic(true)
        .setLegendVisible(false);
    Map<String, Double> drawable = new LinkedHashMap<>();
    bars.forEach((label, value) -> {
      if (LogScale.holds(value)) {
        drawable.put(label, value);
      }
    });
    if (drawable.isEmpty()) {
      drawable.put("no finite score", 1.0);
    }
    // Bars grow from the axis minimum, which a log axis cannot put at 0: start a decade below.
    double smallest = drawable.values().stream().mapToDouble(Double::doubleValue).min().orElse(1);
    chart.getStyler().setYAxisMin(Math.pow(10, Math.floor(Math.log10(smallest))));
    chart.addSeries("ns per operation", new ArrayList<>(drawable.keySet()),
        new ArrayList<>(drawable.values()));
    labelBetweenDecades(chart.getStyler(),
        drawable.values().stream().mapToDouble(Double::doubleValue).toArray());
    save(chart, file);
  }

  /**
   * Values of one unit per board on a log axis, the boards evenly spaced along x in the order
   * given: one line per series, each point {x, y} with x the board's position from 1. Series
   * whose name says "estimated" are drawn dashed, so a reader never mistakes an estimate for a
   * measurement. One unit per chart: times and counts on one axis would read as one quantity.
   */
  static void boards(String title, String unit, List<String> boards,
      Map<String, List<double[]>> all, Path file) {
    Map<String, List<double[]>> series = LogScale.drawable(all);
    XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT + 80).title(title)
        .xAxisTitle("board (smallest first)").yAxisTitle(unit + " (log)").build();
    chart.getStyler().setPlotGridLinesStroke(SOLID_GRID);
    chart.getStyler().setYAxisLogarithmic(true).setLegendPosition(Styler.LegendPosition.InsideNW);
    labelledXAxis(chart, boards);
    series.forEach((name, points) -> {
      XYSeries line = chart.addSeries(name, points.stream().mapToDouble(p -> p[0]).toArray(),
          points.stream().mapToDouble(p -> p[1]).toArray());
      if (name.contains("estimated")) {
        line.setLineStyle(SeriesLines.DASH_DASH);
      }
    });
    labelBetweenDecades(chart.getStyler(), series.values().stream().flatMap(List::stream)
        .mapToDouble(point -> point[1]).toArray());
    save(chart, file);
  }

  /**
   * Time per operation across runs, oldest first, evenly spaced along x, on a log axis: one line
   * per series with error bars, each point {x, ns per op, error in ns} with x the run's position
   * from 1. A series may skip runs that did not measure it.
   */
  static void history(String title, List<String> runs, Map<String, List<double[]>> series,
      Path file) {
    labelledLines(title, "run (oldest first): commit, JDK", "ns per operation (log)", runs,
        series, file);
  }

  /**
   * Values against labels evenly spaced along x, on a log axis: one line per series with error
   * bars, each point {x, value, error} with x the label's position from 1; a series may skip
   * labels. The history's runs, the ablation's configurations.
   */
  static void labelledLines(String title, String xTitle, String yTitle, List<String> labels,
      Map<String, List<double[]>> all, Path file) {
    Map<String, List<double[]>> series = LogScale.drawable(all);
    // The labels stand upright: slanted, XChart drops every label that would overlap its
    // neighbour, and a label of commit and JDK is wider than the gap between two runs.
    XYChart chart = new XYChartBuilder().width(WIDTH + 300).height(HEIGHT + 220).title(title)
        .xAxisTitle(xTitle).yAxisTitle(yTitle).build();
    chart.getStyler().setPlotGridLinesStroke(SOLID_GRID);
    chart.getStyler().setYAxisLogarithmic(true).setErrorBarsColorSeriesColor(true)
        .setXAxisLabelRotation(90).setLegendPosition(Styler.LegendPosition.OutsideE);
    labelledXAxis(chart, labels);
    series.forEach((name, points) -> chart.addSeries(name,
        points.stream().mapToDouble(p -> p[0]).toArray(),
        points.stream().mapToDouble(p -> p[1]).toArray(),
        points.stream().mapToDouble(p -> drawableError(p[1], p[2])).toArray()));
    labelBetweenDecades(chart.getStyler(), series.values().stream().flatMap(List::stream)
        .mapToDouble(point -> point[1]).toArray());
    save(chart, file);
  }

  /**
   * One tick per label, at x = 1, 2, ...: with the axis from 0 to labels + 1 XChart's ticks fall
   * on whole numbers, at least 40 pixels apart (an upright label is one line of text wide).
   * XChart refuses a tick step whose labels repeat, trying ever larger steps, and Java2D refuses
   * an empty label: so every tick outside the labels gets a blank label of its own, spaces below
   * the first and no-break spaces above the last. (With one blank for all of them, a step that
   * put two ticks below the first label never ended.)
   */
  private static void labelledXAxis(XYChart chart, List<String> labels) {
    chart.getStyler().setXAxisMin(0.0).setXAxisMax(labels.size() + 1.0)
        .setXAxisTickMarkSpacingHint(40);
    chart.setCustomXAxisTickLabelsFormatter(x -> {
      long i = Math.round(x);
      if (Math.abs(x - i) > 1e-6) {
        return String.format(java.util.Locale.ROOT, "%.1f", x);
      }
      if (i < 1) {
        return " ".repeat((int) (2 - i));
      }
      return i <= labels.size() ? labels.get((int) i - 1)
          : "\u00a0".repeat((int) (i - labels.size()));
    });
  }

  private static void save(Chart<?, ?> chart, Path file) {
    try {
      VectorGraphicsEncoder.saveVectorGraphic(chart, file.toString(), VectorGraphicsFormat.SVG);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
