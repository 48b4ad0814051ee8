package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.MinimaxEngine;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Census;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.solver.AlphaBetaEngine;
import dev.tictactoe.solver.Technique;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class SolveCommandTest {

  private static final String TWO_PUZZLES = "X\nXOX\nOOX\n...\nX\nXOX\nO.X\n.O.\n";
  private static final String TWO_ANSWERS = "XOX\nOOX\n..X\nXOX\nO.X\n.OX\n";

  @ParameterizedTest(name = "--engine {0}")
  @ValueSource(strings = {"minimax", "alphabeta"})
  void answersEachPuzzleInOrder(String engine) {
    Cli.Result r = Cli.run(TWO_PUZZLES, "solve", "--engine", engine);
    assertEquals(0, r.status(), r.err());
    assertEquals(TWO_ANSWERS, r.out());
  }

  @Test
  void alphabetaIsTheDefaultEngine() {
    SolveCommand solve = new SolveCommand();
    new picocli.CommandLine(solve).parseArgs();
    assertEquals(EngineChoice.ALPHABETA, solve.engine.choice);
  }

  @Test
  void withoutOptionsItIsTheThreeByThreeBoardWithThreeInARowByTheSamePath() {
    String input = "X\n...\n...\n...\n" + TWO_PUZZLES;
    Cli.Result plain = Cli.run(input, "solve", "--stats", "--timeout", "5", "--table-size", "64");
    Cli.Result explicit = Cli.run(input, "solve", "--board", "3x3", "--k", "3", "--stats",
        "--timeout", "5", "--table-size", "64");
    assertEquals(0, plain.status(), plain.err());
    assertEquals(explicit.status(), plain.status());
    assertEquals("...\n.X.\n...\n" + TWO_ANSWERS, plain.out(), "the 3x3 answers");
    assertEquals(explicit.out(), plain.out());
    assertEquals(explicit.err(), plain.err(), "the same words, the same counts");
  }

  @Test
  void acceptsWindowsLineEndingsBlankLinesAndATrailingBlankLine() {
    String input = TWO_PUZZLES.replace("\n", "\r\n").replace("X\r\nXOX\r\nO.X", "\r\nX\r\nXOX\r\nO.X")
        + "\r\n";
    Cli.Result r = Cli.run(input, "solve");
    assertEquals(0, r.status(), r.err());
    assertEquals(TWO_ANSWERS, r.out());
  }

  @Test
  void withStatsItSaysWhatEachMoveIsWorthAndHowManyPositionsWereVisited() {
    String input = "X\n...\n...\n...\n" + TWO_PUZZLES + "O\nXXX\nOO.\n...\n";
    Cli.Result minimax = Cli.run(input, "solve", "--engine", "minimax", "--stats");
    assertEquals(0, minimax.status(), minimax.err());
    assertEquals("...\n.X.\n...\n" + TWO_ANSWERS + "XXX\nOO.\n...\n", minimax.out(),
        "the answers on standard output are unchanged");
    Rules ticTacToe = Rules.ticTacToe();
    assertEquals(List.of(
        "puzzle 1: the move is a draw; " + Census.take(ticTacToe).nodes()
            + " positions visited (minimax)",
        "puzzle 2: the move is a win in 1 move (on ply 7); "
            + new MinimaxEngine(ticTacToe).decide(Board.of(ticTacToe, "XOX", "OOX", "..."))
                .visited() + " positions visited (minimax)",
        "puzzle 3: the move is a win in 1 move (on ply 7); "
            + new MinimaxEngine(ticTacToe).decide(Board.of(ticTacToe, "XOX", "O.X", ".O."))
                .visited() + " positions visited (minimax)",
        "puzzle 4: no move, the game is over; 1 position visited (minimax)"),
        minimax.err().lines().toList());

    // One memoized engine answers every puzzle: asked the empty board twice, the second time
    // it reads the table.
    Cli.Result alphaBeta = Cli.run("X\n...\n...\n...\nX\n...\n...\n...\n", "solve", "--stats");
    AlphaBetaEngine engine = new AlphaBetaEngine(ticTacToe);
    long first = engine.decide(ticTacToe.emptyBoard()).visited();
    long second = engine.decide(ticTacToe.emptyBoard()).visited();
    assertEquals(List.of(
        "puzzle 1: the move is a draw; " + first + " positions visited (alphabeta)",
        "puzzle 2: the move is a draw; " + second + " positions visited (alphabeta)"),
        alphaBeta.err().lines().toList());
    assertTrue(second < first, "the second time reads what the first proved");
  }

  @Test
  void ignoresAByteOrderMarkBeforeTheFirstPuzzle() {
    Cli.Result r = Cli.run("\uFEFF" + TWO_PUZZLES, "solve");
    assertEquals(0, r.status(), r.err());
    assertEquals(TWO_ANSWERS, r.out());
  }

  @Test
  void printsAFinishedBoardUnchanged() {
    Cli.Result r = Cli.run("O\nXXX\nOO.\n...\n", "solve");
    assertEquals(0, r.status(), r.err());
    assertEquals("XXX\nOO.\n...\n", r.out());
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(delimiter = '|', value = {
      "Z\\nXOX\\nOOX\\n...|puzzle 2, line 5: expected the engine's letter, X or O, got 'Z'",
      "X\\nXOX\\nOOX|puzzle 2, line 7: the input ends after 2 rows of the board; a 3x3 board"
          + " has 3",
      "X\\nXOX\\nOZX\\n...|puzzle 2, line 7: row 'OZX' has 'Z'; only X, O and '.' are allowed",
      "X\\nXOX\\nOOXX\\n...|puzzle 2, line 7: row 'OOXX' should be 3 characters from X, O and '.'",
      "O\\nXOX\\nOOX\\n...|puzzle 2, line 5: the engine is O, but X is to move (X has 3 marks, O"
          + " has 3)",
      "X\\nXX.\\n...\\n...|puzzle 2, line 6: X has 2 marks and O has 0: X moves first and the"
          + " players alternate, so X has as many marks as O or one more",
      "X\\nXXX\\nOOO\\n...|puzzle 2, line 6: both X and O have 3 in a row;"
          + " the game ends at the first line",
      "X\\nXXX\\nOO.\\nO..|puzzle 2, line 6: play continued after X's win: X has 3 in a row,"
          + " so X moved last and should have one more mark than O, but they have 3 each"})
  void stopsAtTheFirstBadPuzzleWithItsNumberAndLine(String badPuzzle, String reason) {
    Cli.Result r = Cli.run("X\nXOX\nOOX\n...\n" + badPuzzle.replace("\\n", "\n") + "\n", "solve");
    assertEquals(2, r.status());
    assertEquals("XOX\nOOX\n..X\n", r.out(), "the first puzzle was answered");
    assertEquals("tictactoe solve: " + reason + "\n", r.err());
  }

  @Test
  void noPuzzleAtAllIsAnError() {
    Cli.Result r = Cli.run("\n\n", "solve");
    assertEquals(2, r.status());
    assertEquals("tictactoe solve: no puzzle on standard input (expected a line X or O, then 3"
        + " rows of the board)\n", r.err());
  }

  @Test
  void withoutItsTechniquesTheEngineGivesTheSameAnswersAndSaysWhatIsOff() {
    String everything = "table,symmetry,threats,ordering,bounds,pairing,null-window,dead-cells,"
        + "table-move,pairing-search,weak-game,ply-deepening,horizon,fork-bound,relevance-zone,"
        + "killer-replies,move-domination,move-deepening,sibling-zones";
    Cli.Result r = Cli.run(TWO_PUZZLES, "solve", "--without", everything, "--stats");
    assertEquals(0, r.status(), r.err());
    assertEquals(TWO_ANSWERS, r.out());
    // One line per puzzle (none at all would have passed a check of every line), each with the
    // count of an engine with nothing switched on, asked both puzzles in turn.
    Rules ticTacToe = Rules.ticTacToe();
    AlphaBetaEngine bare = new AlphaBetaEngine(ticTacToe, Technique.none());
    long first = bare.decide(Board.of(ticTacToe, "XOX", "OOX", "...")).visited();
    long second = bare.decide(Board.of(ticTacToe, "XOX", "O.X", ".O.")).visited();
    assertEquals(List.of(
        "puzzle 1: the move is a win in 1 move (on ply 7); " + first + " positions visited"
            + " (alphabeta without " + everything + ")",
        "puzzle 2: the move is a win in 1 move (on ply 7); " + second + " positions visited"
            + " (alphabeta without " + everything + ")"), r.err().lines().toList());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "--without tabel|--without: unknown technique 'tabel', expected one of: table, symmetry,"
          + " threats, ordering, bounds, pairing, null-window, dead-cells, table-move,"
          + " pairing-search, weak-game, ply-deepening, horizon, fork-bound, relevance-zone,"
          + " killer-replies, move-domination, move-deepening, sibling-zones, threat-space",
      "--without table,,pairing|--without: expected technique names separated by commas, got"
          + " 'table,,pairing'",
      "--engine minimax --without table|--without: the minimax engine has no techniques to switch"
          + " off (they are the alphabeta engine's)"})
  void aTechniqueThatIsNotOneIsAUsageError(String options, String reason) {
    List<String> args = new java.util.ArrayList<>(List.of("solve"));
    args.addAll(List.of(options.split(" ")));
    Cli.Result r = Cli.run(TWO_PUZZLES, args.toArray(String[]::new));
    assertEquals(2, r.status());
    assertEquals("", r.out(), "nothing is answered");
    assertEquals("tictactoe solve: " + reason + " (see 'tictactoe solve --help')\n", r.err());
  }

  @Test
  void anUnknownEngineIsAUsageError() {
    Cli.Result r = Cli.run(TWO_PUZZLES, "solve", "--engine", "deep-blue");
    assertEquals(2, r.status());
    assertEquals("tictactoe solve: Invalid value for option '--engine': unknown engine"
        + " 'deep-blue', expected one of: minimax, alphabeta (see 'tictactoe solve --help')\n",
        r.err());
  }
}
