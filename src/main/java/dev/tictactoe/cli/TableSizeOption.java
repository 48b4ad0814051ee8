package dev.tictactoe.cli;

import dev.tictactoe.mnk.TranspositionTable;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** {@code --table-size}: the memoized m,n,k engine's transposition table, in entries. */
final class TableSizeOption {
  @Option(names = "--table-size", paramLabel = "ENTRIES",
      description = "Entries in the memoized engine's transposition table, rounded down to a"
          + " power of two, 20 bytes each (default: ${DEFAULT-VALUE}).",
      defaultValue = "" + TranspositionTable.DEFAULT_ENTRIES)
  int tableSize;

  /** The size, checked. */
  int entries(CommandLine cmd) {
    if (tableSize < 2) {
      throw new CommandLine.ParameterException(cmd, "--table-size: a transposition table needs"
          + " at least 2 entries, got " + tableSize);
    }
    return tableSize;
  }

  /**
   * Refuses {@code --timeout} and {@code --table-size} where no m,n,k search runs: the 3x3
   * puzzle's engines answer in microseconds and keep tables of their own.
   */
  static void refuseOn3x3(CommandLine cmd) {
    for (String option : new String[] {"--timeout", "--table-size"}) {
      if (cmd.getParseResult().hasMatchedOption(option)) {
        throw new CommandLine.ParameterException(cmd, option + " applies to m,n,k searches: give"
            + " --board too (the 3x3 puzzle is solved in microseconds)");
      }
    }
  }
}
