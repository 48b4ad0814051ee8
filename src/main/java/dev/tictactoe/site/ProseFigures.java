package dev.tictactoe.site;

import dev.tictactoe.report.EnvironmentFile;
import dev.tictactoe.report.Metric;
import dev.tictactoe.report.Run;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The measured figures the chapters' prose quotes in sentences: the benchmarking chapter's JDK 17
 * against JDK 25 section, read from the two committed runs of that experiment (the changes of the
 * local scan, the engines' range, the bytes per operation, the run-to-run spread on one JDK, the
 * runs' JVMs, machine and length), and the game chapter's counters against the textbook form, read
 * from the measured run with its verdict computed ("faster at every n, each beyond the error").
 * The chapters read them as attributes ({@code {jdk-...}}, {@code {counters-...}}), so none is
 * typed by hand; the words around the JDK figures ("two designs moved beyond the error") are
 * checked against the same files by a test.
 */
public final class ProseFigures {
  // tag::runs[]
  /** The JDK 17 run of the pair, and the JDK 25 run measured just before it. */
  public static final String JDK17 = "20261123T195505Z-full";
  public static final String JDK25 = "20261123T194338Z-full";
  /**
   * The same JDK 17, measured half an hour earlier in a full run of every benchmark: how far one
   * JDK's figures move from run to run.
   */
  public static final String FULL17 = "20261123T191258Z-full";
  // end::runs[]

  private static final String MOVES = "MoveCostBenchmark";
  private static final String ENGINES = "EngineQueryBenchmark";
  private static final Predicate<Run> LOCAL_10 = row(MOVES, "localScan", "n=10");
  private static final Predicate<Run> TEXTBOOK_1000 = row(MOVES, "textbookCounters", "n=1000");

  private ProseFigures() {}

  /** A run of a results file: benchmark class, method, and its parameters as {@code n=10}. */
  public static Predicate<Run> row(String benchmarkClass, String method, String params) {
    return r -> r.group().equals(benchmarkClass) && r.method().equals(method)
        && r.paramsText().equals(params);
  }

  /** Plain minimax on the empty board: the one benchmark whose bytes differ between the JDKs. */
  public static final Predicate<Run> MINIMAX_EMPTY = row(ENGINES, "minimax", "position=empty");

  /**
   * The attributes of both sections: the JDK comparison's from its runs in {@code resultsDir},
   * the counters' from the measured run; a figure whose run is missing says "not measured".
   */
  public static Map<String, String> all(Path resultsDir, Optional<MeasuredRun> measured) {
    Optional<List<Run>> old = read(resultsDir, JDK17);
    Optional<List<Run>> now = read(resultsDir, JDK25);
    Optional<List<Run>> earlier = read(resultsDir, FULL17);
    EnvironmentFile oldEnv = EnvironmentFile.beside(resultsDir.resolve(JDK17 + ".json"));
    EnvironmentFile newEnv = EnvironmentFile.beside(resultsDir.resolve(JDK25 + ".json"));
    Map<String, String> figures = new LinkedHashMap<>();
    figures.put("jdk-old", oldEnv.text(EnvironmentFile.JDK).orElse("JDK 17"));
    figures.put("jdk-new", newEnv.text(EnvironmentFile.JDK).orElse("JDK 25"));
    figures.put("jdk-machine", newEnv.text(EnvironmentFile.CORES).orElse("?") + "-core machine ("
        + newEnv.text(EnvironmentFile.CPU).orElse("CPU not recorded") + ")");
    Optional<Long> newMinutes = minutes(newEnv);
    Optional<Long> oldMinutes = minutes(oldEnv);
    figures.put("jdk-minutes", newMinutes.isEmpty() || oldMinutes.isEmpty()
        ? "for a length not recorded" : newMinutes.equals(oldMinutes)
        ? "about " + newMinutes.get() + " minutes each"
        : newMinutes.get() + " and " + oldMinutes.get() + " minutes");
    figures.put("jdk-commit", newEnv.shortCommit().equals(oldEnv.shortCommit())
        ? "commit " + newEnv.shortCommit()
        : "commits " + newEnv.shortCommit() + " and " + oldEnv.shortCommit());
    Optional<Run> sample = now.map(r -> find(r, LOCAL_10));
    figures.put("jdk-settings", sample.map(r -> r.forks() + " forks, " + r.warmupIterations()
        + " warm-ups and " + r.measurementIterations() + " samples of " + r.measurementTime())
        .orElse("not measured"));
    figures.put("jdk-samples", sample.map(r -> r.forks() * r.measurementIterations()
        + " samples from " + r.forks() + " forks").orElse("not measured"));
    for (String n : List.of("10", "100", "1000")) {
      Predicate<Run> local = row(MOVES, "localScan", "n=" + n);
      figures.put("jdk-local-n" + n, old.isEmpty() || now.isEmpty() ? "not measured"
          : change(find(old.get(), local), find(now.get(), local)));
    }
    figures.put("jdk-textbook-n1000", old.isEmpty() || now.isEmpty() ? "not measured"
        : change(find(old.get(), TEXTBOOK_1000), find(now.get(), TEXTBOOK_1000)));
    figures.put("jdk-engines", old.isPresent() && now.isPresent()
        ? engineRange(old.get(), now.get()) : "not measured");
    figures.put("jdk-alloc-others", old.isPresent() && now.isPresent()
        ? partsPerThousand(largestAllocationChange(old.get(), now.get(), MINIMAX_EMPTY.negate()))
        : "not measured");
    figures.put("jdk-alloc-minimax-empty", old.isPresent() && now.isPresent()
        ? bytes(find(old.get(), MINIMAX_EMPTY)) + " and " + bytes(find(now.get(), MINIMAX_EMPTY))
            + " B/op" : "not measured");
    figures.put("jdk-earlier-local-n10", earlier.map(r -> time(find(r, LOCAL_10)))
        .orElse("not measured"));
    figures.put("jdk-old-local-n10", old.map(r -> time(find(r, LOCAL_10))).orElse("not measured"));
    figures.put("jdk-earlier-textbook-n1000", earlier.map(r -> time(find(r, TEXTBOOK_1000)))
        .orElse("not measured"));
    figures.put("jdk-old-textbook-n1000", old.map(r -> time(find(r, TEXTBOOK_1000)))
        .orElse("not measured"));
    Optional<List<Run>> site = measured.map(MeasuredRun::runs)
        .filter(r -> r.stream().anyMatch(row(MOVES, "textbookCounters", "n=10")));
    figures.put("counters-full", site.map(r -> range(r, "counters")).orElse("not measured"));
    figures.put("counters-textbook", site.map(r -> range(r, "textbookCounters"))
        .orElse("not measured"));
    figures.put("counters-verdict", site.map(ProseFigures::countersVerdict)
        .orElse("not measured in the measured run"));
    figures.put("counters-textbook-drift", old.isPresent() && earlier.isPresent()
        ? textbookDrift(old.get(), earlier.get()) : "not measured");
    return figures;
  }

  /**
   * The counters against the textbook form at every n of the run, in words: "faster at every n,
   * each beyond the error", or which n it is faster, slower or within the error at.
   */
  static String countersVerdict(List<Run> runs) {
    List<String> faster = new ArrayList<>();
    List<String> slower = new ArrayList<>();
    List<String> within = new ArrayList<>();
    for (Run ours : runs) {
      if (!ours.group().equals(MOVES) || !ours.method().equals("counters")) {
        continue;
      }
      Optional<Run> textbook = runs.stream()
          .filter(row(MOVES, "textbookCounters", ours.paramsText())).findFirst();
      if (textbook.isEmpty()) {
        continue;
      }
      String n = ours.paramsText().replace("n=", "");
      if (!Boolean.TRUE.equals(ours.primary().differsBeyondErrorFrom(textbook.get().primary()))) {
        within.add(n);
      } else if (ours.primary().nanosPerOp() < textbook.get().primary().nanosPerOp()) {
        faster.add(n);
      } else {
        slower.add(n);
      }
    }
    if (slower.isEmpty() && within.isEmpty()) {
      return "faster than the textbook form at every n, each beyond the error";
    }
    List<String> parts = new ArrayList<>();
    if (!faster.isEmpty()) {
      parts.add("faster than the textbook form beyond the error at n = " + String.join(", ", faster));
    }
    if (!within.isEmpty()) {
      parts.add("within the error of it at n = " + String.join(", ", within));
    }
    if (!slower.isEmpty()) {
      parts.add("slower beyond the error at n = " + String.join(", ", slower));
    }
    return String.join("; ", parts);
  }

  /** One counter design's time per move over every n of the run: "1.502 to 2.088 ns". */
  private static String range(List<Run> runs, String method) {
    List<Run> design = runs.stream()
        .filter(r -> r.group().equals(MOVES) && r.method().equals(method)).toList();
    if (design.isEmpty()) {
      throw new SiteException("the measured run lacks " + MOVES + "." + method);
    }
    double low = design.stream().mapToDouble(r -> r.primary().nanosPerOp()).min().orElseThrow();
    double high = design.stream().mapToDouble(r -> r.primary().nanosPerOp()).max().orElseThrow();
    return Metric.significant(low) + " to " + Metric.significant(high) + " ns";
  }

  /**
   * How far the textbook form moved between the two JDK 17 runs at n = 1000, the same code on
   * the same machine half an hour apart: "44% (2.123 and 3.048 ns)".
   */
  private static String textbookDrift(List<Run> old, List<Run> earlier) {
    double a = find(old, TEXTBOOK_1000).primary().nanosPerOp();
    double b = find(earlier, TEXTBOOK_1000).primary().nanosPerOp();
    return percent(Math.max(a, b) / Math.min(a, b)) + " (" + Metric.significant(Math.min(a, b))
        + " and " + Metric.significant(Math.max(a, b)) + " ns)";
  }

  /** The runs of {@code results/STEM.json}, or empty if the file is missing or unreadable. */
  private static Optional<List<Run>> read(Path dir, String stem) {
    return MeasuredRun.read(dir.resolve(stem + ".json")).map(MeasuredRun::runs);
  }

  /** The run {@code which} accepts; a committed file without it is a broken section. */
  public static Run find(List<Run> runs, Predicate<Run> which) {
    return runs.stream().filter(which).findFirst()
        .orElseThrow(() -> new SiteException("the JDK comparison's runs lack a benchmark"));
  }

  /** How the mean moved from {@code old} to {@code now}: "16% faster", "24% slower". */
  static String change(Run old, Run now) {
    return change(now.primary().nanosPerOp() / old.primary().nanosPerOp());
  }

  /** A ratio of times, new over old, in words: 0.84 is "16% faster". */
  private static String change(double ratio) {
    return percent(ratio) + (ratio < 1 ? " faster" : " slower");
  }

  private static String percent(double ratio) {
    return Math.round(Math.abs(ratio - 1) * 100) + "%";
  }

  /**
   * The engines' means on the newer JDK, from the most faster to the most slower: "from 45% faster
   * to 19% slower".
   */
  private static String engineRange(List<Run> old, List<Run> now) {
    double low = Double.POSITIVE_INFINITY;
    double high = Double.NEGATIVE_INFINITY;
    for (Run then : old) {
      if (then.group().equals(ENGINES)) {
        double ratio = find(now, r -> r.key().equals(then.key())).primary().nanosPerOp()
            / then.primary().nanosPerOp();
        low = Math.min(low, ratio);
        high = Math.max(high, ratio);
      }
    }
    return "from " + change(low) + " to " + change(high);
  }

  /**
   * The largest relative change in bytes per operation over the benchmarks {@code which} accepts
   * and both runs measured with the GC profiler.
   */
  public static double largestAllocationChange(List<Run> old, List<Run> now,
      Predicate<Run> which) {
    double largest = 0;
    for (Run then : old) {
      Optional<Run> match = now.stream().filter(r -> r.key().equals(then.key())).findFirst();
      if (which.test(then) && then.allocation().isPresent() && match.isPresent()
          && match.get().allocation().isPresent()) {
        double before = then.allocation().get().score();
        double after = match.get().allocation().get().score();
        largest = Math.max(largest, Math.abs(after - before) / before);
      }
    }
    return largest;
  }

  /** "5 parts in a thousand", rounded up, so the prose never understates a change. */
  private static String partsPerThousand(double change) {
    long parts = (long) Math.ceil(change * 1000);
    return parts + (parts == 1 ? " part" : " parts") + " in a thousand";
  }

  private static String bytes(Run run) {
    return run.allocation().map(m -> Metric.significant(m.score())).orElse("not measured");
  }

  /** "22.02 ± 0.17 ns": the score with its error, in the unit of one operation. */
  private static String time(Run run) {
    return run.primary().scoreWithError() + " " + run.primary().timeUnit();
  }

  /** How long the run took, in whole minutes, from its environment file, if it says. */
  private static Optional<Long> minutes(EnvironmentFile env) {
    Optional<String> started = env.text(EnvironmentFile.STARTED);
    Optional<String> finished = env.text(EnvironmentFile.FINISHED);
    try {
      return started.isEmpty() || finished.isEmpty() ? Optional.empty() : Optional.of(Math.round(
          Duration.between(Instant.parse(started.get()), Instant.parse(finished.get()))
              .toSeconds() / 60.0));
    } catch (DateTimeParseException e) {
      return Optional.empty();
    }
  }
}
