package dev.tictactoe.judge;

import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.TicTacToeEngine;
import dev.tictactoe.judge.CheckReport.Status;
import dev.tictactoe.judge.CheckReport.Test;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Positions;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.mnk.SearchStoppedException;
import dev.tictactoe.solver.AlphaBetaEngine;
import dev.tictactoe.solver.Technique;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * Judges a solution of the engine puzzle through a {@link Channel}: every reachable 3x3 position
 * (a finished one must come back unchanged), or with a board of its own a seeded sample of that
 * m,n,k-game's positions, each answer held to the project's engine. Wrong answers are grouped by
 * kind ({@link WrongAnswers}), the first few of each shown as boards with every free cell's value
 * and the reason the expected move is the one.
 *
 * <p>The puzzles go in batches, a few at first and more while they come back fast, so that the
 * progress is told often and a slow solution is seen to be slow soon. A solution that runs out of
 * time (or memory) three times is asked no more; one whose answers so far say the whole run
 * would take far longer than the run's limit is stopped with a verdict on what it answered.
 *
 * <p>Where the channel is a shortcut (the reader's program run many times in one process, which
 * is fast but not how CodinGame runs it), a {@code faithful} channel runs a puzzle the way
 * CodinGame does, in a process of its own: every failure shown is asked again there before it is
 * reported, and if the two ever disagree, every failure is, and the faithful answer wins.
 */
public final class EngineJudge {
  /** How many wrong answers of each kind are shown. */
  static final int SHOWN = 3;
  /** Positions a reference answer may cost in a sample: harder ones are drawn again. */
  static final long SAMPLE_BUDGET = 2_000_000;
  /** How many failures to answer in time (or in memory) end the asking. */
  public static final int GIVE_UP = 3;
  /** The most puzzles sent in one call of the channel. */
  static final int MOST_AT_ONCE = 1_024;
  /** No early verdict before this much of the run, nor before a tenth of its limit. */
  static final long SURE_AFTER_NANOS = 60_000_000_000L;

  /** The kinds of wrong answer, in the order a report lists them. */
  public enum Kind {
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

    /** The kind in words, as the report lists it: "misses a win". */
    public String words() {
      return words;
    }
  }

  /** One wrong answer: its kind, the position, what came back and why that is wrong. */
  public record Wrong(Kind kind, Board board, List<String> answer, String why) {}

  /**
   * How a run is bounded and told about: the most it may take (0: no limit), who watches it, and
   * the clock it is timed by ({@code System::nanoTime}).
   */
  public record Pace(long runLimitNanos, Progress progress, LongSupplier clock) {
    /** No limit on the whole run, and nobody watching. */
    public static final Pace NONE = new Pace(0, Progress.NONE, System::nanoTime);

    /** A limit, watched, on the system's clock. */
    public Pace(long runLimitNanos, Progress progress) {
      this(runLimitNanos, progress, System::nanoTime);
    }
  }

  private static final String NOT_ASKED = "unasked";

  private final Channel channel;
  private final Pace pace;
  private final Engine reference;
  private final long total;
  private final long started;
  private long answered;
  private int timeouts;
  private int batch = 8;
  private double lastRate;
  private double rateBefore;
  private Optional<String> stopped = Optional.empty();

  private EngineJudge(Channel channel, Pace pace, Engine reference, long total) {
    this.channel = channel;
    this.pace = pace;
    this.reference = reference;
    this.total = total;
    this.started = pace.clock().getAsLong();
  }

  /** What a report calls the positions of {@link #allThreeByThree}. */
  public static final String ALL_THREE_BY_THREE = "every reachable 3x3 position";

  /** The reachable positions of 3x3, in the census's order. */
  public static List<Board> allThreeByThree() {
    return Positions.all(Rules.ticTacToe());
  }

  /**
   * A seeded sample of {@code count} distinct positions of {@code rules}, each reached by random
   * play and each one the reference answers within {@link #SAMPLE_BUDGET} positions.
   */
  public static List<Board> sample(Rules rules, int count, long seed) {
    Seeded random = new Seeded(seed);
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
      new AlphaBetaEngine(board.rules(), Technique.all(),
          SearchMonitor.budget(SAMPLE_BUDGET, "too hard")).decide(board);
      return true;
    } catch (SearchStoppedException e) {
      return false;
    }
  }

  /** The engine every answer is held to: the puzzle engine on 3x3, the strong one elsewhere. */
  public static Engine reference(Rules rules) {
    return rules.equals(Rules.ticTacToe()) ? new TicTacToeEngine() : new AlphaBetaEngine(rules);
  }

  /**
   * The check of the solution behind {@code channel} on {@code positions} of {@code rules}.
   * (The batches grow while the answers come back in under a second by {@code pace}'s clock: a
   * clock that stands still gives the same batches every run.)
   *
   * @param faithful the same solution run as CodinGame runs it, a process per puzzle, to confirm
   *     the failures {@code channel} finds; null if {@code channel} is already that
   * @param solution what the report calls the solution (its file's name)
   * @param name what the report calls the positions
   */
  public static CheckReport run(Channel channel, Channel faithful, String solution, Rules rules,
      List<Board> positions, String name, Pace pace) {
    CheckReport report = new CheckReport(solution + ", the engine");
    EngineJudge judge = new EngineJudge(channel, pace, reference(rules), positions.size());
    List<Board> finished = new ArrayList<>();
    List<Board> open = new ArrayList<>();
    for (Board board : positions) {
      (board.isOver() ? finished : open).add(board);
    }
    try {
      Printed finishedPrinted = new Printed();
      List<String> finishedReplies = judge.ask(finished, "finished positions", finishedPrinted);
      Printed openPrinted = new Printed();
      List<String> openReplies = judge.ask(open, "positions with a move to make", openPrinted);
      if (faithful != null) {
        judge.confirm(faithful, finished, finishedReplies, open, openReplies, report);
      }
      report.add(judge.test(name + ": every finished position (" + Text.thousands(
          finished.size()) + ") comes back unchanged", finished, finishedReplies,
          finishedPrinted));
      report.add(judge.test(name + ": every position with a move to make (" + Text.thousands(
          open.size()) + ") gets the engine's move: the fastest win, else a draw, else the"
          + " slowest loss, ties to the grid", open, openReplies, openPrinted));
    } catch (CheckError e) {
      report.error(e.getMessage());
    }
    return report;
  }

  /**
   * Every position's reply, in order, batch by batch. Requests the channel skipped are asked
   * again in the next batch; after {@link #GIVE_UP} time-outs, or once the run is over its limit
   * or sure to be, the rest are marked as not asked.
   *
   * @throws CheckError if the solution cannot answer at all
   */
  private List<String> ask(List<Board> boards, String what, Printed printed) throws CheckError {
    List<String> replies = new ArrayList<>(boards.size());
    pace.progress().update(what, 0, boards.size());
    while (replies.size() < boards.size()) {
      if (timeouts >= GIVE_UP) {
        stopAsking(replies, boards.size(), "the solution had run out of time or memory "
            + GIVE_UP + " times");
        break;
      }
      if (stopped.isPresent()) {
        stopAsking(replies, boards.size(), stopped.get());
        break;
      }
      int size = Math.min(boards.size() - replies.size(), Math.max(batch,
          channel.minimumBatch()));
      List<String> puzzles = new ArrayList<>(size);
      for (Board board : boards.subList(replies.size(), replies.size() + size)) {
        puzzles.add(Protocol.puzzle(board));
      }
      long start = pace.clock().getAsLong();
      List<String> got = Channel.replies(channel, puzzles);
      long took = pace.clock().getAsLong() - start;
      printed.add(channel.printed());
      for (String reply : got) {
        Protocol.Failure failure = Protocol.failureOf(reply);
        if (failure != null && failure.kind().equals(Protocol.SKIPPED)) {
          break; // asked again in the next batch
        }
        if (failure != null && failure.kind().equals(Protocol.ERROR)) {
          throw new CheckError(failure.message());
        }
        if (failure != null && failure.outOfTimeOrMemory()) {
          timeouts++;
        }
        replies.add(reply);
        answered++;
      }
      pace.progress().update(what, replies.size(), boards.size());
      rateBefore = lastRate;
      lastRate = got.isEmpty() ? lastRate : (double) took / got.size();
      batch = took < 1_000_000_000L ? Math.min(MOST_AT_ONCE, 2 * batch)
          : took > 4_000_000_000L ? Math.max(2, batch / 2) : batch; // 2: one a core
      if (!stopped.isPresent()) {
        stopped = hopeless();
      }
    }
    return replies;
  }

  private static void stopAsking(List<String> replies, int size, String why) {
    while (replies.size() < size) {
      replies.add(Protocol.failure(NOT_ASKED, -1, why));
    }
  }

  /**
   * Why the run should stop now, if it should: it has taken its limit, or the pace says the whole
   * run would take more than twice the limit. The pace is the last batch's (the positions come
   * fewest marks first, so the first are the hardest: the pace so far would overstate the rest),
   * and only a steady one decides, once a minute or a tenth of the limit has passed: no faster
   * than half the batch's before.
   */
  private Optional<String> hopeless() {
    long limit = pace.runLimitNanos();
    long elapsed = pace.clock().getAsLong() - started;
    if (limit <= 0 || answered == 0 || answered >= total) {
      return Optional.empty();
    }
    long projected = elapsed + (long) (lastRate * (total - answered));
    boolean over = elapsed >= limit;
    boolean sure = elapsed >= Math.min(SURE_AFTER_NANOS, limit / 10) && projected > 2 * limit
        && rateBefore > 0 && lastRate >= rateBefore / 2;
    if (!over && !sure) {
      return Optional.empty();
    }
    return Optional.of("the run was stopped after " + Text.thousands(answered) + " of "
        + Text.thousands(total) + " positions, " + Text.duration(elapsed) + " in: at "
        + Text.seconds((long) lastRate) + " a position, the pace of the last ones, the whole run"
        + " would take about " + Text.duration(projected) + ", over the run's limit of "
        + Text.duration(limit) + " (--run-limit)");
  }

  /**
   * Asks {@code faithful} again for the failures shown; if one answer differs there, for every
   * failure, and the faithful replies replace the shortcut's. (Where the two agree, the
   * shortcut's reply is kept: a host names an exception and its frames, where a process of its
   * own gives its exit status and its last words.)
   */
  private void confirm(Channel faithful, List<Board> finished, List<String> finishedReplies,
      List<Board> open, List<String> openReplies, CheckReport report) throws CheckError {
    List<Board> boards = new ArrayList<>(finished);
    boards.addAll(open);
    List<String> replies = new ArrayList<>(finishedReplies);
    replies.addAll(openReplies);
    List<Integer> shown = new ArrayList<>();
    List<Integer> failing = new ArrayList<>();
    Map<String, Integer> perKind = new LinkedHashMap<>();
    boolean outOfTime = false; // one such is asked again: each costs the whole time limit
    for (int i = 0; i < boards.size(); i++) {
      Protocol.Failure failure = Protocol.failureOf(replies.get(i));
      boolean notAsked = failure != null && failure.kind().equals(NOT_ASKED);
      if (notAsked && failure.message().equals(stopped.orElse(""))) {
        continue; // stopped for the run's time: the faithful way is slower still
      }
      Optional<Wrong> wrong = notAsked ? Optional.of(new Wrong(Kind.NO_ANSWER, boards.get(i),
          List.of(), "")) : judge(boards.get(i), replies.get(i), reference);
      if (wrong.isPresent()) {
        failing.add(i);
        String key = (i < finished.size() ? "finished " : "open ") + wrong.get().kind();
        int seen = perKind.getOrDefault(key, 0);
        perKind.put(key, seen + 1);
        boolean timedOut = failure != null && failure.outOfTimeOrMemory();
        if (seen < SHOWN && !notAsked && !(timedOut && outOfTime)) {
          shown.add(i);
          outOfTime |= timedOut;
        }
      }
    }
    if (failing.isEmpty()) {
      return;
    }
    Map<Integer, String> again = askFaithfully(faithful, boards, shown);
    int differ = differing(boards, replies, again);
    if (differ > 0) {
      List<Integer> rest = new ArrayList<>(failing);
      rest.removeAll(again.keySet());
      again.putAll(askFaithfully(faithful, boards, rest));
      differ = differing(boards, replies, again);
    }
    for (Map.Entry<Integer, String> entry : differ == 0 ? Map.<Integer, String>of().entrySet()
        : again.entrySet()) { // where they agree, the shortcut's message says more
      int i = entry.getKey();
      if (i < finished.size()) {
        finishedReplies.set(i, entry.getValue());
      } else {
        openReplies.set(i - finished.size(), entry.getValue());
      }
    }
    report.note(differ == 0
        ? "each failure shown (" + Text.thousands(again.size()) + ") was run again as CodinGame"
            + " runs a program, in a process of its own, and failed there the same way."
        : Text.count(differ, "answer", "answers") + " that failed when the program ran many"
            + " times in one process came out otherwise in a process of its own, as CodinGame"
            + " runs it; so every failure (" + Text.thousands(again.size()) + ") was run that"
            + " way, and the report gives what the program answered there.");
  }

  /** The replies of {@code faithful} to the positions at {@code indices}, by index. */
  private Map<Integer, String> askFaithfully(Channel faithful, List<Board> boards,
      List<Integer> indices) throws CheckError {
    Map<Integer, String> replies = new LinkedHashMap<>();
    int timedOut = 0;
    List<Integer> pending = new ArrayList<>(indices);
    while (!pending.isEmpty() && timedOut < GIVE_UP) {
      List<String> puzzles = new ArrayList<>();
      for (int i : pending) {
        puzzles.add(Protocol.puzzle(boards.get(i)));
      }
      List<String> got = Channel.replies(faithful, puzzles);
      faithful.printed();
      int k = 0;
      for (; k < got.size(); k++) {
        Protocol.Failure failure = Protocol.failureOf(got.get(k));
        if (failure != null && failure.kind().equals(Protocol.SKIPPED)) {
          break;
        }
        if (failure != null && failure.kind().equals(Protocol.ERROR)) {
          throw new CheckError(failure.message());
        }
        if (failure != null && failure.outOfTimeOrMemory()) {
          timedOut++;
        }
        replies.put(pending.get(k), got.get(k));
      }
      if (k == 0) {
        break; // a channel that asks nothing would be asked for ever
      }
      pending = new ArrayList<>(pending.subList(k, pending.size()));
    }
    return replies;
  }

  /** How many of the faithful replies judge otherwise than the shortcut's. */
  private int differing(List<Board> boards, List<String> replies, Map<Integer, String> again) {
    int differ = 0;
    for (Map.Entry<Integer, String> entry : again.entrySet()) {
      Board board = boards.get(entry.getKey());
      Optional<Kind> before = judge(board, replies.get(entry.getKey()), reference)
          .map(Wrong::kind);
      Optional<Kind> after = judge(board, entry.getValue(), reference).map(Wrong::kind);
      differ += before.equals(after) ? 0 : 1;
    }
    return differ;
  }

  private Test test(String name, List<Board> positions, List<String> replies, Printed printed) {
    Map<Kind, List<Wrong>> wrong = new LinkedHashMap<>();
    for (Kind kind : Kind.values()) {
      wrong.put(kind, new ArrayList<>());
    }
    int unasked = 0;
    for (int i = 0; i < positions.size(); i++) {
      Protocol.Failure failure = Protocol.failureOf(replies.get(i));
      if (failure != null && failure.kind().equals(NOT_ASKED)
          && failure.message().equals(stopped.orElse(""))) {
        unasked++;
        continue;
      }
      judge(positions.get(i), replies.get(i), reference)
          .ifPresent(w -> wrong.get(w.kind()).add(w));
    }
    wrong.values().removeIf(List::isEmpty);
    long total = 0;
    List<String> kinds = new ArrayList<>();
    List<WrongAnswers> groups = new ArrayList<>();
    for (Map.Entry<Kind, List<Wrong>> entry : wrong.entrySet()) {
      List<Wrong> list = entry.getValue();
      total += list.size();
      kinds.add(Text.thousands(list.size()) + " " + entry.getKey().words);
      List<WrongAnswers.Shown> shown = new ArrayList<>();
      for (Wrong w : list.subList(0, Math.min(SHOWN, list.size()))) {
        shown.add(WrongAnswers.Shown.of(w, reference));
      }
      groups.add(new WrongAnswers(entry.getKey(), list.size(), shown));
    }
    String output = printed.text();
    if (unasked > 0 && unasked == positions.size()) {
      return Test.failed(name, "not judged: " + stopped.get(), output);
    }
    if (unasked > 0) {
      return new Test(name, Status.FAIL, "not judged in full: " + stopped.get() + "; of the "
          + Text.thousands(positions.size() - unasked) + " answered here, "
          + (total == 0 ? "none was wrong" : Text.thousands(total) + " wrong: "
              + String.join("; ", kinds)), output, Optional.empty(), groups);
    }
    if (wrong.isEmpty()) {
      return Test.passed(name, output);
    }
    return new Test(name, Status.FAIL, Text.thousands(total) + " of "
        + Text.thousands(positions.size()) + " wrong: " + String.join("; ", kinds), output,
        Optional.empty(), groups);
  }

  /** The reply's lines: the output's, stripped, blank ones left out. */
  static List<String> lines(String reply) {
    List<String> lines = new ArrayList<>();
    for (String line : Text.split(reply, "\n")) {
      if (!line.isBlank()) {
        lines.add(line.strip());
      }
    }
    return lines;
  }

  /** What is wrong with a reply to the puzzle of {@code board}, if anything. */
  public static Optional<Wrong> judge(Board board, String reply, Engine reference) {
    Protocol.Failure failure = Protocol.failureOf(reply);
    if (failure != null) {
      String text = failure.message();
      return Optional.of(new Wrong(Kind.NO_ANSWER, board, List.of(), switch (failure.kind()) {
        case Protocol.EXCEPTION -> "threw " + text;
        case Protocol.EXIT -> "called " + text;
        case Protocol.CRASH -> "crashed: " + text;
        case NOT_ASKED -> "not asked: " + text;
        default -> text;
      }));
    }
    Rules rules = board.rules();
    List<String> answer = lines(reply);
    Board after;
    try {
      after = Board.parse(rules, answer);
    } catch (RuntimeException e) { // BoardFormatException, or rows of the wrong size
      return Optional.of(new Wrong(Kind.MALFORMED, board, answer, "expected " + rules.rows()
          + " rows of " + rules.columns() + " cells of X, O and '.'" + (answer.isEmpty()
              ? ", got nothing: the program must print the board after its move (a LeetCode"
                  + " class with move() is an answer to the game: check game FILE)"
              : answer.size() > rules.rows() ? ", got " + Text.count(answer.size(), "line",
                  "lines") : "")));
    }
    if (board.isOver()) {
      return after.equals(board) ? Optional.empty() : Optional.of(new Wrong(
          Kind.MOVES_ON_FINISHED, board, answer, board.winner() == '.'
              ? "the board is full" : board.winner() + " has a line already"));
    }
    if (!isMove(board, after)) {
      return Optional.of(new Wrong(Kind.ILLEGAL, board, answer, "expected one "
          + board.toMove() + " on a free cell and nothing else changed"));
    }
    int cell = Long.numberOfTrailingZeros(after.x() ^ board.x() | after.o() ^ board.o());
    Decision best = reference.decide(board);
    if (cell == best.cell()) {
      return Optional.empty();
    }
    int value = reference.moveValue(board, cell);
    Kind kind = value == best.score() ? Kind.TIE_BREAK
        : best.score() > 0 && value <= 0 ? Kind.MISSES_WIN
            : best.score() == 0 && value < 0 ? Kind.LETS_DRAW_SLIP : Kind.SLOWER;
    return Optional.of(new Wrong(kind, board, answer, "it played " + where(board, cell)
        + ", " + Score.describe(value, board) + "; the engine plays " + where(board, best.cell())
        + ", " + Score.describe(best.score(), board)));
  }

  /** Whether {@code after} is {@code board} with one mark more, the mover's, on a free cell. */
  private static boolean isMove(Board board, Board after) {
    long added = board.toMove() == 'X' ? after.x() & ~board.x() : after.o() & ~board.o();
    boolean kept = (after.x() & board.x()) == board.x() && (after.o() & board.o()) == board.o();
    long changedOther = board.toMove() == 'X' ? after.o() ^ board.o() : after.x() ^ board.x();
    return kept && changedOther == 0 && Long.bitCount(added) == 1 && (added & board.empty()) != 0;
  }

  /** Whether a line of output is shaped as one of the board's rows: its width of X, O, '.'. */
  public static boolean isRow(Rules rules, String line) {
    String row = line.strip();
    if (row.length() != rules.columns()) {
      return false;
    }
    for (int i = 0; i < row.length(); i++) {
      char c = row.charAt(i);
      if (c != 'X' && c != 'O' && c != '.') {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether {@code rows} read as a legal answer to the puzzle of {@code board}, right or wrong:
   * the board unchanged if it is finished, else with one mark of the mover's more. A program that
   * serves many puzzles and prints a line too many is read on from the first lines that do.
   */
  public static boolean answers(Board board, List<String> rows) {
    try {
      Board after = Board.parse(board.rules(), rows);
      return board.isOver() ? after.equals(board) : isMove(board, after);
    } catch (RuntimeException e) {
      return false;
    }
  }

  private static String where(Board board, int cell) {
    return "row " + (cell / board.rules().columns() + 1) + ", column "
        + (cell % board.rules().columns() + 1);
  }
}
