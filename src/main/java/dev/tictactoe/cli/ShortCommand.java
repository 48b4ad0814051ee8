package dev.tictactoe.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A short external command the CLI asks something of ({@code git rev-parse}, {@code java
 * -version}): started with nothing on its standard input, its output read whole, given a time
 * limit after which it is killed.
 */
final class ShortCommand {
  private ShortCommand() {}

  /** What the command printed, and its exit status. */
  record Result(int status, String output) {}

  /**
   * Runs {@code command} in {@code dir} (null: this process's directory).
   *
   * @param withErrors whether standard error is part of the output (otherwise it is discarded)
   * @return empty if it had not ended {@code seconds} after its output closed (it is killed)
   * @throws IOException if it cannot be started, e.g. the program does not exist
   */
  static Optional<Result> run(List<String> command, Path dir, boolean withErrors, long seconds)
      throws IOException, InterruptedException {
    ProcessBuilder builder = new ProcessBuilder(command)
        .directory(dir == null ? null : dir.toFile());
    if (withErrors) {
      builder.redirectErrorStream(true);
    } else {
      builder.redirectError(ProcessBuilder.Redirect.DISCARD);
    }
    Process process = builder.start();
    process.getOutputStream().close();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      return Optional.empty();
    }
    return Optional.of(new Result(process.exitValue(), output));
  }
}
