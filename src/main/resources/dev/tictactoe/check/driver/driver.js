// The checker's driver for answers in JavaScript, as LeetCode and CodinGame supply theirs: the
// code around the reader's that serves the checker's line protocols. For the game (LeetCode 348)
// it plays the reader's class, exactly as submitted on LeetCode (`var TicTacToe = function(n)
// {...}; TicTacToe.prototype.move = ...` or `class TicTacToe {...}`), game after game; for the
// engine (the "Tic Tac Toe Engine" puzzle) it runs the reader's CodinGame program once a puzzle,
// with CodinGame's `readline()`, `print()` and `printErr()`.
//
// The function layer, which the page also runs (in a plain Web Worker) as its way of calling the
// reader's code; it needs nothing of Node's or of the operating system. The reader's code gets a
// file name for its stack traces (`//# sourceURL=`, which V8 honours in Node and Chromium alike),
// so that an exception names the file and line (`tictactoe.js:12`).
//
//   TicTacToeDriver.load(source, filename, name = 'TicTacToe') -> the class
//     Evaluates the reader's source as one function's body and gives back its class (a line
//     that starts with `export`, as a .mjs file's may, is read without it). Throws a LoadError,
//     whose message says in one line why there is no such class.
//
//   TicTacToeDriver.answer(cls, request, filename) -> { reply, printed }
//     Plays one game request, `game N r c p r c p ...`, on a fresh `new cls(N)`: the reply is the
//     line of each move's result (`0 0 1`), or a failure line naming the move (0-based, -1 for
//     the constructor): `! exception 3 TypeError: ... | at TicTacToe.move (tictactoe.js:12:20)`;
//     printed is what the reader's code wrote with console.log (and .info, .debug, .warn,
//     .error) meanwhile.
//
//   TicTacToeDriver.compileProgram(source, filename) -> program
//     A CodinGame program, compiled once, as a function of the environment it runs in; throws a
//     LoadError for a syntax error.
//
//   TicTacToeDriver.run(program, text, filename) -> { output, debug, failure }
//     Runs the program once with `text` as its input, as CodinGame runs it, in a fresh scope:
//     `readline()` gives the input's lines one by one, `print()` and `console.log()` write the
//     output, `printErr()` and `console.error()` the debug lines; a program written for Node
//     finds its input and output where Node has them (`require('fs').readFileSync(0)`,
//     `require('readline')`'s and `process.stdin`'s events, `process.stdout.write`; see
//     environment). failure is null, or a failure line's tail: `exception 0 TypeError: ... | at
//     solution.js:4:10`.
//
// The main, for the command line only (Node):
//
//   node driver.js game FILE [CLASS]
//     Writes `ready` (or a failure line `! error -1 WHY`), then answers each line of standard
//     input with its reply, after a line `> TEXT` for each line the reader's code printed.
//   node driver.js engine FILE ROWS
//     Writes `ready` (or `! error -1 WHY`), then for each puzzle on standard input (a letter
//     line and ROWS rows) the program's debug lines as `> ` lines, then `= LINES NANOS` and the
//     lines of its output, or `! ` and a failure; each run in a fresh `vm` context.
//   node driver.js --once FILE
//     Runs the program as CodinGame does, in Node itself (a process of its own), with
//     `readline()`, `print()` and `printErr()` defined: what confirms the shortcut's failures.
//
// Each answer is written at once (writes to a pipe are synchronous in Node on Linux), so none
// waits in a buffer while the checker's clock, which runs from one answer to the next, times the
// request after it.
'use strict';

// tag::functions[]
(function (root) {
  class LoadError extends Error {}

  // What the main throws for process.exit called by the reader's code.
  class ExitCalled extends Error {
    constructor(status) {
      super('process.exit(' + status + ')');
      this.status = status === undefined ? 0 : status;
    }
  }

  const CAPTURED = ['log', 'info', 'debug', 'warn', 'error'];

  // One value as console.log writes it, near enough: strings as they are, the rest as JSON.
  function show(value) {
    if (typeof value === 'string') return value;
    if (isError(value)) return String(value);
    try {
      const json = JSON.stringify(value);
      return json === undefined ? String(value) : json;
    } catch (e) {
      return String(value);
    }
  }

  // An Error of this realm or another (a vm context's): by its shape.
  function isError(value) {
    return value !== null && typeof value === 'object' && typeof value.message === 'string'
      && typeof value.stack === 'string';
  }

  // An exception on one line: its name and message, then its frames in the reader's file.
  function describe(error, filename) {
    if (!isError(error)) return 'uncaught ' + show(error);
    const frames = [];
    for (const line of error.stack.split('\n').slice(1)) {
      const frame = line.trim();
      if (frame.includes(filename + ':') && !frames.includes(frame) && frames.length < 8) {
        frames.push(frame);
      }
    }
    return [error.name + ': ' + error.message].concat(frames).join(' | ')
      .replace(/[\r\n]/g, ' ');
  }

  // A module's source (a .mjs file) as a script's: `export` dropped where a line starts with it,
  // the line numbers kept.
  function script(source) {
    return source.replace(/^(\s*)export\s+(default\s+)?/gm, '$1');
  }

  // The reader's source as a function of `parameters`, its line 1 the file's line 1. (Indirect
  // eval: the reader's code sees the globals only.)
  function evaluate(parameters, body, filename) {
    try {
      return (0, eval)('(function (' + parameters + ') {' + script(body) + '\n})\n//# sourceURL='
        + filename);
    } catch (e) {
      throw new LoadError(filename + ' does not compile: ' + e.name + ': ' + e.message);
    }
  }

  // console's methods writing into a string until stop(), which gives it back.
  function capture() {
    const saved = {};
    let text = '';
    for (const method of CAPTURED) {
      saved[method] = console[method];
      console[method] = (...values) => { text += values.map(show).join(' ') + '\n'; };
    }
    return {
      stop() {
        for (const method of CAPTURED) console[method] = saved[method];
        return text;
      },
    };
  }

  function load(source, filename, name = 'TicTacToe') {
    const make = evaluate('', source + '\n;return typeof ' + name + ' === "undefined" ? undefined'
      + ' : ' + name + ';', filename);
    let cls;
    const printed = capture();
    try {
      cls = make();
    } catch (e) {
      throw new LoadError(filename + ' fails as it loads: ' + describe(e, filename)
        + programHint(source));
    } finally {
      printed.stop();
    }
    if (typeof cls !== 'function' || typeof cls.prototype.move !== 'function') {
      throw new LoadError(filename + ' has no class ' + name + ' with a constructor (n) and'
        + ' move(row, col, player), as LeetCode asks' + programHint(source));
    }
    return cls;
  }

  /** A word for a program that reads its input, given where a class is asked for. */
  function programHint(source) {
    return /\breadline\s*\(|process\.stdin/.test(source) ? ' (it reads standard input, as a'
      + ' program for the engine puzzle does: that is check engine FILE)' : '';
  }

  function answer(cls, request, filename) {
    const words = request.trim().split(/\s+/);
    if (words.length < 2 || words[0] !== 'game' || (words.length - 2) % 3 !== 0) {
      return { reply: '! exception -1 not a game request: ' + request.trim(), printed: '' };
    }
    const n = Number(words[1]);
    const printed = capture();
    let index = -1;
    let reply;
    try {
      const game = new cls(n);
      const results = [];
      for (index = 0; 2 + 3 * index < words.length; index++) {
        const at = 2 + 3 * index;
        results.push(String(game.move(Number(words[at]), Number(words[at + 1]),
          Number(words[at + 2]))));
      }
      reply = results.join(' ');
    } catch (e) {
      reply = e instanceof ExitCalled ? '! exit ' + index + ' process.exit(' + e.status + ')'
        : '! exception ' + index + ' ' + describe(e, filename);
    }
    return { reply, printed: printed.stop() };
  }

  // A program is a function of its environment (see environment): its names are the program's
  // globals, in a scope of their own, so that the program may declare its own (`const readline =
  // require('readline')`, as a Node program does).
  function compileProgram(source, filename) {
    const body = evaluate('env', 'with (env) {' + script(source) + '\n}', filename);
    return (env) => body(env);
  }

  const SETTLE = Symbol('settle');

  // The environment a program runs in, reading `text` and writing into `out`: CodinGame's
  // `readline()`, `print()` and `printErr()`, and Node's ways to read standard input and write
  // output, as a program written for Node uses them: `require('fs').readFileSync(0)` (or
  // '/dev/stdin'), `process.stdout.write`, and the events of `process.stdin` and of
  // `require('readline').createInterface`, fired by `env[SETTLE]()` once the program's body
  // has run, as Node fires them once the script has.

  function environment(text, out) {
    const lines = text.split('\n');
    let next = 0;
    const line = (values) => values.map(show).join(' ') + '\n';
    const print = (...values) => { out.output += line(values); };
    const printErr = (...values) => { out.debug += line(values); };
    const into = (stream) => (chunk) => { out[stream] += String(chunk); return true; };
    const listeners = [];
    const on = (source) => function (event, callback) {
      listeners.push({ source, event, callback });
      return this;
    };
    const stdin = { fd: 0, on: on('stdin'), once: on('stdin'), setEncoding() { return this; },
      resume() { return this; } };
    const fs = {
      readFileSync(file) {
        if (file === 0 || file === '/dev/stdin') return text;
        throw new Error('the checker gives a program its standard input only, not '
          + show(file));
      },
      writeSync(fd, chunk) { into(fd === 2 ? 'debug' : 'output')(chunk); },
    };
    const readline = { createInterface() {
      return { on: on('readline'), once: on('readline'), close() {}, setPrompt() {},
        prompt() {} };
    } };
    const modules = { fs, readline, 'node:fs': fs, 'node:readline': readline };
    const settle = () => {
      const fire = (source, event, value) => {
        for (const l of listeners) if (l.source === source && l.event === event) l.callback(value);
      };
      fire('stdin', 'data', text);
      fire('stdin', 'end');
      for (const each of text.replace(/\n$/, '').split('\n')) fire('readline', 'line', each);
      fire('readline', 'close');
    };
    return {
      readline: () => (next < lines.length ? lines[next++] : undefined),
      print,
      printErr,
      console: { log: print, info: print, debug: printErr, warn: printErr, error: printErr },
      require: (name) => {
        if (Object.prototype.hasOwnProperty.call(modules, name)) return modules[name];
        throw new Error("Cannot find module '" + name + "': a program here reads its input with"
          + " readline(), fs.readFileSync(0) or process.stdin, and needs no other module");
      },
      process: { stdin, stdout: { write: into('output') }, stderr: { write: into('debug') },
        argv: ['node', 'solution.js'], env: {},
        exit: (status) => { throw new ExitCalled(status); } },
      [SETTLE]: settle, // a key the program cannot name, so its own `settle` cannot replace it
    };
  }

  function run(program, text, filename) {
    const out = { output: '', debug: '' };
    let failure = null;
    try {
      const env = environment(text, out);
      program(env);
      env[SETTLE]();
    } catch (e) {
      failure = e instanceof ExitCalled
        ? (e.status === 0 ? null : 'exit 0 process.exit(' + e.status + ')')
        : 'exception 0 ' + describe(e, filename);
    }
    return { output: out.output, debug: out.debug, failure };
  }

  const api = { load, answer, compileProgram, run, environment, describe, script, LoadError,
    ExitCalled };
  root.TicTacToeDriver = api;
  if (typeof module === 'object' && module.exports) module.exports = api;
})(typeof globalThis !== 'undefined' ? globalThis : this);
// end::functions[]

// tag::main[]
if (typeof require === 'function' && typeof module === 'object' && require.main === module) {
  const fs = require('fs');
  const path = require('path');
  const vm = require('vm');
  const { load, answer, run, script: asScript, LoadError, ExitCalled } =
    module.exports;
  const write = (text) => fs.writeSync(1, text);
  const [mode, file, extra] = process.argv.slice(2);
  const filename = path.basename(file);
  const source = asScript(fs.readFileSync(file, 'utf8'));
  const most = 4000;
  const printedLines = (printed) => {
    if (!printed) return '';
    let out = '';
    for (const line of printed.slice(0, most).replace(/\n$/, '').split('\n')) {
      out += '> ' + line + '\n';
    }
    if (printed.length > most) {
      out += '> [' + (printed.length - most) + ' more characters not shown]\n';
    }
    return out;
  };
  // The reader's source compiled by Node, which alone says where a syntax error is.
  const script = (wrapped) => {
    try {
      return new vm.Script(wrapped, { filename });
    } catch (e) {
      const where = String(e.stack || '').split('\n')[0];
      throw new LoadError(filename + ' does not compile: ' + where + ': ' + e.name + ': '
        + e.message);
    }
  };
  // Each line of standard input to `serve`, as it comes; `done` at its end.
  const lines = (serve, done) => {
    let pending = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => {
      const parts = (pending + chunk).split('\n');
      pending = parts.pop();
      for (const part of parts) serve(part);
    });
    process.stdin.on('end', () => {
      if (pending) serve(pending);
      if (done) done();
    });
  };
  const refuse = (e) => {
    if (!(e instanceof LoadError)) throw e;
    write('! error -1 ' + e.message.replace(/[\r\n]/g, ' ') + '\n');
    process.exit(0);
  };

  if (mode === 'game') {
    let cls;
    try {
      script('(function () {' + source + '\n})');
      cls = load(source, filename, extra || 'TicTacToe');
    } catch (e) {
      refuse(e);
    }
    // an exit in the reader's code is a failure of the move, not the end of the driver
    process.exit = (status) => { throw new ExitCalled(status); };
    write('ready\n');
    lines((request) => {
      if (!request.trim()) return;
      const { reply, printed } = answer(cls, request, filename);
      write(printedLines(printed) + reply + '\n');
    });
  } else if (mode === 'engine') {
    let program;
    try {
      program = script(source); // each puzzle runs it in a context of its own
    } catch (e) {
      refuse(e);
    }
    const rows = Number(extra);
    write('ready\n');
    let puzzle = [];
    lines((line) => {
      if (puzzle.length === 0 && !line.trim()) return;
      puzzle.push(line.trim());
      if (puzzle.length < rows + 1) return;
      const text = puzzle.join('\n') + '\n';
      puzzle = [];
      const start = process.hrtime.bigint();
      const result = run((env) => program.runInContext(vm.createContext(env)), text, filename);
      const nanos = process.hrtime.bigint() - start;
      let out = printedLines(result.debug);
      if (result.failure !== null) {
        out += '! ' + result.failure + '\n';
      } else {
        const output = result.output.replace(/\n$/, '');
        const answerLines = output === '' ? [] : output.split('\n');
        out += '= ' + answerLines.length + ' ' + nanos + '\n'
          + answerLines.map((l) => l + '\n').join('');
      }
      write(out);
    });
  } else if (mode === '--once') {
    // As CodinGame runs it: Node itself, with CodinGame's three functions beside Node's own
    // (readline() reads standard input whole on its first call, so that a program that reads it
    // the Node way instead still finds it all).
    let lines = null;
    globalThis.readline = () => {
      if (lines === null) lines = fs.readFileSync(0, 'utf8').split('\n');
      return lines.length > 0 ? lines.shift() : undefined;
    };
    globalThis.print = (...values) => console.log(...values);
    globalThis.printErr = (...values) => console.error(...values);
    const absolute = path.resolve(file);
    if (file.endsWith('.mjs')) {
      import(require('url').pathToFileURL(absolute).href).catch((e) => {
        process.stderr.write(String(e && e.stack ? e.stack : e) + '\n');
        process.exitCode = 1;
      });
    } else {
      require(absolute);
    }
  } else {
    process.stderr.write('usage: node driver.js game FILE [CLASS] | engine FILE ROWS'
      + ' | --once FILE\n');
    process.exit(2);
  }
}
// end::main[]
