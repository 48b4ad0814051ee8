package dev.tictactoe.cli;

import dev.tictactoe.engine.Engine;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.solver.TranspositionTable;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The options of every command that runs an engine ({@code solve}, {@code table}, {@code play}):
 * which engine, and the size of its transposition table.
 */
final class EngineOptions {
  @Option(names = "--engine", paramLabel = "ENGINE", defaultValue = "alphabeta",
      converter = EngineChoice.Converter.class, completionCandidates = EngineChoice.Names.class,
      description = "Engine: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
  EngineChoice choice;

  @Option(names = "--table-size", paramLabel = "ENTRIES",
      description = "Entries in the alphabeta engine's transposition table, rounded down to a"
          + " power of two, 20 bytes each (default: ${DEFAULT-VALUE}).",
      defaultValue = "" + TranspositionTable.DEFAULT_ENTRIES)
  int tableSize;

  /**
   * The engine these options ask for, on these rules, reporting to {@code monitor}.
   *
   * @throws CommandLine.ParameterException (status 2) for a table size below 2
   */
  Engine create(CommandLine cmd, Rules rules, SearchMonitor monitor) {
    if (tableSize < 2) {
      throw new CommandLine.ParameterException(cmd, "--table-size: a transposition table needs"
          + " at least 2 entries, got " + tableSize);
    }
    return choice.create(rules, tableSize, monitor);
  }
}
