package dev.tictactoe.game;

/**
 * A move that {@link ValidatedGame} refused. The game is exactly as it was before the call. Each
 * reason has its own subclass, so callers can tell them apart without parsing the message.
 */
public abstract sealed class InvalidMoveException extends RuntimeException
    permits CellOutsideBoardException, CellTakenException, UnknownPlayerException,
        GameOverException {

  InvalidMoveException(String message) {
    super(message);
  }
}
