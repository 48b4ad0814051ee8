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

  /**
   * Each answer the site judges as written is a file under docs/examples/ that a page shows, with
   * the verdict captured for it in the same page (the render fails on a verdict that is not the
   * one claimed, and on an include of a text nobody captured).
   */
  @Test
  void everyAnswerJudgedAsWrittenIsShownWithItsVerdict() throws IOException {
    String pages = String.join("\n", SiteCommand.CHAPTERS.stream().map(chapter -> {
      try {
        return Files.readString(Path.of("docs", chapter + ".adoc"));
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }).toList());
    assertTrue(SiteCommand.ANSWERS_AS_WRITTEN.length > 0);
    for (String[] answer : SiteCommand.ANSWERS_AS_WRITTEN) {
      String[] words = answer[1].split(" ");
      Path file = Path.of(words[words.length - 1]);
      assertTrue(Files.isRegularFile(file), file + " is there");
      assertTrue(pages.contains("include::" + file + "[tag"), file + " is shown");
      assertTrue(pages.contains("include::{captured-dir}/check-" + answer[0] + ".txt[]"),
          answer[0] + "'s verdict is shown");
      assertEquals("0", answer[2], "the site shows only correct answers beside the Java");
    }
  }

  @Test
  void anOutputDirectoryThatIsAFileIsRefused(@TempDir Path dir) throws IOException {
    Path file = Files.writeString(dir.resolve("site"), "not a directory");
    Cli.Result r = Cli.run("", "site", "--no-pdf", "--out", file.toString());
    assertEquals(2, r.status());
    assertEquals("tictactoe site: --out: " + file + " exists and is not a directory (see"
        + " 'tictactoe site --help')\n", r.err());
  }
}
