// A realistic bug: the anti-diagonal tested with row + col == n instead of n - 1, so a win along
// it, from (0, n - 1) to (n - 1, 0), is never noticed (and cells off it are counted on it).
// Check it: java -jar target/tictactoe.jar check game docs/examples/game/anti-diagonal/TicTacToe.java
class TicTacToe {
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
    // tag::bug[]
    if (row + col == n) { // the bug: the anti-diagonal is row + col == n - 1
      antiDiagonal += add;
    }
    // end::bug[]
    int target = add * n;
    if (rows[row] == target || cols[col] == target || diagonal == target
        || antiDiagonal == target) {
      return player;
    }
    return 0;
  }
}
