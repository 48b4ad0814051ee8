package dev.tictactoe.check;

import dev.tictactoe.check.CheckReport.Status;
import dev.tictactoe.check.CheckReport.Test;
import dev.tictactoe.check.EngineSession.Answer;
import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.Reason;
import dev.tictactoe.engine.TicTacToeEngine;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Positions;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchStoppedException;
import dev.tictactoe.solver.AlphaBetaEngine;
import dev.tictactoe.solver.Technique;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Judges a solution of the engine puzzle: every reachable 3x3 position (a finished one must come
 * back unchanged), or with a board of its own a seeded sample of that m,n,k-game's positions, each
 * answer held to the project's engine. Wrong answers are grouped by kind, the first few of each
 * shown as boards with every free cell's value and the reason the expected move is the one.
 */
final class EngineCheck {
  /** How many wrong answers of each kind are shown. */
  static final int SHOWN = 3;
  /** Positions a reference answer may cost in a sample: harder ones are drawn again. */
  static final long SAMPLE_BUDGET = 2_000_000;

  /** The kinds of wrong answer, in the order a report lists them. */
  enum Kind {
    NO_ANSWER("gives no answer (an exception, an exit, no answer in time)"),
    MALFORMED("prints something that is not the board"),
    ILLEGAL("makes no legal move (no mark, two, a mark on a taken cell, the wrong letter)"),
    MOVES_ON_FINISHED("moves on a finished board"),
    MISSES_WIN("misses a win"),
    LETS_DRAW_SLIP("lets a draw slip into a loss"),
    SLOWER("takes a slower win, or a faster loss"),
    TIE_BREAK("has the right value but breaks the tie wrongly");

    final String words;

    Kind(String words) {
      this.words = words;
    }
  }

  /** One wrong answer: its kind, the position, what came back and why that is wrong. */
  record Wrong(Kind kind, Board board, List<String> answer, String why) {}

  private EngineCheck() {}

  /** The reachable positions of 3x3, in the census's order. */
  static List<Board> allThreeByThree() {
    return Positions.all(Rules.ticTacToe());
  }

  /**
   * A seeded sample of {@code count} distinct positions of {@code rules}, each reached by random
   * play and each one the reference answers within {@link #SAMPLE_BUDGET} positions.
   */
  static List<Board> sample(Rules rules, int count, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Set<Board> sample = new LinkedHashSet<>();
    int attempts = 0;
    while (sample.size() < count && attempts++ < 100 * count) {
      Board board = rules.emptyBoard();
      int plies = random.nextInt(rules.cells() + 1);
      for (int i = 0; i < plies && !board.isOver(); i++) {
        long free = board.empty();
        int pick = random.nextInt(Long.bitCount(free));
        for (int skip = 0; skip < pick; skip++) {
          free &= free - 1;
        }
        board = board.play(Long.numberOfTrailingZeros(free));
      }
      if (!sample.contains(board) && (board.isOver() || solvable(board))) {
        sample.add(board);
      }
    }
    return new ArrayList<>(sample);
  }

  private static boolean solvable(Board board) {
    try {
      new AlphaBetaEngine(board.rules(), Technique.all(), (visited, fill) -> {
        if (visited > SAMPLE_BUDGET) {
          throw new SearchStoppedException("too hard", visited);
        }
      }).decide(board);
      return true;
    } catch (SearchStoppedException e) {
      return false;
    }
  }

  /**
   * The check of {@code solution} on {@code positions} of {@code rules}, run in {@code dir}.
   *
   * @param name what the report calls the positions
   */
  static CheckReport run(Solution solution, Path dir, Limits limits, Rules rules,
      List<Board> positions, String name, boolean speed, Progress progress) {
    CheckReport report = new CheckReport(solution.name() + ", the engine");
    Engine reference = rules.equals(Rules.ticTacToe()) ? new TicTacToeEngine()
        : new AlphaBetaEngine(rules);
    List<Board> finished = positions.stream().filter(Board::isOver).toList();
    List<Board> open = positions.stream().filter(b -> !b.isOver()).toList();
    try (EngineSession session = new EngineSession(solution, dir, limits, rules)) {
      List<Answer> answers = session.askAll(finished, progress, "finished positions");
      report.add(test(String.format(Locale.ROOT, "%s: every finished position (%,d) comes back"
          + " unchanged", name, finished.size()), finished, answers, reference));
      answers = session.askAll(open, progress, "positions with a move to make");
      report.add(test(String.format(Locale.ROOT, "%s: every position with a move to make (%,d)"
          + " gets the engine's move: the fastest win, else a draw, else the slowest loss, ties"
          + " to the grid", name, open.size()), open, answers, reference));
      session.notes().forEach(note -> report.detail("Note: " + note));
      if (speed) {
        report.detail(speed(solution, answers, dir, limits, rules, open, progress));
      }
    } catch (CheckError e) {
      report.error(e.getMessage());
    }
    return report;
  }

  private static Test test(String name, List<Board> positions, List<Answer> answers,
      Engine reference) {
    Map<Kind, List<Wrong>> wrong = new EnumMap<>(Kind.class);
    for (int i = 0; i < positions.size(); i++) {
      judge(positions.get(i), answers.get(i), reference)
          .ifPresent(w -> wrong.computeIfAbsent(w.kind(), k -> new ArrayList<>()).add(w));
    }
    if (wrong.isEmpty()) {
      return Test.passed(name);
    }
    long total = wrong.values().stream().mapToLong(List::size).sum();
    List<String> kinds = new ArrayList<>();
    wrong.forEach((kind, list) -> kinds.add(list.size() + " " + kind.words));
    StringBuilder detail = new StringBuilder();
    wrong.forEach((kind, list) -> {
      detail.append(String.format(Locale.ROOT, "%s: %,d %s%n", capital(kind.words), list.size(),
          list.size() == 1 ? "position" : "positions"));
      for (Wrong w : list.subList(0, Math.min(SHOWN, list.size()))) {
        detail.append(show(w, reference)).append('\n');
      }
    });
    return new Test(name, Status.FAIL, String.format(Locale.ROOT, "%,d of %,d wrong: %s", total,
        positions.size(), String.join("; ", kinds)), detail.toString());
  }

  /** What is wrong with an answer, if anything. */
  static Optional<Wrong> judge(Board board, Answer answer, Engine reference) {
    if (answer.failure().isPresent()) {
      return Optional.of(new Wrong(Kind.NO_ANSWER, board, List.of(), answer.failure().get()));
    }
    Rules rules = board.rules();
    Board after;
    try {
      after = Board.parse(rules, answer.lines());
    } catch (RuntimeException e) { // BoardFormatException, or rows of the wrong size
      return Optional.of(new Wrong(Kind.MALFORMED, board, answer.lines(), "expected "
          + rules.rows() + " rows of " + rules.columns() + " cells of X, O and '.'"));
    }
    if (board.isOver()) {
      return after.equals(board) ? Optional.empty() : Optional.of(new Wrong(
          Kind.MOVES_ON_FINISHED, board, answer.lines(), board.winner() == '.'
              ? "the board is full" : board.winner() + " has a line already"));
    }
    long added = board.toMove() == 'X' ? after.x() & ~board.x() : after.o() & ~board.o();
    boolean kept = (after.x() & board.x()) == board.x() && (after.o() & board.o()) == board.o();
    long changedOther = board.toMove() == 'X' ? after.o() ^ board.o() : after.x() ^ board.x();
    if (!kept || changedOther != 0 || Long.bitCount(added) != 1 || (added & board.empty()) == 0) {
      return Optional.of(new Wrong(Kind.ILLEGAL, board, answer.lines(), "expected one "
          + board.toMove() + " on a free cell and nothing else changed"));
    }
    int cell = Long.numberOfTrailingZeros(added);
    Decision best = reference.decide(board);
    if (cell == best.cell()) {
      return Optional.empty();
    }
    int value = reference.moveValue(board, cell);
    Kind kind = value == best.score() ? Kind.TIE_BREAK
        : best.score() > 0 && value <= 0 ? Kind.MISSES_WIN
            : best.score() == 0 && value < 0 ? Kind.LETS_DRAW_SLIP : Kind.SLOWER;
    return Optional.of(new Wrong(kind, board, answer.lines(), "it played " + where(board, cell)
        + ", " + Score.describe(value, board) + "; the engine plays " + where(board, best.cell())
        + ", " + Score.describe(best.score(), board)));
  }

  private static String where(Board board, int cell) {
    return "row " + (cell / board.rules().columns() + 1) + ", column "
        + (cell % board.rules().columns() + 1);
  }

  /**
   * A wrong answer shown: the puzzle, the answer, each free cell's value (W3 wins in 3 moves, L4
   * loses in 4, D draws), why it is wrong, and the reason the expected move is the one.
   */
  static String show(Wrong w, Engine reference) {
    Board board = w.board();
    Rules rules = board.rules();
    StringBuilder text = new StringBuilder();
    text.append("  ").append(board.toMove()).append(" to move").append(board.isOver()
        ? "" : "; each free cell's value for " + board.toMove()).append(":\n");
    int[] values = new int[rules.cells()];
    String[] rows = board.toString().strip().split("\n");
    for (int r = 0; r < rules.rows(); r++) {
      StringBuilder line = new StringBuilder("    ").append(rows[r]).append("    ");
      for (int c = 0; c < rules.columns(); c++) {
        int cell = r * rules.columns() + c;
        if (board.at(cell) != '.' || board.isOver()) {
          line.append(String.format(Locale.ROOT, "%4s", board.at(cell)));
        } else {
          values[cell] = reference.moveValue(board, cell);
          line.append(String.format(Locale.ROOT, "%4s", value(values[cell], board)));
        }
      }
      if (r < w.answer().size()) {
        line.append("    ").append(r == 0 ? "answered: " : "          ").append(w.answer().get(r));
      }
      text.append(line.toString().stripTrailing()).append('\n');
    }
    text.append("  ").append(w.why()).append('\n');
    if (!board.isOver() && w.kind() != Kind.NO_ANSWER && w.kind() != Kind.MALFORMED) {
      text.append("  ").append(Reason.explain(board, values, reference.decide(board).cell()))
          .append('\n');
    }
    return text.toString();
  }

  /**
   * Time per puzzle, the median over the positions with a move to make, beside the project's
   * engines served by the same host: its {@code main} (or engine) alone for a Java class, the time
   * between answers through the protocol for a program that answers many, the whole process for
   * one that answers one.
   */
  static String speed(Solution solution, List<Answer> answers, Path dir, Limits limits,
      Rules rules, List<Board> open, Progress progress) {
    boolean host = !(solution instanceof Solution.Command);
    if (solution instanceof Solution.Command command && !command.many()) {
      return "Time per puzzle, a process each as CodinGame runs them: " + median(answers, false)
          + " (most of it starting the program; with --many one process answers them all and the"
          + " answers alone are timed beside the project's engines)";
    }
    StringBuilder text = new StringBuilder("Time per puzzle, the median over the "
        + String.format(Locale.ROOT, "%,d", open.size()) + " positions with a move to make ("
        + (host ? "main alone, as the checker's host times it" : "between answers, through the"
            + " protocol") + "): yours " + median(answers, host));
    List<String[]> engines = new ArrayList<>();
    if (rules.equals(Rules.ticTacToe())) {
      engines.add(new String[] {"puzzle", "the puzzle engine"});
      engines.add(new String[] {"interview", "the interview minimax"});
    } else {
      engines.add(new String[] {"strong", "the strong engine"});
    }
    for (String[] engine : engines) {
      Solution reference = new Solution.Reference(engine[1], List.of(
          dev.tictactoe.check.host.EngineHost.class.getName(), Integer.toString(rules.rows()),
          "--builtin", engine[0], Integer.toString(rules.columns()),
          Integer.toString(rules.k())));
      try (EngineSession session = new EngineSession(reference, dir, limits, rules)) {
        text.append("; ").append(engine[1]).append(' ')
            .append(median(session.askAll(open, progress, "timing " + engine[1]), host));
      } catch (CheckError e) {
        text.append("; ").append(engine[1]).append(": ").append(e.getMessage());
      }
    }
    return text.append('.').toString();
  }

  private static String median(List<Answer> answers, boolean host) {
    long[] times = answers.stream().filter(a -> a.failure().isEmpty())
        .mapToLong(a -> host ? a.nanos() : a.wallNanos()).sorted().toArray();
    return times.length == 0 ? "not measured (no answer)"
        : dev.tictactoe.report.Numbers.time(times[times.length / 2]);
  }

  /** "W3", "L4", "D": a move's value for the mover, in moves from now. */
  private static String value(int score, Board board) {
    if (score == 0) {
      return "D";
    }
    int ply = board.rules().cells() + 1 - Math.abs(score);
    return (score > 0 ? "W" : "L") + (ply - board.marks());
  }

  private static String capital(String words) {
    return Character.toUpperCase(words.charAt(0)) + words.substring(1);
  }
}
