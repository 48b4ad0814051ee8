package dev.tictactoe.game;

/** The game has already ended: somebody won, or the board is full. */
public final class GameOverException extends InvalidMoveException {
  GameOverException(ValidatedGame.Outcome outcome, int winner) {
    super(outcome == ValidatedGame.Outcome.WON
        ? "the game is over: player " + winner + " has already won"
        : "the game is over: the board is full (a draw)");
  }
}
