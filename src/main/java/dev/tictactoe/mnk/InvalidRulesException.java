package dev.tictactoe.mnk;

/** Rules that do not describe an m,n,k-game this workbench can play; the message says why. */
public final class InvalidRulesException extends IllegalArgumentException {
  public InvalidRulesException(String message) {
    super(message);
  }
}
