package dev.tictactoe.cli;

import dev.tictactoe.engine.Engine;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.solver.CoreBudget;
import dev.tictactoe.solver.ParallelEngine;
import dev.tictactoe.solver.TableTooLargeException;
import dev.tictactoe.solver.Technique;
import dev.tictactoe.solver.TranspositionTable;
import dev.tictactoe.text.Quote;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
      description = "Entries in the alphabeta engine's transposition table at most, rounded down"
          + " to a power of two, at most 536,870,912, 20 bytes each; it starts small and grows as"
          + " it fills (default: the most whose peak fits in half of the JVM's heap, here"
          + " ${DEFAULT-VALUE}).")
  int tableSize = TranspositionTable.defaultEntries();

  @Option(names = "--memory", paramLabel = "SIZE",
      description = "Instead of --table-size: the heap the table may grow to, such as 512M or 4G"
          + " (K, M, G: binary units); it gets the most entries that fit. A table that could"
          + " outgrow the JVM's heap is refused up front; give the JVM more with java -Xmx.")
  String memory;

  @Option(names = "--threads", paramLabel = "N",
      description = "Threads for the alphabeta engine: 1, or 2 (once a query has visited a"
          + " million positions, a second engine joins it on the other core, asking the same"
          + " ply questions and sharing their moves and the table). Default: 2 where"
          + " the machine has two cores or more and the table is on, else 1. Short queries run"
          + " on one thread either way, so they visit the same positions.")
  Integer threads;

  private static final Pattern SIZE = Pattern.compile("(\\d{1,12})\\s*([KMG])B?",
      Pattern.CASE_INSENSITIVE);

  /**
   * The engine these options ask for, on these rules, reporting to {@code monitor}.
   *
   * @throws CommandLine.ParameterException (status 2) for an unknown technique, techniques for
   *     an engine without any, or a table size below 2
   */
  Engine create(CommandLine cmd, Rules rules, SearchMonitor monitor) {
    return create(cmd, rules, monitor, CoreBudget.UNLIMITED);
  }

  /** As {@link #create(CommandLine, Rules, SearchMonitor)}, a helper's core from {@code cores}. */
  Engine create(CommandLine cmd, Rules rules, SearchMonitor monitor, CoreBudget cores) {
    Set<Technique> techniques = techniques(cmd);
    return choice.create(rules, techniques, tableSize(cmd), threads(cmd, techniques), monitor,
        cores);
  }

  /**
   * The threads asked for, or the default: two where there are two cores and something to
   * share.
   *
   * @throws CommandLine.ParameterException (status 2) for a count other than 1 or 2, or 2 where
   *     the engine cannot use them
   */
  int threads(CommandLine cmd, Set<Technique> techniques) {
    boolean table = choice == EngineChoice.ALPHABETA && techniques.contains(Technique.TABLE);
    if (threads == null) {
      return table && Runtime.getRuntime().availableProcessors() >= 2 ? 2 : 1;
    }
    if (threads != 1 && threads != 2) {
      throw new CommandLine.ParameterException(cmd, "--threads: expected 1 or 2, got " + threads);
    }
    if (threads == 2 && choice != EngineChoice.ALPHABETA) {
      throw new CommandLine.ParameterException(cmd, "--threads 2: the " + choice.cliName()
          + " engine runs on one thread (two are the alphabeta engine's)");
    }
    if (threads == 2 && !table) {
      throw new CommandLine.ParameterException(cmd, "--threads 2: the "
          + ParallelEngine.SHARED_THROUGH_TABLE + ", which --without leaves out");
    }
    return threads;
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

  /**
   * The table size, from {@code --memory} or {@code --table-size}, checked against the heap.
   *
   * @throws CommandLine.ParameterException (status 2) for a size that is not one, both options
   *     at once, or a table that could outgrow the heap
   */
  int tableSize(CommandLine cmd) {
    int entries = tableSize;
    String option = "--table-size";
    if (memory != null) {
      if (cmd.getParseResult().hasMatchedOption("--table-size")) {
        throw new CommandLine.ParameterException(cmd, "--memory and --table-size: give the"
            + " table's size one way, not both");
      }
      entries = TranspositionTable.entriesFor(bytes(cmd, memory));
      option = "--memory " + memory.strip();
    }
    if (entries < 2) {
      throw new CommandLine.ParameterException(cmd, "--table-size: a transposition table needs"
          + " at least 2 entries, got " + entries);
    }
    if (choice == EngineChoice.ALPHABETA) {
      try {
        TranspositionTable.checkFits(entries);
      } catch (TableTooLargeException e) {
        throw new CommandLine.ParameterException(cmd, option + ": " + e.getMessage());
      }
    }
    return entries;
  }

  /** {@code 512M} in bytes. */
  static long bytes(CommandLine cmd, String size) {
    Matcher match = SIZE.matcher(size.strip());
    if (!match.matches()) {
      throw new CommandLine.ParameterException(cmd, "--memory: expected a size such as 512M or"
          + " 4G, got " + Quote.of(size));
    }
    int shift = switch (Character.toUpperCase(match.group(2).charAt(0))) {
      case 'K' -> 10;
      case 'M' -> 20;
      default -> 30;
    };
    long amount = Long.parseLong(match.group(1));
    if (amount == 0 || amount > Long.MAX_VALUE >> shift) {
      throw new CommandLine.ParameterException(cmd, "--memory: expected a size above 0 and"
          + " below 8 EB, got " + Quote.of(size));
    }
    return amount << shift;
  }

  /** What {@code --stats} and {@code table} call the engine: its name, and what is left out. */
  String label() {
    return choice.cliName() + (without == null ? "" : " without " + without.strip());
  }
}
