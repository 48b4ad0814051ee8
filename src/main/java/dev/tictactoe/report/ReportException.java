package dev.tictactoe.report;

/** A results file that cannot be reported on; the message names the file and says why. */
public final class ReportException extends RuntimeException {
  public ReportException(String message) {
    super(message);
  }
}
