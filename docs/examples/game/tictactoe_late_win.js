// A realistic bug, in the class form LeetCode also takes: each counter is compared before it is
// counted (this.rows[row]++ === n), so the move that completes a line is not noticed.
// Check it: java -jar target/tictactoe.jar check game docs/examples/game/tictactoe_late_win.js
class TicTacToe {
  constructor(n) {
    this.n = n;
    this.lines = { 1: new Array(2 * n + 2).fill(0), 2: new Array(2 * n + 2).fill(0) };
  }

  move(row, col, player) {
    const n = this.n;
    const counts = this.lines[player];
    const through = [row, n + col];
    if (row === col) through.push(2 * n);
    if (row + col === n - 1) through.push(2 * n + 1);
    let won = false;
    for (const line of through) {
      // tag::bug[]
      if (counts[line]++ === n) won = true; // the bug: compared before it is counted
      // end::bug[]
    }
    return won ? player : 0;
  }
}
