package dev.tictactoe.check;

import java.time.Duration;

/**
 * The limits a solution runs under: each call (one game, one puzzle) must be answered within
 * {@code call}, and its process may hold {@code memoryBytes} (a Java solution's heap, or what a
 * program and its children hold). A process gets {@code startup} to start and say it is ready.
 */
public record Limits(Duration call, long memoryBytes, Duration startup) {
  /** Ten seconds a call, 512 MB, and half a minute to start. */
  public static final Limits DEFAULT = new Limits(Duration.ofSeconds(10), 512L << 20,
      Duration.ofSeconds(30));
}
