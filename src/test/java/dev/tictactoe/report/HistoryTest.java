package dev.tictactoe.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.report.CraftedRuns.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HistoryTest {
  @TempDir Path results;
  @TempDir Path out;

  private static final Pattern ALL = Pattern.compile(".*");

  private Path run(String stem, Result... runs) throws IOException {
    return CraftedRuns.write(results.resolve(stem + ".json"), runs);
  }

  private void env(String stem, String commit, String jdk, String cpu) throws IOException {
    Map<String, Object> fields = CraftedRuns.sameMachine();
    fields.put(EnvironmentFile.JDK, jdk);
    fields.put(EnvironmentFile.OS, "Linux 6.1 amd64");
    fields.put(EnvironmentFile.CPU, cpu);
    fields.put(EnvironmentFile.GIT_COMMIT, commit);
    CraftedRuns.environment(results.resolve(stem + ".json"), fields);
  }

  private String history(Pattern include, Path... files) throws IOException {
    Path adoc = History.of(List.of(files), include).write(out);
    assertEquals(out.resolve("history.adoc"), adoc);
    return Files.readString(adoc);
  }

  private List<String> written() throws IOException {
    try (Stream<Path> list = Files.list(out)) {
      return list.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  @Test
  void tablesEachBenchmarkAcrossRunsOldestFirstLabelledByCommitAndJdk() throws Exception {
    Path first = run("20261120T100000Z-full", Result.avgt("A.m", "n=10", 100, 1),
        Result.avgt("A.m", "n=20", 400, 4));
    env("20261120T100000Z-full", "0123456789abcdef", "Temurin 17.0.9", "Xeon");
    Path second = run("20261121T100000Z-full", Result.avgt("A.m", "n=10", 110, 1));
    env("20261121T100000Z-full", "fedcba9876543210", "Temurin 17.0.10", "Xeon");
    String text = history(ALL, first, second);
    assertTrue(text.contains("All runs share one profile and one machine."), text);
    assertTrue(text.contains("| #1 | `20261120T100000Z-full.json` | 0123456 | Temurin 17.0.9\n"
        + "| #2 | `20261121T100000Z-full.json` | fedcba9 | Temurin 17.0.10\n"), text);
    assertTrue(text.contains("| Benchmark | #1 | #2\n"
        + "| m n=10 | 100.0 ± 1.0 ns/op | 110.0 ± 1.0 ns/op\n"
        + "| m n=20 | 400.0 ± 4.0 ns/op | —\n"), text);
    assertTrue(text.contains("image::history-A-full-m1.svg[A,width=100%]"), text);
    assertEquals(List.of("history-A-full-m1.svg", "history.adoc", "history.files"), written());
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
    assertEquals("svg", factory.newDocumentBuilder().parse(out.resolve("history-A-full-m1.svg")
        .toFile()).getDocumentElement().getNodeName());
  }

  @Test
  void runsOfAnotherProfileOrMachineAreChartedAndTabledApart() throws IOException {
    Path full = run("20261120T100000Z-full", Result.avgt("A.m", "", 100, 1));
    env("20261120T100000Z-full", "1111111aaaa", "Temurin 17", "Xeon");
    Path quick = run("20261121T100000Z-quick", Result.avgt("A.m", "", 300, 30));
    env("20261121T100000Z-quick", "2222222bbbb", "Temurin 17", "Xeon");
    Path elsewhere = run("20261122T100000Z-full", Result.avgt("A.m", "", 50, 1));
    env("20261122T100000Z-full", "3333333cccc", "Temurin 17", "EPYC");
    Path bare = run("20261123T100000Z-full", Result.avgt("A.m", "", 70, 1));
    Path again = run("20261124T100000Z-full", Result.avgt("A.m", "", 101, 1));
    env("20261124T100000Z-full", "4444444dddd", "Temurin 17", "Xeon");
    String text = history(ALL, full, quick, elsewhere, bare, again);
    assertTrue(text.contains("The runs fall into 4 groups of profile and machine."), text);
    assertTrue(text.contains("| full-m1 | full | Xeon, 2 cores, Linux 6.1 amd64 | 2\n"
        + "| quick-m1 | quick | Xeon, 2 cores, Linux 6.1 amd64 | 1\n"
        + "| full-m2 | full | EPYC, 2 cores, Linux 6.1 amd64 | 1\n"
        + "| full-unknown | full | unknown (no environment file) | 1\n"), text);
    // The first and the last run share a profile and a machine: one table, without the others.
    assertTrue(text.contains("| Benchmark | #1 | #2\n"
        + "| m | 100.0 ± 1.0 ns/op | 101.0 ± 1.0 ns/op\n"), text);
    assertTrue(text.contains("| Benchmark | #1\n| m | 300.0 ± 30.0 ns/op\n"), text);
    assertTrue(text.contains("| #1 | `20261123T100000Z-full.json` | unknown | unknown\n"), text);
    assertEquals(List.of("history-A-full-m1.svg", "history-A-full-m2.svg",
        "history-A-full-unknown.svg", "history-A-quick-m1.svg", "history.adoc", "history.files"), written());
  }

  @Test
  void includeSelectsByClassAndMethodAsBenchDoes() throws IOException {
    Path file = run("20261120T100000Z-full", Result.avgt("MoveCostBenchmark.counters", "", 3, 1),
        Result.avgt("MoveCostBenchmark.fullScan", "", 200, 1),
        Result.avgt("EngineQueryBenchmark.minimax", "", 9, 1));
    String text = history(Pattern.compile("MoveCost.*counters"), file);
    assertTrue(text.contains("| counters | 3.000 ± 1.000 ns/op\n"), text);
    assertFalse(text.contains("fullScan"), text);
    assertFalse(text.contains("EngineQueryBenchmark"), text);
    // A run that has none of the selected benchmarks is left out, not shown as a column of dashes.
    Path other = run("20261121T100000Z-full", Result.avgt("EngineQueryBenchmark.minimax", "", 9,
        1));
    assertTrue(history(Pattern.compile("counters"), file, other).contains("Scores across 1 run,"));
  }

  @Test
  void nothingSelectedIsRefusedAndNothingIsWritten() throws IOException {
    Path file = run("20261120T100000Z-full", Result.avgt("A.m", "", 3, 1));
    ReportException e = assertThrows(ReportException.class,
        () -> History.of(List.of(file), Pattern.compile("Nothing")));
    assertEquals("no benchmark in the 1 results file matches --include 'Nothing'", e.getMessage());
    assertEquals(List.of(), written());
  }

  @Test
  void aCorruptFileAmongManyIsRefusedByName() throws IOException {
    Path good = run("20261120T100000Z-full", Result.avgt("A.m", "", 3, 1));
    Path empty = Files.writeString(results.resolve("20261121T100000Z-full.json"), "");
    Path later = run("20261122T100000Z-full", Result.avgt("A.m", "", 3, 1));
    ReportException e = assertThrows(ReportException.class,
        () -> History.of(List.of(good, empty, later), ALL));
    assertTrue(e.getMessage().startsWith(empty + ": the file is empty"), e.getMessage());
    // the reader's reason, passed on whole
    assertEquals(assertThrows(ReportException.class, () -> JmhJson.read(empty)).getMessage(),
        e.getMessage());
  }

  @Test
  void aCorruptEnvironmentFileIsRefusedByName() throws IOException {
    Path good = run("20261120T100000Z-full", Result.avgt("A.m", "", 3, 1));
    Path env = Files.writeString(results.resolve("20261120T100000Z-full.env.json"), "{\"jdk\":");
    ReportException e = assertThrows(ReportException.class, () -> History.of(List.of(good), ALL));
    assertTrue(e.getMessage().startsWith(env + ": not valid JSON"), e.getMessage());
    assertEquals(env + ": not valid JSON (Unexpected end-of-input within/between Object entries)",
        e.getMessage());
  }

  @Test
  void aScoreThatIsNotAFiniteTimeIsTabledButLeftOffTheChart() throws IOException {
    Path first = run("20261120T100000Z-full", Result.avgt("A.m", "", 100, 1),
        Result.avgt("B.m", "", Double.POSITIVE_INFINITY, Double.NaN));
    Path second = run("20261121T100000Z-full", Result.avgt("A.m", "", Double.POSITIVE_INFINITY,
        Double.NaN), Result.avgt("B.m", "", Double.NaN, Double.NaN));
    String text = history(ALL, first, second);
    assertTrue(text.contains("| m | 100.0 ± 1.0 ns/op | +∞ ± n/a ns/op\n"), text);
    assertTrue(text.contains("=== B\n\nNo score of this class can be drawn"), text);
    assertTrue(text.contains("| m | +∞ ± n/a ns/op | NaN ± n/a ns/op\n"), text);
    assertEquals(List.of("history-A-full-unknown.svg", "history.adoc", "history.files"), written());
  }

  @Test
  void anEarlierHistorysFilesThatAreNotWrittenAgainAreRemovedAndNothingElse() throws IOException {
    Path full = run("20261120T100000Z-full", Result.avgt("A.m", "", 100, 1),
        Result.avgt("B.m", "", 100, 1));
    Path quick = run("20261121T100000Z-quick", Result.avgt("A.m", "", 300, 30));
    // Files the history did not write, one of them named as it names its charts.
    Files.writeString(out.resolve("history-Notes-full-m1.svg"), "<svg/>");
    Files.writeString(out.resolve("notes.txt"), "mine");
    history(ALL, full, quick);
    List<String> first = List.of("history-A-full-unknown.svg", "history-A-quick-unknown.svg",
        "history-B-full-unknown.svg", "history-Notes-full-m1.svg", "history.adoc",
        "history.files", "notes.txt");
    assertEquals(first, written());
    // B is no longer selected, and the quick run is gone: their charts go, the rest stays.
    String text = history(Pattern.compile("A\\.m"), full);
    assertEquals(List.of("history-A-full-unknown.svg", "history-Notes-full-m1.svg",
        "history.adoc", "history.files", "notes.txt"), written());
    assertFalse(text.contains("history-B-"), text);
    assertEquals(List.of("history-A-full-unknown.svg", "history.adoc"),
        Files.readAllLines(out.resolve("history.files")));
    // A list edited by hand cannot make it delete what is not its own.
    Path outside = Files.writeString(results.resolve("history-Escape-full-m1.svg"), "<svg/>");
    Path escape = out.relativize(outside);
    Files.writeString(out.resolve("history.files"), "notes.txt\n" + escape + "\n"
        + "history-A-full-unknown.svg\nhistory.files\n");
    history(ALL, full);
    assertTrue(Files.exists(outside), "outside the directory (" + escape + "): never touched");
    assertEquals(List.of("history-A-full-unknown.svg", "history-B-full-unknown.svg",
        "history-Notes-full-m1.svg", "history.adoc", "history.files", "notes.txt"), written());
  }
}
