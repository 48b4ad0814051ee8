package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.report.CraftedRuns;
import dev.tictactoe.report.CraftedRuns.Result;
import dev.tictactoe.report.EnvironmentFile;
import dev.tictactoe.report.JmhJson;
import dev.tictactoe.report.ReportException;
import dev.tictactoe.report.ResultFiles;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportCommandTest {
  @TempDir Path dir;

  private Path fixture(String name) throws IOException {
    try (InputStream in = getClass().getResourceAsStream("/dev/tictactoe/report/jmh-small.json")) {
      Path file = dir.resolve(name);
      Files.copy(in, file);
      return file;
    }
  }

  private List<String> files() throws IOException {
    try (Stream<Path> list = Files.list(dir)) {
      return list.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  @Test
  void withoutAFileItReportsOnTheNewestResultsFileAndIgnoresEverythingElse() throws IOException {
    fixture("20261121T090000Z-full.json");
    fixture("20261122T090000Z-quick.json");
    // Newer names that are not results files: an environment file, a comparison, a stray file.
    Files.writeString(dir.resolve("20261123T090000Z-quick.env.json"), "{}");
    Files.writeString(dir.resolve("20261124T090000Z-full-vs-20261121T090000Z-full.adoc"), "");
    Files.writeString(dir.resolve("notes.json"), "[]");
    Cli.Result r = Cli.run("", "report", "--results-dir", dir.toString());
    assertEquals(0, r.status(), r.err());
    assertEquals(dir.resolve("20261122T090000Z-quick.adoc") + "\n", r.out());
    assertEquals("= Benchmark report: 20261122T090000Z-quick",
        firstLine("20261122T090000Z-quick.adoc"), "the newest run's report, where it says");
  }

  private String firstLine(String file) throws IOException {
    return Files.readAllLines(dir.resolve(file)).get(0);
  }

  @Test
  void comparesTwoFiles() throws IOException {
    Path old = fixture("20261121T090000Z-full.json");
    Path now = fixture("20261122T090000Z-full.json");
    CraftedRuns.environment(old, CraftedRuns.sameMachine());
    CraftedRuns.environment(now, CraftedRuns.sameMachine());
    Cli.Result r = Cli.run("", "report", old.toString(), now.toString());
    assertEquals(0, r.status(), r.err());
    assertEquals(dir.resolve("20261122T090000Z-full-vs-20261121T090000Z-full.adoc") + "\n",
        r.out());
    assertEquals("= Comparison: 20261122T090000Z-full against 20261121T090000Z-full",
        firstLine("20261122T090000Z-full-vs-20261121T090000Z-full.adoc"), "the newer against the"
        + " older, written where it says");
    assertFalse(Files.readString(dir.resolve("20261122T090000Z-full-vs-20261121T090000Z-full"
        + ".adoc")).contains("like for like"), "runs of one profile, machine and JVM");
  }

  /** Two runs of one benchmark, their environment files alike but for {@code field}. */
  private List<Path> runsDifferingIn(String oldName, String newName, String field, Object before,
      Object after) throws IOException {
    Path old = crafted(oldName, Result.avgt("A.m", "", 100, 1));
    Path now = crafted(newName, Result.avgt("A.m", "", 100, 1));
    Map<String, Object> fields = CraftedRuns.sameMachine();
    fields.put(field, before);
    CraftedRuns.environment(old, fields);
    fields.put(field, after);
    CraftedRuns.environment(now, fields);
    return List.of(old, now);
  }

  @Test
  void runsOfAnotherProfileMachineOrJvmAreRefusedInOneLineNamingTheDifference()
      throws IOException {
    String ok = "tictactoe report: not compared: 20261121T090000Z-full and ";
    String allow = " (an unknown counts as a difference; --allow-mismatch compares them anyway,"
        + " and says so in the comparison)\n";
    String machine = ", 2 cores, Linux 6.18.44 amd64";
    String jvm = " (OpenJDK 64-Bit Server VM 17.0.15+6-Debian-1deb12u1)";
    Map<List<Path>, String> refusals = new LinkedHashMap<>();
    refusals.put(runsDifferingIn("20261121T090000Z-full.json", "20261122T090000Z-quick.json",
        EnvironmentFile.PROFILE, "full", "quick"), ok + "20261122T090000Z-quick differ in more"
        + " than the code: profile: full before, quick after" + allow);
    refusals.put(runsDifferingIn("20261121T090000Z-full.json", "20261123T090000Z-full.json",
        EnvironmentFile.CPU, "AMD EPYC", "Intel Xeon"), ok + "20261123T090000Z-full differ in"
        + " more than the code: machine: AMD EPYC" + machine + " before, Intel Xeon" + machine
        + " after" + allow);
    refusals.put(runsDifferingIn("20261121T090000Z-full.json", "20261124T090000Z-full.json",
        EnvironmentFile.JDK, "Debian 17.0.15", "Eclipse Adoptium 25.0.3"), ok
        + "20261124T090000Z-full differ in more than the code: JVM: Debian 17.0.15" + jvm
        + " before, Eclipse Adoptium 25.0.3" + jvm + " after" + allow);
    for (Map.Entry<List<Path>, String> refusal : refusals.entrySet()) {
      Path old = refusal.getKey().get(0);
      Path now = refusal.getKey().get(1);
      List<String> before = files();
      for (String limit : List.of("", "--max-slowdown=5")) {
        Cli.Result r = Cli.run("", Stream.of("report", old.toString(), now.toString(), limit)
            .filter(a -> !a.isEmpty()).toArray(String[]::new));
        assertEquals(2, r.status(), r.err());
        assertEquals(refusal.getValue(), r.err());
        assertEquals("", r.out());
        assertEquals(before, files(), "a refused comparison writes nothing");
      }
    }
  }

  @Test
  void anUnknownProfileMachineOrJvmCountsAsADifferenceAndSaysWhy() throws IOException {
    Path old = crafted("20261121T090000Z-full.json", Result.avgt("A.m", "", 100, 1));
    Path now = crafted("20261122T090000Z-full.json", Result.avgt("A.m", "", 100, 1));
    Map<String, Object> older = CraftedRuns.sameMachine();
    older.remove(EnvironmentFile.CORES); // a field an older run lacks
    older.put(EnvironmentFile.CPU, EnvironmentFile.UNKNOWN); // bench could not find it out
    CraftedRuns.environment(old, older);
    Files.delete(ResultFiles.envFileOf(now)); // no environment file at all
    Cli.Result r = Cli.run("", "report", old.toString(), now.toString());
    assertEquals(2, r.status(), r.err());
    assertEquals(1, r.errLines(), r.err());
    assertTrue(r.err().contains(": machine: unknown, unknown cores, Linux 6.18.44 amd64 before,"
        + " unknown after (20261121T090000Z-full.env.json has no cpu, cores; no"
        + " 20261122T090000Z-full.env.json); JVM: Debian 17.0.15 (OpenJDK 64-Bit Server VM"
        + " 17.0.15+6-Debian-1deb12u1) before, unknown after (no 20261122T090000Z-full.env.json)"
        + " (an unknown"), r.err());
    assertFalse(r.err().contains("profile"), "the names say full for both: " + r.err());
  }

  @Test
  void allowMismatchComparesAnywayAndSaysSoFirstInTheComparisonAndOnTheTerminal()
      throws IOException {
    List<Path> runs = runsDifferingIn("20261121T090000Z-full.json", "20261122T090000Z-full.json",
        EnvironmentFile.JDK, "Debian 17.0.15", "Eclipse Adoptium 25.0.3");
    Cli.Result r = Cli.run("", "report", runs.get(0).toString(), runs.get(1).toString(),
        "--allow-mismatch");
    assertEquals(0, r.status(), r.err());
    String jvm = " (OpenJDK 64-Bit Server VM 17.0.15+6-Debian-1deb12u1)";
    String difference = "JVM: Debian 17.0.15" + jvm + " before, Eclipse Adoptium 25.0.3" + jvm
        + " after";
    Path report = dir.resolve("20261122T090000Z-full-vs-20261121T090000Z-full.adoc");
    assertEquals(List.of("compared although not like for like: " + difference,
        report.toString()), r.out().lines().toList());
    List<String> lines = Files.readAllLines(report);
    assertEquals("= Comparison: 20261122T090000Z-full against 20261121T090000Z-full",
        lines.get(0));
    assertEquals(List.of("", "[WARNING]", "===="), lines.subList(1, 4), "the notice comes first");
    assertTrue(lines.get(4).startsWith("Not like for like: "), lines.get(4));
    assertTrue(lines.contains("* " + difference), String.join("\n", lines));
  }

  @Test
  void allowMismatchGoesWithTwoFilesOnly() throws IOException {
    Path one = crafted("20261121T090000Z-full.json", Result.avgt("A.m", "", 100, 1));
    List<String> before = files();
    assertRefused("tictactoe report: --allow-mismatch compares two runs: give OLD.json and"
        + " NEW.json; got 1 file (see 'tictactoe report --help')\n", one.toString(),
        "--allow-mismatch");
    assertRefused("tictactoe report: --history reads every run in --results-dir: give it no"
        + " --allow-mismatch (see 'tictactoe report --help')\n", "--history", "--results-dir",
        dir.toString(), "--allow-mismatch", "--out", dir.resolve("history").toString());
    assertEquals(before, files());
  }

  @Test
  void noResultsAtAllIsOneLineAndStatusTwo() {
    Cli.Result r = Cli.run("", "report", "--results-dir", dir.toString());
    assertEquals(2, r.status());
    assertEquals("tictactoe report: no results file in " + dir + "/ (run 'bench' first, or name"
        + " a file)\n", r.err());
  }

  @Test
  void aBrokenFileIsOneLineAndStatusTwoAndNothingIsWritten() throws IOException {
    Files.writeString(dir.resolve("20261122T090000Z-quick.json"), "");
    Files.writeString(dir.resolve("corrupt.json"), "[{\"benchmark\": ");
    Files.writeString(dir.resolve("other.json"), "{\"not\": \"jmh\"}");
    List<String> before = files();
    Path newest = dir.resolve("20261122T090000Z-quick.json"); // the empty one
    Map<String, Path> read = Map.of("--results-dir " + dir, newest,
        dir.resolve("corrupt.json").toString(), dir.resolve("corrupt.json"),
        dir.resolve("other.json").toString(), dir.resolve("other.json"),
        dir.resolve("missing.json").toString(), dir.resolve("missing.json"));
    read.forEach((args, file) -> {
      Cli.Result r = Cli.run("", ("report " + args).split(" "));
      assertEquals(2, r.status(), args);
      assertEquals(1, r.errLines(), r.err());
      assertTrue(r.err().startsWith("tictactoe report: " + dir), r.err());
      assertEquals("tictactoe report: " + whyUnreadable(file) + "\n", r.err(), args);
    });
    assertEquals(before, files(), "a refused report writes nothing");
  }

  /**
   * Why the results reader refuses {@code file}, in its words, which the command must pass on
   * whole (JmhJsonTest checks the words themselves).
   */
  private static String whyUnreadable(Path file) {
    return assertThrows(ReportException.class, () -> JmhJson.read(file)).getMessage();
  }

  @Test
  void aReportThatCannotBeWrittenIsOneLineAndStatusOne() throws IOException {
    Path results = fixture("20261122T090000Z-quick.json");
    Path blocked = Files.createDirectory(dir.resolve("20261122T090000Z-quick.adoc"));
    Cli.Result r = Cli.run("", "report", results.toString());
    assertEquals(1, r.status());
    assertEquals("tictactoe report: cannot read or write a file: " + blocked
        + ": Is a directory\n", r.err());
  }

  @Test
  void moreThanTwoFilesIsAUsageError() {
    Cli.Result r = Cli.run("", "report", "a.json", "b.json", "c.json");
    assertEquals(2, r.status());
    assertEquals("tictactoe report: give one results file, or two (old, new) to compare; got 3"
        + " (see 'tictactoe report --help')\n", r.err());
  }

  /** A results file, with an environment file alike for every such run. */
  private Path crafted(String name, Result... results) throws IOException {
    Path file = CraftedRuns.write(dir.resolve(name), results);
    CraftedRuns.environment(file, CraftedRuns.sameMachine());
    return file;
  }

  @Test
  void theGateFailsWithStatusOneAndNamesEachSlowerBenchmarkButStillWritesTheReport()
      throws IOException {
    Path old = crafted("20261121T090000Z-full.json", Result.avgt("A.fast", "n=10", 100, 1),
        Result.avgt("A.slow", "n=10", 100, 1), new Result("B.rate", "thrpt", "", 100, 1, "ops/s"));
    Path now = crafted("20261122T090000Z-full.json", Result.avgt("A.fast", "n=10", 50, 1),
        Result.avgt("A.slow", "n=10", 130, 1), new Result("B.rate", "thrpt", "", 50, 1, "ops/s"));
    Cli.Result r = Cli.run("", "report", old.toString(), now.toString(), "--max-slowdown", "10");
    assertEquals(1, r.status(), r.err());
    assertEquals("", r.err());
    Path report = dir.resolve("20261122T090000Z-full-vs-20261121T090000Z-full.adoc");
    assertEquals(List.of(
        "slower: A.slow n=10 (avgt): 100.0 ± 1.0 ns/op -> 130.0 ± 1.0 ns/op, 30% slower (limit"
            + " 10%; the difference exceeds the combined error, 2.000 ns/op)",
        "slower: B.rate (thrpt): 100.0 ± 1.0 ops/s -> 50.00 ± 1.00 ops/s, 100% slower (limit 10%;"
            + " the difference exceeds the combined error, 2.000 ops/s)",
        "regression gate: FAILED, 2 of 3 benchmarks in both runs slower by more than 10% beyond"
            + " the combined error",
        report.toString()), r.out().lines().toList());
    // The comparison records the limit, the verdict and each offender, as the terminal has them.
    String text = Files.readString(report);
    assertTrue(text.contains("*Regression gate* (`--max-slowdown 10`): a benchmark fails if it"
        + " got more than 10% slower"), text);
    assertTrue(text.contains("Verdict: *FAILED, 2 of 3 benchmarks in both runs slower by more"
        + " than 10% beyond the combined error*."), text);
    for (String line : r.out().lines().toList().subList(0, 2)) {
      assertTrue(text.contains("\n* " + line + "\n"), line);
    }
  }

  @Test
  void theGatePassesWhenNothingGotSlowerBeyondTheLimitAndTheError() throws IOException {
    Path old = crafted("20261121T090000Z-full.json", Result.avgt("A.m", "", 100, 10),
        Result.avgt("A.gone", "", 100, 1));
    // 15% slower but within the combined error of 20; a benchmark new in this run
    Path now = crafted("20261122T090000Z-full.json", Result.avgt("A.m", "", 115, 10),
        Result.avgt("A.new", "", 1000, 1));
    Cli.Result r = Cli.run("", "report", old.toString(), now.toString(), "--max-slowdown=5%");
    assertEquals(0, r.status(), r.err());
    Path report = dir.resolve("20261122T090000Z-full-vs-20261121T090000Z-full.adoc");
    assertEquals(List.of("only in the new run: A.new (avgt)", "only in the old run: A.gone (avgt)",
        "regression gate: passed, none of 1 benchmarks in both runs slower by more than 5%"
            + " beyond the combined error", report.toString()), r.out().lines().toList());
    String text = Files.readString(report);
    assertTrue(text.contains("(`--max-slowdown 5`)"), text);
    assertTrue(text.contains("Verdict: *passed, none of 1 benchmarks in both runs slower by more"
        + " than 5% beyond the combined error*."), text);
    assertTrue(text.contains("\n* only in the new run: A.new (avgt)\n"), text);
    // Without --max-slowdown, no gate ran, and the comparison says nothing of one.
    Cli.Result plain = Cli.run("", "report", old.toString(), now.toString());
    assertEquals(0, plain.status(), plain.err());
    assertFalse(Files.readString(report).contains("Regression gate"));
  }

  @Test
  void aLimitThatIsNotAPercentageIsOneLineAndStatusTwoAndNothingIsWritten() throws IOException {
    Path old = crafted("20261121T090000Z-full.json", Result.avgt("A.m", "", 100, 1));
    Path now = crafted("20261122T090000Z-full.json", Result.avgt("A.m", "", 200, 1));
    List<String> before = files();
    for (String limit : List.of("-5", "abc", "NaN", "Infinity", "")) {
      Cli.Result r = Cli.run("", "report", old.toString(), now.toString(),
          "--max-slowdown=" + limit);
      assertEquals(2, r.status(), limit);
      assertEquals("tictactoe report: --max-slowdown: '" + limit + "' is not a percentage of 0"
          + " or more (such as 5 or 2.5%) (see 'tictactoe report --help')\n", r.err());
      assertEquals("", r.out());
    }
    Cli.Result missing = Cli.run("", "report", old.toString(), now.toString(), "--max-slowdown");
    assertEquals(2, missing.status());
    assertEquals(1, missing.errLines(), missing.err());
    assertTrue(missing.err().contains("--max-slowdown"), missing.err());
    assertEquals("tictactoe report: Missing required parameter for option '--max-slowdown' (PCT)"
        + " (see 'tictactoe report --help')\n", missing.err());
    assertEquals(before, files(), "a refused gate writes nothing");
  }

  @Test
  void theGateNeedsExactlyTwoFiles() throws IOException {
    Path one = crafted("20261121T090000Z-full.json", Result.avgt("A.m", "", 100, 1));
    List<String> before = files();
    Cli.Result r = Cli.run("", "report", one.toString(), "--max-slowdown", "5");
    assertEquals(2, r.status());
    assertEquals("tictactoe report: --max-slowdown compares two runs: give OLD.json and NEW.json;"
        + " got 1 file (see 'tictactoe report --help')\n", r.err());
    Cli.Result none = Cli.run("", "report", "--results-dir", dir.toString(), "--max-slowdown",
        "5");
    assertEquals(2, none.status());
    assertEquals(1, none.errLines(), none.err());
    assertEquals("tictactoe report: --max-slowdown compares two runs: give OLD.json and NEW.json;"
        + " got 0 files (see 'tictactoe report --help')\n", none.err());
    assertEquals(before, files());
  }

  @Test
  void theGateOnACorruptFileIsOneLineAndStatusTwoAndNothingIsWritten() throws IOException {
    Path old = crafted("20261121T090000Z-full.json", Result.avgt("A.m", "", 100, 1));
    Path broken = Files.writeString(dir.resolve("20261122T090000Z-full.json"), "[{\"benchmark\"");
    List<String> before = files();
    Cli.Result r = Cli.run("", "report", old.toString(), broken.toString(), "--max-slowdown", "5");
    assertEquals(2, r.status());
    assertEquals(1, r.errLines(), r.err());
    assertTrue(r.err().startsWith("tictactoe report: " + broken + ": not valid JSON"), r.err());
    assertEquals("tictactoe report: " + whyUnreadable(broken) + "\n", r.err());
    assertEquals(before, files());
  }

  @Test
  void historyChartsEveryResultsFileIntoItsOwnDirectoryAndIgnoresTheRest() throws IOException {
    Path results = Files.createDirectory(dir.resolve("results"));
    CraftedRuns.write(results.resolve("20261121T090000Z-full.json"),
        Result.avgt("A.m", "", 100, 1));
    CraftedRuns.write(results.resolve("20261122T090000Z-full.json"),
        Result.avgt("A.m", "", 120, 1));
    // Not results files: a report, a chart, a comparison, an environment file, a stray file.
    Files.writeString(results.resolve("20261121T090000Z-full.adoc"), "= Report");
    Files.writeString(results.resolve("20261121T090000Z-full-A.svg"), "<svg/>");
    Files.writeString(results.resolve("20261122T090000Z-full-vs-20261121T090000Z-full.adoc"), "");
    Files.writeString(results.resolve("notes.json"), "not json");
    List<String> before;
    try (Stream<Path> list = Files.list(results)) {
      before = list.map(Path::toString).sorted().toList();
    }
    Path out = dir.resolve("history");
    Cli.Result r = Cli.run("", "report", "--history", "--results-dir", results.toString(),
        "--out", out.toString());
    assertEquals(0, r.status(), r.err());
    assertEquals(out.resolve("history.adoc") + "\n", r.out());
    String text = Files.readString(out.resolve("history.adoc"));
    assertTrue(text.contains("| m | 100.0 ± 1.0 ns/op | 120.0 ± 1.0 ns/op\n"), text);
    try (Stream<Path> list = Files.list(results)) {
      assertEquals(before, list.map(Path::toString).sorted().toList(), "results/ untouched");
    }
  }

  @Test
  void historyRefusalsAreOneLineAndStatusTwoAndWriteNothing() throws IOException {
    Path results = Files.createDirectory(dir.resolve("results"));
    Path out = dir.resolve("history");
    String rd = results.toString();
    String od = out.toString();
    // no runs at all
    assertRefused("tictactoe report: no results file in " + rd + "/ (run 'bench' first)\n",
        "--history", "--results-dir", rd, "--out", od);
    CraftedRuns.write(results.resolve("20261121T090000Z-full.json"),
        Result.avgt("A.m", "", 100, 1));
    assertRefused("tictactoe report: no benchmark in the 1 results file matches --include"
        + " 'Zzz'\n", "--history", "--include", "Zzz", "--results-dir", rd, "--out", od);
    assertRefused("tictactoe report: --include: not a valid regular expression: Unclosed group"
        + " near index 2 (see 'tictactoe report --help')\n",
        "--history", "--include", "A(", "--results-dir", rd, "--out", od);
    assertRefused("tictactoe report: --out: " + results.resolve("h") + " is inside " + rd + "/,"
        + " which holds results only; write the history elsewhere (see 'tictactoe report"
        + " --help')\n", "--history", "--results-dir", rd, "--out", results.resolve("h").toString());
    assertRefused("tictactoe report: --include goes with --history (see 'tictactoe report"
        + " --help')\n", "--include", "A", "--results-dir", rd);
    assertRefused("tictactoe report: --history reads every run in --results-dir: give it no"
        + " results file (see 'tictactoe report --help')\n",
        "--history", results.resolve("20261121T090000Z-full.json").toString(), "--out", od);
    // a corrupt file among good ones: named, and nothing written
    Files.writeString(results.resolve("20261122T090000Z-quick.json"), "[{\"benchmark\": ");
    CraftedRuns.write(results.resolve("20261123T090000Z-full.json"),
        Result.avgt("A.m", "", 100, 1));
    Cli.Result r = Cli.run("", "report", "--history", "--results-dir", rd, "--out", od);
    assertEquals(2, r.status());
    assertEquals(1, r.errLines(), r.err());
    assertTrue(r.err().startsWith("tictactoe report: " + results.resolve(
        "20261122T090000Z-quick.json") + ": not valid JSON"), r.err());
    assertEquals("tictactoe report: " + whyUnreadable(results.resolve(
        "20261122T090000Z-quick.json")) + "\n", r.err());
    assertTrue(Files.notExists(out), "a refused history writes nothing");
  }

  private void assertRefused(String message, String... args) {
    String[] command = Stream.concat(Stream.of("report"), Stream.of(args)).toArray(String[]::new);
    Cli.Result r = Cli.run("", command);
    assertEquals(2, r.status(), String.join(" ", args));
    assertEquals(message, r.err());
    assertEquals("", r.out());
    assertTrue(Files.notExists(dir.resolve("history")), "a refused history writes nothing");
  }
}
