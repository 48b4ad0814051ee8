package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.mnk.Census;
import dev.tictactoe.mnk.Rules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the site captures from the code when it renders, so the docs cannot drift. */
class SiteCommandTest {

  @Test
  void capturesTheHelpOfEverySubcommandAndTheCensus() {
    Map<String, String> captured = SiteCommand.commandTexts(); // SiteIT renders the rest
    assertTrue(captured.get("help-tictactoe").startsWith("Usage: tictactoe [-hV] [COMMAND]"));
    for (String command : List.of("replay", "solve", "census", "table", "play", "techniques",
        "ablate", "bench", "report", "site")) {
      String help = captured.get("help-" + command);
      assertTrue(help != null && help.contains("Usage: tictactoe " + command + " "), command);
    }
    assertTrue(captured.get("census").contains("game-tree nodes with the root: "
        + Census.take(Rules.ticTacToe()).nodes()), captured.get("census"));
    // Each text is exactly what a reader gets by typing the command, and every subcommand has
    // one (a new command is documented without editing the list above).
    List<String> names = new ArrayList<>(List.of("help-tictactoe"));
    assertEquals(Cli.run("", "--help").out(), captured.get("help-tictactoe"));
    for (String command : Main.commandLine().getSubcommands().keySet()) {
      if (!command.equals("help")) { // 'help NAME' prints NAME's help, captured already
        names.add("help-" + command);
        assertEquals(Cli.run("", command, "--help").out(), captured.get("help-" + command));
      }
    }
    for (String command : List.of("census", "techniques")) {
      names.add(command);
      assertEquals(Cli.run("", command).out(), captured.get(command));
    }
    assertEquals(names, List.copyOf(captured.keySet()), "nothing else is captured");
  }

  @Test
  void anOutputDirectoryThatIsAFileIsRefused(@TempDir Path dir) throws IOException {
    Path file = Files.writeString(dir.resolve("site"), "not a directory");
    Cli.Result r = Cli.run("", "site", "--no-pdf", "--out", file.toString());
    assertEquals(2, r.status());
    assertEquals("tictactoe site: --out: " + file + " exists and is not a directory (see"
        + " 'tictactoe site --help')\n", r.err());
  }

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
        SiteCommand.latestCompleteReport(dir, Set.copyOf(suite), notes::add));
    assertEquals(List.of(
        "passing over " + dir.resolve("20261123T000000Z-quick.adoc") + ": "
            + dir.resolve("20261123T000000Z-quick.json") + ": no such file",
        "passing over " + dir.resolve("20261122T000000Z-quick.adoc") + ": its run measured 1 of"
            + " the 3 benchmarks (a partial run)"), notes);
  }

  @Test
  void withoutACompleteRunThereIsNoReport(@TempDir Path dir) throws IOException {
    run(dir, "20261122T000000Z-quick", List.of("a.B.one"));
    assertEquals(Optional.empty(),
        SiteCommand.latestCompleteReport(dir, Set.of("a.B.one", "a.B.two"), note -> { }));
    assertEquals(Optional.empty(), SiteCommand.latestCompleteReport(dir.resolve("missing"),
        Set.of("a.B.one"), note -> { }));
  }
}
