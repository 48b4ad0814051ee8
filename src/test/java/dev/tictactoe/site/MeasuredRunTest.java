package dev.tictactoe.site;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which run the site takes its times from, and which report it shows as the latest. */
class MeasuredRunTest {

  /** A results file naming the given benchmarks, and the report beside it. */
  private static void run(Path dir, String stem, List<String> benchmarks) throws IOException {
    String results = benchmarks.stream().map(b -> "{\"benchmark\": \"" + b + "\", \"mode\":"
        + " \"avgt\", \"primaryMetric\": {\"score\": 1.0, \"scoreError\": \"NaN\","
        + " \"scoreUnit\": \"ns/op\"}}").collect(Collectors.joining(",", "[", "]"));
    Files.writeString(dir.resolve(stem + ".json"), results);
    Files.writeString(dir.resolve(stem + ".adoc"), "= Report\n");
  }

  @Test
  void theSiteShowsTheNewestReportOfARunThatMeasuredEveryBenchmark(@TempDir Path dir)
      throws IOException {
    List<String> suite = List.of("a.B.one", "a.B.two", "a.C.three");
    run(dir, "20261120T000000Z-full", suite);
    run(dir, "20261121T000000Z-quick", suite);
    run(dir, "20261122T000000Z-quick", List.of("a.B.one")); // bench --include one
    Files.writeString(dir.resolve("20261123T000000Z-quick.adoc"), "= Report\n"); // no JSON
    List<String> notes = new ArrayList<>();
    assertEquals(Optional.of(dir.resolve("20261121T000000Z-quick.adoc")),
        MeasuredRun.newestComplete(dir, Set.copyOf(suite), Optional.empty(), notes::add)
            .map(MeasuredRun::report));
    assertEquals(List.of(
        "passing over " + dir.resolve("20261123T000000Z-quick.adoc") + ": its results cannot be"
            + " read",
        "passing over " + dir.resolve("20261122T000000Z-quick.adoc") + ": its run measured 1 of"
            + " the 3 benchmarks (a partial run)"), notes);
    // the chapters' times: the newest full run of the whole suite, never a quick one
    assertEquals(Optional.of(dir.resolve("20261120T000000Z-full.adoc")),
        MeasuredRun.newestComplete(dir, Set.copyOf(suite), Optional.of("full"), note -> { })
            .map(MeasuredRun::report));
  }

  @Test
  void withoutACompleteRunThereIsNoReport(@TempDir Path dir) throws IOException {
    run(dir, "20261122T000000Z-quick", List.of("a.B.one"));
    assertEquals(Optional.empty(), MeasuredRun.newestComplete(dir, Set.of("a.B.one", "a.B.two"),
        Optional.empty(), note -> { }));
    assertEquals(Optional.empty(), MeasuredRun.newestComplete(dir.resolve("missing"),
        Set.of("a.B.one"), Optional.empty(), note -> { }));
  }
}
