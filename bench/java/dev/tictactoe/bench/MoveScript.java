package dev.tictactoe.bench;

import dev.tictactoe.game.Game;
import dev.tictactoe.game.ValidatedGame;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.IntFunction;

/**
 * The workload of the move benchmarks: a fixed list of moves that fills part of an n x n board
 * without ever completing a line, and the fresh games to play it on.
 *
 * <p>Every design plays the same list, so move k lands on the same board in every design. The list
 * is random (seeded, so every run plays the same moves) rather than row by row, so that the
 * counters and the board are touched all over, as in a real game. {@code check game} times a
 * reader's program on the same moves.
 */
public final class MoveScript {
  /** The longest script: enough moves per game that building a game is rare. */
  static final int MAX_MOVES = 4096;

  private MoveScript() {}

  /**
   * How many moves a game of side n gets: the largest power of two up to min(n^2 - 1, 4096), so
   * that the moves per invocation (powers of two) are whole games.
   */
  public static int movesPerGame(int n) {
    return Integer.highestOneBit(Math.min(n * n - 1, MAX_MOVES));
  }

  /**
   * {@link #movesPerGame(int)} moves as {row, col, player} triples, players alternating from 1,
   * none of which completes a row, column or diagonal.
   *
   * @throws IllegalArgumentException unless 2 &lt;= n &lt;= {@link ValidatedGame#MAX_SIZE}: on a
   *     1 x 1 board the first move wins, and larger boards than the validated game accepts are
   *     not compared
   * @throws IllegalStateException if no such list is found (it always is for n &gt;= 2)
   */
  public static int[] withoutAWin(int n) {
    if (n < 2 || n > ValidatedGame.MAX_SIZE) {
      throw new IllegalArgumentException("n must be between 2 and " + ValidatedGame.MAX_SIZE
          + " (on a 1 x 1 board the first move wins, so no move can be measured), got " + n);
    }
    int moves = movesPerGame(n);
    for (long seed = 1; seed <= 1000; seed++) {
      int[] script = tryWithoutAWin(n, moves, new SplittableRandom(seed));
      if (script != null) {
        return script;
      }
    }
    throw new IllegalStateException("no " + moves + "-move script without a win for n=" + n);
  }

  /** Greedy: take cells in a random order, skipping any that would complete the mover's line. */
  private static int[] tryWithoutAWin(int n, int moves, SplittableRandom random) {
    int cells = n * n;
    int[] order = shuffled(cells, random);
    int[][] lineCounts = new int[3][2 * n + 2]; // [player][row 0..n-1, col n..2n-1, diag, anti]
    boolean[] used = new boolean[cells];
    int[] script = new int[3 * moves];
    for (int m = 0; m < moves; m++) {
      int player = m % 2 + 1;
      int chosen = -1;
      for (int cell : order) {
        if (!used[cell] && !completesALine(lineCounts[player], n, cell)) {
          chosen = cell;
          break;
        }
      }
      if (chosen < 0) {
        return null;
      }
      used[chosen] = true;
      for (int line : linesThrough(n, chosen)) {
        lineCounts[player][line]++;
      }
      script[3 * m] = chosen / n;
      script[3 * m + 1] = chosen % n;
      script[3 * m + 2] = player;
    }
    return script;
  }

  /** 0..cells-1 in random order (Fisher-Yates). */
  private static int[] shuffled(int cells, SplittableRandom random) {
    int[] order = new int[cells];
    for (int i = 0; i < cells; i++) {
      int j = random.nextInt(i + 1);
      order[i] = order[j];
      order[j] = i;
    }
    return order;
  }

  private static boolean completesALine(int[] counts, int n, int cell) {
    for (int line : linesThrough(n, cell)) {
      if (counts[line] == n - 1) {
        return true;
      }
    }
    return false;
  }

  /** Indexes of the lines through a cell: its row, its column, and each diagonal it is on. */
  private static int[] linesThrough(int n, int cell) {
    int row = cell / n;
    int col = cell % n;
    int[] lines = {row, n + col, -1, -1};
    int count = 2;
    if (row == col) {
      lines[count++] = 2 * n;
    }
    if (row + col == n - 1) {
      lines[count++] = 2 * n + 1;
    }
    return Arrays.copyOf(lines, count);
  }

  /** Enough fresh games of side n to play {@code moves} moves of the script on. */
  static Game[] freshGames(IntFunction<Game> design, int n, int moves) {
    Game[] games = new Game[Math.max(1, moves / movesPerGame(n))];
    for (int i = 0; i < games.length; i++) {
      games[i] = design.apply(n);
    }
    return games;
  }

  // tag::play[]
  /**
   * Plays {@code moves} moves: the script on each game in turn, or its first {@code moves} moves
   * when one game holds more than that. Returns the sum of the results (0: nothing wins), so
   * that no move's result is dead code.
   */
  static int play(Game[] games, int[] script, int moves) {
    int sum = 0;
    int played = 0;
    for (Game game : games) {
      for (int i = 0; i < script.length && played < moves; i += 3, played++) {
        sum += game.move(script[i], script[i + 1], script[i + 2]);
      }
    }
    return sum;
  }
  // end::play[]
}
