// A realistic bug: each counter compared before it is incremented (rows[row]++ == n), so a move
// that completes a line is not noticed; the game only "wins" if the line gets another mark, which
// never happens, and on a 2 x 2 board the winning third move does not win.
// Check it: java -jar target/tictactoe.jar check game docs/examples/game/late-win/TicTacToe.java
class TicTacToe {
  private final int n;
  private final int[][] rows; // [player][row]
  private final int[][] cols;
  private final int[] diagonal = new int[3];
  private final int[] antiDiagonal = new int[3];

  public TicTacToe(int n) {
    this.n = n;
    this.rows = new int[3][n];
    this.cols = new int[3][n];
  }

  public int move(int row, int col, int player) {
    // tag::bug[]
    boolean won = rows[player][row]++ == n || cols[player][col]++ == n; // compared, then counted
    // end::bug[]
    if (row == col && diagonal[player]++ == n) {
      won = true;
    }
    if (row + col == n - 1 && antiDiagonal[player]++ == n) {
      won = true;
    }
    return won ? player : 0;
  }
}
