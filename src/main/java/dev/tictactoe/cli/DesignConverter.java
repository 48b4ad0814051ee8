package dev.tictactoe.cli;

import dev.tictactoe.game.Design;
import java.util.Arrays;
import java.util.Iterator;
import picocli.CommandLine;

/**
 * Reads a game design by its CLI name ({@code full-scan}, {@code local-scan}, {@code counters}).
 */
final class DesignConverter implements CommandLine.ITypeConverter<Design> {
  @Override
  public Design convert(String value) {
    try {
      return Design.fromCliName(value);
    } catch (IllegalArgumentException e) {
      throw new CommandLine.TypeConversionException(e.getMessage());
    }
  }

  /** The valid names, for {@code --help}. */
  static final class Names implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return Arrays.stream(Design.values()).map(Design::cliName).iterator();
    }
  }
}
