package dev.tictactoe.cli;

import dev.tictactoe.engine.Engine;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.solver.Technique;
import dev.tictactoe.solver.TranspositionTable;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The options of every command that runs an engine ({@code solve}, {@code table}, {@code play}):
 * which engine, which of its techniques to leave out, and the size of its transposition table.
 */
final class EngineOptions {
  @Option(names = "--engine", paramLabel = "ENGINE", defaultValue = "alphabeta",
      converter = EngineChoice.Converter.class, completionCandidates = EngineChoice.Names.class,
      description = "Engine: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
  EngineChoice choice;

  @Option(names = "--without", paramLabel = "NAME[,NAME...]",
      description = "Switch off these techniques of the alphabeta engine (see 'techniques'); the"
          + " answers stay the same, only the work changes.")
  String without;

  @Option(names = "--table-size", paramLabel = "ENTRIES",
      description = "Entries in the alphabeta engine's transposition table, rounded down to a"
          + " power of two, 20 bytes each (default: ${DEFAULT-VALUE}).",
      defaultValue = "" + TranspositionTable.DEFAULT_ENTRIES)
  int tableSize;

  /**
   * The engine these options ask for, on these rules, reporting to {@code monitor}.
   *
   * @throws CommandLine.ParameterException (status 2) for an unknown technique, techniques for
   *     an engine without any, or a table size below 2
   */
  Engine create(CommandLine cmd, Rules rules, SearchMonitor monitor) {
    return choice.create(rules, techniques(cmd), tableSize(cmd), monitor);
  }

  /** The techniques asked for: all but the ones {@code --without} names. */
  Set<Technique> techniques(CommandLine cmd) {
    if (without == null) {
      return Technique.all();
    }
    if (choice != EngineChoice.ALPHABETA) {
      throw new CommandLine.ParameterException(cmd, "--without: the " + choice.cliName()
          + " engine has no techniques to switch off (they are the alphabeta engine's)");
    }
    try {
      return Technique.allBut(without);
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(cmd, "--without: " + e.getMessage());
    }
  }

  /** The table size, checked. */
  int tableSize(CommandLine cmd) {
    if (tableSize < 2) {
      throw new CommandLine.ParameterException(cmd, "--table-size: a transposition table needs"
          + " at least 2 entries, got " + tableSize);
    }
    return tableSize;
  }

  /** What {@code --stats} and {@code table} call the engine: its name, and what is left out. */
  String label() {
    return choice.cliName() + (without == null ? "" : " without " + without.strip());
  }
}
