package dev.tictactoe.mnk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.tictactoe.Fuzzing;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Fuzzes a board's two string forms: the cells in one string ({@link Board#ofCells}, the
 * explorer's addresses) and the rows ({@link Board#of}, what a puzzle holds). Saved inputs:
 * {@code BoardFuzzTestInputs/cells/} and {@code rows/}, each the text and then one character
 * that picks the rules (odd: 3x3; see {@link Fuzzing}); rows are separated by line breaks.
 */
class BoardFuzzTest {

  /** A board read from its cells writes the same cells back; any other text is refused. */
  @FuzzTest
  void cells(FuzzedDataProvider data) {
    Rules rules = Fuzzing.rules(data);
    String cells = data.consumeRemainingAsString();
    assertWritesBack(rules, () -> Board.ofCells(rules, cells), Board::cells, cells);
  }

  /** A board read from its rows writes the same rows back; any other text is refused. */
  @FuzzTest
  void rows(FuzzedDataProvider data) {
    Rules rules = Fuzzing.rules(data);
    String text = data.consumeRemainingAsString();
    assertWritesBack(rules, () -> Board.of(rules, text.split("\n", -1)), Board::toString,
        text + "\n");
  }

  /**
   * The board read is of the rules and writes back as the text it was read from; a refusal
   * points at a row (one past the last for a missing row) in one line.
   */
  private static void assertWritesBack(Rules rules, Supplier<Board> read,
      Function<Board, String> write, String text) {
    try {
      Board board = read.get();
      assertEquals(rules, board.rules());
      assertEquals(text, write.apply(board));
    } catch (BoardFormatException refused) {
      Fuzzing.assertOneLine(refused);
      assertTrue(refused.row() >= 1 && refused.row() <= rules.rows() + 1,
          () -> "row " + refused.row() + ": " + refused.getMessage());
    }
  }
}
