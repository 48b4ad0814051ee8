package dev.tictactoe.check;

import dev.tictactoe.judge.Channel;
import dev.tictactoe.judge.Protocol;
import dev.tictactoe.mnk.Rules;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * An engine program run as CodinGame runs it, as the judge's {@link Channel}: a process of its
 * own for each puzzle, the puzzle on its standard input, the board after its move on standard
 * output, what it writes on standard error its debug lines ({@link #printed}); two at a time,
 * one per core. Once a puzzle runs out of time or memory, the call's puzzles not yet started are
 * skipped, so that a program that loops costs a limit a call, not one a puzzle.
 */
final class OnceChannel implements Channel, AutoCloseable {
  private final Solution solution;
  private final Rules rules;
  private final Path dir;
  private final Limits limits;
  private final ExecutorService pool;
  private final StringBuilder printed = new StringBuilder();
  private final Map<String, Long> nanos = new ConcurrentHashMap<>();

  OnceChannel(Solution solution, Rules rules, Path dir, Limits limits) {
    this.solution = solution;
    this.rules = rules;
    this.dir = dir;
    this.limits = limits;
    this.pool = Executors.newFixedThreadPool(Math.max(1, Math.min(2,
        Runtime.getRuntime().availableProcessors())), task -> {
          Thread thread = new Thread(task, "solution");
          thread.setDaemon(true);
          return thread;
        });
  }

  @Override
  public List<String> answer(List<String> requests) {
    AtomicBoolean ended = new AtomicBoolean();
    List<Future<String>> pending = new ArrayList<>();
    for (String request : requests) {
      pending.add(pool.submit(() -> {
        if (ended.get()) {
          return Protocol.failure(Protocol.SKIPPED, -1, "an earlier puzzle ran out of time");
        }
        String reply = once(request);
        Protocol.Failure failure = Protocol.failureOf(reply);
        if (failure != null && failure.outOfTimeOrMemory()) {
          ended.set(true);
        }
        return reply;
      }));
    }
    List<String> replies = new ArrayList<>();
    for (Future<String> future : pending) {
      try {
        replies.add(future.get());
      } catch (ExecutionException e) {
        throw new IllegalStateException(e.getCause());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        replies.add(Protocol.failure(Protocol.ERROR, -1, "the check was interrupted"));
      }
    }
    return replies;
  }

  /** One puzzle, in a process of its own: its output, or why there is none. */
  private String once(String puzzle) {
    long started = System.nanoTime();
    List<String> command = solution.once(rules, limits.memoryBytes()).orElseThrow();
    try (Child process = Child.start(command, dir, solution.watchedMemory(limits.memoryBytes()))
        .allowingStart(solution.startGrace(limits, true)).describing(solution.name())) {
      process.send(puzzle);
      process.closeInput();
      List<String> lines = new ArrayList<>();
      try {
        while (true) {
          long left = limits.call().toNanos() - (System.nanoTime() - started);
          String line = process.nextLine(Duration.ofNanos(Math.max(1_000_000, left)),
              limits.call());
          if (!line.isBlank()) {
            lines.add(line.strip());
          }
        }
      } catch (ChildFailure e) {
        if (e.kind != ChildFailure.Kind.ENDED) {
          return Protocol.failure(e.kind == ChildFailure.Kind.TIMEOUT ? Protocol.TIMEOUT
              : Protocol.MEMORY, -1, e.getMessage());
        }
      }
      Optional<Integer> status = process.exitStatus(Duration.ofSeconds(2));
      String errors = process.errors();
      synchronized (printed) {
        printed.append(errors.isEmpty() || errors.endsWith("\n") ? errors : errors + "\n");
      }
      nanos.put(puzzle, System.nanoTime() - started);
      if (status.isPresent() && status.get() != 0) {
        Optional<String> report = Sanitizer.describe(errors, solution.name());
        String tail = process.errorTail();
        return report.isPresent() || status.get() > 128
            ? Protocol.failure(Protocol.CRASH, 0, report.orElse(Child.ended(status.get())))
            : Protocol.failure(Protocol.ENDED, -1, Child.ended(status.get())
                + (tail.isEmpty() ? "" : "; its last words on standard error: " + tail));
      }
      return ProcessChannel.output(lines);
    } catch (ChildFailure e) {
      return Protocol.failure(Protocol.ERROR, -1, solution.name() + " does not start: "
          + e.getMessage());
    }
  }

  @Override
  public String printed() {
    synchronized (printed) {
      String text = printed.toString();
      printed.setLength(0);
      return text;
    }
  }

  /** The nanoseconds each puzzle took, its process's start included, by puzzle. */
  Map<String, Long> nanos() {
    return nanos;
  }

  @Override
  public void close() {
    pool.shutdownNow();
  }
}
