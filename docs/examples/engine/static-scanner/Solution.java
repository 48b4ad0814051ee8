import java.util.HashMap;
import java.util.Map;
import java.util.Scanner;

// A correct answer written as CodinGame's own Java template starts: the input in a static field,
// `static Scanner in = new Scanner(System.in)`, read once by a program that runs once. Once judged
// wrong here on every puzzle (run twice in one JVM, the second run read a stale stream), it now
// passes: the checker's host gives each run its puzzle as System.in before the class is
// initialised, loads the class afresh when a second run fails, and runs every failure it would
// report again in a JVM of its own, as CodinGame does.
// Check it: java -jar target/tictactoe.jar check engine docs/examples/engine/static-scanner/Solution.java
class Solution {
  static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7},
      {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
  static final int[] GRID_ORDER = {4, 0, 2, 6, 8, 1, 3, 5, 7}; // 9, 8, 7, ..., 1
  static final Map<String, Integer> VALUES = new HashMap<>();
  static Scanner in = new Scanner(System.in);

  public static void main(String[] args) {
    char me = in.next().charAt(0);
    char[] board = (in.next() + in.next() + in.next()).toCharArray();
    int cell = bestMove(board, me);
    if (cell >= 0) {
      board[cell] = me;
    }
    String rows = new String(board);
    System.out.println(rows.substring(0, 3) + "\n" + rows.substring(3, 6) + "\n"
        + rows.substring(6));
  }

  static int bestMove(char[] board, char me) {
    if (free(board) == 0 || hasLine(board)) {
      return -1; // no move on a finished board
    }
    int best = Integer.MIN_VALUE;
    int bestCell = -1;
    for (int cell : GRID_ORDER) {
      if (board[cell] == '.') {
        board[cell] = me;
        int score = -value(board, me == 'X' ? 'O' : 'X');
        board[cell] = '.';
        if (score > best) {
          best = score;
          bestCell = cell;
        }
      }
    }
    return bestCell;
  }

  /** The value for the player to move: a win is 1 + the free cells left then, a draw 0. */
  static int value(char[] board, char mover) {
    String key = new String(board);
    Integer known = VALUES.get(key);
    if (known != null) {
      return known;
    }
    int free = free(board);
    int best;
    if (hasLine(board)) {
      best = -(free + 1); // the opponent has just won: sooner is worse
    } else if (free == 0) {
      best = 0;
    } else {
      best = Integer.MIN_VALUE;
      for (int cell = 0; cell < 9; cell++) {
        if (board[cell] == '.') {
          board[cell] = mover;
          best = Math.max(best, -value(board, mover == 'X' ? 'O' : 'X'));
          board[cell] = '.';
        }
      }
    }
    VALUES.put(key, best);
    return best;
  }

  static boolean hasLine(char[] b) {
    for (int[] l : LINES) {
      if (b[l[0]] != '.' && b[l[0]] == b[l[1]] && b[l[1]] == b[l[2]]) {
        return true;
      }
    }
    return false;
  }

  static int free(char[] b) {
    int n = 0;
    for (char c : b) {
      n += c == '.' ? 1 : 0;
    }
    return n;
  }
}
