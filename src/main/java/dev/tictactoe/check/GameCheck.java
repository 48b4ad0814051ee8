package dev.tictactoe.check;

import dev.tictactoe.check.CheckReport.Status;
import dev.tictactoe.check.CheckReport.Test;
import dev.tictactoe.check.GameSession.Fault;
import dev.tictactoe.check.GameSession.FirstFailure;
import dev.tictactoe.check.GameSession.Kind;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;

/**
 * Judges a solution of the game (LeetCode 348): the families of {@link GameCases}, smallest
 * boards first, each against the reference, each stopping at its first failure; the first failure
 * found is shrunk ({@link Shrinker}) and shown as a script {@code replay} accepts, with the
 * reference's value and the solution's side by side, move by move. A solution that runs out of
 * time or memory plays no further family: an endless loop costs one time limit, not one a
 * family.
 */
final class GameCheck {
  /** The most calls a shrink may make of the solution. */
  static final int SHRINK_BUDGET = 2_000;

  /** A family of games: what the report calls it, and its games, made when it is checked. */
  private record Family(String name, Supplier<List<GameCase>> games) {}

  private GameCheck() {}

  /**
   * Every family on {@code solution}, run in {@code dir}.
   *
   * @param maxSide the largest board side to play on
   * @param seed the seed of the random and targeted games
   */
  static CheckReport run(Solution solution, Path dir, Limits limits, int maxSide, long seed,
      Progress progress) {
    CheckReport report = new CheckReport(solution.name() + ", the game");
    List<Family> families = List.of(
        new Family("every game on 1 x 1 and 2 x 2, either player first", GameCases::tiny),
        new Family("every 3 x 3 game", GameCases::threeByThree),
        new Family("games on n = 4 to " + String.format(Locale.ROOT, "%,d", maxSide)
            + ": a win on every line by either player, the anti-diagonal's last cell, a win on"
            + " the last free cell, random games", () -> GameCases.larger(maxSide, seed)));
    boolean shrunk = false;
    Optional<String> gaveUp = Optional.empty(); // what the solution ran out of
    try (GameSession session = new GameSession(solution, dir, limits)) {
      for (Family family : families) {
        if (gaveUp.isPresent()) {
          report.add(new Test(family.name(), Status.FAIL, "not played: the solution ran out of "
              + gaveUp.get() + " in the family before, and every game here could cost as much",
              ""));
          continue;
        }
        List<GameCase> games = family.games().get();
        progress.update(family.name(), 0, games.size());
        FirstFailure failure = session.playAll(games, progress, family.name());
        String name = family.name() + (family.name().startsWith("every 3 x 3")
            ? String.format(Locale.ROOT, " (%,d games)", games.size()) : "");
        if (failure.index() < 0) {
          report.add(Test.passed(name));
          continue;
        }
        GameCase game = games.get(failure.index());
        Fault fault = failure.outcome().fault().orElseThrow();
        gaveUp = ranOutOf(fault);
        String detail = "";
        if (!shrunk) {
          shrunk = true;
          progress.update("shrinking the failing game", 0, 0);
          detail = shrinkAndShow(session, game, failure.outcome());
        }
        report.add(new Test(name, Status.FAIL, "on a " + game.n() + " x " + game.n() + " board, "
            + summary(fault), detail));
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

  /** A fault in one line: its message, with the move it happened on where that is known. */
  static String summary(Fault fault) {
    String head = fault.message().split(" \\| ", 2)[0];
    return switch (fault.kind()) {
      case WRONG, MALFORMED -> head;
      case EXCEPTION, EXIT -> (fault.move() < 0 ? "the constructor " : "move " + (fault.move() + 1)
          + " ") + head;
      default -> head;
    };
  }

  /**
   * The shortest failing game the shrinker finds, as a {@code replay} script and a table of the
   * reference's values against the solution's; the candidate's frames, for an exception.
   */
  private static String shrinkAndShow(GameSession session, GameCase game,
      GameSession.Outcome failed) throws CheckError {
    Fault fault = failed.fault().orElseThrow();
    GameCase small = game;
    // no search after running out of time or memory: each try would cost a limit or a JVM
    boolean searched = fault.kind() != Kind.TIMEOUT && !fault.outOfMemory();
    if (searched) {
      Shrinker shrinker = new Shrinker(g -> {
        GameSession.Outcome outcome = session.play(g);
        return outcome.fault().filter(f -> f.kind() == fault.kind())
            .map(f -> OptionalInt.of(f.move() >= 0 ? f.move() : g.size() - 1))
            .orElse(OptionalInt.empty());
      }, SHRINK_BUDGET);
      small = shrinker.shrink(game, fault.move());
    }
    GameSession.Outcome outcome = small.equals(game) ? failed : session.play(small);
    return show(game, small, outcome, searched);
  }

  /**
   * The failing game, shown; {@code searched} says whether the shrinker looked for a shorter one
   * (not after a time-out or running out of memory: each try could cost the whole limit).
   */
  static String show(GameCase original, GameCase game, GameSession.Outcome outcome,
      boolean searched) {
    StringBuilder text = new StringBuilder();
    Fault fault = outcome.fault().orElse(new Fault(Kind.WRONG, -1, "(passes now)"));
    text.append(searched ? "The shortest failing game found" : "The failing game")
        .append(String.format(Locale.ROOT, ": %d x %d, %d %s", game.n(), game.n(), game.size(),
            game.size() == 1 ? "move" : "moves"));
    if (!game.equals(original)) {
      text.append(String.format(Locale.ROOT, " (shrunk from a %d x %d game of %d moves)",
          original.n(), original.n(), original.size()));
    }
    text.append(". Replay it on the reference:\n  printf '");
    for (int i = 0; i < game.size(); i++) {
      text.append(game.row(i)).append(' ').append(game.col(i)).append(' ')
          .append(game.player(i)).append("\\n");
    }
    text.append("' | java -jar target/tictactoe.jar replay --n ").append(game.n()).append('\n');
    int[] expected = game.expected();
    text.append("  move  row  col  player  reference  yours\n");
    for (int i = 0; i < game.size(); i++) {
      String yours = i < outcome.results().length ? Integer.toString(outcome.results()[i])
          : i == fault.move() || (fault.move() < 0 && i == game.size() - 1)
              ? fault.kind() == Kind.EXIT ? "exit" : fault.kind() == Kind.EXCEPTION ? "threw"
                  : "-" : "";
      boolean differs = fault.kind() == Kind.WRONG ? i == fault.move()
          : i == (fault.move() < 0 ? game.size() - 1 : fault.move());
      text.append(String.format(Locale.ROOT, "  %4d %4d %4d %7d %10d  %5s%s%n", i + 1,
          game.row(i), game.col(i), game.player(i), expected[i], yours,
          differs ? "   <- " + fault.kind().words : ""));
    }
    String[] frames = fault.message().split(" \\| ");
    if (frames.length > 1) {
      text.append("  ").append(frames[0]).append('\n');
      for (int i = 1; i < frames.length; i++) {
        text.append("      ").append(frames[i]).append('\n');
      }
    }
    return text.toString();
  }
}
