package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.solver.AlphaBetaEngine;
import dev.tictactoe.solver.TranspositionTable;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code solve --board MxN --k K}: the puzzle format on any board, and its errors. */
class MnkSolveCommandTest {

  @Test
  void answersPuzzlesOnAnyBoardInThePuzzleFormat() {
    Rules rules = Rules.of(4, 5, 4);
    Board puzzle = Board.of(rules, "XXX..", "OO...", ".....", "O....");
    String expected = new AlphaBetaEngine(rules).decide(puzzle).after().toString();
    Cli.Result r = Cli.run("X\n" + puzzle + "\nO\n" + Board.of(rules, "X....", ".....",
        ".....", ".....") , "solve", "--board", "4x5", "--k", "4");
    assertEquals(0, r.status(), r.err());
    assertEquals(expected + new AlphaBetaEngine(rules).decide(Board.of(rules, "X....", ".....",
        ".....", ".....")).after(), r.out());
    assertTrue(expected.startsWith("XXXX."), "X completes the top row: " + expected);
  }

  @Test
  void withStatsItGivesTheValueWithItsPlyAndThePositionsVisited() {
    Rules rules = Rules.of(4, 4, 4);
    long visited = new AlphaBetaEngine(rules).decide(rules.emptyBoard()).visited();
    Cli.Result r = Cli.run("X\n....\n....\n....\n....\nX\nXXX.\nOOO.\n....\n....\n", "solve",
        "--board", "4x4", "--stats");
    assertEquals(0, r.status(), r.err());
    assertEquals("X...\n....\n....\n....\nXXXX\nOOO.\n....\n....\n", r.out());
    assertEquals(List.of(
        "puzzle 1: the move is a draw; " + visited + " positions visited (alphabeta)",
        "puzzle 2: the move is a win in 1 move (on ply 7); 1 position visited (alphabeta)"),
        r.err().lines().toList());
  }

  @ParameterizedTest(name = "{2}")
  @CsvSource(delimiter = '|', value = {
      "4x4|X\\n....\\n....|puzzle 1, line 3: the input ends after 2 rows of the board; a 4x4"
          + " board has 4",
      "4x4|X\\n....\\n...\\n....\\n....|puzzle 1, line 3: row '...' should be 4 characters"
          + " from X, O and '.'",
      "4x4|X\\nXX..\\n....\\n....\\n....|puzzle 1, line 2: X has 2 marks and O has 0: X moves"
          + " first and the players alternate, so X has as many marks as O or one more",
      "3x5|O\\nXXXO.\\nOO.OO\\nXXX..|puzzle 1, line 2: play continued after X's first line: X has"
          + " lines of 3 with no cell in common, and one move completes only lines through its"
          + " own cell",
      "4x4|O\\n....\\n....\\n....\\n....|puzzle 1, line 1: the engine is O, but X is to move (X"
          + " has 0 marks, O has 0)"})
  void aBadPuzzleIsOneLineWithItsNumberAndLine(String size, String input, String reason) {
    Cli.Result r = Cli.run(input.replace("\\n", "\n") + "\n", "solve", "--board", size, "--k",
        "3");
    assertEquals(2, r.status());
    assertEquals("tictactoe solve: " + reason + "\n", r.err());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "--board 9x8 --k 4|--board 9x8 --k 4: a board has at most 64 cells (each player's marks are"
          + " one 64-bit mask), but 9x8 has 72",
      "--board 4x4 --k 5|--board 4x4 --k 5: k must be between 1 and 4 on a 4x4 board (no line of"
          + " 5 fits), got 5",
      "--board four|--board four: a board size is rows x columns, such as 4x5; got 'four'",
      "--k 3|--k needs --board (the board's size, such as --board 4x4 --k 3)",
      "--board 4x4 --timeout 0|--timeout: expected a number of seconds above 0, got 0.0",
      "--board 4x4 --table-size 1|--table-size: a transposition table needs at least 2 entries,"
          + " got 1",
      "--board 4x4 --memory 64X|--memory: expected a size such as 512M or 4G, got '64X'",
      "--board 4x4 --memory 0M|--memory: expected a size above 0 and below 8 EB, got '0M'",
      "--board 4x4 --memory 64M --table-size 1024|--memory and --table-size: give the table's"
          + " size one way, not both",
      "--board 4x4 --threads 3|--threads: expected 1 or 2, got 3",
      "--board 4x4 --threads 2 --engine minimax|--threads 2: the minimax engine runs on one"
          + " thread (two are the alphabeta engine's)",
      "--board 4x4 --threads 2 --without table|--threads 2: the two engines share their work"
          + " through the table, which --without leaves out"})
  void badOptionsAreOneLineAndStatusTwo(String options, String reason) {
    List<String> args = new java.util.ArrayList<>(List.of("solve"));
    args.addAll(List.of(options.split(" ")));
    Cli.Result r = Cli.run("X\n....\n....\n....\n....\n", args.toArray(String[]::new));
    assertEquals(2, r.status());
    assertEquals("tictactoe solve: " + reason + " (see 'tictactoe solve --help')\n", r.err());
  }

  @Test
  void aTableThatCouldOutgrowTheHeapIsRefusedUpFrontInOneLine() {
    long tooMuch = Runtime.getRuntime().maxMemory() * 2 >> 30; // in GB, twice the whole heap
    Cli.Result r = Cli.run("X\n....\n....\n....\n....\n", "solve", "--board", "4x4",
        "--memory", Math.max(1, tooMuch) + "G");
    assertEquals(2, r.status(), r.err());
    assertEquals("", r.out());
    assertEquals(1, r.errLines(), r.err());
    assertTrue(r.err().startsWith("tictactoe solve: --memory " + Math.max(1, tooMuch) + "G: a"
        + " table of "), r.err());
    assertTrue(r.err().contains("give the JVM more heap with -Xmx"), r.err());
  }

  @Test
  void aTableGivenAsMemoryGetsTheMostEntriesThatFitAndTheSameAnswer() {
    String empty = "X\n....\n....\n....\n....\n";
    Cli.Result bySize = Cli.run(empty, "solve", "--board", "4x4", "--stats", "--table-size",
        "" + TranspositionTable.entriesFor(1 << 20));
    Cli.Result byMemory = Cli.run(empty, "solve", "--board", "4x4", "--stats", "--memory", "1M");
    assertEquals(0, byMemory.status(), byMemory.err());
    assertEquals(bySize.out(), byMemory.out());
    assertTrue(byMemory.err().contains(" positions visited"), byMemory.err());
    assertEquals(bySize.err(), byMemory.err(), "the same table, so the same search");
    assertEquals(32_768, TranspositionTable.entriesFor(1 << 20)); // 32,768 * 20 * 1.5 < 1 MB
  }

  // tag::timeout[]
  @Test
  void aSearchPastItsTimeoutStopsWithItsOwnStatusAndOneLine() {
    // Plain minimax on the empty 4x4 board would visit 3.6 * 10^13 positions.
    Cli.Result r = Cli.run("X\n....\n....\n....\n....\n", "solve", "--board", "4x4",
        "--engine", "minimax", "--timeout", "0.3");
    assertEquals(Main.STOPPED, r.status());
    assertEquals("", r.out());
    assertEquals(1, r.errLines(), r.err());
    assertTrue(r.err().startsWith("tictactoe solve: puzzle 1: stopped by --timeout after 0.3 s, "),
        r.err());
    // plain minimax proves nothing on the way; ply deepening would say what it had proven
    assertTrue(r.err().strip().endsWith("positions visited; proven: nothing"), r.err());
  }
  // end::timeout[]
}
