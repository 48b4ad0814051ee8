// The practice pane: the reader writes an answer in Python or JavaScript, presses Check, and sees
// the verdict `check` would give. Every element with the class "practice" (the site writes one
// per problem: dev.tictactoe.site.PracticePane) becomes a pane.
//
// The checks run in a Web Worker (worker.js, started from a Blob, so the page works from
// file://): the project's judge, compiled to WebAssembly by TeaVM, asks the reader's code in
// batches. This page keeps the time limit: while the reader's code runs the worker beats every
// 50 ms; when no beat comes within the limit the page ends the worker, which is the only way to
// stop an endless loop, starts another and runs the judge again, telling it what the rounds
// before learned (the answers they received, the requests that ran out of time: see
// dev.tictactoe.browser.PageChannel), until the judge gives its verdict.
import workerSource from 'worker-source';
import { createEditor } from './editor.js';
import engineJs from './templates/engine.js.txt';
import enginePy from './templates/engine.py';
import gameJs from './templates/game.js.txt';
import gamePy from './templates/game.py';

const TEMPLATES = {
  game: { python: gamePy, javascript: gameJs },
  engine: { python: enginePy, javascript: engineJs },
};
const FILES = { python: 'solution.py', javascript: 'solution.js' };
/** After this many rounds of ending and starting the worker, the pane gives up. */
const MOST_ROUNDS = 12;
const here = new URL('.', document.currentScript.src);

let judgeAssets = null;

/** The judge's module, its loader and the drivers: practice/judge.js, loaded when first needed. */
function loadJudge() {
  if (!judgeAssets) {
    judgeAssets = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = new URL('judge.js', here).href;
      script.onload = () => (self.PracticeJudge ? resolve(self.PracticeJudge)
        : reject(new Error('judge.js defines no judge')));
      script.onerror = () => {
        judgeAssets = null;
        reject(new Error('could not load ' + script.src));
      };
      document.head.appendChild(script);
    });
  }
  return judgeAssets;
}

function bytesOf(base64) {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    bytes[i] = text.charCodeAt(i);
  }
  return bytes;
}

/**
 * The verdict when the judge gave none (it did not load, or the reader's code never finished
 * loading), in the judge's JSON (dev.tictactoe.browser.Verdict).
 */
function errorVerdict(problem, message) {
  return { version: 1, problem, solution: '', status: 'error', summary: 'no check could run',
    message, tests: [], notes: [] };
}

function element(tag, className, text) {
  const made = document.createElement(tag);
  if (className) {
    made.className = className;
  }
  if (text !== undefined) {
    made.textContent = text;
  }
  return made;
}

const count = (n) => Number(n).toLocaleString('en-US');

function stored(key) {
  try {
    return localStorage.getItem(key);
  } catch (e) {
    return null; // storage refused (a private window, a file:// policy): the template then
  }
}

function store(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch (e) {
    // not kept: the pane still works
  }
}

class Pane {
  constructor(root) {
    this.root = root;
    this.problem = root.dataset.problem;
    this.language = root.querySelector('.practice-language').value;
    this.languageChoice = root.querySelector('.practice-language');
    this.checkButton = root.querySelector('.practice-check');
    this.stopButton = root.querySelector('.practice-stop');
    this.resetButton = root.querySelector('.practice-reset');
    this.statusLine = root.querySelector('.practice-status');
    this.progressBar = root.querySelector('.practice-progress');
    this.verdictArea = root.querySelector('.practice-verdict');
    this.worker = null;
    this.run = null;
    const saved = stored(this.key(this.language));
    this.editor = createEditor(root.querySelector('.practice-editor'),
      saved === null ? TEMPLATES[this.problem][this.language] : saved, this.language,
      (text) => store(this.key(this.language), text));
    this.languageChoice.addEventListener('change', () => this.switchTo(this.languageChoice.value));
    this.checkButton.addEventListener('click', () => this.check());
    this.stopButton.addEventListener('click', () => this.stop('Stopped.'));
    this.resetButton.addEventListener('click', () => {
      this.editor.setText(TEMPLATES[this.problem][this.language]);
      this.editor.focus();
    });
    for (const intent of ['pointerdown', 'keydown', 'focusin']) {
      root.addEventListener(intent, () => this.warm());
    }
    root.practice = this; // for a test or a curious reader: root.practice.editor.setText(...)
    this.say(this.fileNote() || '');
  }

  key(language) {
    return 'tictactoe-practice:' + this.problem + ':' + language;
  }

  /** The one line a page opened from file:// shows for Python, which needs HTTP. */
  fileNote() {
    if (this.language !== 'python' || location.protocol !== 'file:') {
      return null;
    }
    return 'Python runs on Pyodide, which the browser loads only over HTTP: serve the site'
      + ' (java -jar target/tictactoe.jar serve target/site, or any static host) and open this'
      + ' page from there. JavaScript answers run from this file as it is.';
  }

  switchTo(language) {
    if (language === this.language) {
      return;
    }
    if (this.run) {
      this.stop('Stopped: the language changed.');
    }
    this.language = language;
    const saved = stored(this.key(language));
    this.editor.setLanguage(language);
    this.editor.setText(saved === null ? TEMPLATES[this.problem][language] : saved);
    this.say(this.fileNote() || '');
    if (this.worker && this.worker.language !== language) {
      this.endWorker();
    }
    this.warm();
  }

  /** Says what the pane is doing; during a run, after what its rounds ran into, if anything. */
  say(text) {
    this.statusLine.textContent = this.run && this.run.note ? this.run.note + ' ' + text : text;
  }

  running(on) {
    this.checkButton.disabled = on;
    this.stopButton.disabled = !on;
    this.progressBar.hidden = !on;
    this.root.classList.toggle('practice-running', on);
  }

  async check() {
    if (this.run) {
      return;
    }
    const note = this.fileNote();
    if (note) {
      this.say(note);
      return;
    }
    this.run = {
      language: this.language, source: this.editor.text(), answered: [], printed: {},
      timedOut: [], exactFrom: -1, rounds: 0, call: null, lastHeard: 0, lastBeat: -1,
      lastExact: false, what: '', done: 0, of: 0, familyStart: 0, note: '',
      started: performance.now(),
    };
    this.verdictArea.replaceChildren();
    this.running(true);
    this.say('Loading the checker…');
    try {
      this.assets = await loadJudge();
    } catch (error) {
      this.finish('The checker did not load: ' + error.message);
      return;
    }
    if (this.run) {
      this.round();
    }
  }

  /** One round: a worker for the run's language (a new one if need be), asked to judge. */
  round() {
    const run = this.run;
    run.rounds++;
    run.call = null;
    if (this.worker && this.worker.language === run.language && this.worker.ready) {
      this.ask();
      return;
    }
    if (!this.worker || this.worker.language !== run.language) {
      this.startWorker(run.language);
    }
    run.waiting = true; // asked when it is ready
    this.say(this.starting(run.language));
  }

  starting(language) {
    return language === 'python' ? 'Starting Python (Pyodide: seconds, the first time)…'
      : 'Starting the checker…';
  }

  startWorker(language) {
    this.endWorker();
    const url = URL.createObjectURL(new Blob([this.assets.runtime, '\n', workerSource],
      { type: 'text/javascript' }));
    // Pyodide runs only in a module worker; a page from file:// starts a classic one (Python
    // needs HTTP there anyway).
    const worker = new Worker(url, language === 'python' ? { type: 'module' } : {});
    URL.revokeObjectURL(url);
    this.worker = { worker, language, ready: false };
    worker.onmessage = (event) => this.heard(worker, event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      if (this.worker && this.worker.worker === worker) {
        this.endWorker();
        if (this.run) {
          this.finish('The checker stopped: ' + (event.message || 'an error in its worker'));
        }
      }
    };
    worker.postMessage({ init: {
      wasm: bytesOf(this.assets.wasm), drivers: this.assets.drivers, language,
      pyodide: new URL('pyodide/', here).href,
    } });
  }

  /**
   * Python takes seconds to start: once the reader shows they mean to write some (a click or a
   * key in the pane, Python chosen), the worker starts loading it, so a Check finds it ready.
   */
  async warm() {
    if (this.worker || this.run || this.language !== 'python' || this.fileNote()) {
      return;
    }
    const language = this.language;
    try {
      this.assets = await loadJudge();
    } catch (error) {
      return; // Check says why
    }
    if (!this.worker && !this.run && this.language === language) {
      this.startWorker(language);
    }
  }

  ask() {
    const run = this.run;
    this.say('Checking…');
    this.worker.worker.postMessage({ check: {
      problem: this.problem, file: FILES[run.language], source: run.source,
      timeLimit: this.timeLimit(), answered: run.answered.join('\u001e'),
      printed: Object.entries(run.printed).map(([first, text]) => first + '\u001d' + text)
        .join('\u001e'),
      timedOut: run.timedOut.join(','), exactFrom: run.exactFrom,
    } });
  }

  /** The limit on one call, in milliseconds: the checker's own, written into the page. */
  timeLimit() {
    return Number(this.root.dataset.timeLimit);
  }

  /** A message from the worker of this pane's run. */
  heard(worker, message) {
    const run = this.run;
    if (!this.worker || this.worker.worker !== worker) {
      return; // an ended worker's last words
    }
    if (message.ready) {
      this.worker.ready = true;
      if (run && run.waiting) {
        run.waiting = false;
        this.ask();
      }
      return;
    }
    if (message.failed) { // a warm start's failure too: the next Check starts afresh
      this.endWorker();
      if (run) {
        this.finish('The checker stopped: ' + message.failed);
      }
      return;
    }
    if (!run) {
      return;
    }
    run.lastHeard = performance.now();
    if (message.loading) {
      this.arm('load');
    } else if (message.loaded) {
      run.call = null;
    } else if (message.calling !== undefined) {
      run.lastBeat = message.calling;
      run.lastExact = false;
      this.arm('batch');
    } else if (message.beat !== undefined) {
      run.lastBeat = message.beat;
      run.lastExact = message.exact;
    } else if (message.answered !== undefined) {
      run.call = null;
      const answers = message.text.split('\u001e');
      for (let k = 0; k < answers.length; k++) {
        run.answered[message.answered + k] = answers[k];
      }
      if (message.printed) {
        run.printed[message.answered] = message.printed; // given back if the judge runs again
      }
    } else if (message.progress) {
      const { what, done, of, next } = message.progress;
      if (done === 0) {
        run.familyStart = next;
      }
      Object.assign(run, { what, done, of });
      this.progressBar.max = of || 1;
      this.progressBar.value = of ? done : 0;
      this.say(of ? what + ': ' + count(done) + ' of ' + count(of) : what + '…');
    } else if (message.verdict) {
      this.timing = message.timing; // for the measured run (PracticeRun)
      this.show(JSON.parse(message.verdict));
    }
  }

  /** The watchdog, armed while the reader's code runs. */
  arm(call) {
    const run = this.run;
    run.call = call;
    run.lastHeard = performance.now();
    if (!this.watchdog) {
      this.watchdog = setInterval(() => this.watch(), 100);
    }
  }

  watch() {
    const run = this.run;
    if (!run || !run.call || !this.worker || !this.worker.ready) {
      return;
    }
    const limit = this.timeLimit();
    if (performance.now() - run.lastHeard <= limit) {
      return;
    }
    const call = run.call;
    this.endWorker();
    const seconds = (limit / 1000).toLocaleString('en-US') + ' s';
    if (call === 'load') {
      this.show(errorVerdict(this.problem, FILES[run.language] + ' did not finish loading within '
        + seconds + ' (an endless loop at the top level?)'));
      return;
    }
    if (run.rounds >= MOST_ROUNDS) {
      this.show(errorVerdict(this.problem, 'the code kept running out of time (' + run.rounds
        + ' times), never at the same place twice'));
      return;
    }
    const which = (run.what ? run.what + ', ' : '') + (this.problem === 'game' ? 'game '
      : 'puzzle ') + count(run.lastBeat - run.familyStart + 1) + (run.of ? ' of '
        + count(run.of) : '');
    if (run.lastExact) {
      run.timedOut.push(run.lastBeat);
      run.note = 'No answer within ' + seconds + ' in ' + which + ': ended it.';
    } else {
      run.note = 'No answer within ' + seconds + ' near ' + which + ': finding which…';
    }
    run.exactFrom = run.lastBeat;
    this.round();
  }

  endWorker() {
    if (this.worker) {
      this.worker.worker.terminate();
      this.worker = null;
    }
  }

  stop(why) {
    if (!this.run) {
      return;
    }
    this.endWorker();
    this.finish(why);
  }

  finish(status) {
    this.run = null; // before saying it: the run's notes are over
    clearInterval(this.watchdog);
    this.watchdog = null;
    this.running(false);
    this.say(status);
  }

  show(verdict) {
    const run = this.run;
    this.verdictArea.replaceChildren(render(verdict));
    const seconds = run ? (performance.now() - run.started) / 1000 : 0;
    this.finish(run ? 'Checked in ' + seconds.toLocaleString('en-US', { maximumFractionDigits: 1 })
      + ' s' + (run.rounds > 1 ? ', the checker started ' + run.rounds + ' times' : '') + '.' : '');
  }
}

/** The verdict as the judge wrote it: every word here is the report's own. */
function render(verdict) {
  const area = element('div', 'verdict verdict-' + verdict.status);
  area.dataset.status = verdict.status;
  const summary = verdict.summary.charAt(0).toUpperCase() + verdict.summary.slice(1) + '.';
  area.appendChild(element('p', 'verdict-summary', summary));
  if (verdict.message) {
    area.appendChild(element('pre', 'verdict-message', verdict.message));
  }
  const list = element('ul', 'verdict-tests');
  for (const test of verdict.tests) {
    const item = element('li', 'verdict-test verdict-test-' + test.status);
    item.dataset.status = test.status;
    item.appendChild(element('span', 'verdict-mark', test.status === 'pass' ? '\u2713' : '\u2717'));
    item.appendChild(element('span', 'verdict-name', test.name));
    if (test.message) {
      item.appendChild(element('span', 'verdict-test-message', test.message));
    }
    list.appendChild(item);
  }
  area.appendChild(list);
  for (const test of verdict.tests) {
    if (test.game) {
      area.appendChild(failingGame(test.game));
    }
    for (const group of test.groups || []) {
      area.appendChild(wrongAnswers(group));
    }
  }
  for (const test of verdict.tests) {
    if (test.output) {
      area.appendChild(printed('What your code printed during \u201c' + test.name + '\u201d',
        test.output, false));
    }
  }
  for (const note of verdict.notes) {
    area.appendChild(element('p', 'verdict-note', note));
  }
  return area;
}

/** What the reader's code printed, under a title; open, or closed until clicked. */
function printed(title, text, open) {
  const shown = element('details', 'verdict-output');
  shown.open = open;
  shown.appendChild(element('summary', '', title));
  shown.appendChild(element('pre', '', text));
  return shown;
}

const MARKS = { 1: 'X', 2: 'O' };

/** The failing game: its board with each move's number, then the table move by move. */
function failingGame(game) {
  const figure = element('figure', 'failing-game');
  const moves = game.moves;
  const failing = game.marked;
  figure.appendChild(element('figcaption', '', game.caption + '.'));
  if (game.n <= 10) {
    const board = element('div', 'practice-board');
    board.style.setProperty('--columns', game.n);
    board.setAttribute('role', 'img');
    const cells = [];
    for (let i = 0; i < game.n * game.n; i++) {
      cells.push(board.appendChild(element('div', 'practice-cell')));
    }
    moves.forEach((move, i) => {
      const cell = cells[move.row * game.n + move.col];
      cell.textContent = MARKS[move.player] || String(move.player);
      cell.appendChild(element('sub', '', String(i + 1)));
      if (i === failing) {
        cell.classList.add('practice-cell-failing');
      }
    });
    board.setAttribute('aria-label', 'The board after the game: player 1 is X, player 2 is O,'
      + ' each mark numbered by its move');
    figure.appendChild(board);
  }
  const table = element('table', 'failing-moves');
  const head = table.createTHead().insertRow();
  for (const title of ['move', 'row', 'col', 'player', 'reference', 'yours', '']) {
    head.appendChild(element('th', '', title));
  }
  const body = table.createTBody();
  moves.forEach((move, i) => {
    const row = body.insertRow();
    if (i === failing) {
      row.className = 'failing-move';
    }
    for (const value of [i + 1, move.row, move.col, move.player, move.reference, move.yours,
      i === failing ? '\u2190 ' + game.faultWords : '']) {
      row.appendChild(element('td', '', String(value)));
    }
  });
  figure.appendChild(element('div', 'failing-table')).appendChild(table);
  if (game.trace.length) {
    figure.appendChild(element('pre', 'failing-trace', game.trace.join('\n    ')));
  }
  if (game.printed) {
    figure.appendChild(printed('What your code printed during this game', game.printed, true));
  }
  if (game.leetCode.length) {
    figure.appendChild(element('p', 'failing-label',
      'As a LeetCode test case (paste both lines into its custom input):'));
    figure.appendChild(element('pre', 'failing-leetcode', game.leetCode.join('\n')));
  }
  figure.appendChild(element('p', 'failing-label', 'Replay it on the reference:'));
  figure.appendChild(element('pre', 'failing-replay', game.replay));
  return figure;
}

/** One kind of wrong answer: how many, and the first few positions with each cell's value. */
function wrongAnswers(group) {
  const section = element('section', 'wrong-answers');
  section.dataset.kind = group.kind;
  section.appendChild(element('h4', '', group.words.charAt(0).toUpperCase() + group.words.slice(1)
    + ': ' + count(group.count) + (group.count === 1 ? ' position' : ' positions')));
  for (const p of group.shown) {
    const figure = section.appendChild(element('figure', 'wrong-answer'));
    const board = element('div', 'practice-board');
    board.style.setProperty('--columns', p.columns);
    board.setAttribute('role', 'img');
    board.setAttribute('aria-label', p.toMove + ' to move; each free cell shows its value for '
      + p.toMove + ': W3 wins in 3 moves, L4 loses in 4, D draws');
    for (let cell = 0; cell < p.rows * p.columns; cell++) {
      const mark = p.cells.charAt(cell);
      const shown = board.appendChild(element('div', 'practice-cell', mark === '.' ? ''
        : mark));
      if (mark === '.' && p.values[cell] !== null) {
        shown.appendChild(element('span', 'practice-value practice-value-'
          + p.values[cell].charAt(0), p.values[cell]));
      }
      if (cell === p.played) {
        shown.classList.add('practice-cell-played');
      }
      if (cell === p.expected) {
        shown.classList.add('practice-cell-expected');
      }
    }
    figure.appendChild(board);
    const words = figure.appendChild(element('figcaption'));
    words.appendChild(element('p', '', p.toMove + ' to move: ' + p.why + '.'));
    words.appendChild(element('p', 'wrong-answer-legend', 'Each free cell: its value for '
      + p.toMove + ' (W3: wins in 3 moves, L4: loses in 4, D: a draw). '
      + (p.played >= 0 ? 'Red: your move. ' : '') + (p.expected >= 0 ? 'Blue: the engine\'s.'
        : '')));
    if (p.answer.length) {
      words.appendChild(element('p', '', 'Your answer:'));
      words.appendChild(element('pre', 'wrong-answer-rows', p.answer.join('\n')));
    }
    if (p.reason) {
      words.appendChild(element('p', 'wrong-answer-reason', p.reason));
    }
  }
  return section;
}

for (const root of document.querySelectorAll('.practice')) {
  new Pane(root);
}
