// The game-tree explorer: plays 3x3 positions and shows, for each, what the Java engines
// computed when the page was written (the data block above; see ExplorerData for its format).
// No framework and no build step: one page, one data block, this script. Inlined into
// explore.html by ExplorerPage; Maven filters this file, so it holds no dollar-brace or at-sign
// expressions (and so no template literals).
(function () {
  'use strict';

  var DRAW = 'k'.charCodeAt(0); // a free cell's letter is DRAW + score (ExplorerData.DRAW)
  var EMPTY = '.........';
  var LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8],
    [2, 4, 6]];
  var LINE_NAMES = ['the top row', 'the middle row', 'the bottom row', 'the left column',
    'the middle column', 'the right column', 'the diagonal from the top left',
    'the diagonal from the top right'];
  var CELL_NAMES = ['top left', 'top', 'top right', 'left', 'centre', 'right', 'bottom left',
    'bottom', 'bottom right'];

  var data = JSON.parse(document.getElementById('explorer-data').textContent);
  var grid = data.grid;
  var positions = Object.create(null); // board ("X.O......") -> {values, choice, minimax, alphaBeta}
  data.positions.forEach(function (record) {
    var fields = record.split(' ');
    var values = [];
    var board = '';
    for (var i = 0; i < 9; i++) {
      var c = fields[0].charAt(i);
      var free = c !== 'X' && c !== 'O';
      board += free ? '.' : c;
      values.push(free && c !== '.' ? c.charCodeAt(0) - DRAW : null);
    }
    positions[board] = {
      values: values,
      choice: fields[1] === '-' ? -1 : Number(fields[1]),
      minimax: Number(fields[2]),
      alphaBeta: Number(fields[3])
    };
  });

  var boardEl = document.getElementById('board');
  var cells = [];
  var played = [EMPTY]; // the positions played through; the last is on the board
  var engineSide = '';
  var engineTimer = null;
  var notice = '';

  function current() {
    return played[played.length - 1];
  }

  function count(board, mark) {
    return board.split(mark).length - 1;
  }

  function toMove(board) {
    return count(board, 'X') === count(board, 'O') ? 'X' : 'O';
  }

  function wonLines(board) {
    return LINES.map(function (line, i) {
      var m = board.charAt(line[0]);
      return m !== '.' && m === board.charAt(line[1]) && m === board.charAt(line[2]) ? i : -1;
    }).filter(function (i) { return i >= 0; });
  }

  /** How many moves from now a move worth `score` ends the game (this move counted). */
  function movesLeft(score, board) {
    return 10 - Math.abs(score) - (9 - count(board, '.'));
  }

  function describe(score, board) {
    if (score === 0) {
      return 'draw';
    }
    return (score > 0 ? 'win' : 'loss') + ' in ' + movesLeft(score, board);
  }

  function kind(score) {
    return score > 0 ? 'win' : score < 0 ? 'loss' : 'draw';
  }

  function plural(n, word) {
    return n + ' ' + word + (n === 1 ? '' : 's');
  }

  // --- the board ---

  for (var i = 0; i < 9; i++) {
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'cell';
    button.setAttribute('data-cell', String(i));
    button.addEventListener('click', onCellClick);
    button.addEventListener('keydown', onCellKey);
    boardEl.appendChild(button);
    cells.push(button);
  }

  function onCellClick(event) {
    play(Number(event.currentTarget.getAttribute('data-cell')));
  }

  /** Arrow keys move between cells; Tab, Enter and Space are the buttons' own. */
  function onCellKey(event) {
    var cell = Number(event.currentTarget.getAttribute('data-cell'));
    var row = Math.floor(cell / 3);
    var col = cell % 3;
    var moves = {ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1]};
    var step = moves[event.key];
    if (!step) {
      return;
    }
    event.preventDefault();
    row = (row + step[0] + 3) % 3;
    col = (col + step[1] + 3) % 3;
    cells[row * 3 + col].focus();
  }

  function play(cell) {
    var board = current();
    var info = positions[board];
    if (board.charAt(cell) !== '.' || info.choice < 0 || toMove(board) === engineSide) {
      return; // taken, game over, or the engine's turn
    }
    move(cell);
  }

  function move(cell) {
    var board = current();
    played.push(board.slice(0, cell) + toMove(board) + board.slice(cell + 1));
    notice = '';
    show();
  }

  /** Takes back the last move, and the engine's reply before it, back to the user's turn. */
  function undo() {
    if (played.length > 1) {
      played.pop();
    }
    while (played.length > 1 && toMove(current()) === engineSide) {
      played.pop();
    }
    notice = '';
    show();
  }

  function reset() {
    played = [EMPTY];
    notice = '';
    show();
  }

  /** When it is the engine's turn, it plays its move after a short pause. */
  function scheduleEngine() {
    clearTimeout(engineTimer);
    var board = current();
    if (engineSide && toMove(board) === engineSide && positions[board].choice >= 0) {
      engineTimer = setTimeout(function () {
        move(positions[board].choice);
      }, 200);
    }
  }

  // --- what the page shows ---

  function show() {
    var board = current();
    var info = positions[board];
    var mover = toMove(board);
    var lines = wonLines(board);
    var onLine = {};
    lines.forEach(function (l) {
      LINES[l].forEach(function (c) { onLine[c] = true; });
    });
    boardEl.classList.toggle('over', info.choice < 0);
    for (var c = 0; c < 9; c++) {
      showCell(cells[c], c, board, info, mover, onLine[c] === true);
    }
    var status = document.getElementById('status');
    status.classList.toggle('over', info.choice < 0);
    if (lines.length > 0) {
      var winner = board.charAt(LINES[lines[0]][0]);
      status.textContent = winner + ' wins: three in a row on '
        + lines.map(function (l) { return LINE_NAMES[l]; }).join(' and ') + '.';
    } else if (info.choice < 0) {
      status.textContent = 'Draw: the board is full and nobody has three in a row.';
    } else {
      status.textContent = mover + ' to move'
        + (engineSide === mover ? ' (the engine is thinking)' : '') + '.';
    }
    document.getElementById('explanation').textContent = notice + explain(board, info);
    showCount('minimax-visits', info.minimax);
    showCount('alphabeta-visits', info.alphaBeta);
    var puzzle = mover + '\n' + board.slice(0, 3) + '\n' + board.slice(3, 6) + '\n'
      + board.slice(6, 9);
    document.getElementById('puzzle').textContent = puzzle;
    document.getElementById('command').textContent = "printf '" + puzzle.replace(/\n/g, '\\n')
      + "\\n' | java -jar target/tictactoe.jar solve --stats";
    document.getElementById('fragment').textContent = 'explore.html#' + board;
    document.getElementById('undo').disabled = played.length < 2;
    document.getElementById('copied').textContent = '';
    if (location.hash !== '#' + board) {
      try {
        window.history.replaceState(null, '', '#' + board);
      } catch (e) {
        // some hosts refuse history changes for file: pages; the link above still says it
      }
    }
    scheduleEngine();
  }

  function showCount(id, n) {
    var number = document.getElementById(id);
    number.textContent = n.toLocaleString('en');
    number.nextElementSibling.textContent = n === 1 ? 'position' : 'positions';
  }

  function showCell(el, c, board, info, mover, onLine) {
    var mark = board.charAt(c);
    var value = info.values[c];
    var label = CELL_NAMES[c] + ', row ' + (Math.floor(c / 3) + 1) + ', column ' + (c % 3 + 1);
    el.className = 'cell';
    el.textContent = '';
    if (mark !== '.') {
      el.classList.add('taken', mark.toLowerCase());
      if (onLine) {
        el.classList.add('on-line');
      }
      el.appendChild(span('mark', mark));
      el.setAttribute('aria-label', label + ': ' + mark + (onLine ? ', on the winning line' : ''));
      el.setAttribute('aria-disabled', 'true');
      return;
    }
    if (value === null) { // the game is over
      el.setAttribute('aria-label', label + ': empty');
      el.setAttribute('aria-disabled', 'true');
      return;
    }
    var text = describe(value, board);
    el.classList.add(kind(value));
    el.appendChild(span('symbol', value > 0 ? '+' : value < 0 ? '\u2212' : '='));
    el.appendChild(span('value', text));
    var chosen = c === info.choice;
    if (chosen) {
      el.classList.add('choice');
      el.appendChild(span('badge', '\u2605 engine'));
    }
    el.setAttribute('aria-label', label + ': empty; for ' + mover + ', a ' + text
      + (chosen ? '; the engine\'s move' : ''));
    el.setAttribute('aria-disabled', engineSide === mover ? 'true' : 'false');
  }

  function span(className, text) {
    var s = document.createElement('span');
    s.className = className;
    s.setAttribute('aria-hidden', 'true'); // the button's label says it all
    s.textContent = text;
    return s;
  }

  /** Why the engine's move, in words, from the values of all the moves. */
  function explain(board, info) {
    if (info.choice < 0) {
      return 'The game is over: there is no move to make.';
    }
    var free = [];
    for (var c = 0; c < 9; c++) {
      if (info.values[c] !== null) {
        free.push(c);
      }
    }
    var choice = info.choice;
    var best = info.values[choice];
    var equal = free.filter(function (c) { return info.values[c] === best; });
    var wins = free.filter(function (c) { return info.values[c] > 0; });
    var n = movesLeft(best, board);
    var why;
    if (free.length === 1) {
      why = 'the only free cell, a ' + describe(best, board);
    } else if (best > 0) {
      why = wins.length === 1 ? 'the only winning move, a win in ' + n
        : equal.length < wins.length ? 'the fastest win, in ' + plural(n, 'move')
          + ' (the other wins take longer)' : 'a win in ' + plural(n, 'move');
    } else if (best === 0) {
      why = equal.length === free.length ? 'every move draws'
        : equal.length === 1 ? 'the only move that does not lose: it draws'
          : 'a draw; the other moves lose';
    } else {
      why = equal.length === free.length ? 'every move loses in ' + plural(n, 'move')
        : 'every move loses; this one holds out longest, ' + plural(n, 'move');
    }
    var sentence = 'The engine plays the ' + CELL_NAMES[choice] + ' (row '
      + (Math.floor(choice / 3) + 1) + ', column ' + (choice % 3 + 1) + '): ' + why + '.';
    if (equal.length > 1) {
      sentence += ' ' + equal.length + ' moves are worth as much, so the tie is broken by the'
        + ' cell-value grid ' + [0, 3, 6].map(function (r) {
          return grid.slice(r, r + 3).join(' ');
        }).join(' / ') + ': this cell\'s ' + grid[choice] + ' is the highest of '
        + equal.map(function (c) { return grid[c]; })
          .sort(function (a, b) { return b - a; }).join(', ') + '.';
    }
    return sentence;
  }

  // --- controls, the link in the address, copying ---

  document.getElementById('undo').addEventListener('click', undo);
  document.getElementById('reset').addEventListener('click', reset);
  Array.prototype.forEach.call(document.querySelectorAll('input[name=engine]'), function (r) {
    r.addEventListener('change', function () {
      engineSide = r.value;
      show();
    });
  });
  document.getElementById('copy').addEventListener('click', function () {
    var command = document.getElementById('command').textContent;
    var done = function () {
      document.getElementById('copied').textContent = 'copied';
    };
    if (navigator.clipboard) {
      navigator.clipboard.writeText(command).then(done, selectCommand);
    } else {
      selectCommand();
    }
  });

  function selectCommand() {
    var range = document.createRange();
    range.selectNodeContents(document.getElementById('command'));
    window.getSelection().removeAllRanges();
    window.getSelection().addRange(range);
    document.getElementById('copied').textContent = 'selected: press Ctrl+C to copy';
  }

  /** A position in the address (explore.html#X.O.X....) starts a game from there. */
  function fromAddress() {
    var wanted = location.hash.slice(1);
    try {
      wanted = decodeURIComponent(wanted).toUpperCase();
    } catch (e) {
      // not percent-encoded properly: shown as it is, and refused below
    }
    if (wanted === '' || positions[wanted]) {
      played = [wanted || EMPTY];
      notice = '';
    } else {
      played = [EMPTY];
      notice = '"' + wanted + '" is not a position that can arise in a real game (nine cells'
        + ' of X, O and ".", row by row); here is the empty board instead. ';
    }
    show();
  }

  window.addEventListener('hashchange', fromAddress);
  fromAddress();
}());
