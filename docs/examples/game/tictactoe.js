// A correct answer to LeetCode 348, "Design Tic-Tac-Toe", in JavaScript, exactly as one submits
// it: LeetCode's template, a constructor function and its prototype's move. One counter per line,
// +1 for player 1 and -1 for player 2; a line is won when its counter reaches n or -n.
// Check it: java -jar target/tictactoe.jar check game docs/examples/game/tictactoe.js
// tag::solution[]
/**
 * @param {number} n
 */
var TicTacToe = function(n) {
    this.n = n;
    this.rows = new Array(n).fill(0);
    this.cols = new Array(n).fill(0);
    this.diagonal = 0;
    this.antiDiagonal = 0;
};

/**
 * @param {number} row
 * @param {number} col
 * @param {number} player
 * @return {number}
 */
TicTacToe.prototype.move = function(row, col, player) {
    const add = player === 1 ? 1 : -1;
    this.rows[row] += add;
    this.cols[col] += add;
    if (row === col) this.diagonal += add;
    if (row + col === this.n - 1) this.antiDiagonal += add;
    const target = add * this.n;
    if (this.rows[row] === target || this.cols[col] === target
        || this.diagonal === target || this.antiDiagonal === target) {
        return player;
    }
    return 0;
};
// end::solution[]
