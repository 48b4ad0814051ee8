package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import dev.tictactoe.game.Design;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class ReplayCommandTest {

  private static final String WORKED_EXAMPLE = "0 0 1\n0 2 2\n2 2 1\n1 1 2\n2 0 1\n1 0 2\n2 1 1\n";

  @ParameterizedTest(name = "--impl {0}")
  @ValueSource(strings = {"full-scan", "local-scan", "counters"})
  void printsEachMovesResult(String design) {
    Cli.Result r = Cli.run(WORKED_EXAMPLE, "replay", "--n", "3", "--impl", design);
    assertEquals(0, r.status(), r.err());
    assertEquals("0\n0\n0\n0\n0\n0\n1\n", r.out());
    assertEquals("", r.err());
  }

  @Test
  void countersIsTheDefaultDesign() {
    ReplayCommand replay = new ReplayCommand();
    new CommandLine(replay).parseArgs("--n", "3");
    assertEquals(Design.COUNTERS, replay.design);
    String help = Cli.run("", "replay", "--help").out().replaceAll("\\s+", " ");
    assertTrue(help.contains("(default: counters)"), help);
  }

  @Test
  void drawsTheBoardAfterEachMove() {
    Cli.Result r = Cli.run("0 0 1\n1 1 2\n", "replay", "--n", "2", "--board");
    assertEquals(0, r.status(), r.err());
    assertEquals("0\nX .\n. .\n\n0\nX .\n. O\n\n", r.out());
  }

  @Test
  void skipsBlankLinesAndCommentsAndAcceptsWindowsLineEndings() {
    Cli.Result r = Cli.run("# a game\r\n\r\n0 0 1\r\n   \r\n 1  1\t2 \r\n", "replay", "--n", "2");
    assertEquals(0, r.status(), r.err());
    assertEquals("0\n0\n", r.out());
  }

  @Test
  void ignoresAByteOrderMarkBeforeTheFirstLine() {
    Cli.Result r = Cli.run("\uFEFF0 0 1\n1 1 2\n", "replay", "--n", "2");
    assertEquals(0, r.status(), r.err());
    assertEquals("0\n0\n", r.out());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "0 0|line 2: expected 'row col player', got '0 0'",
      "0 0 1 1|line 2: expected 'row col player', got '0 0 1 1'",
      "a 0 1|line 2: 'a' is not a whole number (expected 'row col player')",
      "0 0 99999999999|line 2: '99999999999' is not a whole number (expected 'row col player')",
      "0 0 2|line 2: cell (0, 0) is already taken by player 1",
      "3 0 2|line 2: cell (3, 0) is outside the 3x3 board: row and column must be in 0..2",
      "1 1 3|line 2: player must be 1 or 2, got 3"})
  void stopsAtTheFirstBadLineWithItsNumber(String badLine, String reason) {
    Cli.Result r = Cli.run("0 0 1\n" + badLine + "\n2 2 2\n", "replay", "--n", "3");
    assertEquals(2, r.status());
    assertEquals("0\n", r.out(), "the moves before the bad line were printed");
    assertEquals("tictactoe replay: " + reason + "\n", r.err());
  }

  @Test
  void controlCharactersInABadLineAreShownNotObeyed() {
    // Found by fuzzing: the line was quoted as it was, so a terminal would have run the escape.
    Cli.Result r = Cli.run("0 0 1\n\u001b[2J 0 1\n", "replay", "--n", "3");
    assertEquals(2, r.status());
    assertEquals("tictactoe replay: line 2: '\\u001b[2J' is not a whole number (expected 'row col"
        + " player')\n", r.err());
  }

  @Test
  void refusesAMoveAfterTheWin() {
    Cli.Result r = Cli.run("0 0 1\n1 1 1\n", "replay", "--n", "1");
    assertEquals(2, r.status());
    assertEquals("1\n", r.out());
    assertEquals("tictactoe replay: line 2: cell (1, 1) is outside the 1x1 board: row and column"
        + " must be in 0..0\n", r.err());
    r = Cli.run("0 0 1\n0 0 2\n", "replay", "--n", "1");
    assertEquals(2, r.status());
    assertEquals("tictactoe replay: line 2: the game is over: player 1 has already won\n", r.err());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "replay|Missing required option: '--n=N'",
      "replay --n 0|--n: board size n must be between 1 and 10000, got 0",
      "replay --n x|Invalid value for option '--n': 'x' is not an int",
      "replay --n 3 --impl fast|Invalid value for option '--impl': unknown design 'fast', expected"
          + " one of: full-scan, local-scan, counters",
      "replay --n 3 --bogus|Unknown option: '--bogus'"})
  void badOptionsGetOneLineAndStatusTwo(String args, String reason) {
    Cli.Result r = Cli.run("0 0 1\n", args.split(" "));
    assertEquals(2, r.status());
    assertEquals("", r.out());
    assertEquals("tictactoe replay: " + reason + " (see 'tictactoe replay --help')\n", r.err());
  }

  @Test
  void emptyInputPlaysNothing() {
    Cli.Result r = Cli.run("", "replay", "--n", "3");
    assertEquals(0, r.status());
    assertEquals("", r.out());
  }
}
