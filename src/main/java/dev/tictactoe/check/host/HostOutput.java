package dev.tictactoe.check.host;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * A host's two ends of the protocol: the process's real standard input and output, taken before
 * the candidate can touch {@code System.in} and {@code System.out}. What the candidate prints to
 * {@code System.out} outside an answer goes to standard error, so it cannot break the protocol.
 */
final class HostOutput {
  final BufferedReader in = new BufferedReader(new InputStreamReader(
      new FileInputStream(FileDescriptor.in), StandardCharsets.UTF_8), 1 << 16);
  final PrintWriter out = new PrintWriter(new OutputStreamWriter(
      new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8), false);

  HostOutput() {
    System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true,
        StandardCharsets.UTF_8));
  }

  /** Writes a line; flushes once no more input is waiting, so pipelined requests batch up. */
  void answer(String line) throws IOException {
    out.println(line);
    if (!in.ready()) {
      out.flush();
    }
  }
}
