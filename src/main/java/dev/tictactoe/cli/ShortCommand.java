package dev.tictactoe.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A short external command the CLI asks something of ({@code git rev-parse}, {@code java
 * -version}): started with nothing on its standard input, given a time limit after which it is
 * killed with everything it started, its output read whole once it has ended.
 *
 * <p>Its output goes to a temporary file, not a pipe. Reading a pipe to its end waits until every
 * process holding it has closed it: a command that leaves a child behind ({@code sh -c 'sleep 30
 * &'}) would hold this CLI for as long as the child lives, whatever the limit. A file has no
 * such end to wait for: the command's output is what it wrote by the time it exited.
 */
final class ShortCommand {
  private ShortCommand() {}

  /** What the command printed, and its exit status. */
  record Result(int status, String output) {}

  /**
   * Runs {@code command} in {@code dir} (null: this process's directory).
   *
   * @param withErrors whether standard error is part of the output (otherwise it is discarded)
   * @return empty if it had not ended {@code seconds} after it started (it is killed, with the
   *     processes it started)
   * @throws IOException if it cannot be started, e.g. the program does not exist
   */
  static Optional<Result> run(List<String> command, Path dir, boolean withErrors, long seconds)
      throws IOException, InterruptedException {
    Path output = Files.createTempFile("tictactoe-command-", ".out");
    try {
      ProcessBuilder builder = new ProcessBuilder(command)
          .directory(dir == null ? null : dir.toFile())
          .redirectOutput(output.toFile());
      if (withErrors) {
        builder.redirectErrorStream(true);
      } else {
        builder.redirectError(ProcessBuilder.Redirect.DISCARD);
      }
      Process process = builder.start();
      boolean ended = false;
      try {
        process.getOutputStream().close();
        ended = process.waitFor(seconds, TimeUnit.SECONDS);
      } finally {
        if (!ended) { // out of time, or this thread was interrupted
          killWithDescendants(process);
        }
      }
      return ended ? Optional.of(new Result(process.exitValue(),
          new String(Files.readAllBytes(output), StandardCharsets.UTF_8))) : Optional.empty();
    } finally {
      Files.deleteIfExists(output);
    }
  }

  /** Kills the process and the processes it started, children first, so none outlives it. */
  private static void killWithDescendants(Process process) {
    process.descendants().forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
  }
}
