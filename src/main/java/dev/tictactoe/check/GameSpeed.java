package dev.tictactoe.check;

import dev.tictactoe.bench.CandidateMoveBenchmark;
import dev.tictactoe.bench.MoveScript;
import dev.tictactoe.game.Design;
import dev.tictactoe.judge.CheckError;
import dev.tictactoe.judge.GameCase;
import dev.tictactoe.judge.GameJudge;
import dev.tictactoe.judge.Progress;
import dev.tictactoe.report.JmhJson;
import dev.tictactoe.report.Metric;
import dev.tictactoe.report.PowerLawFit;
import dev.tictactoe.report.Report;
import dev.tictactoe.report.ResultFiles;
import dev.tictactoe.report.Run;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * How fast a solution of the game is, beside the three designs at n = 10, 100 and 1000.
 *
 * <p>A Java class is measured by JMH ({@code CandidateMoveBenchmark}, next to
 * {@code MoveCostBenchmark}'s designs, in one run with the GC profiler): time and bytes per move,
 * the fitted exponent of n, and the design it grows like; the run's JSON and its report (with the
 * chart) are kept. Any other program is timed through the protocol, and so are the designs
 * (served by the checker's host), so the figure that means something is the ratio, and the
 * growth.
 */
final class GameSpeed {
  /** The sides measured. */
  static final int[] SIDES = {10, 100, 1000};
  private static final Map<String, String> DESIGNS = new LinkedHashMap<>();

  static {
    DESIGNS.put("counters", "the counters");
    DESIGNS.put("localScan", "the local scan");
    DESIGNS.put("fullScan", "the full scan");
  }

  /** How long the measurement takes. */
  enum Profile {
    /** About a minute: one fork, three warm-ups and three samples of 0.3 s a case. */
    QUICK(ResultFiles.QUICK, 1, 3, TimeValue.milliseconds(300)),
    /** The benchmarks' own: three forks of five warm-ups and five samples of a second. */
    FULL(ResultFiles.FULL, 3, 5, TimeValue.seconds(1));

    final String label;
    final int forks;
    final int iterations;
    final TimeValue time;

    Profile(String label, int forks, int iterations, TimeValue time) {
      this.label = label;
      this.forks = forks;
      this.iterations = iterations;
      this.time = time;
    }
  }

  private GameSpeed() {}

  /**
   * A Java class measured by JMH: the report's paragraph, and the results file kept in
   * {@code resultsDir} with its report.
   */
  static String measure(Solution.JavaClass candidate, Profile profile, Path resultsDir,
      long memoryBytes, Progress progress) {
    try {
      Files.createDirectories(resultsDir);
      Path results = ResultFiles.reserve(resultsDir, profile.label, Instant.now());
      // A check may run beside another JMH run: JMH's machine-wide lock would refuse it.
      System.setProperty("jmh.ignoreLock", "true");
      String[] sides = java.util.Arrays.stream(SIDES).mapToObj(Integer::toString)
          .toArray(String[]::new);
      ChainedOptionsBuilder options = new OptionsBuilder()
          .include("dev\\.tictactoe\\.bench\\.MoveCostBenchmark\\.(counters|localScan|fullScan)$")
          .include("dev\\.tictactoe\\.bench\\.CandidateMoveBenchmark\\.candidate$")
          .param("n", sides).forks(profile.forks)
          .warmupIterations(profile.iterations).warmupTime(profile.time)
          .measurementIterations(profile.iterations).measurementTime(profile.time)
          .addProfiler(GCProfiler.class)
          .jvmArgsAppend("-Xmx" + Math.max(64, memoryBytes >> 20) + "m",
              "-D" + CandidateMoveBenchmark.CLASS_PATH + "=" + absolute(candidate.classPath()),
              "-D" + CandidateMoveBenchmark.CLASS_NAME + "=" + candidate.className())
          .resultFormat(ResultFormatType.JSON).result(results.toString());
      new Runner(options.build(), new ProgressFormat(progress)).run();
      Path report = Report.write(results);
      return verdict(JmhJson.read(results), "measured by JMH (" + profile.name().toLowerCase(
          Locale.ROOT) + " profile)") + "\n  Results: " + results + "\n  Report, with its chart: "
          + report;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (RunnerException | RuntimeException e) {
      return "Speed: not measured (" + e.getMessage() + ")";
    }
  }

  private static String absolute(String classPath) {
    return java.util.Arrays.stream(classPath.split(java.io.File.pathSeparator))
        .map(p -> Path.of(p).toAbsolutePath().toString())
        .reduce((a, b) -> a + java.io.File.pathSeparator + b).orElse(classPath);
  }

  /**
   * The paragraph for JMH's runs: time per move at each n for the candidate and each design, the
   * fitted exponents, the design it grows like, and bytes per move.
   */
  static String verdict(List<Run> runs, String how) {
    Map<String, Map<Integer, Run>> byMethod = new LinkedHashMap<>();
    for (Run run : runs) {
      String n = run.params().get("n");
      if (n != null) {
        byMethod.computeIfAbsent(run.method(), m -> new java.util.TreeMap<>())
            .put(Integer.parseInt(n), run);
      }
    }
    Map<Integer, Run> yours = byMethod.getOrDefault("candidate", Map.of());
    if (yours.isEmpty()) {
      return "Speed: not measured (no run of the candidate)";
    }
    StringBuilder text = new StringBuilder("Speed per move, " + how + ":\n");
    text.append(String.format(Locale.ROOT, "  %-16s", ""));
    for (int n : SIDES) {
      text.append(String.format(Locale.ROOT, "%16s", "n = " + n));
    }
    text.append(String.format(Locale.ROOT, "%12s%n", "grows like"));
    Map<String, Double> exponents = new LinkedHashMap<>();
    List<String> order = new ArrayList<>(List.of("candidate"));
    order.addAll(DESIGNS.keySet());
    for (String method : order) {
      Map<Integer, Run> points = byMethod.getOrDefault(method, Map.of());
      text.append(String.format(Locale.ROOT, "  %-16s", method.equals("candidate") ? "yours"
          : DESIGNS.get(method).substring(4)));
      List<double[]> fit = new ArrayList<>();
      for (int n : SIDES) {
        Run run = points.get(n);
        text.append(String.format(Locale.ROOT, "%16s", run == null ? "-"
            : dev.tictactoe.report.Numbers.time(run.primary().nanosPerOp())));
        if (run != null) {
          fit.add(new double[] {n, run.primary().nanosPerOp()});
        }
      }
      double k = PowerLawFit.of(fit).exponent();
      exponents.put(method, k);
      text.append(String.format(Locale.ROOT, "%12s%n", Double.isNaN(k) ? "-"
          : String.format(Locale.ROOT, "n^%.2f", k)));
    }
    double k = exponents.get("candidate");
    String nearest = null;
    for (String design : DESIGNS.keySet()) {
      Double d = exponents.get(design);
      if (d != null && !d.isNaN() && (nearest == null
          || Math.abs(d - k) < Math.abs(exponents.get(nearest) - k))) {
        nearest = design;
      }
    }
    if (!Double.isNaN(k)) {
      text.append(String.format(Locale.ROOT, "  Yours grows like n^%.1f", k))
          .append(nearest == null ? "" : ", as " + DESIGNS.get(nearest)).append(".\n");
    }
    Run big = yours.get(SIDES[SIDES.length - 1]);
    if (big != null && big.allocation().isPresent()) {
      text.append("  Bytes allocated per move at n = ").append(SIDES[SIDES.length - 1])
          .append(": yours ").append(Metric.significant(big.allocation().get().score()));
      for (String design : DESIGNS.keySet()) {
        Run run = byMethod.getOrDefault(design, Map.of()).get(SIDES[SIDES.length - 1]);
        if (run != null && run.allocation().isPresent()) {
          text.append(", ").append(DESIGNS.get(design).substring(4)).append(' ')
              .append(Metric.significant(run.allocation().get().score()));
        }
      }
      text.append(" (each counts the fresh games its batch of moves is played on).\n");
    }
    return text.append(measuredOn(SIDES, MoveScript::movesPerGame)).toString();
  }

  /**
   * What the growth was measured on, in words: how full the boards were. The moves are those of
   * a game without a win, and on the large boards they fill a small part of the board: a full
   * scan that stops a line at its first cell not the mover's then reads about one cell a line and
   * grows like n, where one that counts every line in full grows like n^2.
   */
  static String measuredOn(int[] sides, java.util.function.IntUnaryOperator moves) {
    StringBuilder text = new StringBuilder("  Measured on games without a win, the same random"
        + " moves for every design: ");
    for (int i = 0; i < sides.length; i++) {
      int n = sides[i];
      int m = moves.applyAsInt(n);
      text.append(i == 0 ? "" : i == sides.length - 1 ? " and " : ", ")
          .append(String.format(Locale.ROOT, "%,d moves at n = %,d (%s of the board)", m, n,
              percent(100.0 * m / ((double) n * n))));
    }
    return text.append(". The large boards are sparse: a scan that stops a line at its first cell"
        + " not the mover's reads about one cell a line there, and grows like n, where one that"
        + " reads every cell grows like n^2.\n").toString();
  }

  private static String percent(double p) {
    return (p >= 10 ? String.format(Locale.ROOT, "%.0f", p) : p >= 1
        ? String.format(Locale.ROOT, "%.1f", p) : String.format(Locale.ROOT, "%.2f", p)) + "%";
  }

  /**
   * A program timed through the protocol beside the designs served by the checker's host the same
   * way: the same games on each, for about a second a side after a second of warming up.
   */
  static String timeThroughProtocol(Solution solution, Path dir, Limits limits,
      Progress progress) {
    int[] moves = new int[SIDES.length];
    Map<String, double[]> nanos = new LinkedHashMap<>();
    List<Solution> all = new ArrayList<>(List.of(solution));
    for (Design design : Design.values()) {
      all.add(new Solution.Reference(design.cliName(), List.of(
          dev.tictactoe.check.host.GameHost.class.getName(), "--design", design.cliName())));
    }
    StringBuilder problems = new StringBuilder();
    for (Solution s : all) {
      double[] perMove = new double[SIDES.length];
      try (ProcessChannel channel = new ProcessChannel(s, Checker.Problem.GAME,
          dev.tictactoe.mnk.Rules.ticTacToe(), dir, limits)) {
        for (int i = 0; i < SIDES.length; i++) {
          progress.update("timing " + s.name() + " at n = " + SIDES[i], i, SIDES.length);
          perMove[i] = timeSide(channel, SIDES[i]);
          moves[i] = timedMoves(SIDES[i]);
        }
      } catch (CheckError e) {
        problems.append("  ").append(s.name()).append(": ").append(e.getMessage()).append('\n');
      }
      nanos.put(s == solution ? "yours" : s.name(), perMove);
    }
    StringBuilder text = new StringBuilder("Speed per move, through the protocol (each program"
        + " reads the games and prints the results; the designs served the same way by the"
        + " checker's Java host):\n");
    for (Map.Entry<String, double[]> row : nanos.entrySet()) {
      text.append(String.format(Locale.ROOT, "  %-12s", row.getKey()));
      List<double[]> fit = new ArrayList<>();
      for (int i = 0; i < SIDES.length; i++) {
        double v = row.getValue()[i];
        text.append(String.format(Locale.ROOT, "%-22s", v > 0
            ? "n = " + SIDES[i] + ": " + dev.tictactoe.report.Numbers.time(v) : "-"));
        if (v > 0) {
          fit.add(new double[] {SIDES[i], v});
        }
      }
      double k = PowerLawFit.of(fit).exponent();
      text.append(Double.isNaN(k) ? "\n" : String.format(Locale.ROOT, "   n^%.2f%n", k));
    }
    double[] yours = nanos.get("yours");
    double[] counters = nanos.get(Design.COUNTERS.cliName());
    if (yours != null && counters != null && yours[0] > 0 && counters[0] > 0) {
      text.append(String.format(Locale.ROOT, "  Yours takes %.1f times the counters' time per"
          + " move at n = %d.%n", yours[0] / counters[0], SIDES[0]));
    }
    int[] counted = moves.clone();
    return text.append(measuredOn(SIDES, n -> counted[java.util.Arrays.binarySearch(SIDES, n)]))
        .append(problems).toString();
  }

  /** The moves of a game timed through the protocol on side n. */
  private static int timedMoves(int n) {
    return Math.min(MoveScript.movesPerGame(n), n >= 1000 ? 256 : 4096);
  }

  /**
   * Nanoseconds per move on side n, through the protocol: a game of the bench's moves without a
   * win, sent again and again, a second to warm up and a second to measure; 0 if even one game
   * does not come back within the call limit.
   */
  private static double timeSide(ProcessChannel channel, int n) throws CheckError {
    int[] script = MoveScript.withoutAWin(n);
    int moves = timedMoves(n);
    GameCase game = new GameCase(n, java.util.Arrays.copyOf(script, 3 * moves));
    // copies of the game in one call, pipelined: the time a round trip takes is not a move's
    int copies = Math.max(1, 4096 / moves);
    List<String> request = java.util.Collections.nCopies(copies, game.request());
    for (int round = 0; round < 2; round++) {
      long start = System.nanoTime();
      long deadline = start + TimeUnit.SECONDS.toNanos(1);
      int games = 0;
      do {
        for (String reply : channel.answer(request)) {
          if (GameJudge.judge(game, reply).fault().isPresent()) {
            return 0;
          }
        }
        games += copies;
      } while (System.nanoTime() < deadline);
      if (round == 1) {
        return (double) (System.nanoTime() - start) / ((long) games * moves);
      }
    }
    return 0;
  }

  /** JMH's progress, told to the check's: which benchmark runs, and nothing else printed. */
  private static final class ProgressFormat implements OutputFormat {
    private final Progress progress;
    private int done;

    ProgressFormat(Progress progress) {
      this.progress = progress;
    }

    @Override
    public void startBenchmark(BenchmarkParams params) {
      progress.update("measuring " + params.getBenchmark().replaceFirst(".*\\.bench\\.", "")
          + " " + params.getParam("n"), done++, 4L * SIDES.length);
    }

    @Override
    public void iteration(BenchmarkParams b, IterationParams i, int n) {}

    @Override
    public void iterationResult(BenchmarkParams b, IterationParams i, int n, IterationResult r) {}

    @Override
    public void endBenchmark(BenchmarkResult result) {}

    @Override
    public void startRun() {}

    @Override
    public void endRun(Collection<RunResult> results) {}

    @Override
    public void print(String s) {}

    @Override
    public void println(String s) {}

    @Override
    public void flush() {}

    @Override
    public void close() {}

    @Override
    public void verbosePrintln(String s) {}

    @Override
    public void write(int b) {}

    @Override
    public void write(byte[] b) {}
  }
}
