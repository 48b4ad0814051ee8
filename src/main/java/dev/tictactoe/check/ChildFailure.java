package dev.tictactoe.check;

/** Why a solution's process gave no answer: what the checker reports instead of one. */
final class ChildFailure extends Exception {
  private static final long serialVersionUID = 1L;

  /** The ways a process can fail to answer. */
  enum Kind {
    /** No answer within the time limit: the process was killed. */
    TIMEOUT,
    /** The process held more memory than the limit: it was killed. */
    MEMORY,
    /** The process ended, or closed its output, before answering. */
    ENDED
  }

  final Kind kind;

  ChildFailure(Kind kind, String message) {
    super(message);
    this.kind = kind;
  }
}
