package dev.tictactoe.check;

import dev.tictactoe.check.Checker.Problem;
import dev.tictactoe.judge.Channel;
import dev.tictactoe.judge.CheckError;
import dev.tictactoe.judge.EngineJudge;
import dev.tictactoe.judge.Protocol;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A solution's serving process as the judge's {@link Channel}: the requests of a call sent all
 * at once (pipelined, on a thread of their own) and the replies read as they come, each within
 * the call's time limit, timed from the moment the checker starts waiting for it (the answer
 * before it has arrived, and no answer waits in the solution's buffers: the hosts and drivers
 * flush within a few milliseconds), so each is timed for its own request and not the ones
 * before it. A process that fails to answer is ended and the call's later requests are skipped;
 * the next call starts a new process.
 *
 * <p>A framed process (a host, a driver) puts what the reader's code printed on lines of its own,
 * which are kept apart from the replies ({@link #printed}), and heads an engine answer with its
 * line count and time. A program given with {@code --cmd} writes its answers alone; for the
 * engine, its board rows are read as they come, and a line too many (a debug line, the puzzle
 * echoed) is read as part of the answer before the rows that answer the puzzle, so that one stray
 * line costs one answer, not every answer after it.
 */
final class ProcessChannel implements Channel, AutoCloseable {
  /** What is kept of the reader's prints between two calls of {@link #printed}. */
  private static final int PRINTED_KEPT = 64_000;

  private final Solution solution;
  private final Problem problem;
  private final Rules rules;
  private final Limits limits;
  private final Served served;
  private final StringBuilder printed = new StringBuilder();
  private final List<String> notes = new ArrayList<>();
  private final Map<String, Long> nanos = new ConcurrentHashMap<>();
  private boolean fresh;

  ProcessChannel(Solution solution, Problem problem, Rules rules, Path dir, Limits limits) {
    this.solution = solution;
    this.problem = problem;
    this.rules = rules;
    this.limits = limits;
    this.served = new Served(solution, problem, rules, dir, limits);
  }

  /** Whether the process reads all its input before it answers: an engine program's, unframed. */
  private boolean wholeInput() {
    return problem == Problem.ENGINE && !solution.framed();
  }

  @Override
  public synchronized List<String> answer(List<String> requests) {
    List<String> replies = new ArrayList<>(requests.size());
    if (fresh) {
      served.end();
      fresh = false;
    }
    Child child;
    try {
      child = served.process();
    } catch (CheckError e) {
      while (replies.size() < requests.size()) {
        replies.add(Protocol.failure(Protocol.ERROR, -1, e.getMessage()));
      }
      return replies;
    }
    child.sendAll(requests, wholeInput());
    for (String request : requests) {
      String reply;
      try {
        reply = read(child, request, System.nanoTime());
      } catch (ChildFailure e) {
        reply = Protocol.failure(kindOf(e), -1, e.getMessage());
        if (e.kind == ChildFailure.Kind.ENDED) {
          served.end();
        } else {
          served.endOutOfTime();
        }
      }
      Protocol.Failure failure = Protocol.failureOf(reply);
      if (failure != null && failure.kind().equals(Protocol.CRASH)) {
        reply = crashed(child, failure);
        served.end();
      } else if (failure != null && problem == Problem.GAME
          && replies.size() < requests.size() - 1) {
        // the judge stops at a game's first failure: the games after it are not worth playing
        // (each could throw again, or take its time), so the process goes, and they with it
        served.end();
      }
      replies.add(reply);
      if (!served.running()) {
        while (replies.size() < requests.size()) {
          replies.add(Protocol.failure(Protocol.SKIPPED, -1, "an earlier request ended the"
              + " solution"));
        }
        break;
      }
    }
    if (wholeInput()) {
      served.close(); // its input has ended: the next call starts another
    }
    return replies;
  }

  /** The crash a driver reported as it died, with what its sanitizer said on standard error. */
  private String crashed(Child child, Protocol.Failure failure) {
    child.exitStatus(Duration.ofSeconds(2));
    Optional<String> report = Sanitizer.describe(child.errors(), solution.name());
    return Protocol.failure(Protocol.CRASH, failure.move(), report.orElse(failure.message()));
  }

  private static String kindOf(ChildFailure e) {
    return switch (e.kind) {
      case TIMEOUT -> Protocol.TIMEOUT;
      case MEMORY -> Protocol.MEMORY;
      case ENDED -> Protocol.ENDED;
    };
  }

  /** The time left of a call's limit that started at {@code started}. */
  private Duration left(long started) {
    long left = limits.call().toNanos() - (System.nanoTime() - started);
    return Duration.ofNanos(Math.max(1_000_000, left));
  }

  /** One reply, read from the process. */
  private String read(Child child, String request, long started) throws ChildFailure {
    if (!solution.framed()) {
      return problem == Problem.GAME ? child.nextLine(limits.call())
          : readBoard(child, request, started);
    }
    while (true) {
      String line = child.nextLine(left(started), limits.call());
      if (line.startsWith(Protocol.PRINTED)) {
        keep(line.substring(Protocol.PRINTED.length()));
      } else if (line.startsWith(Protocol.NOTE)) {
        String note = line.substring(Protocol.NOTE.length());
        if (!notes.contains(note)) {
          notes.add(note);
        }
      } else if (problem == Problem.ENGINE && line.startsWith(Protocol.ANSWER)) {
        String[] words = Protocol.words(line.substring(Protocol.ANSWER.length()));
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < Integer.parseInt(words[0]); i++) {
          lines.add(child.nextLine(left(started), limits.call()));
        }
        nanos.put(request, Long.parseLong(words[1]));
        return output(lines);
      } else {
        return line; // the game's answer, or a failure line
      }
    }
  }

  /**
   * The rows an unframed program prints for one puzzle: every line up to the board's number of
   * rows shaped as rows; if those do not read as an answer to the puzzle, the lines after them
   * are looked at (without ending the process if none come), and if the puzzle's answer starts a
   * few rows later, the rows before it are part of this reply, which the judge then finds has
   * lines too many, and the rest are left for the next puzzle.
   */
  private String readBoard(Child child, String request, long started) throws ChildFailure {
    List<String> puzzle = List.of(request.split("\n")); // the letter, then the rows
    Board board = Board.parse(rules, puzzle.subList(1, puzzle.size()));
    List<String> lines = new ArrayList<>();
    List<String> rows = new ArrayList<>();
    while (rows.size() < rules.rows()) {
      String line = child.nextLine(left(started), limits.call()).strip();
      if (!line.isEmpty()) {
        lines.add(line);
        if (EngineJudge.isRow(rules, line)) {
          rows.add(line);
        }
      }
    }
    if (!EngineJudge.answers(board, rows)) {
      List<String> ahead = new ArrayList<>();
      List<String> aheadRows = new ArrayList<>();
      while (aheadRows.size() < rules.rows()) {
        Optional<String> line = child.pollLine(left(started));
        if (line.isEmpty()) {
          break;
        }
        ahead.add(line.get());
        if (EngineJudge.isRow(rules, line.get())) {
          aheadRows.add(line.get().strip());
        }
      }
      List<String> all = new ArrayList<>(rows);
      all.addAll(aheadRows);
      int shift = 1;
      while (shift + rules.rows() <= all.size()
          && !EngineJudge.answers(board, all.subList(shift, shift + rules.rows()))) {
        shift++;
      }
      int taken = 0; // lines of `ahead` that belong to this reply
      if (shift + rules.rows() <= all.size()) {
        for (int rowsTaken = 0; rowsTaken < shift; taken++) {
          rowsTaken += EngineJudge.isRow(rules, ahead.get(taken)) ? 1 : 0;
        }
      }
      for (String line : ahead.subList(0, taken)) {
        if (!line.isBlank()) {
          lines.add(line.strip());
        }
      }
      child.unread(ahead.subList(taken, ahead.size()));
    }
    nanos.put(request, System.nanoTime() - started);
    return output(lines);
  }

  /**
   * A program's output as a reply: its lines joined, the first kept from reading as a failure
   * line (a board's row never starts with "! ", and the judge strips the space).
   */
  static String output(List<String> lines) {
    String text = String.join("\n", lines);
    return text.startsWith(Protocol.FAILED) ? " " + text : text;
  }

  private void keep(String line) {
    if (printed.length() < PRINTED_KEPT) {
      printed.append(line).append('\n');
    }
  }

  @Override
  public synchronized String printed() {
    String text = printed.toString();
    printed.setLength(0);
    return text;
  }

  @Override
  public synchronized void reset() {
    fresh = true;
  }

  @Override
  public int minimumBatch() {
    return wholeInput() ? Integer.MAX_VALUE : 1;
  }

  /** What the hosts said along the way (a class loaded afresh for each puzzle, say). */
  synchronized List<String> notes() {
    return List.copyOf(notes);
  }

  /** The nanoseconds each engine request took, the last time it was asked, by request. */
  Map<String, Long> nanos() {
    return nanos;
  }

  @Override
  public synchronized void close() {
    served.close();
  }
}
