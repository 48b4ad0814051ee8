package dev.tictactoe.cli;

import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.MinimaxEngine;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.solver.AlphaBetaEngine;
import dev.tictactoe.solver.CoreBudget;
import dev.tictactoe.solver.ParallelEngine;
import dev.tictactoe.solver.Technique;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;
import java.util.Set;
import picocli.CommandLine;

/** The engines by their CLI names, for {@code --engine}: each plays any board, 3x3 included. */
enum EngineChoice {
  MINIMAX((rules, techniques, tableSize, threads, monitor, cores) ->
      new MinimaxEngine(rules, monitor)),
  ALPHABETA((rules, techniques, tableSize, threads, monitor, cores) -> threads == 2
      ? new ParallelEngine(rules, techniques, tableSize, monitor, cores)
      : new AlphaBetaEngine(rules, techniques, tableSize, monitor));

  /** Builds an engine. */
  @FunctionalInterface
  interface Factory {
    Engine create(Rules rules, Set<Technique> techniques, int tableSize, int threads,
        SearchMonitor monitor, CoreBudget cores);
  }

  private final Factory factory;

  EngineChoice(Factory factory) {
    this.factory = factory;
  }

  /**
   * The engine for these rules (plain minimax has no techniques, keeps no table and runs on one
   * thread, so it ignores the rest); a two-thread engine's helper takes its core from
   * {@code cores}.
   */
  Engine create(Rules rules, Set<Technique> techniques, int tableSize, int threads,
      SearchMonitor monitor, CoreBudget cores) {
    return factory.create(rules, techniques, tableSize, threads, monitor, cores);
  }

  String cliName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Reads {@code minimax} or {@code alphabeta}. */
  static final class Converter implements CommandLine.ITypeConverter<EngineChoice> {
    @Override
    public EngineChoice convert(String value) {
      for (EngineChoice e : values()) {
        if (e.cliName().equals(value)) {
          return e;
        }
      }
      throw new CommandLine.TypeConversionException("unknown engine '" + value
          + "', expected one of: minimax, alphabeta");
    }
  }

  /** The valid names, for {@code --help}. */
  static final class Names implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return Arrays.stream(values()).map(EngineChoice::cliName).iterator();
    }
  }
}
