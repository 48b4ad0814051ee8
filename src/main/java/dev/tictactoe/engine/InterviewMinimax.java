package dev.tictactoe.engine;

import java.util.Scanner;

/**
 * The "Tic Tac Toe Engine" puzzle answered as a candidate writes it in a 45-minute interview:
 * plain minimax on a board of nine characters, about twenty lines, no library and none of this
 * project's types.
 *
 * <p>The idea: try every free cell; a cell's value is minus the value of the board it leaves for
 * the opponent (negamax); a finished board is worth 0 when full and, when the opponent has just
 * completed a line, a loss that is worse the sooner it came. Two details make it the puzzle's
 * answer rather than just a perfect player:
 *
 * <ul>
 *   <li><b>The depth term.</b> A win is worth 1 plus the free cells left when it happens, so a
 *       sooner win is worth more (take the immediate win) and a later loss less bad (the slowest
 *       loss); a draw is exactly 0. These are {@link dev.tictactoe.mnk.Score}'s values on 3x3.
 *   <li><b>The tie-break.</b> The root tries the cells in the order of the puzzle's grid
 *       {@code 8 4 7 / 3 9 2 / 6 1 5} read from 9 down, and keeps a later cell only when it is
 *       strictly better, so among equal moves the highest grid value wins.
 * </ul>
 *
 * <ul>
 *   <li>Time: the game tree below the board, O(b^d) for b free cells and d plies left: at most
 *       9! move orders, 549,946 positions from the empty board (the census counts them); each
 *       costs a scan of the eight lines.
 *   <li>Space: O(d) stack frames, nine at most; the board is changed and restored in place.
 * </ul>
 *
 * <p>{@code main} is the whole program one submits to the puzzle (read the board, print it after
 * the move); {@code docs/examples/engine/minimax.py} is the same program in Python.
 *
 * <p>Trade-off: the shortest code that is right, and the slowest engine of the workbench. Like
 * the interview's, it trusts its input (a board that can arise in a game); {@link MinimaxEngine}
 * is the same search on any m,n,k board, with the project's checks, and {@link TicTacToeEngine}
 * the same answers from alpha-beta and a memo table.
 */
public final class InterviewMinimax {
  private InterviewMinimax() {}

  /**
   * The program one submits to CodinGame (in its class {@code Solution}): standard input holds one
   * puzzle, the engine's letter and the board's three rows; it prints the board after its move.
   */
  // tag::submission[]
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    char me = in.next().charAt(0); // the engine's letter, X or O
    char[] board = (in.next() + in.next() + in.next()).toCharArray();
    int cell = bestMove(board);
    if (cell >= 0) {
      board[cell] = me;
    }
    String rows = new String(board);
    System.out.println(rows.substring(0, 3) + "\n" + rows.substring(3, 6) + "\n"
        + rows.substring(6, 9));
  }
  // end::submission[]

  // tag::solution[]
  static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7},
      {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
  static final int[] GRID_ORDER = {4, 0, 2, 6, 8, 1, 3, 5, 7}; // grid values 9, 8, 7, ..., 1

  /** The cell (0 to 8, row by row) the player to move takes, or -1 on a finished board. */
  public static int bestMove(char[] board) {
    int free = count(board, '.');
    if (free == 0 || hasLine(board)) {
      return -1; // no move on a finished board
    }
    char me = free % 2 == 1 ? 'X' : 'O'; // X moves first, so X moves when an odd number is free
    int best = Integer.MIN_VALUE;
    int bestCell = -1;
    for (int cell : GRID_ORDER) {
      if (board[cell] == '.') {
        board[cell] = me;
        int score = -value(board, me == 'X' ? 'O' : 'X');
        board[cell] = '.';
        if (score > best) { // strictly better: among equals the higher grid value stays
          best = score;
          bestCell = cell;
        }
      }
    }
    return bestCell;
  }

  /** The value of {@code board} for {@code mover}, the player to move. */
  static int value(char[] board, char mover) {
    int free = count(board, '.');
    if (hasLine(board)) {
      return -(free + 1); // the opponent has just won: sooner is worse
    }
    if (free == 0) {
      return 0; // a full board without a line: a draw is exactly 0
    }
    int best = Integer.MIN_VALUE;
    for (int cell = 0; cell < 9; cell++) {
      if (board[cell] == '.') {
        board[cell] = mover;
        best = Math.max(best, -value(board, mover == 'X' ? 'O' : 'X'));
        board[cell] = '.';
      }
    }
    return best;
  }

  static boolean hasLine(char[] board) {
    for (int[] line : LINES) {
      char c = board[line[0]];
      if (c != '.' && c == board[line[1]] && c == board[line[2]]) {
        return true;
      }
    }
    return false;
  }

  static int count(char[] board, char c) {
    int n = 0;
    for (char cell : board) {
      n += cell == c ? 1 : 0;
    }
    return n;
  }
  // end::solution[]
}
