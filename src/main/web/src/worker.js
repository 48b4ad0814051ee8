// The practice pane's worker: the project's judge (dev.tictactoe.browser.BrowserJudge, compiled
// to WebAssembly GC by TeaVM) and the reader's code, in one thread off the page's. The page
// starts it from a Blob holding TeaVM's loader and this script (so it works from file:// too),
// and may end it at any time: an endless loop in the reader's code is ended that way. For
// Python it is a module worker (Pyodide runs in no other), which loads Pyodide from the site.
//
// In:  {init: {wasm, drivers, language, pyodide}}: load the judge, then the language's runtime
//        (Pyodide from the site's own files, for Python), then say {ready};
//      {check: {problem, source, timeLimit, answered, timedOut, exactFrom}}: load the reader's
//        code, then run the judge on it (see BrowserJudge for the last four).
// Out: {ready} or {failed: reason}; {loading} and {loaded} around loading the code,
//      or {loadError: why}; for each batch the judge asks, {calling: first}, beats
//      {beat: seq, exact}, then {answered: first, text, printed}; {progress: {what, done, of, next}};
//      at the end {verdict: json, timing: {totalMs, callsMs, calls}}. {probe: [sizes]}: the cost
//      of crossing into the judge and back, {probed: {size: ms}} (for the measured run).
import workerPython from './worker.py';

const NEVER = 2147483647;
/** How much of what the reader's code printed a batch passes on (the page shows less). */
const MOST_PRINTED = 8000;
let judge = null;
let separator = '\u001e';
let language = null;
let drivers = null;
let runtime = null; // per language: how to load a driver and answer a batch
const loadedDrivers = {};
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

const javascript = {
  driver(problem) {
    return (0, eval)(drivers[problem + '.js']);
  },
  load: (driver, source) => driver.load(source),
  answer(driver, loaded, first, text, exactFrom) {
    const requests = text.split(separator);
    const answers = new Array(requests.length);
    let printed = '';
    for (let k = 0; k < requests.length; k++) {
      const seq = first + k;
      if (seq >= exactFrom) {
        beat(seq, true);
      } else if ((k & 15) === 0) {
        beat(seq, false);
      }
      const reply = driver.answer(loaded, requests[k]);
      answers[k] = reply.answer;
      if (reply.printed && printed.length < MOST_PRINTED) {
        printed += reply.printed + '\n';
      }
    }
    return { answers: answers.join(separator), printed };
  },
  describe: (driver, error) => driver.describe(error),
};

async function python(pyodideUrl) {
  const { loadPyodide } = await import(pyodideUrl + 'pyodide.mjs');
  const pyodide = await loadPyodide({ indexURL: pyodideUrl });
  pyodide.runPython(workerPython);
  const batch = pyodide.globals.get('answer_batch');
  const makeDriver = pyodide.globals.get('driver');
  const load = pyodide.globals.get('load');
  return {
    driver(problem) {
      const [loadSource, answer, describe] = makeDriver(drivers[problem + '.py']).toJs();
      return { load: loadSource, answer, describe };
    },
    load(driver, source) {
      const [loaded, why] = load(driver.load, driver.describe, source).toJs({ depth: 1 });
      if (why) {
        throw new Error(why);
      }
      return loaded;
    },
    answer(driver, loaded, first, text, exactFrom) {
      const both = batch(driver.answer, loaded, first, text, exactFrom, beat);
      const cut = both.lastIndexOf('\u001d');
      return { answers: both.substring(0, cut), printed: both.substring(cut + 1) };
    },
    describe: (driver, error) => String(error && error.message ? error.message : error),
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
    separator = judge.separator();
    drivers = message.drivers;
    language = message.language;
    runtime = language === 'python' ? await python(message.pyodide) : javascript;
    post({ ready: true });
  } catch (error) {
    post({ failed: String(error && error.message ? error.message : error) });
  }
}

function check(message) {
  const problem = message.problem;
  let driver = loadedDrivers[problem];
  let loaded;
  post({ loading: true });
  try {
    if (!driver) {
      driver = loadedDrivers[problem] = runtime.driver(problem);
    }
    loaded = runtime.load(driver, message.source);
  } catch (error) {
    post({ loadError: driver ? runtime.describe(driver, error) : String(error) });
    return;
  }
  post({ loaded: true });
  let verdict;
  let inCalls = 0;
  let calls = 0;
  const started = performance.now();
  try {
    verdict = judge.judge(problem, message.timeLimit, message.answered, message.timedOut,
    message.exactFrom < 0 ? NEVER : message.exactFrom,
    (first, requests, exactFrom) => {
      post({ calling: first });
      const called = performance.now();
      lastBeat = called;
      const reply = runtime.answer(driver, loaded, first, requests, exactFrom);
      inCalls += performance.now() - called;
      calls++;
      post({ answered: first, text: reply.answers, printed: reply.printed });
      return reply.answers;
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
