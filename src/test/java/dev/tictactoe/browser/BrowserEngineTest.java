package dev.tictactoe.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.Decision;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Generators;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.solver.AlphaBetaEngine;
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
        String[] move = lines.get(0).split(" ");
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
        assertEquals(expected, lines.subList(1, lines.size()), board.toString());
      }
    }
    assertTrue(valued > 100, "cells valued: " + valued);
  }

  @Test
  void theTechniquesChosenChangeTheCountButNotTheMove() {
    String empty = ".".repeat(16);
    String[] all = moveLine(answer("4x4k4", empty, "-", "move"));
    String[] fewer = moveLine(answer("4x4k4", empty, "table,pairing", "move"));
    assertEquals(all[1] + " " + all[2], fewer[1] + " " + fewer[2]);
    assertTrue(Long.parseLong(fewer[3]) > Long.parseLong(all[3]), all[3] + " vs " + fewer[3]);
  }

  /** The move line, after any progress lines (a long search reports every 65,536 positions). */
  private static String[] moveLine(List<String> lines) {
    return lines.stream().filter(line -> line.startsWith("move ")).findFirst().orElseThrow()
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
