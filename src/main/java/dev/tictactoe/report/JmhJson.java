package dev.tictactoe.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tictactoe.text.Quote;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the JSON that JMH writes with {@code -rf json}: an array with one object per benchmark
 * run. Read as a tree rather than bound to classes, because JMH writes a score that is not a
 * finite number as a string ("NaN", "+INF", "-INF"), which Jackson's number binding rejects
 * ("+INF" in particular), and because a report should not break when JMH adds a field.
 */
public final class JmhJson {
  private static final ObjectMapper JSON = new ObjectMapper();

  private JmhJson() {}

  /**
   * The runs in a results file.
   *
   * @throws ReportException naming the file, if it is missing, empty, not JSON, or not JMH's
   */
  public static List<Run> read(Path file) {
    String text;
    try {
      text = Files.readString(file);
    } catch (NoSuchFileException e) {
      throw new ReportException(file + ": no such file");
    } catch (IOException e) {
      throw new ReportException(file + ": cannot be read (" + e.getMessage() + ")");
    }
    if (text.isBlank()) {
      throw new ReportException(file + ": the file is empty (was the benchmark run interrupted?)");
    }
    JsonNode root;
    try {
      root = JSON.readTree(text);
    } catch (JsonProcessingException e) {
      // Jackson's message quotes the bad token as it is, control characters and all.
      throw new ReportException(file + ": not valid JSON (line " + e.getLocation().getLineNr()
          + ", column " + e.getLocation().getColumnNr() + ": " + Quote.escaped(
              e.getOriginalMessage().lines().findFirst().orElse("")
                  .replaceAll(" \\(start marker.*", "")) + ")");
    }
    if (!root.isArray()) {
      throw new ReportException(file + ": not JMH results (expected a JSON array of benchmark"
          + " results)");
    }
    if (root.isEmpty()) {
      throw new ReportException(file + ": holds no benchmark results");
    }
    List<Run> runs = new ArrayList<>();
    int index = 0;
    for (JsonNode run : root) {
      try {
        runs.add(run(run));
      } catch (IllegalArgumentException e) {
        throw new ReportException(file + ": result " + (index + 1) + " is not a JMH result ("
            + Quote.escaped(e.getMessage()) + ")");
      }
      index++;
    }
    return runs;
  }

  private static Run run(JsonNode run) {
    Map<String, String> params = new LinkedHashMap<>();
    JsonNode p = run.path("params");
    for (Iterator<Map.Entry<String, JsonNode>> it = p.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      params.put(e.getKey(), e.getValue().asText());
    }
    Map<String, Metric> secondary = new LinkedHashMap<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = run.path("secondaryMetrics").fields();
        it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      secondary.put(e.getKey(), metric(e.getValue(), "secondary metric " + e.getKey()));
    }
    return new Run(text(run, "benchmark"), text(run, "mode"), run.path("threads").asInt(1),
        run.path("forks").asInt(), run.path("warmupIterations").asInt(),
        run.path("warmupTime").asText(""), run.path("measurementIterations").asInt(),
        run.path("measurementTime").asText(""), params,
        metric(run.path("primaryMetric"), "primaryMetric"), secondary);
  }

  private static Metric metric(JsonNode metric, String what) {
    if (!metric.isObject()) {
      throw new IllegalArgumentException("no " + what);
    }
    return new Metric(number(metric.path("score"), what + ".score"),
        number(metric.path("scoreError"), what + ".scoreError"), text(metric, "scoreUnit"));
  }

  // tag::number[]
  /** A JSON number, or one of the strings JMH writes for a number that is not finite. */
  static double number(JsonNode node, String what) {
    if (node.isNumber()) {
      return node.asDouble();
    }
    if (node.isTextual()) {
      switch (node.asText()) {
        case "NaN": return Double.NaN;
        case "+INF", "INF", "Infinity", "+Infinity": return Double.POSITIVE_INFINITY;
        case "-INF", "-Infinity": return Double.NEGATIVE_INFINITY;
        default: break;
      }
    }
    throw new IllegalArgumentException(what + " is " + (node.isMissingNode() ? "missing" : node));
  }
  // end::number[]

  private static String text(JsonNode node, String field) {
    JsonNode value = node.path(field);
    if (!value.isTextual()) {
      throw new IllegalArgumentException("no " + field);
    }
    return value.asText();
  }
}
