package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.tictactoe.Fuzzing;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.Optional;

/**
 * Fuzzes what {@code solve} reads on standard input ({@link PuzzleReader}), on 3x3 and on any
 * m,n,k board. Saved inputs: {@code PuzzleReaderFuzzTestInputs/puzzles/}, each the text on
 * standard input and then one character that picks the rules (odd: 3x3; see {@link Fuzzing}).
 */
class PuzzleReaderFuzzTest {

  /**
   * Every puzzle read is a position that can arise, with the engine's letter to move, and reads
   * back as the same board from its own text; a bad one stops the reading with one line that
   * names the puzzle and the line.
   */
  @FuzzTest
  void puzzles(FuzzedDataProvider data) throws IOException {
    Rules rules = Fuzzing.rules(data);
    PuzzleReader reader = reader(data.consumeRemainingAsString(), rules);
    try {
      for (Optional<Board> next = reader.next(); next.isPresent(); next = reader.next()) {
        Board board = next.get();
        assertEquals(rules, board.rules());
        assertTrue(board.isReachable(), board::toString);
        String text = board.toMove() + "\n" + board;
        assertEquals(Optional.of(board), reader(text, rules).next(), text);
      }
      if (reader.count() == 0) {
        Fuzzing.assertOneLine(reader.nothingToRead());
      }
    } catch (InputException refused) {
      Fuzzing.assertOneLine(refused);
      assertTrue(refused.getMessage().startsWith("puzzle " + reader.count() + ", line "),
          refused::getMessage);
    }
  }

  private static PuzzleReader reader(String text, Rules rules) {
    return new PuzzleReader(new BufferedReader(new StringReader(text)), rules);
  }
}
