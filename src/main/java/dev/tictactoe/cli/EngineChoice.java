package dev.tictactoe.cli;

import dev.tictactoe.engine.AlphaBetaEngine;
import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.MinimaxEngine;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;
import java.util.function.Supplier;
import picocli.CommandLine;

/**
 * The engines by their CLI names, for {@code --engine}: each is a 3x3 puzzle engine and an m,n,k
 * engine of the same kind.
 */
enum EngineChoice {
  MINIMAX(MinimaxEngine::new, (rules, tableSize, monitor) ->
      new dev.tictactoe.mnk.MinimaxEngine(rules, monitor)),
  ALPHABETA(AlphaBetaEngine::new, (rules, tableSize, monitor) ->
      new dev.tictactoe.mnk.AlphaBetaEngine(rules, tableSize, monitor));

  /** Builds an m,n,k engine. */
  @FunctionalInterface
  interface MnkFactory {
    dev.tictactoe.mnk.Engine create(Rules rules, int tableSize, SearchMonitor monitor);
  }

  private final Supplier<Engine> factory;
  private final MnkFactory mnkFactory;

  EngineChoice(Supplier<Engine> factory, MnkFactory mnkFactory) {
    this.factory = factory;
    this.mnkFactory = mnkFactory;
  }

  /** The 3x3 puzzle engine. */
  Engine create() {
    return factory.get();
  }

  /** The m,n,k engine for these rules (plain minimax keeps no table, so ignores its size). */
  dev.tictactoe.mnk.Engine create(Rules rules, int tableSize, SearchMonitor monitor) {
    return mnkFactory.create(rules, tableSize, monitor);
  }

  String cliName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The {@code --engine} option, shared by every command that uses an engine. */
  static final class Option {
    @CommandLine.Option(names = "--engine", paramLabel = "ENGINE", defaultValue = "alphabeta",
        converter = Converter.class, completionCandidates = Names.class,
        description = "Engine: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    EngineChoice choice;
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
