package dev.tictactoe.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** {@code --timeout}: how long one m,n,k search (or census) may run. */
final class TimeoutOption {
  @Option(names = "--timeout", paramLabel = "SECONDS",
      description = "Stop any one search that runs longer than this (exit status 3). Work that"
          + " takes more than 2 s reports its progress on standard error either way.")
  Double timeout;

  /** A monitor reporting to {@code err}, with this time limit; checks the option first. */
  ProgressMonitor monitor(CommandLine cmd, PrintWriter err) {
    if (timeout != null && !(timeout > 0 && timeout < 1e7)) {
      throw new CommandLine.ParameterException(cmd, "--timeout: expected a number of seconds"
          + " above 0, got " + timeout);
    }
    return new ProgressMonitor(err, timeout == null ? 0 : timeout);
  }
}
