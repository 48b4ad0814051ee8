package dev.tictactoe.check;

import java.util.regex.Pattern;

/**
 * The line protocols a checked solution is served through, in one place: the checker writes one
 * request, the solution answers it, many requests to one process, in order.
 *
 * <p><b>The game</b> (LeetCode 348). A request is one whole game on a fresh board:
 * {@code game N r c p r c p ...}, the board's side and then each move's row, column and player
 * (0-based row and column, player 1 or 2). The answer is one line, each move's return value in
 * order, separated by spaces: {@code 0 0 0 0 1}. The moves are valid, as the problem promises:
 * on the board, on a free cell, never after a win.
 *
 * <p><b>The engine</b> (the "Tic Tac Toe Engine" puzzle), as CodinGame runs it: the input is one
 * puzzle, a line {@code X} or {@code O} (the engine's letter) and then the board's rows, top row
 * first, from X, O and '.'; the output is the board after the engine's move, the same rows. Given
 * {@code --many}, one process answers puzzle after puzzle until its input ends, each answer the
 * board's rows.
 *
 * <p>The checker's own hosts, which serve a Java class by these protocols in a child JVM, add
 * lines the checker reads: {@value #READY} when the class is loaded, {@value #FAILED} and a reason
 * instead of an answer ({@code ! exception 4 java.lang.ArithmeticException: / by zero | at
 * TicTacToe.move(TicTacToe.java:12)}), {@value #NOTE} and a remark, and, for the engine, a header
 * {@value #ANSWER} with the answer's line count and the nanoseconds the call took before its
 * lines.
 */
public final class Protocol {
  /** A game request's first word. */
  public static final String GAME = "game";
  /** What a host writes once its class is loaded and it is ready to serve. */
  public static final String READY = "ready";
  /** How a host's line starts when the call failed instead of answering. */
  public static final String FAILED = "! ";
  /** How a host's remark starts, a line that is no answer. */
  public static final String NOTE = "# ";
  /** How an engine host's answer header starts: "= LINES NANOS". */
  public static final String ANSWER = "= ";
  /** The kinds a host's failure line names after {@link #FAILED}. */
  public static final String EXCEPTION = "exception";
  public static final String EXIT = "exit";
  public static final String MISSING = "missing";

  private static final Pattern SPACE = Pattern.compile("\\s+");

  private Protocol() {}

  /**
   * A line's words, however many spaces part them; none for a blank line. (One compiled pattern:
   * {@code String.split("\\s+")} compiles it again for each of the 255,168 games.)
   */
  public static String[] words(String line) {
    String text = line.strip();
    return text.isEmpty() ? new String[0] : SPACE.split(text);
  }

  /** A game request: the side and the moves, each row, column and player in turn. */
  public static String gameRequest(int n, int[] moves) {
    StringBuilder line = new StringBuilder(GAME).append(' ').append(n);
    for (int value : moves) {
      line.append(' ').append(value);
    }
    return line.toString();
  }
}
