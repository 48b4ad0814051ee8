package dev.tictactoe.check.host;

import dev.tictactoe.judge.Protocol;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.locks.LockSupport;

/**
 * A host's two ends of the protocol: the process's real standard input and output, taken before
 * the candidate can touch {@code System.in} and {@code System.out}, and what the candidate
 * prints.
 *
 * <p>No answer waits in the output's buffer: a thread of its own flushes it within a
 * millisecond or two of a write. (Flushing only when no request was waiting, as the host once
 * did, kept the answers to fast games in the buffer while a slow game ran after them, and the
 * checker, whose clock runs from one answer to the next, blamed a fast game for the slow one's
 * time.) Writes between two flushes still share one system call: the 255,168 3x3 games stay as
 * fast as they were.
 *
 * <p>What the candidate prints to {@code System.out} goes to a buffer of its own ({@link
 * #printed}), which the host hands on as the protocol's printed lines before the answer it was
 * printed during.
 */
final class HostOutput {
  /** How often the output is flushed, if anything was written. */
  private static final long FLUSH_NANOS = 1_000_000;
  /** What is kept of the candidate's prints for one answer. */
  private static final int PRINTED_KEPT = 4_000;

  final BufferedReader in = new BufferedReader(new InputStreamReader(
      new FileInputStream(FileDescriptor.in), StandardCharsets.UTF_8), 1 << 16);
  private final PrintWriter out = new PrintWriter(new OutputStreamWriter(
      new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8), false);
  private final ByteArrayOutputStream printedBytes = new ByteArrayOutputStream();
  /** The candidate's System.out, and its System.err where it is caught too (the engine). */
  final PrintStream printed = new PrintStream(printedBytes, true, StandardCharsets.UTF_8);
  private volatile boolean dirty;

  HostOutput() {
    System.setOut(printed);
    Thread flusher = new Thread(() -> {
      while (true) {
        LockSupport.parkNanos(FLUSH_NANOS);
        if (dirty) {
          flush();
        }
      }
    }, "host output");
    flusher.setDaemon(true);
    flusher.start();
  }

  /**
   * Writes a line: flushed at once if no request is waiting (one game at a time, as a timing
   * sends them, gets its answer without delay), else within a millisecond or two.
   */
  void line(String text) {
    synchronized (out) {
      out.println(text);
      dirty = true;
    }
    try {
      if (!in.ready()) {
        flush();
      }
    } catch (java.io.IOException e) {
      flush(); // the input is gone: nothing more comes to batch with
    }
  }

  /** Writes what the candidate printed since the last call, as printed lines, cut. */
  void printedLines() {
    if (printedBytes.size() == 0) {
      return;
    }
    printed.flush();
    String text = printedBytes.toString(StandardCharsets.UTF_8);
    printedBytes.reset();
    String shown = text.length() > PRINTED_KEPT ? text.substring(0, PRINTED_KEPT) : text;
    for (String line : shown.split("\r?\n")) {
      line(Protocol.PRINTED + line);
    }
    if (text.length() > PRINTED_KEPT) {
      line(Protocol.PRINTED + "[" + (text.length() - PRINTED_KEPT)
          + " more characters not shown]");
    }
  }

  /** Forgets what the candidate printed since the last call. */
  void dropPrinted() {
    printed.flush();
    printedBytes.reset();
  }

  /** Writes whatever is waiting now. */
  void flush() {
    synchronized (out) {
      out.flush();
      dirty = false;
    }
  }
}
