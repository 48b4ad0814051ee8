// A correct answer to LeetCode 348, "Design Tic-Tac-Toe", as a candidate writes it: one counter
// per line, +1 for player 1 and -1 for player 2; a line is won when its counter reaches n or -n.
// Check it: java -jar target/tictactoe.jar check game docs/examples/game/TicTacToe.java
class TicTacToe {
  // tag::solution[]
  private final int n;
  private final int[] rows;
  private final int[] cols;
  private int diagonal;
  private int antiDiagonal;

  public TicTacToe(int n) {
    this.n = n;
    this.rows = new int[n];
    this.cols = new int[n];
  }

  public int move(int row, int col, int player) {
    int add = player == 1 ? 1 : -1;
    rows[row] += add;
    cols[col] += add;
    if (row == col) {
      diagonal += add;
    }
    if (row + col == n - 1) {
      antiDiagonal += add;
    }
    int target = add * n;
    if (rows[row] == target || cols[col] == target || diagonal == target
        || antiDiagonal == target) {
      return player;
    }
    return 0;
  }
  // end::solution[]
}
