package dev.tictactoe.cli;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;

/** Runs the CLI in-process with the given standard input, and captures what it prints. */
final class Cli {
  private Cli() {}

  record Result(int status, String out, String err) {
    /** Standard error's lines: a user error must be exactly one. */
    long errLines() {
      return err.lines().count();
    }
  }

  static synchronized Result run(String stdin, String... args) {
    InputStream saved = System.in;
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    try {
      System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
      int status = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
      return new Result(status, out.toString(), err.toString());
    } finally {
      System.setIn(saved);
    }
  }
}
