// The game-tree explorer: plays positions of any m,n,k board up to 8x8 and shows what every move
// is worth. On 3x3 it shows what the Java engines computed when the page was written (the data
// block; see ExplorerData for its format); on every other board it asks the project's own Java
// engine, compiled to WebAssembly and run in a Web Worker (explore-worker.js, BrowserEngine).
// No framework and no build step of its own. Inlined into explore.html by ExplorerPage; Maven
// filters this file, so it holds no dollar-brace or at-sign expressions (and so no template
// literals).
(function () {
  'use strict';

  var DRAW = 'k'.charCodeAt(0); // a free cell's letter is DRAW + score (ExplorerData.DRAW)
  var MAX_SIDE = 8;
  /** Boards with more cells than this get the engine's move alone, unless the reader asks. */
  var VALUE_ALL_UP_TO = 25;
  var LINE_NAMES_3 = ['the top row', 'the middle row', 'the bottom row', 'the left column',
    'the middle column', 'the right column', 'the diagonal from the top left',
    'the diagonal from the top right'];
  var CELL_NAMES_3 = ['top left', 'top', 'top right', 'left', 'centre', 'right', 'bottom left',
    'bottom', 'bottom right'];
  var NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

  var data = JSON.parse(document.getElementById('explorer-data').textContent);
  var grid = data.grid;
  // 3x3 board ("X.O......") -> {values, choice, minimax, alphaBeta}
  var stored = Object.create(null);
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
    stored[board] = {
      values: values,
      choice: fields[1] === '-' ? -1 : Number(fields[1]),
      minimax: Number(fields[2]),
      alphaBeta: Number(fields[3]),
      complete: true
    };
  });

  // --- the rules: rows, columns, k, and what follows from them ---

  var rules = null; // {m, n, k, cells, windows: [[cell...]], through: [count per cell]}

  function makeRules(m, n, k) {
    var windows = [];
    var steps = [[0, 1], [1, 0], [1, 1], [1, -1]];
    for (var r = 0; r < m; r++) {
      for (var c = 0; c < n; c++) {
        steps.forEach(function (step) {
          var endR = r + step[0] * (k - 1);
          var endC = c + step[1] * (k - 1);
          if (endR < m && endC >= 0 && endC < n && (k > 1 || step === steps[0])) {
            var w = [];
            for (var i = 0; i < k; i++) {
              w.push((r + step[0] * i) * n + c + step[1] * i);
            }
            windows.push(w);
          }
        });
      }
    }
    var through = [];
    for (var cell = 0; cell < m * n; cell++) {
      through.push(0);
    }
    windows.forEach(function (w) {
      w.forEach(function (cell) { through[cell]++; });
    });
    return {m: m, n: n, k: k, cells: m * n, windows: windows, through: through,
      name: m + 'x' + n + 'k' + k};
  }

  function isTicTacToe() {
    return rules.m === 3 && rules.n === 3 && rules.k === 3;
  }

  function emptyBoard() {
    return new Array(rules.cells + 1).join('.');
  }

  // --- the engine in a worker ---

  var workerSource = document.getElementById('engine-worker').textContent;
  var wasmBytes = (function () {
    var text = atob(document.getElementById('engine-wasm').textContent.trim());
    var bytes = new Uint8Array(text.length);
    for (var i = 0; i < text.length; i++) {
      bytes[i] = text.charCodeAt(i);
    }
    return bytes;
  }());
  var worker = null;
  var workerReady = false;
  var running = null; // the question being answered: {key, args, result, work}
  var waiting = null; // the question to ask once the worker is ready

  var results = Object.create(null); // "4x4k4:cells" -> {values, choice, score, complete, ...}
  var work = Object.create(null); // "4x4k4:cells|techniques off" -> {visited, micros}
  var off = Object.create(null); // technique name -> true when switched off
  var valueAll = Object.create(null); // "4x4k4:cells" -> true when the reader asked for values
  var mismatch = '';
  var cancelled = null; // the question the reader cancelled

  function startWorker() {
    var url = URL.createObjectURL(new Blob([workerSource], {type: 'text/javascript'}));
    worker = new Worker(url);
    URL.revokeObjectURL(url);
    workerReady = false;
    worker.onmessage = onWorkerMessage;
    worker.onerror = function (event) {
      engineStatus('The engine could not run in this browser: ' + event.message);
    };
    worker.postMessage({wasm: wasmBytes.slice(0)});
  }

  function stopWorker() {
    if (worker) {
      worker.terminate();
      worker = null;
    }
    running = null;
    waiting = null;
  }

  function offList() {
    var names = Object.keys(off).filter(function (name) { return off[name]; }).sort();
    return names.length === 0 ? '-' : names.join(',');
  }

  function positionKey(board) {
    return rules.name + ':' + board;
  }

  /** Asks the engine about the current position, unless what the page needs is known. */
  function ask(board) {
    var key = positionKey(board);
    var workKey = key + '|' + offList();
    var result = results[key];
    var wantValues = !isTicTacToe() && (rules.cells <= VALUE_ALL_UP_TO || valueAll[key]);
    var needValues = wantValues && !(result && result.complete);
    if (work[workKey] && !needValues && result) {
      return; // all known
    }
    if (cancelled === workKey) {
      return; // the reader stopped this one: not asked again until something changes
    }
    if (running && running.workKey === workKey && running.values === needValues) {
      return; // being answered
    }
    if (running) {
      stopWorker(); // a question nobody needs any more: the only way to stop a search
    }
    if (!results[key]) {
      results[key] = {values: [], choice: null, score: null, complete: false};
    }
    waiting = {key: key, workKey: workKey, values: needValues,
      args: [rules.name, board, offList(), needValues ? 'values' : 'move']};
    if (!worker) {
      startWorker();
    } else if (workerReady) {
      dispatch();
    }
  }

  function dispatch() {
    running = waiting;
    waiting = null;
    running.progress = 0;
    worker.postMessage({args: running.args});
  }

  function onWorkerMessage(event) {
    var message = event.data;
    if (message.ready) {
      workerReady = true;
      if (waiting) {
        dispatch();
        showEngineStatus();
      }
      return;
    }
    if (message.failed) {
      engineStatus('The engine could not start in this browser: ' + message.failed);
      return;
    }
    if (!running) {
      return;
    }
    if (message.finished) {
      running = null;
      if (waiting) {
        dispatch();
      }
      redraw();
      return;
    }
    var fields = message.line.split(' ');
    var result = results[running.key];
    if (fields[0] === 'solve') {
      running.solve = {visited: Number(fields[1]), micros: Number(fields[2])};
    } else if (fields[0] === 'progress') {
      running.progress = Number(fields[1]);
      showEngineStatus();
    } else if (fields[0] === 'move') {
      var choice = Number(fields[1]);
      var score = Number(fields[2]);
      if (result.choice !== null && (result.choice !== choice || result.score !== score)) {
        mismatch = 'the value changed when a technique was switched: ' + result.score + ' at '
          + result.choice + ' before, ' + score + ' at ' + choice + ' now';
      }
      result.choice = choice;
      result.score = score;
      // the value's count first (a solve's, as the other pages count a board), then the move's
      work[running.workKey] = {visited: running.solve ? running.solve.visited : 0,
        micros: running.solve ? running.solve.micros : 0, moveVisited: Number(fields[3]),
        moveMicros: Number(fields[4])};
      if (choice < 0) {
        result.complete = true; // a finished board: no cell to value
      }
      redraw();
    } else if (fields[0] === 'value') {
      result.values[Number(fields[1])] = Number(fields[2]);
      redraw();
    } else if (fields[0] === 'done') {
      if (running.values) {
        result.complete = true;
      }
    } else if (fields[0] === 'error') {
      engineStatus('The engine refused this position: ' + fields.slice(1).join(' '));
      delete results[running.key];
      running = null;
    }
  }

  function cancel() {
    if (running || waiting) {
      cancelled = (running || waiting).workKey;
      stopWorker();
      redraw();
      engineStatus('Cancelled. Play a move, or switch a technique, to ask again.');
    }
  }

  // --- the game ---

  var boardEl = document.getElementById('board');
  var cells = [];
  var played = []; // the positions played through; the last is on the board
  var engineSide = '';
  var engineTimer = null;
  var notice = '';
  var engineNote = '';

  function current() {
    return played[played.length - 1];
  }

  function count(board, mark) {
    return board.split(mark).length - 1;
  }

  function toMove(board) {
    return count(board, 'X') === count(board, 'O') ? 'X' : 'O';
  }

  /** The windows filled by one mark, as indexes into rules.windows. */
  function wonLines(board) {
    var won = [];
    rules.windows.forEach(function (w, i) {
      var m = board.charAt(w[0]);
      if (m !== '.' && w.every(function (c) { return board.charAt(c) === m; })) {
        won.push(i);
      }
    });
    return won;
  }

  function isOver(board) {
    return wonLines(board).length > 0 || count(board, '.') === 0;
  }

  /** What is known of a position: 3x3 from the data, other boards from the engine (or null). */
  function infoOf(board) {
    if (isTicTacToe()) {
      return stored[board];
    }
    return results[positionKey(board)] || null;
  }

  /** How many moves from now a move worth `score` ends the game (this move counted). */
  function movesLeft(score, board) {
    return rules.cells + 1 - Math.abs(score) - (rules.cells - count(board, '.'));
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

  function cellName(c) {
    var where = 'row ' + (Math.floor(c / rules.n) + 1) + ', column ' + (c % rules.n + 1);
    return isTicTacToe() ? CELL_NAMES_3[c] + ', ' + where : where;
  }

  // --- the board ---

  function buildBoard() {
    boardEl.textContent = '';
    cells = [];
    boardEl.style.gridTemplateColumns = 'repeat(' + rules.n + ', var(--cell))';
    boardEl.style.gridTemplateRows = 'repeat(' + rules.m + ', var(--cell))';
    boardEl.style.setProperty('--cell', rules.n <= 3 && rules.m <= 3 ? '7.5em'
      : rules.n <= 5 && rules.m <= 5 ? '5.2em' : '4em');
    boardEl.classList.toggle('small', rules.n > 5 || rules.m > 5);
    boardEl.setAttribute('aria-label', 'Board, ' + rules.m + ' by ' + rules.n);
    for (var i = 0; i < rules.cells; i++) {
      var button = document.createElement('button');
      button.type = 'button';
      button.className = 'cell';
      button.setAttribute('data-cell', String(i));
      button.addEventListener('click', onCellClick);
      button.addEventListener('keydown', onCellKey);
      boardEl.appendChild(button);
      cells.push(button);
    }
  }

  function onCellClick(event) {
    play(Number(event.currentTarget.getAttribute('data-cell')));
  }

  /** Arrow keys move between cells; Tab, Enter and Space are the buttons' own. */
  function onCellKey(event) {
    var cell = Number(event.currentTarget.getAttribute('data-cell'));
    var row = Math.floor(cell / rules.n);
    var col = cell % rules.n;
    var moves = {ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1]};
    var step = moves[event.key];
    if (!step) {
      return;
    }
    event.preventDefault();
    row = (row + step[0] + rules.m) % rules.m;
    col = (col + step[1] + rules.n) % rules.n;
    cells[row * rules.n + col].focus();
  }

  function play(cell) {
    var board = current();
    if (board.charAt(cell) !== '.' || isOver(board) || toMove(board) === engineSide) {
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
    played = [emptyBoard()];
    notice = '';
    show();
  }

  /** When it is the engine's turn and its move is known, it plays it after a short pause. */
  function scheduleEngine(info) {
    clearTimeout(engineTimer);
    var board = current();
    if (engineSide && toMove(board) === engineSide && info && info.choice !== null
        && info.choice >= 0) {
      engineTimer = setTimeout(function () {
        if (current() === board) {
          move(info.choice);
        }
      }, 200);
    }
  }

  // --- what the page shows ---

  /** Shows the position after a move, or a new one: the address follows it. */
  function show() {
    redraw();
    var address = addressOf(current());
    if (location.hash !== '#' + address) {
      try {
        window.history.replaceState(null, '', '#' + address);
      } catch (e) {
        // some hosts refuse history changes for file: pages; the link on the page still says it
      }
    }
  }

  function addressOf(board) {
    return isTicTacToe() ? board : rules.name + ':' + board;
  }

  /**
   * Shows what is known of the position on the board; the engine's answers arrive this way, so it
   * never touches the address (which a reader, or a test, may have just changed).
   */
  function redraw() {
    var board = current();
    ask(board); // on 3x3 too: the counts of the techniques chosen come from the engine
    var info = infoOf(board);
    var over = isOver(board);
    var mover = toMove(board);
    var lines = wonLines(board);
    var onLine = {};
    lines.forEach(function (l) {
      rules.windows[l].forEach(function (c) { onLine[c] = true; });
    });
    boardEl.classList.toggle('over', over);
    for (var c = 0; c < rules.cells; c++) {
      showCell(cells[c], c, board, info, mover, onLine[c] === true, over);
    }
    var status = document.getElementById('status');
    status.classList.toggle('over', over);
    if (lines.length > 0) {
      var winner = board.charAt(rules.windows[lines[0]][0]);
      status.textContent = winner + ' wins: ' + inARow() + (isTicTacToe() ? ' on '
        + lines.map(function (l) { return lineName3(rules.windows[l]); }).join(' and ') : '')
        + '.';
    } else if (over) {
      status.textContent = 'Draw: the board is full and nobody has ' + inARow() + '.';
    } else {
      status.textContent = mover + ' to move'
        + (engineSide === mover ? ' (the engine is thinking)' : '') + '.';
    }
    document.getElementById('explanation').textContent = notice + explain(board, info, over);
    Array.prototype.forEach.call(document.querySelectorAll('.tictactoe-only'), function (el) {
      el.hidden = !isTicTacToe();
    });
    if (isTicTacToe()) {
      showCount('minimax-visits', info.minimax);
      showCount('alphabeta-visits', info.alphaBeta);
    }
    var measured = work[positionKey(board) + '|' + offList()];
    if (measured) {
      showCount('engine-visits', measured.visited);
      document.getElementById('engine-time').textContent = duration(measured.micros);
      document.getElementById('move-visits').textContent =
        measured.moveVisited.toLocaleString('en');
      document.getElementById('move-time').textContent = duration(measured.moveMicros);
    } else {
      ['engine-visits', 'engine-time', 'move-visits', 'move-time'].forEach(function (id) {
        document.getElementById(id).textContent = '\u2026';
      });
    }
    document.getElementById('invariant').textContent = mismatch
      ? 'but here it did: ' + mismatch : 'the page checks this on every answer, and it held';
    var rows = [];
    for (var r = 0; r < rules.m; r++) {
      rows.push(board.slice(r * rules.n, (r + 1) * rules.n));
    }
    var puzzle = mover + '\n' + rows.join('\n');
    document.getElementById('puzzle').textContent = puzzle;
    document.getElementById('command').textContent = "printf '" + puzzle.replace(/\n/g, '\\n')
      + "\\n' | java -jar target/tictactoe.jar solve --stats"
      + (isTicTacToe() ? '' : ' --board ' + rules.m + 'x' + rules.n + ' --k ' + rules.k);
    document.getElementById('fragment').textContent = 'explore.html#' + addressOf(board);
    document.getElementById('undo').disabled = played.length < 2;
    document.getElementById('copied').textContent = '';
    var key = positionKey(board);
    var offerValues = !isTicTacToe() && rules.cells > VALUE_ALL_UP_TO && !valueAll[key] && !over;
    document.getElementById('value-all').hidden = !offerValues;
    showEngineStatus();
    scheduleEngine(info);
  }

  /** The name of a line of 3x3: its row, its column or its diagonal. */
  function lineName3(w) {
    if (Math.floor(w[0] / 3) === Math.floor(w[2] / 3)) {
      return LINE_NAMES_3[Math.floor(w[0] / 3)];
    }
    if (w[0] % 3 === w[2] % 3) {
      return LINE_NAMES_3[3 + w[0] % 3];
    }
    return LINE_NAMES_3[w[0] === 0 ? 6 : 7];
  }

  function inARow() {
    return (rules.k < NUMBER_WORDS.length ? NUMBER_WORDS[rules.k] : String(rules.k)) + ' in a row';
  }

  /**
   * A time the worker measured. A browser's clock in a worker ticks in steps of 0.1 ms or more
   * (a guard against timing attacks), so below a millisecond it can only say so.
   */
  function duration(micros) {
    return micros < 1000 ? 'under 1 ms' : micros < 10000000
      ? (micros / 1000).toLocaleString('en', {maximumFractionDigits: 1}) + ' ms'
      : (micros / 1000000).toLocaleString('en', {maximumFractionDigits: 1}) + ' s';
  }

  function showEngineStatus() {
    var text;
    var board = current();
    var key = positionKey(board);
    if (running || waiting) {
      var progress = running && running.progress ? ': ' + running.progress.toLocaleString('en')
        + ' positions so far' : '';
      text = (running && running.values ? 'The engine is valuing every free cell'
        : 'The engine is searching') + progress + '.';
    } else if (!isTicTacToe() && rules.cells > VALUE_ALL_UP_TO && !valueAll[key]
        && !isOver(board)) {
      text = 'A ' + rules.m + ' by ' + rules.n + ' board can take too long to value every cell,'
        + ' so the engine gives its move alone; ask for the values below if you want to wait.';
    } else {
      text = engineNote;
    }
    engineNote = '';
    document.getElementById('engine-status').textContent = text;
    document.getElementById('cancel').disabled = !(running || waiting);
  }

  function engineStatus(text) {
    engineNote = text;
    document.getElementById('engine-status').textContent = text;
    document.getElementById('cancel').disabled = !(running || waiting);
  }

  function showCount(id, n) {
    var number = document.getElementById(id);
    number.textContent = n.toLocaleString('en');
    number.nextElementSibling.textContent = n === 1 ? 'position' : 'positions';
  }

  function showCell(el, c, board, info, mover, onLine, over) {
    var mark = board.charAt(c);
    var value = info && info.values[c] !== undefined ? info.values[c] : null;
    var label = cellName(c);
    el.className = 'cell';
    el.textContent = '';
    el.removeAttribute('data-value');
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
    if (over) {
      el.setAttribute('aria-label', label + ': empty');
      el.setAttribute('aria-disabled', 'true');
      return;
    }
    var chosen = info !== null && c === info.choice;
    var text = value === null ? '' : describe(value, board);
    if (value !== null) {
      el.classList.add(kind(value));
      el.setAttribute('data-value', String(value));
      el.appendChild(span('symbol', value > 0 ? '+' : value < 0 ? '\u2212' : '='));
      el.appendChild(span('value', text));
    } else {
      el.classList.add('pending');
    }
    if (chosen) {
      el.classList.add('choice');
      el.appendChild(span('badge', '\u2605 engine'));
    }
    el.setAttribute('aria-label', label + ': empty' + (value === null ? ''
      : '; for ' + mover + ', a ' + text) + (chosen ? '; the engine\'s move' : ''));
    el.setAttribute('aria-disabled', engineSide === mover ? 'true' : 'false');
  }

  function span(className, text) {
    var s = document.createElement('span');
    s.className = className;
    s.setAttribute('aria-hidden', 'true'); // the button's label says it all
    s.textContent = text;
    return s;
  }

  /**
   * When a game decided by a move worth `score` ends: "in 3 moves (on ply 7)". A move is one mark,
   * either player's, as in the cells' "win in 3"; the ply is the marks on the board at the end.
   */
  function when(score, board) {
    return 'in ' + plural(movesLeft(score, board), 'move') + ' (on ply '
      + (rules.cells + 1 - Math.abs(score)) + ')';
  }

  /** How a move worth `score` ends the game, after "it": "draws", "wins in 3 moves (on ply 7)". */
  function ending(score, board) {
    return score === 0 ? 'draws' : (score > 0 ? 'wins ' : 'loses ') + when(score, board);
  }

  /**
   * Why the engine's move, in words, from the values of every free cell. The sentences keep two
   * counts apart: "cells" are the places the player could mark now, "moves" the marks still to be
   * played before the game ends.
   */
  function explain(board, info, over) {
    if (over) {
      return 'The game is over: there is no move to make.';
    }
    if (info === null || info.choice === null) {
      return 'The engine is working on this position.';
    }
    var choice = info.choice;
    var where = (isTicTacToe() ? 'the ' + CELL_NAMES_3[choice] + ' (' : '') + 'row '
      + (Math.floor(choice / rules.n) + 1) + ', column ' + (choice % rules.n + 1)
      + (isTicTacToe() ? ')' : '');
    var free = [];
    for (var c = 0; c < rules.cells; c++) {
      if (board.charAt(c) === '.') {
        free.push(c);
      }
    }
    var valued = free.filter(function (c) { return info.values[c] !== undefined; });
    var best = info.score !== undefined && info.score !== null ? info.score : info.values[choice];
    if (valued.length < free.length) {
      return 'The engine plays ' + where + ': it ' + ending(best, board) + '.'
        + (valued.length === 0 ? '' : ' The other cells\' values are still coming.');
    }
    var equal = free.filter(function (c) { return info.values[c] === best; });
    var wins = free.filter(function (c) { return info.values[c] > 0; });
    var why;
    var alike; // what the cells worth as much as this one do, for the tie-break's sentence
    if (free.length === 1) {
      why = 'the only free cell, and it ' + ending(best, board);
    } else if (best > 0) {
      alike = 'win that soon';
      if (wins.length === 1) {
        why = 'the only cell that wins; it ' + ending(best, board);
      } else if (equal.length === free.length) {
        why = 'every cell wins ' + when(best, board);
      } else if (equal.length < wins.length) {
        why = 'it ' + ending(best, board) + ', the soonest of the ' + wins.length
          + ' cells that win' + (equal.length > 1 ? '' : wins.length === 2
            ? '; the other cell wins later' : '; the other cells win later');
      } else {
        why = 'it ' + ending(best, board) + '; no cell wins sooner';
      }
    } else if (best === 0) {
      alike = 'draw';
      var losing = free.length - equal.length; // the best is a draw: the others lose
      why = equal.length === free.length ? 'every cell draws'
        : equal.length === 1 ? 'the only cell that does not lose; it draws'
          : 'it draws; no cell wins, and ' + plural(losing, 'cell')
            + (losing === 1 ? ' loses' : ' lose');
    } else {
      alike = 'hold out that long';
      why = equal.length === free.length ? 'every cell loses ' + when(best, board)
        : 'every cell loses; this one holds out longest and loses ' + when(best, board);
    }
    var sentence = 'The engine plays ' + where + ': ' + why + '.';
    if (equal.length > 1) {
      sentence += ' ' + (equal.length === free.length ? 'With all ' + equal.length
        + ' cells worth the same, the tie' : equal.length + ' cells ' + alike
        + ', this one among them, so the tie');
      if (isTicTacToe()) {
        sentence += ' is broken by the cell-value grid ' + [0, 3, 6].map(function (r) {
          return grid.slice(r, r + 3).join(' ');
        }).join(' / ') + ': this cell\'s ' + grid[choice] + ' is the highest of '
          + equal.map(function (c) { return grid[c]; })
            .sort(function (a, b) { return b - a; }).join(', ') + '.';
      } else {
        sentence += ' goes to the cell on the most lines of ' + rules.k + ' (this one is on '
          + rules.through[choice] + '), then to the first in row order.';
      }
    }
    return sentence;
  }

  // --- the rules picker, the techniques, controls, the link in the address, copying ---

  function fillSelect(id, from, to) {
    var select = document.getElementById(id);
    select.textContent = '';
    for (var v = from; v <= to; v++) {
      var option = document.createElement('option');
      option.value = String(v);
      option.textContent = String(v);
      select.appendChild(option);
    }
  }

  function showRules() {
    fillSelect('rows', 1, MAX_SIDE);
    fillSelect('columns', 1, MAX_SIDE);
    fillSelect('k', 1, Math.max(rules.m, rules.n));
    document.getElementById('rows').value = String(rules.m);
    document.getElementById('columns').value = String(rules.n);
    document.getElementById('k').value = String(rules.k);
  }

  function setRules(m, n, k) {
    var changed = !rules || rules.m !== m || rules.n !== n || rules.k !== k;
    if (changed) {
      rules = makeRules(m, n, k);
      buildBoard();
    }
    showRules();
  }

  function onRulesChange() {
    var m = Number(document.getElementById('rows').value);
    var n = Number(document.getElementById('columns').value);
    var k = Math.min(Number(document.getElementById('k').value), Math.max(m, n));
    setRules(m, n, k);
    reset();
  }

  ['rows', 'columns', 'k'].forEach(function (id) {
    document.getElementById(id).addEventListener('change', onRulesChange);
  });

  var techniquesEl = document.getElementById('techniques');
  data.techniques.forEach(function (t) {
    var label = document.createElement('label');
    label.title = t.description;
    var box = document.createElement('input');
    box.type = 'checkbox';
    box.checked = true;
    box.name = 'technique';
    box.value = t.name;
    box.addEventListener('change', function () {
      off[t.name] = !box.checked;
      show();
    });
    label.appendChild(box);
    label.appendChild(document.createTextNode(' ' + t.name + ' '));
    var gist = document.createElement('span');
    gist.className = 'gist';
    gist.textContent = '\u00b7 ' + t.gist;
    label.appendChild(gist);
    techniquesEl.appendChild(label);
  });

  document.getElementById('undo').addEventListener('click', undo);
  document.getElementById('reset').addEventListener('click', reset);
  document.getElementById('cancel').addEventListener('click', cancel);
  document.getElementById('value-all').addEventListener('click', function () {
    valueAll[positionKey(current())] = true;
    cancelled = null;
    show();
  });
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

  /**
   * Why a board in the address is not a position, or '' if it is one; no cells at all ('') stand
   * for the empty board.
   */
  function refusal(m, n, k, board) {
    if (m < 1 || n < 1 || m > MAX_SIDE || n > MAX_SIDE) {
      return 'this page plays boards of 1 to ' + MAX_SIDE + ' rows and columns';
    }
    if (k < 1 || k > Math.max(m, n)) {
      return 'k must be between 1 and ' + Math.max(m, n) + ' on a ' + m + 'x' + n + ' board';
    }
    if (board !== '' && (board.length !== m * n || /[^.XO]/.test(board))) {
      return 'a ' + m + 'x' + n + ' board is ' + m * n + ' cells of X, O and ".", row by row';
    }
    var xs = count(board, 'X');
    var os = count(board, 'O');
    if (xs !== os && xs !== os + 1) {
      return 'X moves first and the players alternate';
    }
    return '';
  }

  /**
   * A position in the address starts a game from there: explore.html#4x4k4:X....O.......... on
   * any board, and explore.html#X.O.X.... (nine cells) on 3x3. The rules with no cells after the
   * colon (explore.html#4x4k4:) open their empty board, a link short enough to type.
   */
  function fromAddress() {
    var shown = location.hash.slice(1);
    try {
      shown = decodeURIComponent(shown);
    } catch (e) {
      // not percent-encoded properly: shown as it is, and refused below
    }
    var wanted = shown.toUpperCase();
    var match = /^(\d+)X(\d+)K(\d+):(.*)$/.exec(wanted);
    var m = match ? Number(match[1]) : 3;
    var n = match ? Number(match[2]) : 3;
    var k = match ? Number(match[3]) : 3;
    var board = match ? match[4] : wanted;
    var why = wanted === '' ? '' : refusal(m, n, k, board);
    if (!why && m === 3 && n === 3 && k === 3 && board !== '' && !stored[board]) {
      why = 'nine cells of X, O and ".", row by row';
    }
    if (wanted === '') {
      setRules(rules ? rules.m : 3, rules ? rules.n : 3, rules ? rules.k : 3);
      played = [emptyBoard()];
      notice = '';
    } else if (!why) {
      setRules(m, n, k);
      played = [board || emptyBoard()];
      notice = '';
    } else {
      setRules(3, 3, 3);
      played = [emptyBoard()];
      notice = '"' + shown + '" is not a position that can arise in a real game (' + why
        + '); here is the empty board instead. ';
    }
    show();
  }

  window.addEventListener('hashchange', function () {
    if (location.hash !== '#' + addressOf(current())) {
      fromAddress();
    }
  });
  fromAddress();
}());
