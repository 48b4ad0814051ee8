package dev.tictactoe.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.Decision;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Generators;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.solver.Ablation;
import dev.tictactoe.solver.AlphaBetaEngine;
import dev.tictactoe.solver.ColdSolve;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * What the explorer's engine prints, on the JVM: the same code TeaVM compiles for the page (the
 * browser test holds the compiled one to the engine too).
 */
class BrowserEngineTest {

  private static List<String> answer(String... args) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    BrowserEngine.answer(args, new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return List.of(bytes.toString(StandardCharsets.UTF_8).split("\n"));
  }

  @Test
  void valuesEveryFreeCellAndPlaysTheEnginesMoveOnRandomPositions() {
    Random random = new Random(17);
    int valued = 0;
    for (Rules rules : List.of(Rules.of(3, 4, 3), Rules.of(4, 4, 4), Rules.of(2, 5, 3))) {
      AlphaBetaEngine engine = new AlphaBetaEngine(rules);
      for (int n = 0; n < 20; n++) {
        Board board = Generators.play(rules, random.ints(random.nextInt(rules.cells()), 0, 64)
            .boxed().toList());
        List<String> lines = answer(rules.compactName(), board.cells(), "-", "values");
        Decision decision = engine.decide(board);
        assertTrue(lines.get(0).startsWith("solve "), lines.toString());
        String[] move = lines.get(1).split(" ");
        assertEquals("move", move[0]);
        assertEquals(decision.cell(), Integer.parseInt(move[1]), board.toString());
        assertEquals(decision.score(), Integer.parseInt(move[2]), board.toString());
        List<String> expected = new ArrayList<>();
        if (decision.moved()) {
          for (int cell = 0; cell < rules.cells(); cell++) {
            if (board.at(cell) == '.') {
              expected.add("value " + cell + " " + engine.moveValue(board, cell));
              valued++;
            }
          }
        }
        expected.add("done");
        assertEquals(expected, lines.subList(2, lines.size()), board.toString());
      }
    }
    assertTrue(valued > 100, "cells valued: " + valued);
  }

  @Test
  void theTechniquesChosenChangeTheCountButNotTheMove() {
    String empty = ".".repeat(16);
    String[] all = line("move", answer("4x4k4", empty, "-", "move"));
    String[] fewer = line("move", answer("4x4k4", empty, "table,pairing", "move"));
    assertEquals(all[1] + " " + all[2], fewer[1] + " " + fewer[2]);
    long allSolved = Long.parseLong(line("solve", answer("4x4k4", empty, "-", "move"))[1]);
    // on the empty board the weak game proves the draw after a few positions: without it and
    // the bounds the search takes more
    long fewerSolved = Long.parseLong(line("solve", answer("4x4k4", empty, "bounds,weak-game",
        "move"))[1]);
    assertTrue(fewerSolved > allSolved, allSolved + " vs " + fewerSolved);
  }

  /**
   * The explorer's count of a position's value is a solve's: on the empty board, under every
   * technique configuration of the ablation, it is what the site's pages count for the board
   * (the explorer once showed 20 for 4x4 k=4, its count for the move, where every page said 19).
   */
  @Test
  void onAnEmptyBoardTheValuesCountIsTheSolvesThePagesShow() {
    for (Rules rules : List.of(Rules.ticTacToe(), Rules.of(4, 4, 4))) {
      for (Ablation.Configuration c : Ablation.knockOuts()) {
        String without = c.label().equals("all") ? "-" : c.label().substring(1);
        long solved = Long.parseLong(line("solve", answer(rules.compactName(),
            rules.emptyBoard().cells(), without, "move"))[1]);
        assertEquals(ColdSolve.of(rules, c.techniques(), SearchMonitor.NONE).visited(), solved,
            rules.name() + " " + c.label());
      }
    }
  }

  @Test
  void aFinishedBoardIsNoQuestion() {
    List<String> lines = answer("3x3k3", "XXXOO....", "-", "values");
    assertEquals(List.of("solve 1", "move -1", "done"), List.of(lines.get(0).substring(0, 7),
        lines.get(1).substring(0, 7), lines.get(2)));
    assertEquals("0", lines.get(1).split(" ")[3], "no positions to find a move: " + lines);
  }

  /** The first line of a kind, after any progress lines (every 65,536 positions or so). */
  private static String[] line(String kind, List<String> lines) {
    return lines.stream().filter(l -> l.startsWith(kind + " ")).findFirst().orElseThrow()
        .split(" ");
  }

  @Test
  void badInputIsOneErrorLine() {
    for (String[] args : List.of(new String[] {"4x4k9", "", "-", "move"},
        new String[] {"3x3k3", "XX.......", "-", "move"},
        new String[] {"3x3k3", "X........", "tables", "move"},
        new String[] {"3x3k3", "X....", "-", "move"},
        new String[] {"3x3k3", ".........", "-", "everything"},
        new String[] {"3x3k3"})) {
      List<String> lines = answer(args);
      assertEquals(1, lines.size(), String.join(" ", args) + ": " + lines);
      assertTrue(lines.get(0).startsWith("error ") && lines.get(0).length() > 12, lines.get(0));
    }
  }
}
