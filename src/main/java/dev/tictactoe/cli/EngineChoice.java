package dev.tictactoe.cli;

import dev.tictactoe.engine.AlphaBetaEngine;
import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.MinimaxEngine;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;
import java.util.function.Supplier;
import picocli.CommandLine;

/** The engines by their CLI names, for {@code --engine}. */
enum EngineChoice {
  MINIMAX(MinimaxEngine::new),
  ALPHABETA(AlphaBetaEngine::new);

  private final Supplier<Engine> factory;

  EngineChoice(Supplier<Engine> factory) {
    this.factory = factory;
  }

  Engine create() {
    return factory.get();
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
