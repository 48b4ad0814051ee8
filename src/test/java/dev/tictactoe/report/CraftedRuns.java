package dev.tictactoe.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * JMH results files written from a few numbers, shaped as JMH 1.37 writes them (a number that
 * is not finite as the string "NaN", "+INF" or "-INF"), for tests that need runs with chosen scores and errors.
 */
public final class CraftedRuns {
  private static final ObjectMapper JSON = new ObjectMapper();

  private CraftedRuns() {}

  /**
   * One benchmark result.
   *
   * @param benchmark {@code Class.method}; the package {@code dev.tictactoe.bench} is added
   * @param params {@code name=value} pairs separated by commas, or ""
   * @param error the 99.9% half-width, or NaN when JMH could not estimate it
   * @param perPosition the {@code positions} counter's time per position, in the score's unit
   *     (NaN: no counter)
   */
  public record Result(String benchmark, String mode, String params, double score, double error,
      String unit, double perPosition, Map<String, Double> events) {
    public Result(String benchmark, String mode, String params, double score, double error,
        String unit, double perPosition) {
      this(benchmark, mode, params, score, error, unit, perPosition, Map.of());
    }

    public Result(String benchmark, String mode, String params, double score, double error,
        String unit) {
      this(benchmark, mode, params, score, error, unit, Double.NaN);
    }

    /**
     * One cold shot in seconds (single-shot mode, no error), with counters of type EVENTS
     * ({@code positions}, {@code solved}...) as JMH reports them: as counted, unit "#".
     */
    public static Result shot(String benchmark, String params, double seconds,
        Map<String, Double> events) {
      return new Result(benchmark, "ss", params, seconds, Double.NaN, "s/op", Double.NaN, events);
    }

    /** A FrontierBenchmark shot at one board: solved (1) or stopped (0), X's winning ply or 0. */
    public static Result frontier(String board, double seconds, double solved, double xWinsOnPly,
        double positions) {
      return shot("FrontierBenchmark.board", "frontierBoard=" + board + ",limitSeconds=120",
          seconds, Map.of("solved", solved, "xWinsOnPly", xWinsOnPly, "oWinsOnPly", 0.0,
              "positions", positions, "boards", 0.0));
    }

    /**
     * A FrontierBenchmark shot stopped at one board, with the bounds on X's value its search had
     * proven by then, in the counters the benchmark keeps them in.
     */
    public static Result stoppedProving(String board, double seconds, double positions,
        int lowForX, int highForX) {
      return shot("FrontierBenchmark.board", "frontierBoard=" + board + ",limitSeconds=300",
          seconds, Map.of("solved", 0.0, "xWinsOnPly", 0.0, "oWinsOnPly", 0.0,
              "positions", positions, "boards", 0.0,
              "provenLow", (double) Frontier.provenLowCounter(lowForX),
              "provenHigh", (double) Frontier.provenHighCounter(highForX)));
    }

    /** A time per operation in ns/op, the usual case. */
    public static Result avgt(String benchmark, String params, double score, double error) {
      return new Result(benchmark, "avgt", params, score, error, "ns/op");
    }

    /** A time per operation in us/op, with the time per position visited beside it. */
    public static Result solve(String benchmark, String params, double micros, double error,
        double microsPerPosition) {
      return new Result(benchmark, "avgt", params, micros, error, "us/op", microsPerPosition);
    }
  }

  /** Writes the results as JMH's JSON and returns the file. */
  public static Path write(Path file, Result... results) throws IOException {
    ArrayNode array = JSON.createArrayNode();
    for (Result r : results) {
      ObjectNode run = array.addObject();
      run.put("jmhVersion", "1.37").put("benchmark", "dev.tictactoe.bench." + r.benchmark())
          .put("mode", r.mode()).put("threads", 1).put("forks", 3).put("warmupIterations", 5)
          .put("warmupTime", "1 s").put("measurementIterations", 5)
          .put("measurementTime", "1 s");
      ObjectNode params = run.putObject("params");
      List<String> pairs = r.params().isEmpty() ? List.of() : Arrays.asList(r.params().split(","));
      pairs.forEach(pair -> params.put(pair.split("=", 2)[0], pair.split("=", 2)[1]));
      ObjectNode primary = run.putObject("primaryMetric");
      number(primary, "score", r.score());
      number(primary, "scoreError", r.error());
      primary.put("scoreUnit", r.unit());
      ObjectNode secondary = run.putObject("secondaryMetrics");
      if (Double.isFinite(r.perPosition())) {
        ObjectNode positions = secondary.putObject("positions");
        positions.put("score", r.perPosition());
        number(positions, "scoreError", Double.NaN);
        positions.put("scoreUnit", r.unit());
      }
      r.events().forEach((name, count) -> {
        ObjectNode counter = secondary.putObject(name);
        counter.put("score", count);
        number(counter, "scoreError", Double.NaN);
        counter.put("scoreUnit", "#");
      });
    }
    JSON.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), array);
    return file;
  }

  /**
   * Writes the environment file beside a results file, as bench does, with these fields (named
   * by {@link EnvironmentFile}) and returns it.
   */
  public static Path environment(Path results, Map<String, ?> fields) throws IOException {
    Path file = ResultFiles.envFileOf(results);
    JSON.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), fields);
    return file;
  }

  /**
   * The fields that say what a run was measured on, as bench writes them for a full run on this
   * JDK 17 and this CPU; a test changes the one it is about.
   */
  public static Map<String, Object> sameMachine() {
    Map<String, Object> fields = new java.util.LinkedHashMap<>();
    fields.put(EnvironmentFile.PROFILE, ResultFiles.FULL);
    fields.put(EnvironmentFile.JDK, "Debian 17.0.15");
    fields.put(EnvironmentFile.JVM, "OpenJDK 64-Bit Server VM 17.0.15+6-Debian-1deb12u1");
    fields.put(EnvironmentFile.OS, "Linux 6.18.44 amd64");
    fields.put(EnvironmentFile.CPU, "AMD EPYC");
    fields.put(EnvironmentFile.CORES, 2);
    fields.put(EnvironmentFile.GIT_COMMIT, "4ab604d9f217788fc2d64c708e9513e7c49c4794");
    fields.put(EnvironmentFile.GIT_DIRTY, false);
    return fields;
  }

  /** A number as JMH writes it: the strings "NaN", "+INF" and "-INF" when it is not finite. */
  private static void number(ObjectNode node, String field, double value) {
    if (Double.isFinite(value)) {
      node.put(field, value);
    } else {
      node.put(field, Double.isNaN(value) ? "NaN" : value > 0 ? "+INF" : "-INF");
    }
  }
}
