package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.solver.MakerBreaker;
import dev.tictactoe.solver.Technique;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WeakCommandTest {

  private static MakerBreaker.Answer asked(Rules rules, boolean makerIsX, Set<Technique> on) {
    return MakerBreaker.ask(rules.emptyBoard(), makerIsX, on,
        MakerBreaker.tableEntriesFor(Runtime.getRuntime().maxMemory(), 1), 1, SearchMonitor.NONE,
        opening -> { });
  }

  /** The line standard error gives an opening of the maker's, settled. */
  private static final Pattern OPENING = Pattern.compile("([XO]) at row \\d+, column \\d+"
      + "(?: \\(and (\\d+) like it\\))?: (?:[XO] stops every line|\\1 fills a line)"
      + "(?:, \\d+\\.\\d{3} s, [\\d,]+ positions?|, by the proof after \\1 at row \\d+,"
      + " column \\d+, whose zone leaves this cell out)");

  /** The cells the opening lines of standard error stand for, after its first line. */
  private static int openingCells(String err) {
    int cells = 0;
    for (String line : err.lines().skip(1).toList()) {
      Matcher m = OPENING.matcher(line);
      assertTrue(m.matches(), line);
      cells += m.group(2) == null ? 1 : 1 + Integer.parseInt(m.group(2));
    }
    return cells;
  }

  /**
   * One line: who holds or fills, and the weak game's own positions. The answer is checked
   * against the weak game with none of its techniques, which must agree (the weak game's exact
   * test holds both to a plain search).
   */
  @ParameterizedTest(name = "{0} k={1}, maker {2}")
  @CsvSource({"3x3,3,X", "3x3,3,O", "4x4,4,X", "4x5,4,X", "6x7,5,X", "6x7,5,O"})
  void theLineSaysWhoHoldsAndHowManyPositionsTheWeakGameVisited(String size, int k,
      String maker) {
    Rules rules = Rules.of(size, k);
    boolean makerIsX = maker.equals("X");
    MakerBreaker.Answer answer = asked(rules, makerIsX, MakerBreaker.TECHNIQUES);
    assertEquals(asked(rules, makerIsX, EnumSet.noneOf(Technique.class)).breakerHolds(),
        answer.breakerHolds());
    Cli.Result r = Cli.run("", "weak", "--board", size, "--k", String.valueOf(k), "--maker",
        maker, "--threads", "1");
    assertEquals(0, r.status(), r.err());
    String breaker = makerIsX ? "O" : "X";
    String said = answer.breakerHolds() ? breaker + " stops every line"
        : maker + " fills a line";
    List<String> lines = r.out().lines().toList();
    assertEquals(1, lines.size(), r.out());
    assertTrue(lines.get(0).matches(String.format(Locale.ROOT,
        "\\Q%s:\\E +\\Q%s\\E +\\d+\\.\\d{3} s +\\Q%,d\\E positions?", rules.name(), said,
        answer.visited())), lines.get(0));
    assertEquals("asking the weak game of " + rules.name() + ": " + maker + " fills, " + breaker
        + " only blocks, X moves first", r.err().lines().findFirst().orElseThrow());
    // X moves first: as the maker, each first move is a line; the breaker's are not asked
    int cells = openingCells(r.err());
    if (!makerIsX) {
      assertEquals(0, cells, r.err());
    } else if (answer.breakerHolds()) {
      assertEquals(rules.cells(), cells, r.err());
    } else {
      assertTrue(r.err().contains("X fills a line, "), r.err());
    }
  }

  @Test
  void twoThreadsShareTheOpeningsAndGiveTheSameAnswer() {
    Cli.Result one = Cli.run("", "weak", "--board", "6x7", "--k", "5", "--threads", "1");
    Cli.Result two = Cli.run("", "weak", "--board", "6x7", "--k", "5", "--threads", "2");
    assertEquals(0, two.status(), two.err());
    assertEquals(answerOf(one), answerOf(two));
    assertEquals(42, openingCells(one.err()));
    assertEquals(42, openingCells(two.err()));
  }

  @Test
  void withoutItsTechniquesTheAnswerStaysAndTheWorkChanges() {
    Rules rules = Rules.of(6, 7, 5);
    Cli.Result all = Cli.run("", "weak", "--board", "6x7", "--k", "5");
    Cli.Result none = Cli.run("", "weak", "--board", "6x7", "--k", "5", "--without",
        "killer-replies,move-domination,move-deepening,sibling-zones");
    assertEquals(0, none.status(), none.err());
    assertEquals(answerOf(all), answerOf(none));
    assertEquals(asked(rules, true, EnumSet.noneOf(Technique.class)).visited(), positions(none));
    assertNotEquals(positions(all), positions(none));
  }

  private static String answerOf(Cli.Result r) {
    return r.out().replaceAll(" {2,}\\d+\\.\\d{3} s .*", "").strip();
  }

  private static long positions(Cli.Result r) {
    return Long.parseLong(r.out().replaceAll("(?s).* s +([\\d,]+) positions?\\s*", "$1")
        .replace(",", ""));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "--maker Z|Invalid value for option '--maker': expected X or O, got 'Z'",
      "--without table|--without: the weak game has no technique 'table' (its techniques:"
          + " killer-replies, move-domination, move-deepening, sibling-zones)",
      "--without tabel|--without: unknown technique 'tabel', expected one of: table, symmetry,"
          + " threats, ordering, bounds, pairing, null-window, dead-cells, table-move,"
          + " pairing-search, weak-game, ply-deepening, horizon, fork-bound, relevance-zone,"
          + " killer-replies, move-domination, move-deepening, sibling-zones, threat-space",
      "--board 9x9 --k 5|--board 9x9 --k 5: a board has at most 64 cells (each player's marks"
          + " are one 64-bit mask), but 9x9 has 81",
      "--timeout 0|--timeout: expected a number of seconds above 0, got 0.0",
      "--threads 0|--threads: expected 1 to 64, got 0",
      "--threads 65|--threads: expected 1 to 64, got 65"})
  void badOptionsAreOneLineAndStatusTwo(String options, String reason) {
    List<String> args = new java.util.ArrayList<>(List.of("weak"));
    args.addAll(List.of(options.split(" ")));
    Cli.Result r = Cli.run("", args.toArray(String[]::new));
    assertEquals(2, r.status(), r.err());
    assertEquals("", r.out());
    assertEquals("tictactoe weak: " + reason + " (see 'tictactoe weak --help')\n", r.err());
  }

  @Test
  void aLongQuestionStoppedByTheTimeoutSaysSoWithStatusThree() {
    // The weak game of 8x8 with five in a row runs for hours.
    Cli.Result r = Cli.run("", "weak", "--board", "8x8", "--k", "5", "--timeout", "0.3");
    assertEquals(Main.STOPPED, r.status(), r.err());
    assertTrue(r.out().matches("8x8 k=5: +not answered \\(--timeout\\) +\\d+\\.\\d{3} s +[\\d,]+"
        + " positions\\n"), r.out());
  }
}
