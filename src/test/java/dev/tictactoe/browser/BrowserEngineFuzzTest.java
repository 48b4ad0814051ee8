package dev.tictactoe.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.tictactoe.Fuzzing;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Fuzzes the arguments the explorer's engine reads ({@link BrowserEngine.Question}): rules,
 * cells, techniques left out, what to answer. Saved inputs:
 * {@code BrowserEngineFuzzTestInputs/answer/}, each the arguments separated by NULs (the page
 * passes strings, which hold none here).
 */
class BrowserEngineFuzzTest {
  /** Positions with more free cells are read but not searched: a search could take minutes. */
  private static final int SEARCHED_UP_TO_FREE_CELLS = 9;

  /**
   * A question read is a position that can arise, with the cells it was given; answering it
   * prints the value's count, a move (none on a finished board), a value per free cell if asked,
   * then done. Any other
   * arguments print one line, {@code error REASON}, and nothing else.
   */
  @FuzzTest
  void answer(FuzzedDataProvider data) {
    String[] args = data.consumeRemainingAsString().split("\0", -1);
    BrowserEngine.Question question;
    try {
      question = BrowserEngine.Question.of(args);
    } catch (IllegalArgumentException refused) {
      Fuzzing.assertOneLine(refused);
      assertEquals(List.of("error " + refused.getMessage()), answer(args));
      return;
    }
    Board board = question.board();
    assertEquals(args[1], board.cells());
    assertTrue(board.isReachable(), board::toString);
    assertEquals(board.rules(), Rules.ofCompactName(board.rules().compactName()));
    int free = Long.bitCount(board.empty());
    if (free > SEARCHED_UP_TO_FREE_CELLS) {
      return;
    }
    List<String> lines = answer(args).stream().filter(l -> !l.startsWith("progress ")).toList();
    assertTrue(lines.get(0).matches("solve \\d+ \\d+"), lines::toString);
    assertTrue(lines.get(1).matches("move -?\\d+ -?\\d+ \\d+ \\d+"), lines::toString);
    boolean moved = !lines.get(1).startsWith("move -1 ");
    assertEquals(!board.isOver(), moved, lines::toString);
    int values = question.values() && moved ? free : 0;
    assertEquals(values + 3, lines.size(), lines::toString);
    lines.subList(2, 2 + values).forEach(l -> assertTrue(l.matches("value \\d+ -?\\d+"), l));
    assertEquals("done", lines.get(lines.size() - 1));
  }

  private static List<String> answer(String[] args) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    BrowserEngine.answer(args, new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return bytes.toString(StandardCharsets.UTF_8).lines().toList();
  }
}
