// LeetCode 348, Design Tic-Tac-Toe, in JavaScript (Node.js), served by the checker's game
// protocol: each line of input is "game N r c p r c p ...", each answer a line of the moves'
// results separated by spaces.
// Check it: java -jar target/tictactoe.jar check game --cmd "node docs/examples/game/tictactoe.js"
'use strict';
const readline = require('readline');

// tag::solution[]
class TicTacToe {
  constructor(n) {
    this.n = n;
    this.rows = new Int32Array(n);
    this.cols = new Int32Array(n);
    this.diagonal = 0;
    this.antiDiagonal = 0;
  }

  move(row, col, player) {
    const add = player === 1 ? 1 : -1;
    this.rows[row] += add;
    this.cols[col] += add;
    if (row === col) this.diagonal += add;
    if (row + col === this.n - 1) this.antiDiagonal += add;
    const target = add * this.n;
    const won = this.rows[row] === target || this.cols[col] === target
      || this.diagonal === target || this.antiDiagonal === target;
    return won ? player : 0;
  }
}
// end::solution[]

// tag::protocol[]
const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const words = line.trim().split(/\s+/);
  if (words[0] !== 'game') return;
  const game = new TicTacToe(Number(words[1]));
  const results = [];
  for (let i = 2; i + 2 < words.length; i += 3) {
    results.push(game.move(Number(words[i]), Number(words[i + 1]), Number(words[i + 2])));
  }
  process.stdout.write(results.join(' ') + '\n');
});
// end::protocol[]
