package dev.tictactoe.check;

import dev.tictactoe.check.Checker.Problem;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import java.nio.file.Path;
import java.time.Duration;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A solution of the engine puzzle, asked puzzle after puzzle: a Java class through the checker's
 * host (many puzzles in one JVM), a program with {@code --many} through its own process, and any
 * other program as CodinGame runs it, a process per puzzle (two at a time, one per core).
 * Every answer comes back as the lines the solution printed, with the time it took; a solution
 * that fails to answer gives the reason instead, and its process is ended.
 */
final class EngineSession implements AutoCloseable {

  /**
   * What the solution made of one puzzle: the lines it printed, the nanoseconds it took (its
   * {@code main} or engine alone, as a host measures it; the same as {@code wallNanos} for a
   * program), the nanoseconds between the answer before and this one as the checker saw them, or
   * why it gave no answer.
   */
  record Answer(List<String> lines, long nanos, long wallNanos, Optional<String> failure) {
    static Answer failed(String why) {
      return new Answer(List.of(), 0, 0, Optional.of(why));
    }
  }

  private final Solution solution;
  private final Path dir;
  private final Limits limits;
  private final Rules rules;
  private final List<String> notes = new ArrayList<>();
  private final Served served;

  EngineSession(Solution solution, Path dir, Limits limits, Rules rules) {
    this.solution = solution;
    this.dir = dir;
    this.limits = limits;
    this.rules = rules;
    this.served = new Served(solution, Problem.ENGINE, rules.rows(), dir, limits);
  }

  /** What a host said along the way (a class loaded afresh for each puzzle, say). */
  List<String> notes() {
    return List.copyOf(notes);
  }

  /** The puzzle for a position: the engine's letter, then the board's rows. */
  static String puzzle(Board board) {
    return board.toMove() + "\n" + board.toString().strip();
  }

  /** Whether one process answers many puzzles (a host, or a program given --many). */
  private boolean many() {
    return !(solution instanceof Solution.Command command) || command.many();
  }

  private boolean framed() {
    return !(solution instanceof Solution.Command);
  }

  /**
   * Every position's answer, in order. A solution that runs out of time (or memory) three times
   * is asked no more: the rest are answered "not asked", so an endless loop costs three time
   * limits, not one per puzzle.
   *
   * @throws CheckError if the solution cannot be started at all
   */
  List<Answer> askAll(List<Board> positions, Progress progress, String what) throws CheckError {
    List<Answer> answers = new ArrayList<>();
    if (!many()) {
      once(positions, answers, progress, what);
    } else {
      int next = 0;
      while (next < positions.size() && timeouts < GIVE_UP) {
        Child process = served.process();
        List<Board> rest = positions.subList(next, positions.size());
        process.sendAll(new AbstractList<String>() {
          @Override
          public String get(int index) {
            return puzzle(rest.get(index));
          }

          @Override
          public int size() {
            return rest.size();
          }
        }, true); // the input ends after the last: a program may read it all first
        for (int i = 0; i < rest.size(); i++) {
          long started = System.nanoTime();
          Answer answer;
          try {
            answer = read(process, started);
          } catch (ChildFailure e) {
            answer = failed(e);
            if (e.kind == ChildFailure.Kind.ENDED) {
              served.end();
            } else {
              served.endOutOfTime();
            }
          }
          answers.add(answer);
          next++;
          if (next % 256 == 0) {
            progress.update(what, next, positions.size());
          }
          if (!served.running()) {
            break; // the process is gone: a new one for the rest
          }
        }
        served.end();
      }
    }
    while (answers.size() < positions.size()) {
      answers.add(Answer.failed("not asked: the solution had run out of time or memory "
          + GIVE_UP + " times"));
    }
    return answers;
  }

  /** How many failures to answer in time (or in memory) end the asking. */
  static final int GIVE_UP = 3;
  private volatile int timeouts;

  private Answer failed(ChildFailure e) {
    if (e.kind != ChildFailure.Kind.ENDED) {
      timeouts++;
    }
    return Answer.failed(e.getMessage());
  }

  /**
   * A process per puzzle, two at a time (one per core): the answers in the positions' order,
   * until the solution has run out of time or memory {@link #GIVE_UP} times.
   */
  private void once(List<Board> positions, List<Answer> answers, Progress progress, String what)
      throws CheckError {
    java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(
        Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors())), task -> {
          Thread thread = new Thread(task, "solution");
          thread.setDaemon(true);
          return thread;
        });
    try {
      List<java.util.concurrent.Future<Answer>> pending = new ArrayList<>();
      for (Board board : positions) {
        pending.add(pool.submit(() -> timeouts < GIVE_UP ? once(board)
            : Answer.failed("not asked")));
      }
      for (java.util.concurrent.Future<Answer> future : pending) {
        answers.add(future.get());
        if (answers.size() % 64 == 0) {
          progress.update(what, answers.size(), positions.size());
        }
      }
    } catch (java.util.concurrent.ExecutionException e) {
      if (e.getCause() instanceof CheckError error) {
        throw error;
      }
      throw new IllegalStateException(e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CheckError("the check was interrupted");
    } finally {
      pool.shutdownNow();
    }
  }

  /** One answer from a process that serves many: a host's framed one, or the board's rows. */
  private Answer read(Child process, long started) throws ChildFailure {
    if (!framed()) {
      List<String> lines = new ArrayList<>();
      while (lines.size() < rules.rows()) {
        String line = process.nextLine(limits.call());
        if (!line.isBlank()) {
          lines.add(line.strip());
        }
      }
      long wall = System.nanoTime() - started;
      return new Answer(lines, wall, wall, Optional.empty());
    }
    String header = process.nextLine(limits.call());
    while (header.startsWith(Protocol.NOTE)) {
      notes.add(header.substring(Protocol.NOTE.length()));
      header = process.nextLine(limits.call());
    }
    if (header.startsWith(Protocol.FAILED)) {
      String[] parts = header.substring(Protocol.FAILED.length()).split(" ", 3);
      String text = parts.length > 2 ? parts[2] : "";
      return Answer.failed(parts[0].equals(Protocol.EXIT) ? "called System.exit(" + text + ")"
          : "threw " + text);
    }
    String[] words = header.substring(Protocol.ANSWER.length()).split(" ");
    int count = Integer.parseInt(words[0]);
    long nanos = Long.parseLong(words[1]);
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      lines.add(process.nextLine(limits.call()));
    }
    return new Answer(lines, nanos, System.nanoTime() - started, Optional.empty());
  }

  /** A program that answers one puzzle per process, as CodinGame runs it. */
  private Answer once(Board board) throws CheckError {
    if (timeouts >= GIVE_UP) {
      return Answer.failed("not asked: the solution had run out of time or memory " + GIVE_UP
          + " times");
    }
    long started = System.nanoTime();
    try (Child process = Child.start(solution.command(Problem.ENGINE, rules.rows(),
        limits.memoryBytes()), dir, solution.watchedMemory(limits.memoryBytes()))
        .allowingStart(solution.startGrace(limits))) {
      process.send(puzzle(board));
      process.closeInput();
      List<String> lines = new ArrayList<>();
      try {
        while (true) {
          String line = process.nextLine(limits.call());
          if (!line.isBlank()) {
            lines.add(line.strip());
          }
        }
      } catch (ChildFailure e) {
        if (e.kind != ChildFailure.Kind.ENDED) {
          return failed(e);
        }
      }
      Optional<Integer> status = process.exitStatus(Duration.ofSeconds(2));
      if (status.isPresent() && status.get() != 0) {
        String errors = process.errorTail();
        return Answer.failed("ended with exit status " + status.get() + (errors.isEmpty() ? ""
            : "; its last words on standard error: " + errors));
      }
      long wall = System.nanoTime() - started;
      return new Answer(lines, wall, wall, Optional.empty());
    } catch (ChildFailure e) {
      throw new CheckError(solution.name() + " does not start: " + e.getMessage());
    }
  }

  @Override
  public void close() {
    served.close();
  }
}
