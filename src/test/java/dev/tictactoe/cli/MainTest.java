package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

@Isolated // it swaps System.err, which a test running beside it could write to
class MainTest {

  @Test
  void withoutASubcommandItShowsTheUsageAndExitsTwo() {
    Cli.Result r = Cli.run("");
    assertEquals(2, r.status());
    assertEquals("", r.out());
    assertTrue(r.err().startsWith("Usage: tictactoe"), r.err());
  }

  @Test
  void helpListsEverySubcommandWithItsHeader() {
    Cli.Result r = Cli.run("", "--help");
    assertEquals(0, r.status());
    Main.commandLine().getSubcommands().forEach((name, sub) -> {
      String header = String.join(" ", sub.getCommandSpec().usageMessage().header());
      String firstWords = header.isEmpty() ? "" : header.split(" ")[0];
      assertTrue(r.out().matches("(?s).*\\n  " + name + " +" + java.util.regex.Pattern.quote(
          firstWords) + ".*"), name + " in:\n" + r.out());
    });
  }

  @Test
  void anUnknownSubcommandIsOneLineAndStatusTwo() {
    Cli.Result r = Cli.run("", "fly");
    assertEquals(2, r.status());
    assertEquals(1, r.errLines(), r.err());
    assertTrue(r.err().startsWith("tictactoe: Unmatched argument at index 0: 'fly'"), r.err());
  }

  /** A near miss gets picocli's suggestion: the subcommand, or the option, meant. */
  @Test
  void aMistypedSubcommandOrOptionSaysWhatWasMeant() {
    Cli.Result command = Cli.run("", "chek", "game", "x.py");
    assertEquals(2, command.status());
    assertEquals("tictactoe: no command 'chek': did you mean 'check'? (see 'tictactoe --help')\n",
        command.err());
    Cli.Result option = Cli.run("", "check", "game", "x.py", "--max-m", "8");
    assertEquals(2, option.status());
    assertEquals("tictactoe check: Unknown options: '--max-m', '8'; did you mean '--max-n'? (see"
        + " 'tictactoe check --help')\n", option.err());
  }

  @Test
  void aBadValueHoldingALineBreakIsStillOneLine() {
    // picocli quotes the value as it is; the CLI escapes the line break so its error stays one line.
    Cli.Result r = Cli.run("", "census", "--board", "4x4", "--k", "3\n4");
    assertEquals(2, r.status());
    assertEquals("tictactoe census: Invalid value for option '--k': '3\\n4' is not an int (see"
        + " 'tictactoe census --help')\n", r.err());
  }

  @Test
  void anArgumentStartingWithAnAtSignIsTakenAsTyped() {
    // Found by fuzzing: picocli read '@/' as a file of arguments and failed with a stack trace.
    Cli.Result r = Cli.run("", "solve", "--memory", "@/");
    assertEquals(2, r.status());
    assertEquals("tictactoe solve: --memory: expected a size such as 512M or 4G, got '@/' (see"
        + " 'tictactoe solve --help')\n", r.err());
  }

  @Test
  void everySubcommandsHelpFormatsWithoutPicocliWarnings() {
    // picocli reports a bad format string in a description (a lone '%') on System.err, not on
    // the command's error stream, and then prints the raw text: catch it here, not in a user's
    // terminal.
    PrintStream original = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    try {
      System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
      for (String name : Main.commandLine().getSubcommands().keySet()) {
        Cli.Result r = Cli.run("", name, "--help");
        assertEquals(0, r.status(), name + ": " + r.err());
      }
    } finally {
      System.setErr(original);
    }
    assertEquals("", captured.toString(StandardCharsets.UTF_8));
  }
}
