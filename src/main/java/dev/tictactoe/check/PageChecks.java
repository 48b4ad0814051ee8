package dev.tictactoe.check;

import dev.tictactoe.browser.Verdict;
import dev.tictactoe.browser.Verdict.FailingGame;
import dev.tictactoe.browser.Verdict.Group;
import dev.tictactoe.browser.Verdict.Move;
import dev.tictactoe.browser.Verdict.Position;
import dev.tictactoe.check.EngineCheck.Kind;
import dev.tictactoe.check.EngineCheck.Wrong;
import dev.tictactoe.check.EngineSession.Answer;
import dev.tictactoe.check.GameSession.Fault;
import dev.tictactoe.check.GameSession.Outcome;
import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.Reason;
import dev.tictactoe.engine.TicTacToeEngine;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * TEMPORARY (issue 54, phase 1): the checks the practice pane runs in the browser, made of what
 * the checker has today (its case lists, its judging of one answer, its shrinker, its grouping of
 * wrong answers), asked through a {@link Channel} instead of a process. Phase 2 replaces this
 * class with the judge package's own entry points over its line-protocol channel, which also
 * give the verdict's structure (the failing game, the groups); nothing else should call it.
 *
 * <p>What it leaves out, until then: the game's larger boards (their games are drawn with
 * {@code SplittableRandom}, which TeaVM's class library lacks) and any speed measurement.
 */
public final class PageChecks {
  /**
   * The solution, asked request after request in batches: one answer per request, in order. Two
   * answers are the channel's own, never the solution's: {@link #TIMED_OUT}, for a request the
   * solution was given and did not answer within the time limit, and {@link #NOT_ASKED} for
   * each request after it in the same batch.
   */
  public interface Channel {
    String TIMED_OUT = "! timeout";
    String NOT_ASKED = "! not-asked";

    List<String> ask(List<String> requests);
  }

  /** How many games (or puzzles) one call to the channel carries. */
  static final int GAME_BATCH = 4096;
  static final int PUZZLE_BATCH = 256;

  private PageChecks() {}

  /** The families of {@link GameCheck} that TeaVM can build, on {@code channel}. */
  public static Verdict game(Channel channel, Progress progress, long timeLimitMillis) {
    Verdict verdict = new Verdict("game");
    String noAnswer = "no answer within " + seconds(timeLimitMillis) + " (an endless loop, or"
        + " a game far too slow)";
    // made when played: after a time-out the 3 x 3 family is not, and costs nothing
    List<java.util.function.Supplier<List<GameCase>>> families = List.of(GameCases::tiny,
        GameCases::threeByThree);
    List<String> names = List.of("every game on 1 x 1 and 2 x 2, either player first",
        String.format(Locale.ROOT, "every 3 x 3 game (%,d games)", 255_168));
    boolean shrunk = false;
    boolean gaveUp = false;
    for (int f = 0; f < families.size(); f++) {
      String name = names.get(f);
      if (gaveUp) {
        verdict.add(new Verdict.Test(name, Verdict.Status.FAIL, "not played: the solution ran"
            + " out of time in the family before, and every game here could cost as much", "",
            null, List.of()));
        continue;
      }
      List<GameCase> games = families.get(f).get();
      progress.update(name, 0, games.size());
      int index = -1;
      Outcome failed = null;
      for (int start = 0; start < games.size() && index < 0; start += GAME_BATCH) {
        List<GameCase> batch = games.subList(start, Math.min(games.size(), start + GAME_BATCH));
        List<String> answers = channel.ask(batch.stream().map(GameCase::request).toList());
        for (int i = 0; i < batch.size(); i++) {
          Outcome outcome = outcome(batch.get(i), answers.get(i), noAnswer);
          if (outcome.fault().isPresent()) {
            index = start + i;
            failed = outcome;
            break;
          }
        }
        progress.update(name, Math.min(games.size(), start + GAME_BATCH), games.size());
      }
      if (index < 0) {
        verdict.add(Verdict.Test.passed(name));
        continue;
      }
      GameCase game = games.get(index);
      Fault fault = failed.fault().orElseThrow();
      gaveUp = fault.kind() == GameSession.Kind.TIMEOUT;
      FailingGame drawn = null;
      if (!shrunk) {
        shrunk = true;
        progress.update("shrinking the failing game", 0, 0);
        boolean searched = fault.kind() != GameSession.Kind.TIMEOUT;
        GameCase small = game;
        if (searched) {
          try {
            small = new Shrinker(g -> {
              Outcome outcome = outcome(g, channel.ask(List.of(g.request())).get(0), noAnswer);
              return outcome.fault().filter(x -> x.kind() == fault.kind())
                  .map(x -> OptionalInt.of(x.move() >= 0 ? x.move() : g.size() - 1))
                  .orElse(OptionalInt.empty());
            }, GameCheck.SHRINK_BUDGET).shrink(game, fault.move());
          } catch (CheckError e) {
            throw new IllegalStateException(e); // the oracle above throws none
          }
        }
        Outcome outcome = small.equals(game) ? failed
            : outcome(small, channel.ask(List.of(small.request())).get(0), noAnswer);
        // The page draws the game from the data; GameCheck.show's text is left out: it formats
        // with %n, which TeaVM's Formatter does not know ("Unknown format conversion: n").
        drawn = drawn(game, small, outcome, searched);
      }
      verdict.add(new Verdict.Test(name, Verdict.Status.FAIL, "on a " + game.n() + " x "
          + game.n() + " board, " + GameCheck.summary(fault), "", drawn, List.of()));
    }
    verdict.note("The games on boards from 4 x 4 to 1,000 x 1,000 that check also plays are not"
        + " played in the page yet.");
    return verdict;
  }

  /** An answer judged, the channel's own answers read as what they say. */
  private static Outcome outcome(GameCase game, String answer, String noAnswer) {
    if (answer.equals(Channel.TIMED_OUT)) {
      return new Outcome(new int[0], Optional.of(new Fault(GameSession.Kind.TIMEOUT, -1,
          noAnswer)));
    }
    int[] expected = game.expected();
    StringBuilder line = new StringBuilder(2 * expected.length);
    for (int value : expected) {
      line.append(line.length() == 0 ? "" : " ").append(value);
    }
    // the answer as the reference would give it: the common case, judged without parsing
    return answer.contentEquals(line) ? new Outcome(expected, Optional.empty())
        : GameSession.judge(game, answer);
  }

  /** The failing game as the page draws it: {@link GameCheck#show}'s table, as data. */
  private static FailingGame drawn(GameCase original, GameCase game, Outcome outcome,
      boolean searched) {
    Fault fault = outcome.fault().orElse(new Fault(GameSession.Kind.WRONG, -1, "(passes now)"));
    int[] expected = game.expected();
    List<Move> moves = new ArrayList<>();
    for (int i = 0; i < game.size(); i++) {
      String yours = i < outcome.results().length ? Integer.toString(outcome.results()[i])
          : i == fault.move() || (fault.move() < 0 && i == game.size() - 1)
              ? fault.kind() == GameSession.Kind.EXIT ? "exit"
                  : fault.kind() == GameSession.Kind.EXCEPTION ? "threw" : "-" : "";
      moves.add(new Move(game.row(i), game.col(i), game.player(i), expected[i], yours));
    }
    String[] frames = fault.message().split(" \\| ");
    StringBuilder replay = new StringBuilder("printf '");
    for (int i = 0; i < game.size(); i++) {
      replay.append(game.row(i)).append(' ').append(game.col(i)).append(' ')
          .append(game.player(i)).append("\\n");
    }
    replay.append("' | java -jar tictactoe.jar replay --n ").append(game.n());
    return new FailingGame(game.n(), searched, original.n(), original.size(),
        fault.kind().name().toLowerCase(Locale.ROOT), fault.kind().words, fault.move(),
        frames.length > 1 ? List.of(frames) : List.of(), replay.toString(), moves);
  }

  /** Every reachable 3x3 position, as {@link EngineCheck} asks them, on {@code channel}. */
  public static Verdict engine(Channel channel, Progress progress, long timeLimitMillis) {
    Verdict verdict = new Verdict("engine");
    Engine reference = new TicTacToeEngine();
    List<Board> positions = EngineCheck.allThreeByThree();
    List<Board> finished = positions.stream().filter(Board::isOver).toList();
    List<Board> open = positions.stream().filter(b -> !b.isOver()).toList();
    int[] timeouts = {0};
    String noAnswer = "no answer within " + seconds(timeLimitMillis);
    String what = "finished positions";
    List<Answer> answers = askAll(channel, finished, progress, what, timeouts, noAnswer);
    verdict.add(test(String.format(Locale.ROOT, "3x3: every finished position (%,d) comes back"
        + " unchanged", finished.size()), finished, answers, reference));
    what = "positions with a move to make";
    answers = askAll(channel, open, progress, what, timeouts, noAnswer);
    verdict.add(test(String.format(Locale.ROOT, "3x3: every position with a move to make (%,d)"
        + " gets the engine's move: the fastest win, else a draw, else the slowest loss, ties"
        + " to the grid", open.size()), open, answers, reference));
    return verdict;
  }

  /**
   * Every position's answer, in order: a time-out ends its batch, whose rest is asked again, until
   * the solution has run out of time {@link EngineSession#GIVE_UP} times.
   */
  private static List<Answer> askAll(Channel channel, List<Board> positions, Progress progress,
      String what, int[] timeouts, String noAnswer) {
    List<Answer> answers = new ArrayList<>();
    progress.update(what, 0, positions.size());
    while (answers.size() < positions.size() && timeouts[0] < EngineSession.GIVE_UP) {
      List<Board> batch = positions.subList(answers.size(),
          Math.min(positions.size(), answers.size() + PUZZLE_BATCH));
      List<String> replies = channel.ask(batch.stream().map(EngineSession::puzzle).toList());
      for (String reply : replies) {
        if (reply.equals(Channel.NOT_ASKED)) {
          break;
        }
        if (reply.equals(Channel.TIMED_OUT)) {
          timeouts[0]++;
          answers.add(Answer.failed(noAnswer));
        } else if (reply.startsWith(Protocol.FAILED)) {
          String[] parts = reply.substring(Protocol.FAILED.length()).split(" ", 2);
          answers.add(Answer.failed("threw " + (parts.length > 1 ? parts[1] : "")));
        } else {
          List<String> lines = new ArrayList<>();
          for (String line : reply.split("\n")) {
            if (!line.isBlank()) {
              lines.add(line.strip());
            }
          }
          answers.add(new Answer(lines, 0, 0, Optional.empty()));
        }
      }
      progress.update(what, answers.size(), positions.size());
    }
    while (answers.size() < positions.size()) {
      answers.add(Answer.failed("not asked: the solution had run out of time "
          + EngineSession.GIVE_UP + " times"));
    }
    return answers;
  }

  /** One check of the engine: {@link EngineCheck}'s test, with the groups as data too. */
  private static Verdict.Test test(String name, List<Board> positions, List<Answer> answers,
      Engine reference) {
    Map<Kind, List<Wrong>> wrong = new EnumMap<>(Kind.class);
    for (int i = 0; i < positions.size(); i++) {
      EngineCheck.judge(positions.get(i), answers.get(i), reference)
          .ifPresent(w -> wrong.computeIfAbsent(w.kind(), k -> new ArrayList<>()).add(w));
    }
    if (wrong.isEmpty()) {
      return Verdict.Test.passed(name);
    }
    long total = wrong.values().stream().mapToLong(List::size).sum();
    List<String> kinds = new ArrayList<>();
    StringBuilder detail = new StringBuilder();
    List<Group> groups = new ArrayList<>();
    wrong.forEach((kind, list) -> {
      kinds.add(list.size() + " " + kind.words);
      detail.append(String.format(Locale.ROOT, "%s: %,d %s", kind.words, list.size(),
          list.size() == 1 ? "position" : "positions")).append('\n');
      List<Position> shown = new ArrayList<>();
      for (Wrong w : list.subList(0, Math.min(EngineCheck.SHOWN, list.size()))) {
        detail.append(EngineCheck.show(w, reference)).append('\n');
        shown.add(position(w, reference));
      }
      groups.add(new Group(kind.name(), kind.words, list.size(), shown));
    });
    return new Verdict.Test(name, Verdict.Status.FAIL, String.format(Locale.ROOT,
        "%,d of %,d wrong: %s", total, positions.size(), String.join("; ", kinds)),
        detail.toString(), null, groups);
  }

  /** A wrong answer as the page draws it: {@link EngineCheck#show}'s board, as data. */
  private static Position position(Wrong w, Engine reference) {
    Board board = w.board();
    Rules rules = board.rules();
    int[] scores = new int[rules.cells()];
    List<String> values = new ArrayList<>(Arrays.asList(new String[rules.cells()]));
    for (int cell = 0; cell < rules.cells(); cell++) {
      if (board.at(cell) == '.' && !board.isOver()) {
        scores[cell] = reference.moveValue(board, cell);
        values.set(cell, scores[cell] == 0 ? "D" : (scores[cell] > 0 ? "W" : "L")
            + (Score.endPly(scores[cell], rules.cells()) - board.marks()));
      }
    }
    int expected = board.isOver() ? -1 : reference.decide(board).cell();
    int played = -1;
    try {
      Board after = Board.parse(rules, w.answer());
      long added = board.toMove() == 'X' ? after.x() & ~board.x() : after.o() & ~board.o();
      played = Long.bitCount(added) == 1 ? Long.numberOfTrailingZeros(added) : -1;
    } catch (RuntimeException e) { // not a board: nothing was played
      played = -1;
    }
    boolean reasoned = !board.isOver() && w.kind() != Kind.NO_ANSWER
        && w.kind() != Kind.MALFORMED;
    return new Position(rules.rows(), rules.columns(), board.cells(), board.toMove(), values,
        w.answer(), played, expected, w.why(),
        reasoned ? Reason.explain(board, scores, expected) : "");
  }

  private static String seconds(long millis) {
    return millis % 1000 == 0 ? millis / 1000 + " s" : millis / 1000.0 + " s";
  }
}
