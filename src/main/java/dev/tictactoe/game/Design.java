package dev.tictactoe.game;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.IntFunction;
import java.util.stream.Collectors;

/** The three designs of the game, by the names the CLI and the reports use. */
public enum Design {
  FULL_SCAN(FullScanGame::new),
  LOCAL_SCAN(LocalScanGame::new),
  COUNTERS(CounterGame::new);

  private final IntFunction<Game> factory;

  Design(IntFunction<Game> factory) {
    this.factory = factory;
  }

  /** A bare game of this design on an n x n board: fast, and trusting every move it is given. */
  public Game create(int n) {
    return factory.apply(n);
  }

  /** The lower-case, dashed name used on the command line: {@code full-scan}, {@code counters}. */
  public String cliName() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /**
   * The design with the given {@linkplain #cliName() CLI name}.
   *
   * @throws IllegalArgumentException naming the valid choices
   */
  public static Design fromCliName(String name) {
    for (Design d : values()) {
      if (d.cliName().equals(name)) {
        return d;
      }
    }
    throw new IllegalArgumentException("unknown design '" + name + "', expected one of: "
        + Arrays.stream(values()).map(Design::cliName).collect(Collectors.joining(", ")));
  }
}
