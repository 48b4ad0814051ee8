package dev.tictactoe.cli;

/**
 * A command could not do its job for a reason that is not the user's input (a benchmark threw,
 * say). The CLI prints the message as one line and exits with status 1.
 */
final class CommandFailedException extends RuntimeException {
  CommandFailedException(String message) {
    super(message);
  }
}
