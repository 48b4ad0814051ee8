package dev.tictactoe.judge;

/**
 * Why no check of a solution could run at all: it does not compile, it lacks the class or the
 * method the problem asks for, or its process never got ready. The checker reports it as an
 * errored check (Exercism's status "error"), not as a refused call: the solution is at fault, not
 * the command line.
 */
public final class CheckError extends Exception {
  private static final long serialVersionUID = 1L;

  public CheckError(String message) {
    super(message);
  }
}
