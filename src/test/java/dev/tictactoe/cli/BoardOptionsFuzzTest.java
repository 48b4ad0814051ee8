package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.tictactoe.Fuzzing;
import dev.tictactoe.mnk.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;

/**
 * Fuzzes {@code --board MxN} and {@code --k K} ({@link BoardOptions}), as the shell hands them
 * to picocli. Saved inputs: {@code BoardOptionsFuzzTestInputs/boardAndK/}, each the value of
 * {@code --board}, then a NUL and the value of {@code --k} if there is one (no argument holds a
 * NUL), then one character: odd to give {@code --board}, even to leave it out.
 */
class BoardOptionsFuzzTest {

  /**
   * The rules given are a game that can be played, whose size reads back from {@code --board},
   * with {@code --k} or, without it, the shorter side; anything else is refused in one line.
   */
  @FuzzTest
  void boardAndK(FuzzedDataProvider data) {
    boolean withBoard = data.consumeBoolean();
    String[] values = data.consumeRemainingAsString().split("\0", 2);
    List<String> args = new ArrayList<>();
    if (withBoard) {
      args.addAll(List.of("--board", values[0]));
    }
    if (values.length == 2) {
      args.addAll(List.of("--k", values[1]));
    }
    OptionsHost options = new OptionsHost();
    Optional<Rules> parsed = Fuzzing.parsed(CommandLine.ParameterException.class,
        Main::errorLine, () -> {
          options.cmd.parseArgs(args.toArray(String[]::new));
          return options.board.rules(options.cmd);
        });
    if (parsed.isEmpty()) {
      return;
    }
    Rules rules = parsed.get();
    if (!withBoard) {
      assertEquals(Rules.ticTacToe(), rules);
      return;
    }
    assertTrue(rules.cells() <= Rules.MAX_CELLS && rules.k() >= 1
        && rules.k() <= Math.max(rules.rows(), rules.columns()), rules::toString);
    assertEquals(rules, Rules.of(values[0], rules.k()));
    if (values.length == 1) {
      assertEquals(Math.min(rules.rows(), rules.columns()), rules.k());
    }
  }
}
