package dev.tictactoe.cli;

/**
 * Input the user can fix: a malformed line, an illegal move, an unreadable file. The CLI prints
 * its message as one line and exits with status 2; the message must say where the problem is.
 */
public final class InputException extends RuntimeException {
  public InputException(String message) {
    super(message);
  }

  public InputException(String message, Throwable cause) {
    super(message, cause);
  }
}
