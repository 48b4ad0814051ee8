package dev.tictactoe.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.report.JmhJson;
import dev.tictactoe.report.Metric;
import dev.tictactoe.report.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JDK 17 against JDK 25 section: its figures come from the committed runs, and the words
 * around them ("the local scan and one size of the textbook counters moved beyond the error", "plain minimax on the empty board"
 * is the one allocation that differs) hold for those runs.
 */
class ProseFiguresTest {
  private static final Path RESULTS = Path.of("results");

  private static List<Run> runs(String stem) throws IOException {
    return JmhJson.read(RESULTS.resolve(stem + ".json"));
  }

  private static Map<String, String> attributes(Path dir) {
    return ProseFigures.all(dir, MeasuredRun.read(dir.resolve(ProseFigures.FULL17 + ".json")));
  }

  @Test
  void theChapterNamesTheRunsTheFiguresComeFrom() throws IOException {
    String chapter = Files.readString(Path.of("docs", "benchmarking.adoc"));
    for (String stem : List.of(ProseFigures.JDK17, ProseFigures.JDK25, ProseFigures.FULL17)) {
      assertTrue(chapter.contains("results/" + stem), stem);
    }
    assertTrue(chapter.contains("include::results/" + ProseFigures.JDK25 + "-vs-" + ProseFigures.JDK17
        + ".adoc"), "the comparison of the pair is shown");
  }

  @Test
  void theLocalScanAndTheTextbookCountersAtTheLargestBoardMovedBeyondTheErrorAsTheChapterSays()
      throws IOException {
    List<Run> old = runs(ProseFigures.JDK17);
    List<Run> now = runs(ProseFigures.JDK25);
    TreeSet<String> moved = new TreeSet<>();
    for (Run then : old) {
      Run after = ProseFigures.find(now, r -> r.key().equals(then.key()));
      if (Boolean.TRUE.equals(after.primary().differsBeyondErrorFrom(then.primary()))) {
        moved.add(then.method() + " " + then.paramsText());
      }
    }
    assertEquals(new TreeSet<>(List.of("localScan n=10", "localScan n=100", "localScan n=1000",
        "textbookCounters n=1000")), moved);
    long engines = old.stream().filter(r -> r.group().equals("EngineQueryBenchmark")).count();
    assertTrue(engines >= 6, "both engines, cold and warm, and plain minimax: " + engines);
  }

  @Test
  void plainMinimaxOnTheEmptyBoardIsTheAllocationThatMovedMost() throws IOException {
    List<Run> old = runs(ProseFigures.JDK17);
    List<Run> now = runs(ProseFigures.JDK25);
    double others = ProseFigures.largestAllocationChange(old, now, ProseFigures.MINIMAX_EMPTY.negate());
    double minimax = ProseFigures.largestAllocationChange(old, now, ProseFigures.MINIMAX_EMPTY);
    assertTrue(others > 0 && others < 0.01, "a few parts in a thousand: " + others);
    assertTrue(minimax > others, minimax + " against " + others);
  }

  @Test
  void theFiguresAreTheRunsAsTheirJsonHasThem() throws IOException {
    Map<String, String> figures = attributes(RESULTS);
    Predicate<Run> local10 = ProseFigures.row("MoveCostBenchmark", "localScan", "n=10");
    double before = ProseFigures.find(runs(ProseFigures.JDK17), local10).primary().score();
    double after = ProseFigures.find(runs(ProseFigures.JDK25), local10).primary().score();
    long percent = Math.round(Math.abs(after / before - 1) * 100);
    assertEquals(percent + "% " + (after < before ? "faster" : "slower"),
        figures.get("jdk-local-n10"));
    Run earlier = ProseFigures.find(runs(ProseFigures.FULL17), local10);
    assertEquals(earlier.primary().scoreWithError() + " ns", figures.get("jdk-earlier-local-n10"));
    Optional<Run> minimax = runs(ProseFigures.JDK25).stream().filter(ProseFigures.MINIMAX_EMPTY)
        .findFirst();
    assertTrue(figures.get("jdk-alloc-minimax-empty").endsWith(
        Metric.significant(minimax.orElseThrow().allocation().orElseThrow().score()) + " B/op"),
        figures.get("jdk-alloc-minimax-empty"));
    assertTrue(figures.get("jdk-engines").matches("from \\d+% (faster|slower) to \\d+% slower"),
        figures.get("jdk-engines"));
    assertTrue(figures.get("jdk-settings").matches("\\d+ forks, \\d+ warm-ups and \\d+ samples of"
        + " .+"), figures.get("jdk-settings"));
    assertTrue(figures.get("jdk-machine").matches("\\d+-core machine \\(.+\\)"),
        figures.get("jdk-machine"));
    assertTrue(figures.get("jdk-old").contains("17") && figures.get("jdk-new").contains("25"),
        figures.toString());
    figures.forEach((name, value) -> assertNotEquals("not measured", value, name));
  }

  @Test
  void theCountersVerdictIsComputedFromTheMeasuredRun() throws IOException {
    // In this committed full run the counters are faster than the textbook form at every n,
    // beyond the error: the verdict says so, and the ranges are the run's.
    List<Run> full = runs(ProseFigures.FULL17);
    List<Run> counters = full.stream().filter(r -> r.group().equals("MoveCostBenchmark")
        && r.method().equals("counters")).toList();
    assertTrue(counters.size() >= 5, "n from 3 to 1000: " + counters.size());
    for (Run ours : counters) {
      Run textbook = ProseFigures.find(full, ProseFigures.row("MoveCostBenchmark",
          "textbookCounters", ours.paramsText()));
      assertTrue(ours.primary().score() < textbook.primary().score(), ours.paramsText());
      assertEquals(Boolean.TRUE, ours.primary().differsBeyondErrorFrom(textbook.primary()),
          ours.paramsText());
    }
    Map<String, String> figures = attributes(RESULTS);
    assertEquals("faster than the textbook form at every n, each beyond the error",
        figures.get("counters-verdict"));
    double fastest = counters.stream().mapToDouble(r -> r.primary().score()).min().orElseThrow();
    assertTrue(figures.get("counters-full").startsWith(Metric.significant(fastest) + " to "),
        figures.get("counters-full"));
    assertTrue(figures.get("counters-textbook-drift").matches("\\d+% \\(.+ and .+ ns\\)"),
        figures.get("counters-textbook-drift"));
    // a run where the textbook form wins at one n and ties at another says which
    List<Run> swapped = new ArrayList<>();
    for (Run r : full) {
      boolean textbook = r.group().equals("MoveCostBenchmark")
          && r.method().equals("textbookCounters");
      boolean ours = r.group().equals("MoveCostBenchmark") && r.method().equals("counters");
      if (r.paramsText().equals("n=1000") && (textbook || ours)) {
        swapped.add(withScore(r, textbook ? 1.0 : 2.0, 0.01)); // ours slower
      } else if (r.paramsText().equals("n=10") && (textbook || ours)) {
        swapped.add(withScore(r, 1.0, 0.5)); // the same, within the error
      } else {
        swapped.add(r);
      }
    }
    String verdict = ProseFigures.countersVerdict(swapped);
    assertTrue(verdict.contains("within the error of it at n = 10")
        && verdict.contains("slower beyond the error at n = 1000")
        && verdict.startsWith("faster than the textbook form beyond the error at n = "), verdict);
  }

  /** The same run with another score and error, in its own unit. */
  private static Run withScore(Run r, double score, double error) {
    return new Run(r.benchmark(), r.mode(), r.threads(), r.forks(), r.warmupIterations(),
        r.warmupTime(), r.measurementIterations(), r.measurementTime(), r.params(),
        new Metric(score, error, r.primary().unit()), r.secondary());
  }

  @Test
  void withoutTheRunsEveryFigureSaysSo(@TempDir Path dir) {
    Map<String, String> figures = attributes(dir);
    assertEquals("not measured", figures.get("jdk-local-n1000"));
    assertEquals("not measured", figures.get("jdk-alloc-minimax-empty"));
    assertEquals("not measured", figures.get("jdk-earlier-textbook-n1000"));
    assertEquals("JDK 17", figures.get("jdk-old"));
    assertEquals("not measured", figures.get("counters-full"));
    assertEquals("not measured in the measured run", figures.get("counters-verdict"));
  }
}
