package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.tictactoe.Fuzzing;
import dev.tictactoe.game.Design;
import dev.tictactoe.game.ValidatedGame;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;

/**
 * Fuzzes what {@code replay --board} reads on standard input ({@link ReplayCommand#replay}):
 * lines {@code row col player} on an n x n game of any design. Saved inputs:
 * {@code ReplayCommandFuzzTestInputs/moves/}, each the text on standard input and then two
 * characters that pick the design and n (see {@link Fuzzing} for how).
 */
class ReplayCommandFuzzTest {

  // tag::replay-fuzz[]
  /**
   * Every move played prints 0, 1 or 2 and a board with one more mark than the one before; a
   * malformed line or invalid move stops the replay with one line naming the line, and leaves the
   * game exactly as the last board printed shows it.
   */
  @FuzzTest
  void moves(FuzzedDataProvider data) throws IOException {
    ValidatedGame game = ValidatedGame.of(data.pickValue(Design.values()), data.consumeInt(1, 5));
    String empty = game.render();
    StringWriter printed = new StringWriter();
    InputException refused = null;
    try {
      ReplayCommand.replay(new BufferedReader(new StringReader(data.consumeRemainingAsString())),
          game, new PrintWriter(printed), true);
    } catch (InputException e) {
      refused = e;
      Fuzzing.assertOneLine(e);
      assertTrue(e.getMessage().matches("line [1-9][0-9]*: .+"), e::getMessage);
    }
    // Each move printed its result, the board (n lines) and a blank line.
    List<String> lines = printed.toString().lines().toList();
    int perMove = game.size() + 2;
    assertEquals(0, lines.size() % perMove, printed::toString);
    int moves = lines.size() / perMove;
    String last = empty;
    for (int i = 0; i < moves; i++) {
      List<String> move = lines.subList(i * perMove, (i + 1) * perMove);
      int result = Integer.parseInt(move.get(0));
      assertTrue(result >= 0 && result <= 2, move::toString);
      assertTrue(result == 0 || i == moves - 1, "a move after a win was played");
      String board = String.join("\n", move.subList(1, perMove - 1)) + "\n";
      assertEquals(marks(last) + 1, marks(board), board);
      last = board;
    }
    assertEquals(moves, game.moveCount(), refused == null ? "" : refused.getMessage());
    assertEquals(last, game.render(), "the game is not as the last board printed shows it");
  }
  // end::replay-fuzz[]

  private static long marks(String board) {
    return board.chars().filter(c -> c == 'X' || c == 'O').count();
  }
}
