package dev.tictactoe.cli;

import dev.tictactoe.mnk.InvalidRulesException;
import dev.tictactoe.mnk.Rules;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code --board MxN} and {@code --k K}: the m,n,k-game a command plays. Without {@code --board}
 * a command plays the 3x3 puzzle as it always has.
 */
final class BoardOptions {
  @Option(names = "--board", paramLabel = "MxN",
      description = "Play the m,n,k-game on M rows and N columns (at most 64 cells) instead of the"
          + " 3x3 puzzle, e.g. --board 4x5.")
  String board;

  @Option(names = "--k", paramLabel = "K",
      description = "With --board: how many marks in a row win, from 1 to the longer side"
          + " (default: the shorter side, so --board 4x4 is four in a row).")
  Integer k;

  /**
   * The m,n,k rules asked for, or empty for the 3x3 puzzle.
   *
   * @throws CommandLine.ParameterException (status 2) for rules no game can be played by
   */
  Optional<Rules> rules(CommandLine cmd) {
    if (board == null) {
      if (k != null) {
        throw new CommandLine.ParameterException(cmd, "--k needs --board (the board's size, such"
            + " as --board 4x4 --k 3)");
      }
      return Optional.empty();
    }
    try {
      Rules sized = Rules.of(board, 1); // the size alone, to find the default k
      return Optional.of(Rules.of(board, k == null ? Math.min(sized.rows(), sized.columns()) : k));
    } catch (InvalidRulesException e) {
      throw new CommandLine.ParameterException(cmd, "--board " + board
          + (k == null ? "" : " --k " + k) + ": " + e.getMessage());
    }
  }
}
