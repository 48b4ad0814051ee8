package dev.tictactoe.check;

import dev.tictactoe.check.Checker.Problem;
import java.nio.file.Path;
import java.util.AbstractList;
import java.util.List;
import java.util.Optional;

/**
 * A solution of the game, served in a process of its own by the game protocol, with the games
 * played on it judged against the reference: one game at a time, or many pipelined (sent all at
 * once, answered in order) until the first that fails. A process that fails is ended, and the
 * next game starts a new one, unless it answered its last game in full (a wrong value, an
 * exception its host caught) and has no other game on its way.
 */
final class GameSession implements AutoCloseable {

  /** How a game went wrong: a wrong value, or no value at all and why. */
  enum Kind {
    WRONG("a wrong value"), EXCEPTION("an exception"), EXIT("System.exit"),
    TIMEOUT("no answer in time"), MEMORY("too much memory"), ENDED("the program ended"),
    MALFORMED("an answer that is not one");

    final String words;

    Kind(String words) {
      this.words = words;
    }
  }

  /**
   * What went wrong in a game: its kind, the move (0-based; -1 for the constructor or where no
   * move can be named) and a message of one line.
   */
  record Fault(Kind kind, int move, String message) {
    /**
     * Whether the solution ran out of memory: killed for it, or its host caught the {@code
     * OutOfMemoryError} it threw (a JVM that may be left short, and slow to get there).
     */
    boolean outOfMemory() {
      return kind == Kind.MEMORY
          || (kind == Kind.EXCEPTION && message.startsWith("threw java.lang.OutOfMemoryError"));
    }
  }

  /** What the solution answered for a game, and its fault if it has one. */
  record Outcome(int[] results, Optional<Fault> fault) {}

  /** The first game of a list that failed, by index, with its outcome; index -1 if none did. */
  record FirstFailure(int index, Outcome outcome) {
    static final FirstFailure NONE = new FirstFailure(-1, null);
  }

  private final Limits limits;
  private final Served served;

  GameSession(Solution solution, Path dir, Limits limits) {
    this.limits = limits;
    this.served = new Served(solution, Problem.GAME, 0, dir, limits);
  }

  /** One game, judged. */
  Outcome play(GameCase game) throws CheckError {
    FirstFailure failure = playAll(List.of(game), Progress.NONE, "");
    return failure.index() < 0 ? new Outcome(game.expected(), Optional.empty())
        : failure.outcome();
  }

  /**
   * The games in order, pipelined, until the first that fails.
   *
   * @throws CheckError if the solution cannot be started
   */
  FirstFailure playAll(List<GameCase> games, Progress progress, String what) throws CheckError {
    Child process = served.process();
    process.sendAll(new AbstractList<>() {
      @Override
      public String get(int index) {
        return games.get(index).request();
      }

      @Override
      public int size() {
        return games.size();
      }
    }, false);
    for (int i = 0; i < games.size(); i++) {
      GameCase game = games.get(i);
      Outcome outcome;
      try {
        outcome = judge(game, process.nextLine(limits.call()));
      } catch (ChildFailure e) {
        outcome = new Outcome(new int[0], Optional.of(new Fault(kindOf(e), -1, e.getMessage())));
      }
      if (outcome.fault().isPresent()) {
        if (i < games.size() - 1 || !answeredInFull(outcome.fault().get())) {
          served.end(); // games still on their way, or a process not fit to go on
        }
        return new FirstFailure(i, outcome);
      }
      if (i % 4096 == 4095) {
        progress.update(what, i + 1, games.size());
      }
    }
    return FirstFailure.NONE;
  }

  /**
   * Whether the process answered the failing game in full and can serve the next: a wrong value,
   * or an exception its host caught (not running out of memory, which may leave the JVM short).
   * A shrink plays one failing game after another, and a JVM's start for each would cost more
   * than the games.
   */
  private static boolean answeredInFull(Fault fault) {
    return fault.kind() == Kind.WRONG || (fault.kind() == Kind.EXCEPTION && !fault.outOfMemory());
  }

  private static Kind kindOf(ChildFailure e) {
    return switch (e.kind) {
      case TIMEOUT -> Kind.TIMEOUT;
      case MEMORY -> Kind.MEMORY;
      case ENDED -> Kind.ENDED;
    };
  }

  /** The answer to a game, read and held to the reference. */
  static Outcome judge(GameCase game, String answer) {
    if (answer.startsWith(Protocol.FAILED)) {
      String[] parts = answer.substring(Protocol.FAILED.length()).split(" ", 3);
      int move = parts.length > 1 ? parseOr(parts[1], -1) : -1;
      String text = parts.length > 2 ? parts[2] : "";
      Fault fault = parts[0].equals(Protocol.EXIT)
          ? new Fault(Kind.EXIT, move, "called System.exit(" + text + ")")
          : new Fault(Kind.EXCEPTION, move, "threw " + text);
      return new Outcome(new int[0], Optional.of(fault));
    }
    String[] words = Protocol.words(answer);
    int[] results = new int[words.length];
    for (int i = 0; i < words.length; i++) {
      int value = parseOr(words[i], Integer.MIN_VALUE);
      if (value == Integer.MIN_VALUE) {
        return malformed(game, answer, "\"" + shorten(words[i]) + "\" is not a number");
      }
      results[i] = value;
    }
    if (results.length != game.size()) {
      return malformed(game, answer, results.length + (results.length == 1 ? " value" : " values")
          + " for " + game.size() + (game.size() == 1 ? " move" : " moves"));
    }
    int[] expected = game.expected();
    for (int i = 0; i < expected.length; i++) {
      if (results[i] != expected[i]) {
        return new Outcome(results, Optional.of(new Fault(Kind.WRONG, i, "move " + (i + 1)
            + " (" + game.row(i) + ", " + game.col(i) + ") by player " + game.player(i)
            + " returned " + results[i] + " where the reference returns " + expected[i])));
      }
    }
    return new Outcome(results, Optional.empty());
  }

  private static Outcome malformed(GameCase game, String answer, String why) {
    return new Outcome(new int[0], Optional.of(new Fault(Kind.MALFORMED, -1, "the answer to a "
        + game + " is not one (" + why + "): \"" + shorten(answer) + "\"")));
  }

  private static int parseOr(String word, int otherwise) {
    try {
      return Integer.parseInt(word);
    } catch (NumberFormatException e) {
      return otherwise;
    }
  }

  static String shorten(String text) {
    String line = text.replace('\n', ' ');
    return line.length() > 60 ? line.substring(0, 57) + "..." : line;
  }

  @Override
  public void close() {
    served.close();
  }
}
