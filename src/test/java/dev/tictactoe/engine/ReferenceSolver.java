package dev.tictactoe.engine;

import java.util.HashMap;
import java.util.Map;

/**
 * The puzzle's rules, written as plainly as possible and sharing nothing with the engines: boards
 * are 9-character strings, every outcome is worked out by brute force (remembered in a map, which
 * is safe because it only ever stores exact results), and the best move is chosen by comparing
 * outcomes in words: a win beats a draw beats a loss, then the fastest win, then the slowest loss,
 * then the highest cell value.
 */
final class ReferenceSolver {
  private static final int[][] LINES = {
    {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
  private static final int[] CELL_VALUE = {8, 4, 7, 3, 9, 2, 6, 1, 5};

  /** How a game goes under perfect play, for the player to move. */
  record Outcome(int result, int moves) { // result: 1 win, 0 draw, -1 loss; moves until the end
    /** Whether this outcome is better for the player to move than {@code other}. */
    boolean betterThan(Outcome other) {
      if (result != other.result) {
        return result > other.result;
      }
      if (result == 1) {
        return moves < other.moves; // win sooner
      }
      if (result == -1) {
        return moves > other.moves; // lose later
      }
      return false;
    }
  }

  private final Map<String, Outcome> memo = new HashMap<>();

  static boolean hasLine(String cells, char player) {
    for (int[] line : LINES) {
      if (cells.charAt(line[0]) == player && cells.charAt(line[1]) == player
          && cells.charAt(line[2]) == player) {
        return true;
      }
    }
    return false;
  }

  static char toMove(String cells) {
    long xs = cells.chars().filter(c -> c == 'X').count();
    long os = cells.chars().filter(c -> c == 'O').count();
    return xs == os ? 'X' : 'O';
  }

  static boolean finished(String cells) {
    return hasLine(cells, 'X') || hasLine(cells, 'O') || cells.indexOf('.') < 0;
  }

  /** The outcome for the player to move under perfect play. */
  Outcome outcome(String cells) {
    Outcome known = memo.get(cells);
    if (known != null) {
      return known;
    }
    Outcome result;
    if (hasLine(cells, 'X') || hasLine(cells, 'O')) {
      result = new Outcome(-1, 0); // the player who just moved won
    } else if (cells.indexOf('.') < 0) {
      result = new Outcome(0, 0);
    } else {
      result = null;
      for (int cell = 0; cell < 9; cell++) {
        if (cells.charAt(cell) == '.') {
          Outcome theirs = outcome(play(cells, cell));
          Outcome mine = new Outcome(-theirs.result(), theirs.moves() + 1);
          if (result == null || mine.betterThan(result)) {
            result = mine;
          }
        }
      }
    }
    memo.put(cells, result);
    return result;
  }

  /** The cell the puzzle's rules choose, or -1 on a finished board. */
  int bestCell(String cells) {
    if (finished(cells)) {
      return -1;
    }
    int best = -1;
    Outcome bestOutcome = null;
    for (int cell = 0; cell < 9; cell++) {
      if (cells.charAt(cell) != '.') {
        continue;
      }
      Outcome theirs = outcome(play(cells, cell));
      Outcome mine = new Outcome(-theirs.result(), theirs.moves() + 1);
      if (bestOutcome == null || mine.betterThan(bestOutcome)
          || !bestOutcome.betterThan(mine) && CELL_VALUE[cell] > CELL_VALUE[best]) {
        best = cell;
        bestOutcome = mine;
      }
    }
    return best;
  }

  /** The outcome, for the player to move, of playing {@code cell}. */
  Outcome outcomeOf(String cells, int cell) {
    Outcome theirs = outcome(play(cells, cell));
    return new Outcome(-theirs.result(), theirs.moves() + 1);
  }

  static String play(String cells, int cell) {
    return cells.substring(0, cell) + toMove(cells) + cells.substring(cell + 1);
  }
}
