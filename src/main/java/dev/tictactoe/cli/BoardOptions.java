package dev.tictactoe.cli;

import dev.tictactoe.mnk.InvalidRulesException;
import dev.tictactoe.mnk.Rules;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code --board MxN} and {@code --k K}: the m,n,k-game a command plays; without them, the 3x3
 * puzzle, exactly as {@code --board 3x3 --k 3}.
 */
final class BoardOptions {
  @Option(names = "--board", paramLabel = "MxN",
      description = "Play the m,n,k-game on M rows and N columns (at most 64 cells), e.g."
          + " --board 4x5 (default: 3x3, the puzzle's board).")
  String board;

  @Option(names = "--k", paramLabel = "K",
      description = "With --board: how many marks in a row win, from 1 to the longer side"
          + " (default: the shorter side, so --board 4x4 is four in a row).")
  Integer k;

  /**
   * The rules asked for: 3,3,3 without {@code --board}.
   *
   * @throws CommandLine.ParameterException (status 2) for rules no game can be played by
   */
  Rules rules(CommandLine cmd) {
    if (board == null) {
      if (k != null) {
        throw new CommandLine.ParameterException(cmd, "--k needs --board (the board's size, such"
            + " as --board 4x4 --k 3)");
      }
      return Rules.ticTacToe();
    }
    try {
      Rules sized = Rules.of(board, 1); // the size alone, to find the default k
      return Rules.of(board, k == null ? Math.min(sized.rows(), sized.columns()) : k);
    } catch (InvalidRulesException e) {
      throw new CommandLine.ParameterException(cmd, "--board " + board
          + (k == null ? "" : " --k " + k) + ": " + e.getMessage());
    }
  }
}
