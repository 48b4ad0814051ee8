package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.solver.Ablation;
import dev.tictactoe.solver.AlphaBetaEngine;
import dev.tictactoe.solver.ColdSolve;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code ablate}: the ladder and the knock-outs, their budget, and their errors. */
class AblateCommandTest {

  /** The ladder, then the knock-outs: the order of the rows. */
  private static List<Ablation.Configuration> configurations() {
    List<Ablation.Configuration> configurations = new ArrayList<>(Ablation.ladder());
    configurations.addAll(Ablation.knockOuts());
    return configurations;
  }

  /** The rows of the output: the lines that start with a configuration's label. */
  private static List<String> rows(String out) {
    List<String> labels = configurations().stream().map(Ablation.Configuration::label).toList();
    return out.lines().filter(line -> labels.contains(line.split(" ")[0])).toList();
  }

  /**
   * The row the command must print for the empty board, which every configuration that finishes
   * finds a draw: all of it but the time, which is the machine's, from what a fresh engine of
   * the configuration does under the same budget.
   */
  private static String expectedRow(Board empty, Ablation.Configuration c, long budget) {
    Ablation.Row row = Ablation.run(empty, c, budget, ColdSolve.TABLE_ENTRIES,
        SearchMonitor.NONE);
    boolean finished = row.evaluation().isPresent();
    return String.format(Locale.ROOT, "\\Q%s\\E +%s +\\Q%s%,d\\E +\\d+\\.\\d{3} s", c.label(),
        finished ? "draw" : "over the budget", finished ? "" : "> ", row.visited());
  }

  @Test
  void printsTheLadderThenTheKnockOutsEachRowWithTheCountTheEngineMakes() {
    Cli.Result r = Cli.run("", "ablate"); // 3x3, the empty board
    assertEquals(0, r.status(), r.err());
    List<String> rows = rows(r.out());
    assertEquals(configurations().size(), rows.size(), r.out());
    Board empty = Rules.ticTacToe().emptyBoard();
    for (int i = 0; i < rows.size(); i++) {
      String expected = expectedRow(empty, configurations().get(i), Ablation.DEFAULT_BUDGET);
      assertTrue(rows.get(i).matches(expected) && rows.get(i).contains(" draw "), rows.get(i));
    }
    assertTrue(r.out().indexOf("The ladder") < r.out().indexOf("The knock-outs"), r.out());
    assertTrue(r.out().strip().endsWith("every configuration that finished (" + rows.size()
        + " of " + rows.size() + ") agrees: draw"), r.out());
  }

  @Test
  void aConfigurationOverTheBudgetSaysSoAndTheRunGoesOn() {
    Cli.Result r = Cli.run("", "ablate", "--board", "4x4", "--budget", "100000");
    assertEquals(0, r.status(), r.err());
    List<String> rows = rows(r.out());
    String none = rows.get(0);
    assertTrue(none.matches("none +over the budget +> [\\d,]+ +\\d+\\.\\d{3} s"), none);
    long shown = Long.parseLong(none.replaceAll(".*> ([\\d,]+).*", "$1").replace(",", ""));
    assertTrue(shown > 100_000 && shown <= 100_000 + SearchMonitor.INTERVAL, none);
    // Which rows finish, and with how many positions, is the engine's to say: each row must be
    // what a fresh engine of its configuration does under the same budget (a quarter second).
    assertEquals(configurations().size(), rows.size(), r.out());
    Board empty = Rules.of(4, 4, 4).emptyBoard();
    for (int i = 0; i < rows.size(); i++) {
      assertTrue(rows.get(i).matches(expectedRow(empty, configurations().get(i), 100_000)),
          rows.get(i));
    }
    long finished = rows.stream().filter(row -> row.contains(" draw ")).count();
    assertTrue(finished >= 15, "the rest finish: " + r.out());
    assertTrue(r.out().strip().endsWith("every configuration that finished (" + finished + " of "
        + rows.size() + ") agrees: draw"), r.out());
  }

  @Test
  void aPositionFromStandardInputIsSolvedInsteadOfTheEmptyBoard() {
    Rules rules = Rules.of(4, 4, 3);
    Board board = Board.of(rules, "XX..", "O...", "....", "....");
    Evaluation e = new AlphaBetaEngine(rules).evaluate(board);
    Cli.Result r = Cli.run("O\n" + board, "ablate", "--board", "4x4", "--k", "3", "--stdin");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().startsWith("ablation on 4x4 k=3, the position read (O to move)"), r.out());
    int all = configurations().size();
    assertTrue(r.out().strip().endsWith("(" + all + " of " + all + ") agrees: "
        + Score.outcome(e.scoreForX(), rules.cells())), r.out());
  }

  @Test
  void aConfigurationOutOfTimeIsStoppedAndTheRunEndsWithStatusThree() {
    Cli.Result r = Cli.run("", "ablate", "--board", "4x4", "--timeout", "0.05");
    assertEquals(Main.STOPPED, r.status(), r.err());
    assertTrue(rows(r.out()).get(0).matches("none +stopped by --timeout +> [\\d,]+ .*"),
        r.out());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "--budget 0|--budget: expected a number of positions above 0, got 0 (see 'tictactoe ablate"
          + " --help')",
      "--k 5|--board 4x4 --k 5: k must be between 1 and 4 on a 4x4 board (no line of 5 fits), got"
          + " 5 (see 'tictactoe ablate --help')",
      "--stdin|puzzle 1, line 2: row 'XXX' should be 4 characters from X, O and '.'",
      "--stdin --k 3|puzzle 1, line 1: the engine is X, but O is to move (X has 1 marks, O has 0)",
      "--stdin --k 2|the game is over on this board: there is nothing to solve"})
  void badInputIsOneLineAndStatusTwo(String options, String reason) {
    List<String> args = new ArrayList<>(List.of("ablate", "--board", "4x4"));
    args.addAll(List.of(options.split(" ")));
    String stdin = options.startsWith("--stdin --k") ? (options.endsWith("2") ? "O\nXX..\nO...\n....\n....\n"
        : "X\nX...\n....\n....\n....\n") : "X\nXXX\n....\n....\n....\n";
    Cli.Result r = Cli.run(stdin, args.toArray(String[]::new));
    assertEquals(2, r.status(), r.out());
    assertEquals("tictactoe ablate: " + reason + "\n", r.err());
  }
}
