// The practice pane's worker: the project's judge (dev.tictactoe.browser.BrowserJudge, compiled
// to WebAssembly GC by TeaVM) and the reader's code, in one thread off the page's. The page
// starts it from a Blob holding TeaVM's loader and this script (so it works from file:// too),
// and may end it at any time: an endless loop in the reader's code is ended that way. For
// Python it is a module worker (Pyodide runs in no other), which loads Pyodide from the site.
//
// The reader's code is called through the checker's own drivers (driver.js and driver.py, from
// dev/tictactoe/check/driver/, which practice/judge.js carries): their function layers, as the
// top of each file documents them, load the reader's class or program and answer one request.
//
// In:  {init: {wasm, drivers, language, pyodide}}: load the judge, then the language's runtime
//        (Pyodide from the site's own files, for Python), then say {ready};
//      {check: {problem, file, source, timeLimit, answered, printed, timedOut, exactFrom}}: load
//        the reader's code, then run the judge on it (see BrowserJudge for the last five).
// Out: {ready} or {failed: reason}; {loading} and {loaded} around loading the code; for each
//      batch the judge asks, {calling: first}, beats {beat: seq, exact}, then
//      {answered: first, text, printed}; {progress: {what, done, of, next}}; at the end
//      {verdict: json, timing: {totalMs, callsMs, calls}}. {probe: [sizes]}: the cost of
//      crossing into the judge and back, {probed: {size: ms}} (for the measured run).
import workerPython from './worker.py';

const NEVER = 2147483647;
const RECORD = '\u001e';
const GROUP = '\u001d';
/** How much of what the reader's code printed a batch passes on (the page shows less). */
const MOST_PRINTED = 8000;
let judge = null;
let drivers = null;
let runtime = null; // the language's: its driver, how to load the reader's code and answer
let lastBeat = 0;

const post = (message) => self.postMessage(message);

function beat(seq, exact) {
  if (exact) {
    post({ beat: seq, exact: true });
    return;
  }
  const now = performance.now();
  if (now - lastBeat >= 50) {
    lastBeat = now;
    post({ beat: seq, exact: false });
  }
}

/** Text with the batch's separators left out, so none can split it. */
const plain = (text) => (text.includes(RECORD) || text.includes(GROUP)
  ? text.replaceAll(RECORD, ' ').replaceAll(GROUP, ' ') : text);

function javascript() {
  (0, eval)(drivers.javascript); // the driver's function layer: self.TicTacToeDriver
  const driver = self.TicTacToeDriver;
  return {
    /** The reader's class or program, or a failure line's reason: {loaded} or {why}. */
    load(problem, source, file) {
      try {
        return { loaded: problem === 'game' ? driver.load(source, file)
          : driver.compileProgram(source, file) };
      } catch (error) {
        return { why: error instanceof driver.LoadError ? error.message
          : file + ' does not load: ' + driver.describe(error, file) };
      }
    },
    answer(problem, loaded, file, first, text, exactFrom) {
      const requests = text.split(RECORD);
      const answers = new Array(requests.length);
      let printed = '';
      for (let k = 0; k < requests.length; k++) {
        const seq = first + k;
        if (seq >= exactFrom) {
          beat(seq, true);
        } else if ((k & 15) === 0) {
          beat(seq, false);
        }
        let out;
        if (problem === 'game') {
          const reply = driver.answer(loaded, requests[k], file);
          answers[k] = reply.reply;
          out = reply.printed;
        } else {
          const run = driver.run(loaded, requests[k] + '\n', file); // as CodinGame's input
          answers[k] = run.failure === null ? plain(run.output) : '! ' + run.failure;
          out = run.debug;
        }
        if (out && printed.length < MOST_PRINTED) {
          printed += out.endsWith('\n') ? out : out + '\n';
        }
      }
      return answers.join(RECORD) + GROUP + plain(printed);
    },
  };
}

async function python(pyodideUrl) {
  const { loadPyodide } = await import(pyodideUrl + 'pyodide.mjs');
  const pyodide = await loadPyodide({ indexURL: pyodideUrl });
  pyodide.runPython(workerPython);
  const driver = pyodide.globals.get('driver')(drivers.python);
  const load = pyodide.globals.get('load');
  const batch = pyodide.globals.get('answer_batch');
  return {
    load(problem, source, file) {
      const [loaded, why] = load(driver, problem, source, file).toJs({ depth: 1 });
      return why ? { why } : { loaded };
    },
    answer: (problem, loaded, file, first, text, exactFrom) => batch(driver, problem, loaded,
      file, first, text, exactFrom, beat),
  };
}

async function init(message) {
  try {
    const loaded = await self.TeaVM.wasmGC.load(message.wasm, {
      installImports(imports) {
        imports.teavmConsole.putcharStdout = () => {};
        imports.teavmConsole.putcharStderr = () => {};
      },
    });
    judge = loaded.exports;
    drivers = message.drivers;
    runtime = message.language === 'python' ? await python(message.pyodide) : javascript();
    post({ ready: true });
  } catch (error) {
    post({ failed: String(error && error.message ? error.message : error) });
  }
}

function check(message) {
  const { problem, file } = message;
  post({ loading: true });
  const code = runtime.load(problem, message.source, file);
  post({ loaded: true });
  // code that does not load is answered so to every request, as the checker's drivers answer
  // it: the judge's verdict then says no check could run, and why
  const failure = code.why === undefined ? null
    : '! error -1 ' + code.why.replace(/[\r\n]+/g, ' ');
  let verdict;
  let inCalls = 0;
  let calls = 0;
  const started = performance.now();
  try {
    verdict = judge.judge(problem, file, message.timeLimit, message.answered, message.printed,
      message.timedOut, message.exactFrom < 0 ? NEVER : message.exactFrom,
      (first, requests, exactFrom) => {
        if (failure !== null) {
          return requests.split(RECORD).map(() => failure).join(RECORD) + GROUP;
        }
        post({ calling: first });
        const called = performance.now();
        lastBeat = called;
        const both = runtime.answer(problem, code.loaded, file, first, requests, exactFrom);
        inCalls += performance.now() - called;
        calls++;
        const cut = both.lastIndexOf(GROUP);
        post({ answered: first, text: both.substring(0, cut), printed: both.substring(cut + 1) });
        return both;
      },
      (what, done, of, next) => post({ progress: { what, done, of, next } }));
  } catch (error) {
    post({ failed: 'the judge stopped: ' + String(error && error.message ? error.message : error) });
    return;
  }
  // how the run's time was spent: in the reader's calls (their code and the driver), and in the
  // judge (the cases, the judging, the crossings), as the measured run reports it
  post({ verdict, timing: { totalMs: performance.now() - started, callsMs: inCalls, calls } });
}

/**
 * What crossing into the judge's WebAssembly and back costs, for the measured run (PracticeRun):
 * for each size, the milliseconds one echo of a string of that many characters takes.
 */
function probe(sizes) {
  const costs = {};
  for (const size of sizes) {
    const text = 'game 3 0 0 1 '.repeat(Math.ceil(size / 13)).substring(0, size);
    const times = Math.max(3, Math.min(20000, Math.floor(4e6 / size)));
    judge.echo(text);
    const start = performance.now();
    for (let i = 0; i < times; i++) {
      judge.echo(text);
    }
    costs[size] = (performance.now() - start) / times;
  }
  post({ probed: costs });
}

self.onmessage = (event) => {
  const message = event.data;
  if (message.init) {
    init(message.init);
  } else if (message.check) {
    check(message.check);
  } else if (message.probe) {
    probe(message.probe);
  }
};
