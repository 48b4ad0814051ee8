package dev.tictactoe.check;

import dev.tictactoe.judge.CheckError;
import dev.tictactoe.judge.Protocol;
import dev.tictactoe.mnk.Rules;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A solution's process, seen from the checker: its standard output read line by line as it comes
 * (on a thread of its own, so a read can time out), its standard error kept (the last few
 * kilobytes, for the message when it fails), its requests written on another thread (so a
 * checker never blocks on a full pipe while the solution blocks on its own), a time limit on each
 * answer and, where asked, a limit on the memory it and its children hold. Whatever the solution
 * does, a call ends: with its answer, or with a {@link ChildFailure} saying why not, and the
 * process is then killed.
 */
final class Child implements AutoCloseable {
  private static final int ERROR_TAIL = 16_000; // a sanitizer's report, whole
  private static final Duration MEMORY_CHECK = Duration.ofMillis(100);

  private final Process process;
  private final BufferedWriter in;
  private final BlockingQueue<Optional<String>> out = new LinkedBlockingQueue<>();
  private final StringBuilder errors = new StringBuilder();
  private final long memoryLimit;
  private volatile String killedFor;
  private Duration startGrace = Duration.ZERO;
  private String source = "";
  private boolean heard;
  private final Thread errorDrain;

  private Child(Process process, long memoryLimit) {
    this.process = process;
    this.memoryLimit = memoryLimit;
    this.in = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(),
        StandardCharsets.UTF_8), 1 << 16);
    daemon("solution output", () -> pump(new InputStreamReader(process.getInputStream(),
        StandardCharsets.UTF_8)));
    errorDrain = daemon("solution errors", this::drainErrors);
    if (memoryLimit > 0) {
      daemon("solution memory", this::watchMemory);
    }
  }

  /**
   * Starts {@code command} in {@code dir}; with {@code memoryLimit} above 0 the process (with its
   * children) is killed once it holds more memory than that.
   *
   * @throws ChildFailure if it cannot be started at all
   */
  static Child start(List<String> command, Path dir, long memoryLimit) throws ChildFailure {
    try {
      ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile());
      // a C++ answer's sanitizers: no leak report at the end (LeetCode's answers leave their
      // objects to the process's end), and their reports with the answer's file and line
      builder.environment().putIfAbsent("ASAN_OPTIONS", "detect_leaks=0:quarantine_size_mb=16");
      builder.environment().putIfAbsent("UBSAN_OPTIONS", "print_stacktrace=1");
      return new Child(builder.start(), memoryLimit);
    } catch (IOException e) {
      throw new ChildFailure(ChildFailure.Kind.ENDED, "cannot start " + String.join(" ", command)
          + ": " + e.getMessage());
    }
  }

  /**
   * Starts {@code solution} for {@code problem}, ready for its first request: a Java class's host
   * must first say it is ready (or name what its class lacks); every first answer gets the
   * solution's start grace.
   *
   * @throws CheckError if it cannot start, or its class lacks what the problem asks for
   */
  static Child serve(Solution solution, Checker.Problem problem, Rules rules, Path dir,
      Limits limits) throws CheckError {
    Child child = null;
    try {
      child = start(solution.serving(problem, rules, limits.memoryBytes()).orElseThrow(), dir,
          solution.watchedMemory(limits.memoryBytes()));
      if (solution.framed()) {
        String first = child.nextLine(limits.startup());
        Protocol.Failure failure = Protocol.failureOf(first);
        if (failure != null) {
          throw new CheckError(failure.message());
        }
        if (!first.equals(Protocol.READY)) {
          throw new CheckError("the checker's host did not start: " + first);
        }
      }
      return child.allowingStart(solution.startGrace(limits, false)); // for a host: the class
    } catch (ChildFailure e) {
      if (child != null) {
        child.kill();
      }
      throw new CheckError(solution.name() + " did not start: " + e.getMessage());
    } catch (CheckError e) {
      if (child != null) {
        child.kill();
      }
      throw e;
    }
  }

  private static Thread daemon(String name, Runnable task) {
    Thread thread = new Thread(task, name);
    thread.setDaemon(true);
    thread.start();
    return thread;
  }

  /**
   * Hands over each line the process ends with a newline. What follows the last newline counts
   * as a line only if the process ended on its own (a board's last row printed without one): a
   * process killed for its memory may have been cut off mid-answer.
   */
  private void pump(Reader reader) {
    StringBuilder line = new StringBuilder();
    char[] buffer = new char[8192];
    try (reader) {
      for (int n = reader.read(buffer); n >= 0; n = reader.read(buffer)) {
        for (int i = 0; i < n; i++) {
          if (buffer[i] == '\n') {
            int end = line.length();
            out.add(Optional.of(line.substring(0, end > 0 && line.charAt(end - 1) == '\r'
                ? end - 1 : end)));
            line.setLength(0);
          } else {
            line.append(buffer[i]);
          }
        }
      }
    } catch (IOException e) {
      // the process ended: the end of its output, below
    }
    if (!line.isEmpty() && killedFor == null) {
      out.add(Optional.of(line.toString()));
    }
    out.add(Optional.empty());
  }

  private void drainErrors() {
    char[] buffer = new char[4096];
    try (Reader reader = process.errorReader(StandardCharsets.UTF_8)) {
      for (int n = reader.read(buffer); n >= 0; n = reader.read(buffer)) {
        synchronized (errors) {
          errors.append(buffer, 0, n);
          if (errors.length() > 2 * ERROR_TAIL) {
            errors.delete(0, errors.length() - ERROR_TAIL);
          }
        }
      }
    } catch (IOException e) {
      // ended with the process
    }
  }

  private void watchMemory() {
    while (process.isAlive()) {
      long held = Stream.concat(Stream.of(process.toHandle()), process.descendants())
          .mapToLong(Child::residentBytes).sum();
      if (held > memoryLimit) {
        killedFor = "it held " + held / (1 << 20) + " MB of memory, over the limit of "
            + memoryLimit / (1 << 20) + " MB";
        kill();
        return;
      }
      try {
        Thread.sleep(MEMORY_CHECK.toMillis());
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  /** The resident memory of a process, from Linux's /proc; 0 where that cannot be read. */
  private static long residentBytes(ProcessHandle handle) {
    try (Stream<String> lines = Files.lines(Path.of("/proc", Long.toString(handle.pid()),
        "status"))) {
      return lines.filter(l -> l.startsWith("VmRSS:")).findFirst()
          .map(l -> Long.parseLong(l.replaceAll("\\D", "")) * 1024).orElse(0L);
    } catch (IOException | RuntimeException e) {
      return 0;
    }
  }

  /** Names the reader's file, whose frames a sanitizer's report on standard error shows. */
  Child describing(String file) {
    this.source = file;
    return this;
  }

  /**
   * Gives the next answer {@code grace} beyond its call's limit: the time a program takes to
   * start (a JVM, an interpreter) is not its answer's.
   */
  Child allowingStart(Duration grace) {
    this.startGrace = grace;
    this.heard = false;
    return this;
  }

  /**
   * Writes requests on a thread of its own, each followed by a newline; a process that stops
   * reading only stops the writer. With {@code thenClose} the input is closed after the last, for
   * a program that reads all its input before it answers.
   */
  void sendAll(List<String> requests, boolean thenClose) {
    daemon("solution input", () -> {
      try {
        for (String request : requests) {
          in.write(request);
          in.newLine();
        }
        in.flush();
        if (thenClose) {
          in.close();
        }
      } catch (IOException e) {
        // the process ended or closed its input: its answers tell the rest
      }
    });
  }

  /** Writes one request and flushes it. */
  void send(String request) throws ChildFailure {
    try {
      in.write(request);
      in.newLine();
      in.flush();
    } catch (IOException e) {
      throw ended();
    }
  }

  /** Closes the process's standard input: the end of the requests. */
  void closeInput() {
    try {
      in.close();
    } catch (IOException e) {
      // already closed by the process ending
    }
  }

  /**
   * The next line the process writes, within {@code limit}.
   *
   * @throws ChildFailure if the limit passes (the process is killed), or the output ends
   */
  String nextLine(Duration limit) throws ChildFailure {
    return nextLine(limit, limit);
  }

  /**
   * The next line the process writes, within {@code wait}, what is left of a call's {@code
   * limit} (which a failure names).
   *
   * @throws ChildFailure if the wait passes (the process is killed), or the output ends
   */
  String nextLine(Duration wait, Duration limit) throws ChildFailure {
    Optional<String> line;
    if (!heard) {
      wait = wait.plus(startGrace);
    }
    try {
      line = out.poll(wait.toNanos(), TimeUnit.NANOSECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      kill();
      throw new ChildFailure(ChildFailure.Kind.TIMEOUT, "the check was interrupted");
    }
    if (line == null) {
      kill();
      throw new ChildFailure(killedFor != null ? ChildFailure.Kind.MEMORY
          : ChildFailure.Kind.TIMEOUT, killedFor != null ? killedFor
          : Protocol.noAnswerWithin(limit.toNanos())
          + (heard || startGrace.isZero() ? "" : "; the first answer had " + seconds(startGrace)
          + " more, for the program's start"));
    }
    if (line.isEmpty()) {
      out.add(line); // the end stays the end for the next read
      throw ended();
    }
    heard = true;
    return line.get();
  }

  /**
   * The next line the process writes, if one comes within {@code wait}; empty if none does (the
   * process is not ended for it) or the output has ended (which the next read still sees).
   */
  Optional<String> pollLine(Duration wait) {
    try {
      Optional<String> line = out.poll(wait.toNanos(), TimeUnit.NANOSECONDS);
      if (line == null) {
        return Optional.empty();
      }
      if (line.isEmpty()) {
        out.add(line);
      }
      return line;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    }
  }

  /**
   * The line the next {@link #nextLine} returns, put back in front of what the process wrote
   * since: a line read ahead that turned out to be the next answer's.
   */
  void unread(List<String> lines) {
    java.util.List<Optional<String>> rest = new ArrayList<>();
    out.drainTo(rest);
    for (String line : lines) {
      out.add(Optional.of(line));
    }
    out.addAll(rest);
  }

  /** Why the output ended: the memory limit, or the process's exit, with its status and error. */
  private ChildFailure ended() {
    if (killedFor != null) {
      return new ChildFailure(ChildFailure.Kind.MEMORY, killedFor);
    }
    try {
      process.waitFor(2, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    String status = process.isAlive() ? "closed its output" : ended(process.exitValue());
    try {
      errorDrain.join(1_000); // what it wrote last, read to the end
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    String error = errorTail();
    return new ChildFailure(ChildFailure.Kind.ENDED, "the program " + status
        + (error.isEmpty() ? "" : "; its last words on standard error: " + error));
  }

  /**
   * An exit status in words: {@code ended with exit status 3}, or for a status above 128 (the
   * shell's way of saying a signal ended the process, and Java's) the signal's name.
   */
  static String ended(int status) {
    String signal = switch (status - 128) {
      case 4 -> "SIGILL (an illegal instruction)";
      case 6 -> "SIGABRT (abort: an assertion, or an uncaught exception?)";
      case 7 -> "SIGBUS (a bad memory access)";
      case 8 -> "SIGFPE (an arithmetic error: a division by zero?)";
      case 9 -> "SIGKILL";
      case 11 -> "SIGSEGV (a bad memory access: an index out of bounds, a null pointer, or a"
          + " stack too deep)";
      default -> "";
    };
    return signal.isEmpty() ? "ended with exit status " + status : "was ended by the signal "
        + signal;
  }

  /** What the process wrote to standard error, its last few kilobytes as they are. */
  String errors() {
    try {
      errorDrain.join(1_000); // what it wrote last, read to the end
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    synchronized (errors) {
      return errors.length() > ERROR_TAIL ? errors.substring(errors.length() - ERROR_TAIL)
          : errors.toString();
    }
  }

  /** The end of what the process wrote to standard error, on one line. */
  String errorTail() {
    synchronized (errors) {
      String tail = errors.length() > ERROR_TAIL ? errors.substring(errors.length() - ERROR_TAIL)
          : errors.toString();
      Optional<String> report = Sanitizer.describe(tail, source);
      if (report.isPresent()) {
        return report.get();
      }
      List<String> lines = new ArrayList<>(tail.lines().map(String::strip)
          .filter(l -> !l.isEmpty() && !l.startsWith("WARNING:")).toList());
      if (lines.size() > 6) {
        lines = lines.subList(lines.size() - 6, lines.size());
      }
      return String.join(" | ", lines);
    }
  }

  /** Whether the process still runs. */
  boolean isAlive() {
    return process.isAlive();
  }

  /** The process's exit status, waiting for it up to {@code limit}; empty if it still runs. */
  Optional<Integer> exitStatus(Duration limit) {
    try {
      return process.waitFor(limit.toNanos(), TimeUnit.NANOSECONDS)
          ? Optional.of(process.exitValue()) : Optional.empty();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    }
  }

  /** Kills the process and everything it started. */
  void kill() {
    process.descendants().forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
  }

  @Override
  public void close() {
    closeInput();
    if (exitStatus(Duration.ofSeconds(1)).isEmpty()) {
      kill();
    }
  }

  static String seconds(Duration d) {
    return dev.tictactoe.judge.Text.seconds(d.toNanos());
  }
}
