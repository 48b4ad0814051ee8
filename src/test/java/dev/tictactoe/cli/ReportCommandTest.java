package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
  }

  @Test
  void comparesTwoFiles() throws IOException {
    Path old = fixture("20261121T090000Z-full.json");
    Path now = fixture("20261122T090000Z-full.json");
    Cli.Result r = Cli.run("", "report", old.toString(), now.toString());
    assertEquals(0, r.status(), r.err());
    assertEquals(dir.resolve("20261122T090000Z-full-vs-20261121T090000Z-full.adoc") + "\n",
        r.out());
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
    for (String args : List.of("--results-dir " + dir, dir.resolve("corrupt.json").toString(),
        dir.resolve("other.json").toString(), dir.resolve("missing.json").toString())) {
      Cli.Result r = Cli.run("", ("report " + args).split(" "));
      assertEquals(2, r.status(), args);
      assertEquals(1, r.errLines(), r.err());
      assertTrue(r.err().startsWith("tictactoe report: " + dir), r.err());
    }
    assertEquals(before, files(), "a refused report writes nothing");
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
}
