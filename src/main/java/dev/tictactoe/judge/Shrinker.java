package dev.tictactoe.judge;

import java.util.OptionalInt;

/**
 * Shrinks a failing game to the shortest one that still fails the same way, on the smallest
 * board it fits: moves after the failing one go at once; then runs of moves before it are taken
 * out, an even number at a time so that the players still take turns (the first move alone may go
 * too, the other player then starting), halving the run each pass, as long as what is left is a
 * game the problem promises (free cells, no move after a win) and still fails; then the same
 * moves are tried on each smaller board they fit, down to 2 x 2. Every shrink is asked of the
 * solution itself, within a budget of calls.
 */
final class Shrinker {
  /** Whether a game fails the way the original did, and at which move (0-based). */
  interface Oracle {
    OptionalInt failingMove(GameCase game) throws CheckError;
  }

  private final Oracle oracle;
  private int budget;

  Shrinker(Oracle oracle, int budget) {
    this.oracle = oracle;
    this.budget = budget;
  }

  /** The smallest failing game found from {@code failing}, which fails at {@code move}. */
  GameCase shrink(GameCase failing, int move) throws CheckError {
    GameCase best = move >= 0 && move < failing.size() ? failing.prefix(move + 1) : failing;
    boolean changed = true;
    while (changed && budget > 0) {
      changed = false;
      if (best.size() > 1) {
        GameCase failed = failing(without(best, 0, 1)); // the other player starts
        if (failed != null) {
          best = failed;
          changed = true;
        }
      }
      for (int run = evenAtMost((best.size() - 1) / 2); run >= 2 && budget > 0;
          run = run == 2 ? 0 : evenAtMost(run / 2)) {
        int start = 0;
        while (start + run < best.size() && budget > 0) { // never the last, failing move
          GameCase failed = failing(without(best, start, run));
          if (failed != null) {
            best = failed;
            changed = true;
          } else {
            start++;
          }
        }
      }
      for (int side = GameCases.SMALLEST; side < best.n() && budget > 0; side++) {
        if (fits(best, side)) {
          GameCase failed = failing(best.on(side));
          if (failed != null) {
            best = failed;
            changed = true;
            break;
          }
        }
      }
    }
    return best;
  }

  /** The largest even number up to {@code n}, at least 2. */
  private static int evenAtMost(int n) {
    return Math.max(2, n - n % 2);
  }

  /** The game cut after its failing move if it is valid and fails, else null. */
  private GameCase failing(GameCase game) throws CheckError {
    if (!game.isValid() || !takesTurns(game)) {
      return null;
    }
    budget--;
    OptionalInt move = oracle.failingMove(game);
    return move.isPresent() ? game.prefix(Math.min(game.size(), move.getAsInt() + 1)) : null;
  }

  /** Whether the players alternate, as in a real game. */
  static boolean takesTurns(GameCase game) {
    for (int i = 1; i < game.size(); i++) {
      if (game.player(i) == game.player(i - 1)) {
        return false;
      }
    }
    return true;
  }

  private static GameCase without(GameCase game, int start, int count) {
    int[] moves = new int[game.moves().length - 3 * count];
    System.arraycopy(game.moves(), 0, moves, 0, 3 * start);
    System.arraycopy(game.moves(), 3 * (start + count), moves, 3 * start,
        game.moves().length - 3 * (start + count));
    return new GameCase(game.n(), moves);
  }

  private static boolean fits(GameCase game, int side) {
    for (int i = 0; i < game.size(); i++) {
      if (game.row(i) >= side || game.col(i) >= side) {
        return false;
      }
    }
    return true;
  }
}
