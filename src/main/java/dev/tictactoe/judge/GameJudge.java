package dev.tictactoe.judge;

import dev.tictactoe.judge.CheckReport.Status;
import dev.tictactoe.judge.CheckReport.Test;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;

/**
 * Judges a solution of the game (LeetCode 348) through a {@link Channel}: the families of
 * {@link GameCases}, smallest boards first, each against the reference, each stopping at its
 * first failure; the first failure found is shrunk ({@link Shrinker}) and shown
 * ({@link FailingGame}) as a script {@code replay} accepts and as a LeetCode custom test case,
 * with the reference's value and the solution's side by side, move by move. A solution that runs out of time or memory plays no
 * further family: an endless loop costs one time limit, not one a family.
 */
public final class GameJudge {
  /** The most calls a shrink may make of the solution. */
  static final int SHRINK_BUDGET = 2_000;
  /**
   * Games sent in one call of the channel: the progress is told after each. The first call of a
   * family sends {@link #FIRST_BATCH}, and each next one twice as many up to {@link #BATCH}, so
   * that a solution failing at once is not asked thousands of games first.
   */
  static final int BATCH = 4_096;
  static final int FIRST_BATCH = 64;

  /** How a game went wrong: a wrong value, or no value at all and why. */
  public enum Kind {
    WRONG("a wrong value"), EXCEPTION("an exception"), EXIT("an exit"), CRASH("a crash"),
    TIMEOUT("no answer in time"), MEMORY("too much memory"), ENDED("the program ended"),
    MALFORMED("an answer that is not one");

    final String words;

    Kind(String words) {
      this.words = words;
    }

    /** The kind in a few words, as the failing game's table marks its move: "a wrong value". */
    public String words() {
      return words;
    }
  }

  /**
   * What went wrong in a game: its kind, the move (0-based; -1 for the constructor or where no
   * move can be named) and a message of one line, frames after " | ".
   */
  public record Fault(Kind kind, int move, String message) {
    /**
     * Whether the solution ran out of memory: ended for it, or its host caught the error it
     * threw (a JVM that may be left short, and slow to get there).
     */
    public boolean outOfMemory() {
      return kind == Kind.MEMORY || (kind == Kind.EXCEPTION
          && (message.startsWith("threw java.lang.OutOfMemoryError")
              || message.startsWith("threw MemoryError")));
    }
  }

  /** What the solution answered for a game, and its fault if it has one. */
  public record Outcome(int[] results, Optional<Fault> fault) {}

  /** The first game of a list that failed, by index, with its outcome; index -1 if none did. */
  record FirstFailure(int index, Outcome outcome) {
    static final FirstFailure NONE = new FirstFailure(-1, null);
  }

  /** A family of games: what the report calls it, and its games, made when it is checked. */
  private record Family(String name, Supplier<List<GameCase>> games) {}

  private final Channel channel;

  private GameJudge(Channel channel) {
    this.channel = channel;
  }

  /**
   * Every family on the solution behind {@code channel}.
   *
   * @param solution what the report calls the solution (its file's name)
   * @param maxSide the largest board side to play on
   * @param seed the seed of the random and targeted games
   * @param replay the command that runs this project's CLI, for the replay script it prints
   *     ({@code java -jar /path/to/tictactoe.jar}); empty for none
   */
  public static CheckReport run(Channel channel, String solution, int maxSide, long seed,
      String replay, Progress progress) {
    return new GameJudge(channel).families(solution, maxSide, seed, replay, progress);
  }

  private CheckReport families(String solution, int maxSide, long seed, String replay,
      Progress progress) {
    CheckReport report = new CheckReport(solution + ", the game");
    List<Family> families = List.of(
        new Family("every game on 2 x 2, either player first", GameCases::tiny),
        new Family("every 3 x 3 game", GameCases::threeByThree),
        new Family("games on n = 4 to " + Text.thousands(maxSide) + ": a win on every line by"
            + " either player, the anti-diagonal's last cell, a win on the last free cell,"
            + " random games", () -> GameCases.larger(maxSide, seed)));
    boolean shrunk = false;
    Optional<String> gaveUp = Optional.empty(); // what the solution ran out of
    try {
      for (Family family : families) {
        if (gaveUp.isPresent()) {
          report.add(Test.failed(family.name(), "not played: the solution ran out of "
              + gaveUp.get() + " in the family before, and every game here could cost as much",
              ""));
          continue;
        }
        List<GameCase> games = family.games().get();
        progress.update(family.name(), 0, games.size());
        Printed printed = new Printed();
        FirstFailure failure = playAll(games, progress, family.name(), printed);
        String output = printed.text();
        String name = family.name() + (family.name().startsWith("every 3 x 3")
            ? " (" + Text.thousands(games.size()) + " games)" : "");
        if (failure.index() < 0) {
          report.add(Test.passed(name, output));
          continue;
        }
        GameCase game = games.get(failure.index());
        Fault fault = failure.outcome().fault().orElseThrow();
        gaveUp = ranOutOf(fault);
        Optional<FailingGame> shown = Optional.empty();
        if (!shrunk) {
          shrunk = true;
          progress.update("shrinking the failing game", 0, 0);
          shown = Optional.of(shrink(game, failure.outcome(), replay));
        }
        report.add(new Test(name, Status.FAIL, "on a " + game.n() + " x " + game.n() + " board, "
            + summary(fault), output, shown, List.of()));
      }
    } catch (CheckError e) {
      report.error(e.getMessage());
    }
    return report;
  }

  /** "time" or "memory", for a fault that is running out of it: a family of such is slow. */
  private static Optional<String> ranOutOf(Fault fault) {
    return fault.kind() == Kind.TIMEOUT ? Optional.of("time")
        : fault.outOfMemory() ? Optional.of("memory") : Optional.empty();
  }

  /**
   * A fault in one line: its message, with the move it happened on where that is known, and the
   * first frame of the solution's own code (its file and line) for an exception.
   */
  static String summary(Fault fault) {
    List<String> parts = Text.split(fault.message(), " | ");
    String head = parts.get(0);
    return switch (fault.kind()) {
      case WRONG, MALFORMED -> head;
      case EXCEPTION, EXIT, CRASH -> (fault.move() < 0 ? "the constructor " : "move "
          + (fault.move() + 1) + " ") + head + (parts.size() > 1 ? ", " + parts.get(1) : "");
      default -> head;
    };
  }

  /** One game, judged; what the solution printed meanwhile goes to {@code printed}. */
  Outcome play(GameCase game, Printed printed) throws CheckError {
    FirstFailure failure = playAll(List.of(game), Progress.NONE, "", printed);
    return failure.index() < 0 ? new Outcome(game.expected(), Optional.empty())
        : failure.outcome();
  }

  /**
   * The games in order, a batch to a call of the channel, until the first that fails; what the
   * solution printed meanwhile goes to {@code printed}.
   *
   * @throws CheckError if the solution cannot answer at all
   */
  FirstFailure playAll(List<GameCase> games, Progress progress, String what, Printed printed)
      throws CheckError {
    int size = FIRST_BATCH;
    for (int start = 0; start < games.size(); start += size, size = Math.min(BATCH, 2 * size)) {
      List<GameCase> batch = games.subList(start, Math.min(games.size(), start + size));
      List<String> requests = new ArrayList<>(batch.size());
      for (GameCase game : batch) {
        requests.add(game.request());
      }
      List<String> replies = Channel.replies(channel, requests);
      printed.add(channel.printed());
      for (int i = 0; i < batch.size(); i++) {
        Outcome outcome = judge(batch.get(i), replies.get(i));
        if (outcome.fault().isPresent()) {
          if (outcome.fault().get().kind() == Kind.MALFORMED) {
            channel.reset(); // the lines after it may belong to other games
          }
          return new FirstFailure(start + i, outcome);
        }
      }
      progress.update(what, start + batch.size(), games.size());
    }
    return FirstFailure.NONE;
  }

  /**
   * The reply to a game, read and held to the reference.
   *
   * @throws CheckError if the reply says the solution cannot answer at all
   */
  public static Outcome judge(GameCase game, String reply) throws CheckError {
    Protocol.Failure failure = Protocol.failureOf(reply);
    if (failure != null) {
      return new Outcome(new int[0], Optional.of(fault(failure)));
    }
    int[] expected = game.expected();
    if (spells(reply, expected)) {
      return new Outcome(expected, Optional.empty()); // the common case, read without parsing
    }
    String[] words = Protocol.words(reply);
    int[] results = new int[words.length];
    for (int i = 0; i < words.length; i++) {
      int value = parseOr(words[i], Integer.MIN_VALUE);
      if (value == Integer.MIN_VALUE) {
        return malformed(game, reply, "\"" + Text.shorten(words[i], 60) + "\" is not a number");
      }
      results[i] = value;
    }
    if (results.length != game.size()) {
      return malformed(game, reply, Text.count(results.length, "value", "values") + " for "
          + Text.count(game.size(), "move", "moves"));
    }
    for (int i = 0; i < expected.length; i++) {
      if (results[i] != expected[i]) {
        return new Outcome(results, Optional.of(new Fault(Kind.WRONG, i, "move " + (i + 1)
            + " (" + game.row(i) + ", " + game.col(i) + ") by player " + game.player(i)
            + " returned " + results[i] + " where the reference returns " + expected[i])));
      }
    }
    return new Outcome(results, Optional.empty());
  }

  /**
   * Whether {@code reply} is exactly the line of {@code results} the protocol writes, one digit
   * each and single spaces ("0 0 1"): a correct answer's reply, checked with no words or numbers
   * made, which over every 3 x 3 game is most of the judge's time in the page. Anything else is
   * read in full.
   */
  static boolean spells(String reply, int[] results) {
    int at = 0;
    for (int i = 0; i < results.length; i++) {
      if (i > 0 && (at >= reply.length() || reply.charAt(at++) != ' ')) {
        return false;
      }
      int value = results[i];
      if (value < 0 || value > 9 || at >= reply.length() || reply.charAt(at++) != '0' + value) {
        return false;
      }
    }
    return at == reply.length();
  }

  /** A failure line as the fault it reports. */
  private static Fault fault(Protocol.Failure failure) throws CheckError {
    String text = failure.message();
    return switch (failure.kind()) {
      case Protocol.ERROR -> throw new CheckError(text);
      case Protocol.EXIT -> new Fault(Kind.EXIT, failure.move(), "called " + text);
      case Protocol.EXCEPTION -> new Fault(Kind.EXCEPTION, failure.move(), "threw " + text);
      case Protocol.CRASH -> new Fault(Kind.CRASH, failure.move(), "crashed: " + text);
      case Protocol.TIMEOUT -> new Fault(Kind.TIMEOUT, -1, text);
      case Protocol.MEMORY -> new Fault(Kind.MEMORY, -1, text);
      case Protocol.SKIPPED -> new Fault(Kind.ENDED, -1, "not asked: " + text);
      default -> new Fault(Kind.ENDED, -1, text);
    };
  }

  private static Outcome malformed(GameCase game, String answer, String why) {
    return new Outcome(new int[0], Optional.of(new Fault(Kind.MALFORMED, -1, "the answer to a "
        + game + " is not one (" + why + "): \"" + Text.shorten(answer, 60) + "\"")));
  }

  private static int parseOr(String word, int otherwise) {
    try {
      return Integer.parseInt(word);
    } catch (NumberFormatException e) {
      return otherwise;
    }
  }

  /**
   * The shortest failing game the shrinker finds, with what the solution's code printed while it
   * played that game alone.
   */
  private FailingGame shrink(GameCase game, Outcome failed, String replay) throws CheckError {
    Fault fault = failed.fault().orElseThrow();
    GameCase small = game;
    // no search after running out of time or memory: each try would cost a limit or a process
    boolean searched = fault.kind() != Kind.TIMEOUT && !fault.outOfMemory();
    if (searched) {
      Printed ignored = new Printed();
      Shrinker shrinker = new Shrinker(g -> {
        Outcome outcome = play(g, ignored);
        return outcome.fault().filter(f -> f.kind() == fault.kind())
            .map(f -> OptionalInt.of(f.move() >= 0 ? f.move() : g.size() - 1))
            .orElse(OptionalInt.empty());
      }, SHRINK_BUDGET);
      small = shrinker.shrink(game, fault.move());
    }
    Printed alone = new Printed();
    Outcome outcome = searched ? play(small, alone) : failed; // played alone, for its prints
    return new FailingGame(game, small, searched, outcome, replay,
        alone.isEmpty() ? "" : alone.text());
  }
}
