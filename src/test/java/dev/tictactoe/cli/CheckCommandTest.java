package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tictactoe.mnk.Census;
import dev.tictactoe.mnk.Rules;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code check} on the command line: its refusals, its statuses and its results file. */
class CheckCommandTest {
  @TempDir Path dir;

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "check puzzle x.java | tictactoe check: expected game or engine, got 'puzzle' (see"
          + " 'tictactoe check --help')",
      "check game | tictactoe check: give the solution: a FILE (.java, .py, .js, .cpp), --cp DIR"
          + " --class NAME, or --cmd COMMAND (see 'tictactoe check --help')",
      "check game docs/examples/game/TicTacToe.java --cmd true | tictactoe check: give the"
          + " solution one way: a FILE, --cp with --class, or --cmd (see 'tictactoe check"
          + " --help')",
      "check game no/such/File.java | tictactoe check: no such file: no/such/File.java",
      "check game README.adoc | tictactoe check: README.adoc is not a file check takes (.java,"
          + " .py, .js, .mjs, .cpp, .cc, .cxx): a Python file, say: check game tictactoe.py; any"
          + " other program: --cmd \"...\"",
      "check engine README.adoc | tictactoe check: README.adoc is not a file check takes (.java,"
          + " .py, .js, .mjs, .cpp, .cc, .cxx): a Python file, say: check engine solution.py; any"
          + " other program: --cmd \"...\"",
      "check game docs/examples/game/tictactoe.cpp --class Game | tictactoe check: --class goes"
          + " with a .java, .py or .js file, or --cp: a C++ answer's class is TicTacToe, as"
          + " LeetCode's driver calls it (see 'tictactoe check --help')",
      "check engine --cmd true --run-limit 0 | tictactoe check: --run-limit: expected minutes"
          + " above 0 and at most 1440, got 0.0 (see 'tictactoe check --help')",
      "check game --cp no/such/dir --class A | tictactoe check: --cp: no such file or directory:"
          + " no/such/dir",
      "check game --cp target --class | tictactoe check: Missing required parameter for option"
          + " '--class' (NAME) (see 'tictactoe check --help')",
      "check game --cp target | tictactoe check: --cp needs --class NAME (see 'tictactoe check"
          + " --help')",
      "check game --cmd true --many | tictactoe check: --many goes with engine and --cmd (see"
          + " 'tictactoe check --help')",
      "check game --cmd true --board 4x4 | tictactoe check: --board and --k go with engine: the"
          + " game plays n x n boards of every size up to --max-n (see 'tictactoe check --help')",
      "check game --cmd true --max-n 3 | tictactoe check: --max-n: expected 4 to 1000, got 3 (see"
          + " 'tictactoe check --help')",
      "check game --cmd true --speed fast | tictactoe check: --speed: expected quick, full or"
          + " none, got 'fast' (see 'tictactoe check --help')",
      "check game --cmd true --memory 1M | tictactoe check: --memory: at least 32M, got 1M (see"
          + " 'tictactoe check --help')",
      "check engine --cmd true --time-limit 0 | tictactoe check: --time-limit: expected seconds"
          + " above 0 and at most 3600, got 0.0 (see 'tictactoe check --help')"})
  void aRefusedCallIsOneLineAndStatusTwo(String args, String expected) {
    Cli.Result r = Cli.run("", args.strip().split(" +"));
    assertEquals(2, r.status(), r.err());
    assertEquals(expected.strip() + "\n", r.err());
    assertEquals("", r.out());
  }

  /**
   * A language whose toolchain is not on the PATH is refused in one line that names it and what
   * would work (in a JVM of its own, with a PATH where nothing is found).
   */
  @Test
  void aMissingToolchainIsOneLineNamingItAndWhatWouldWork() throws Exception {
    ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin",
        "java").toString(), "-cp", System.getProperty("java.class.path"),
        "dev.tictactoe.cli.Main", "check", "game", "docs/examples/game/counters.py");
    builder.environment().put("PATH", dir.resolve("nothing-here").toString());
    Process process = builder.redirectErrorStream(true).start();
    String said = new String(process.getInputStream().readAllBytes(),
        java.nio.charset.StandardCharsets.UTF_8);
    assertEquals(2, process.waitFor(), said);
    assertEquals("tictactoe check: python3 is not on the PATH, and counters.py needs it: install"
        + " Python 3 (python3), or check the Java version (TicTacToe.java); any other program:"
        + " --cmd \"...\"\n", said);
  }

  @Test
  void helpSaysWhatEachStatusMeans() {
    String help = Cli.run("", "check", "--help").out();
    assertTrue(help.contains("0   every check passed"), help);
    assertTrue(help.contains("1   a check failed, or none could run"), help);
    assertTrue(help.contains("2   bad option, a file that is not there, or a language whose"),
        help);
  }

  @Test
  void aPassingSolutionIsStatusZeroAndAFailingOneStatusOneWithItsResultsFile() throws Exception {
    Path json = dir.resolve("results.json");
    Cli.Result pass = Cli.run("", "check", "game", "docs/examples/game/TicTacToe.java",
        "--max-n", "8", "--speed", "none", "--json", json.toString());
    assertEquals(0, pass.status(), pass.out() + pass.err());
    assertTrue(pass.out().startsWith("TicTacToe.java, the game: every check passed\n"),
        pass.out());
    assertTrue(pass.out().contains(String.format(Locale.ROOT, "every 3 x 3 game (%,d games)",
        Census.take(Rules.ticTacToe()).games().total())), pass.out());
    JsonNode results = new ObjectMapper().readTree(json.toFile());
    assertEquals("pass", results.get("status").asText());
    assertEquals(3, results.get("tests").size(), results.toString());
    assertTrue(results.get("tests").get(0).get("message") == null, "a pass has no message");
    assertTrue(pass.out().endsWith("Results file: " + json.toAbsolutePath() + "\n"), pass.out());
    Cli.Result fail = Cli.run("", "check", "game",
        "docs/examples/game/anti-diagonal/TicTacToe.java", "--max-n", "8", "--speed", "none",
        "--json", json.toString());
    assertEquals(1, fail.status(), fail.out() + fail.err());
    assertEquals("fail", new ObjectMapper().readTree(json.toFile()).get("status").asText());
    Path broken = Files.writeString(dir.resolve("Broken.java"), "class Broken {");
    Cli.Result error = Cli.run("", "check", "game", broken.toString(), "--json",
        json.toString());
    assertEquals(1, error.status(), error.out() + error.err());
    JsonNode errored = new ObjectMapper().readTree(json.toFile());
    assertEquals("error", errored.get("status").asText());
    assertTrue(errored.get("message").asText().startsWith("Broken.java does not compile:"
        + " Broken.java:1: error: reached end of file while parsing"), errored.toString());
  }
}
