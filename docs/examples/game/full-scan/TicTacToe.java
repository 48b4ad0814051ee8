// A correct answer, and the slowest one LeetCode accepts: a strict full scan, every row, column
// and both diagonals counted in full after every move, with no early exit, O(n^2) a move. Once
// judged wrong here ("no answer within 10 seconds" on a 100 x 100 board, while it was busy with
// the 1,000 x 1,000 games behind), it now passes: no answer waits in a buffer while the checker's
// clock runs.
// Check it: java -jar target/tictactoe.jar check game docs/examples/game/full-scan/TicTacToe.java
class TicTacToe {
  private final int n;
  private final int[][] board;

  public TicTacToe(int n) {
    this.n = n;
    this.board = new int[n][n];
  }

  public int move(int row, int col, int player) {
    board[row][col] = player;
    int winner = 0;
    for (int r = 0; r < n; r++) {
      int count = 0;
      for (int c = 0; c < n; c++) {
        count += board[r][c] == player ? 1 : 0;
      }
      winner = count == n ? player : winner;
    }
    for (int c = 0; c < n; c++) {
      int count = 0;
      for (int r = 0; r < n; r++) {
        count += board[r][c] == player ? 1 : 0;
      }
      winner = count == n ? player : winner;
    }
    int diagonal = 0;
    int antiDiagonal = 0;
    for (int i = 0; i < n; i++) {
      diagonal += board[i][i] == player ? 1 : 0;
      antiDiagonal += board[i][n - 1 - i] == player ? 1 : 0;
    }
    return diagonal == n || antiDiagonal == n ? player : winner;
  }
}
