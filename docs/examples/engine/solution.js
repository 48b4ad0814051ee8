// A correct answer to the "Tic Tac Toe Engine" puzzle in JavaScript, as CodinGame runs it:
// readline() gives the engine's letter and the board's three rows; print() the board after the
// engine's move (a finished board unchanged). Minimax with the depth term and the grid's
// tie-break, memoized by board.
// Check it: java -jar target/tictactoe.jar check engine docs/examples/engine/solution.js
const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8],
  [2, 4, 6]];
const GRID_ORDER = [4, 0, 2, 6, 8, 1, 3, 5, 7]; // the grid 8 4 7 / 3 9 2 / 6 1 5, from 9 down
const values = new Map();

const hasLine = (b) => LINES.some(([a, c, d]) => b[a] !== '.' && b[a] === b[c] && b[c] === b[d]);

// The value for the player to move: a win is 1 + the free cells left then, a draw 0.
function value(board, mover) {
  const key = board.join('') + mover;
  if (values.has(key)) return values.get(key);
  const free = board.filter((c) => c === '.').length;
  let best;
  if (hasLine(board)) {
    best = -(free + 1); // the opponent has just won: sooner is worse
  } else if (free === 0) {
    best = 0;
  } else {
    const other = mover === 'X' ? 'O' : 'X';
    best = -Infinity;
    for (let cell = 0; cell < 9; cell++) {
      if (board[cell] === '.') {
        board[cell] = mover;
        best = Math.max(best, -value(board, other));
        board[cell] = '.';
      }
    }
  }
  values.set(key, best);
  return best;
}

const me = readline().trim();
const board = (readline().trim() + readline().trim() + readline().trim()).split('');
printErr('playing', me, 'on', board.join('')); // a debug line, as CodinGame has them
if (board.includes('.') && !hasLine(board)) {
  const other = me === 'X' ? 'O' : 'X';
  let best = -Infinity;
  let bestCell = -1;
  for (const cell of GRID_ORDER) {
    if (board[cell] === '.') {
      board[cell] = me;
      const score = -value(board, other);
      board[cell] = '.';
      if (score > best) {
        best = score;
        bestCell = cell;
      }
    }
  }
  board[bestCell] = me;
}
print(board.slice(0, 3).join(''));
print(board.slice(3, 6).join(''));
print(board.slice(6, 9).join(''));
