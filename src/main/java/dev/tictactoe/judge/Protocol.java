package dev.tictactoe.judge;

import dev.tictactoe.mnk.Board;
import java.util.ArrayList;
import java.util.List;

/**
 * The line protocols a checked solution is served through, in one place: what the judge asks,
 * what a solution answers, and the lines the checker's own hosts and drivers add around the
 * answers.
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
 * board's rows. Through a {@link Channel} a request is the puzzle's lines joined by {@code '\n'},
 * and a reply is the program's output, its lines joined the same way.
 *
 * <p><b>Failures.</b> Instead of an answer, a reply may say why there is none, in one line:
 * {@code ! KIND MOVE TEXT}, the kind ({@link #EXCEPTION}, {@link #EXIT}, {@link #CRASH},
 * {@link #TIMEOUT}, {@link #MEMORY}, {@link #ENDED}, {@link #SKIPPED}, {@link #ERROR}), the move it
 * happened on (0-based; -1 for the constructor, or where no move can be named) and a message; a
 * thrown exception's message is its class and text, then its frames in the solution's own code,
 * each after {@code " | at "}: {@code ! exception 3 IndexError: list index out of range | at
 * tictactoe.py line 12, in move}.
 *
 * <p><b>The checker's hosts and drivers</b>, which serve the reader's class or program by these
 * protocols, add lines the checker reads and the judge never sees: {@value #READY} once the
 * solution is loaded (or a failure line of kind {@link #ERROR} saying why it cannot be), before
 * an answer {@value #PRINTED} and a line of what the reader's code printed while answering it,
 * {@value #NOTE} and a remark, and, for the engine, a header {@value #ANSWER} with the answer's
 * line count and the nanoseconds the program took before its lines.
 */
public final class Protocol {
  /** A game request's first word. */
  public static final String GAME = "game";
  /** What a host writes once its class is loaded and it is ready to serve. */
  public static final String READY = "ready";
  /** How a line starts when the call failed instead of answering. */
  public static final String FAILED = "! ";
  /** How a host's remark starts, a line that is no answer. */
  public static final String NOTE = "# ";
  /** How an engine host's answer header starts: "= LINES NANOS". */
  public static final String ANSWER = "= ";
  /** How a host's line of what the reader's code printed starts. */
  public static final String PRINTED = "> ";

  /** The reader's code threw: the message is the exception and its frames. */
  public static final String EXCEPTION = "exception";
  /** The reader's code called exit (System.exit, sys.exit, process.exit): the status. */
  public static final String EXIT = "exit";
  /** The process died of a signal or a sanitizer's report: what is known of where. */
  public static final String CRASH = "crash";
  /** No answer within the time limit: the process was ended. */
  public static final String TIMEOUT = "timeout";
  /** The process held more memory than its limit: it was ended. */
  public static final String MEMORY = "memory";
  /** The process ended, or closed its output, before answering. */
  public static final String ENDED = "ended";
  /** Not asked, after an earlier request of the same call ended the solution. */
  public static final String SKIPPED = "skipped";
  /** The solution cannot answer at all: it does not load, or lacks what the problem asks for. */
  public static final String ERROR = "error";

  private Protocol() {}

  /** A failure line, as every host, driver and runner writes it. */
  public static String failure(String kind, int move, String message) {
    return FAILED + kind + " " + move + " " + oneLine(message);
  }

  /**
   * What a failure line of kind {@link #TIMEOUT} says of a call that ran out of its limit
   * ({@code nanos}), whoever ended it: the checker's runner, or the page's watchdog.
   */
  public static String noAnswerWithin(long nanos) {
    return "no answer within " + Text.seconds(nanos) + " (an endless loop, or far too slow)";
  }

  /** A reply read as a failure, if it is one. */
  public static Failure failureOf(String reply) {
    if (!reply.startsWith(FAILED)) {
      return null;
    }
    String[] parts = split(reply.substring(FAILED.length()), 3);
    int move = -1;
    if (parts.length > 1) {
      try {
        move = Integer.parseInt(parts[1]);
      } catch (NumberFormatException e) {
        move = -1;
      }
    }
    return new Failure(parts[0], move, parts.length > 2 ? parts[2] : "");
  }

  /** A reply that is no answer: its kind, the move it names (or -1) and its message. */
  public record Failure(String kind, int move, String message) {
    /** Whether it says the solution ran out of time or memory. */
    public boolean outOfTimeOrMemory() {
      return kind.equals(TIMEOUT) || kind.equals(MEMORY);
    }
  }

  /**
   * A line's words, however many spaces part them; none for a blank line. (By hand: a pattern's
   * split costs more over the 255,168 games, and this runs in the page too.)
   */
  public static String[] words(String line) {
    List<String> words = new ArrayList<>();
    int i = 0;
    int n = line.length();
    while (i < n) {
      while (i < n && Character.isWhitespace(line.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < n && !Character.isWhitespace(line.charAt(i))) {
        i++;
      }
      if (i > start) {
        words.add(line.substring(start, i));
      }
    }
    return words.toArray(new String[0]);
  }

  /** {@code text} cut at its first {@code limit - 1} single spaces: at most limit parts. */
  private static String[] split(String text, int limit) {
    List<String> parts = new ArrayList<>();
    int start = 0;
    while (parts.size() < limit - 1) {
      int space = text.indexOf(' ', start);
      if (space < 0) {
        break;
      }
      parts.add(text.substring(start, space));
      start = space + 1;
    }
    parts.add(text.substring(start));
    return parts.toArray(new String[0]);
  }

  /** A game request: the side and the moves, each row, column and player in turn. */
  public static String gameRequest(int n, int[] moves) {
    StringBuilder line = new StringBuilder(GAME).append(' ').append(n);
    for (int value : moves) {
      line.append(' ').append(value);
    }
    return line.toString();
  }

  /** The puzzle for a position: the engine's letter, then the board's rows. */
  public static String puzzle(Board board) {
    return board.toMove() + "\n" + board.toString().strip();
  }

  /** A message on one line: line breaks become spaces. */
  public static String oneLine(String text) {
    return text.replace('\r', ' ').replace('\n', ' ');
  }
}
