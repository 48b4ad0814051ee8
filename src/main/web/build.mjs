// Builds the practice pane's front end into the directory given with --out (Maven gives
// target/classes/dev/tictactoe/site/practice, so the CLI jar carries it and the site command
// copies it into the site):
//
//   practice.js    the pane's script, CodeMirror 6 and its Python and JavaScript modes bundled in
//                  by esbuild, with the worker's script inside it as text (the page starts the
//                  worker from a Blob, which works from file:// too);
//   practice.css   the pane's style;
//   pyodide/       Pyodide's core runtime, only what plain Python needs (no packages);
//   LICENSES.txt   the licences of what is shipped;
//   files.txt      the list of the files above, which the site command copies into the site.
//
// Nothing is done twice: `npm ci` runs only when package-lock.json changed since the last
// install, and each output is written only when it is older than what it is made from.
// Run it with the machine's node (20 or later): node build.mjs --out DIR
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const outArg = process.argv.indexOf('--out');
if (outArg < 0 || !process.argv[outArg + 1]) {
  console.error('build.mjs: say where to write the pane: node build.mjs --out DIR');
  process.exit(2);
}
const out = path.resolve(process.argv[outArg + 1]);

/** The Pyodide files plain Python needs: the loader, the interpreter, its standard library. */
const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm',
  'python_stdlib.zip', 'pyodide-lock.json'];

function install() {
  const lock = fs.readFileSync(path.join(here, 'package-lock.json'));
  const hash = createHash('sha256').update(lock).digest('hex');
  const stamp = path.join(here, 'node_modules', '.installed-lock-sha256');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) {
    return;
  }
  console.log('build.mjs: npm ci (package-lock.json changed since the last install)');
  // --ignore-scripts: esbuild's postinstall only checks its binary, which npm installed as the
  // optional dependency for this platform; nothing else here has a script.
  const npm = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'],
    { cwd: here, stdio: 'inherit', shell: process.platform === 'win32' });
  if (npm.status !== 0) {
    console.error('build.mjs: npm ci failed' + (npm.error ? ': ' + npm.error.message : ''));
    process.exit(1);
  }
  fs.writeFileSync(stamp, hash);
}

/** Every file under dir, recursively. */
function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

function mtime(file) {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : -1;
}

/** Whether target is missing or older than any of sources. */
function stale(target, sources) {
  const made = mtime(target);
  return made < 0 || sources.some((source) => mtime(source) > made);
}

async function bundle() {
  const target = path.join(out, 'practice.js');
  const sources = [...filesUnder(path.join(here, 'src')), path.join(here, 'build.mjs'),
    path.join(here, 'package-lock.json')];
  if (!stale(target, sources)) {
    return;
  }
  const esbuild = await import('esbuild');
  const common = { bundle: true, format: 'iife', minify: true, target: 'es2022',
    legalComments: 'none', logLevel: 'warning' };
  // The worker first, into memory: the pane's script holds it as a string.
  const worker = await esbuild.build({ ...common, entryPoints: [path.join(here, 'src', 'worker.js')],
    write: false, loader: { '.py': 'text' } });
  const workerText = worker.outputFiles[0].text;
  const workerSource = {
    name: 'worker-source',
    setup(build) {
      build.onResolve({ filter: /^worker-source$/ }, () => ({ path: 'worker-source', namespace: 'worker' }));
      build.onLoad({ filter: /.*/, namespace: 'worker' }, () => ({ contents: workerText, loader: 'text' }));
    },
  };
  const built = await esbuild.build({ ...common, entryPoints: [path.join(here, 'src', 'practice.js')],
    outfile: target, plugins: [workerSource], loader: { '.py': 'text', '.txt': 'text' },
    metafile: true });
  console.log('build.mjs: wrote ' + path.relative(path.resolve(here, '..', '..', '..'), target));
  // the packages whose code is in the bundle, by esbuild's own account of what it read
  const bundled = new Set();
  for (const input of Object.keys(built.metafile.inputs)) {
    const at = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
    if (at) {
      bundled.add(at[1]);
    }
  }
  licences([...bundled].sort());
}

function copy(from, to) {
  if (stale(to, [from])) {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
}

/** LICENSES.txt: Pyodide's, and each bundled package's own licence text. */
function licences(packages) {
  const target = path.join(out, 'LICENSES.txt');
  const pyodide = JSON.parse(fs.readFileSync(path.join(here, 'node_modules', 'pyodide', 'package.json')));
  let text = 'What the practice pane ships, and under which licences.\n\n'
    + 'practice/pyodide/: Pyodide ' + pyodide.version + ', ' + pyodide.license
    + ' (Mozilla Public License 2.0, https://mozilla.org/MPL/2.0/), unmodified;\n'
    + '  its source: ' + pyodide.homepage + '\n\n'
    + 'practice/practice.js bundles these packages (from npm), each under the licence below:\n';
  for (const name of packages) {
    const dir = path.join(here, 'node_modules', name);
    const meta = JSON.parse(fs.readFileSync(path.join(dir, 'package.json')));
    const licence = fs.readdirSync(dir).find((f) => /^licen[cs]e/i.test(f));
    text += '\n== ' + name + ' ' + meta.version + ' (' + meta.license + ')\n\n'
      + (licence ? fs.readFileSync(path.join(dir, licence), 'utf8').trim() : '(no licence file)') + '\n';
  }
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(target, text);
}

install();
fs.mkdirSync(out, { recursive: true });
await bundle(); // and LICENSES.txt, from what it bundled
copy(path.join(here, 'src', 'practice.css'), path.join(out, 'practice.css'));
for (const file of PYODIDE_FILES) {
  copy(path.join(here, 'node_modules', 'pyodide', file), path.join(out, 'pyodide', file));
}
const files = ['practice.js', 'practice.css', 'LICENSES.txt', ...PYODIDE_FILES.map((f) => 'pyodide/' + f)];
const list = files.join('\n') + '\n';
const listed = path.join(out, 'files.txt');
if (!fs.existsSync(listed) || fs.readFileSync(listed, 'utf8') !== list) {
  fs.writeFileSync(listed, list);
}
