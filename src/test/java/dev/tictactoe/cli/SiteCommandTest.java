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
}
