"""The checker's driver for answers in Python, as LeetCode and CodinGame supply theirs: the code
around the reader's that serves the checker's line protocols. For the game (LeetCode 348) it
plays the reader's class, exactly as submitted on LeetCode, game after game; for the engine (the
"Tic Tac Toe Engine" puzzle) it runs the reader's CodinGame program once a puzzle, in this one
process, each run as CodinGame's own would start it.

The function layer, which the page also runs (under Pyodide) as its way of calling the reader's
code; it needs nothing of the operating system:

    load(source, filename, name="TicTacToe") -> the class
        Compiles the reader's source under its file's name (so that errors and tracebacks name
        the file and line) and runs it once, in a module of its own that starts with what
        LeetCode's Python 3 has imported before an answer (typing's names, and collections,
        math, heapq, bisect, itertools, functools, string and re with their usual names).
        Raises LoadError, whose message says in one line why there is no such class.

    answer(cls, request, filename) -> (reply, printed)
        Plays one game request, "game N r c p r c p ...", on a fresh cls(N): the reply is the
        line of each move's result ("0 0 1"), or a failure line naming the move (0-based, -1 for
        the constructor): "! exception 3 IndexError: list index out of range | at tictactoe.py
        line 12, in move", innermost frame first, or "! exit 3 sys.exit(1)"; printed is
        what the reader's code wrote to sys.stdout meanwhile.

    compile_program(source, filename) -> code
        Compiles a CodinGame program once; raises LoadError for a syntax error.

    run(code, filename, text) -> (output, debug, failure)
        Runs the program once with text as its standard input, as CodinGame runs it: fresh
        globals with __name__ == "__main__"; sys.stdin holding text (input(), sys.stdin.readline(),
        sys.stdin.read(), sys.stdin.buffer and open(0) all read it); sys.stdout (the answer:
        output) and sys.stderr (its debug lines: debug) caught. An exit with status 0 or None is a normal
        end. failure is None, or a failure line's tail: "exception 0 ValueError: ... | at
        solution.py line 4, in <module>", "exit 0 sys.exit(1)".

The main, for the command line only (run as a script, and not under Pyodide, where a page's
runPython also names the module "__main__"):

    python3 driver.py game FILE [CLASS]
        Writes "ready" (or a failure line "! error -1 WHY"), then answers each line of standard
        input with its reply, after a line "> TEXT" for each line the reader's code printed.
    python3 driver.py engine FILE ROWS
        Writes "ready" (or "! error -1 WHY"), then for each puzzle on standard input (a letter
        line and ROWS rows) the program's debug lines as "> " lines, then "= LINES NANOS" and
        the lines of its output (NANOS: how long the run took), or "! " and a failure.

No answer waits in a buffer: a thread flushes standard output within two milliseconds of a
write, so the checker's clock, which runs from one answer to the next, times each request and
not the ones before it.
"""
# tag::functions[]
import builtins
import io
import sys
import time
import traceback

PRELUDE = """\
from typing import *
import collections, math, heapq, bisect, itertools, functools, string, re
from collections import defaultdict, deque, Counter, OrderedDict
from functools import lru_cache, cache, reduce
from heapq import heappush, heappop, heapify
from math import inf
"""


class LoadError(Exception):
    """Why the reader's source gives nothing to run: one line."""


def describe(error, filename):
    """An exception on one line: its type and message, then its frames in the reader's file,
    innermost first, each after " | at "."""
    head = type(error).__name__ + (": " + str(error) if str(error) else "")
    frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename == filename]
    shown = []
    for frame in reversed(frames):
        where = "at %s line %d, in %s" % (filename, frame.lineno, frame.name)
        if where not in shown:
            shown.append(where)
        if len(shown) == 8:
            break
    return " | ".join([head] + shown).replace("\r", " ").replace("\n", " ")


def compile_program(source, filename):
    try:
        return compile(source, filename, "exec")
    except SyntaxError as e:
        raise LoadError("%s does not compile: %s line %s: %s: %s"
                        % (filename, filename, e.lineno, type(e).__name__, e.msg))


def program_hint(source):
    """A word for a program that reads its input, given where a class is asked for."""
    reads = "input(" in source or "sys.stdin" in source
    return (" (it reads standard input, as a program for the engine puzzle does: that is"
            " check engine FILE)") if reads else ""


def load(source, filename, name="TicTacToe"):
    code = compile_program(source, filename)
    module = {"__name__": "solution", "__file__": filename, "__builtins__": builtins}
    exec(PRELUDE, module)
    printed, saved, saved_in = io.StringIO(), sys.stdout, sys.stdin
    sys.stdout = printed  # a print at the top of the file is no answer
    sys.stdin = io.StringIO("")  # nor is the protocol input for a read at the top of the file
    try:
        exec(code, module)
    except BaseException as e:
        raise LoadError("%s fails as it loads: %s%s" % (filename, describe(e, filename),
                                                         program_hint(source)))
    finally:
        sys.stdout, sys.stdin = saved, saved_in
    cls = module.get(name)
    if not isinstance(cls, type) or not callable(getattr(cls, "move", None)):
        raise LoadError("%s has no class %s with __init__(self, n) and move(self, row, col,"
                        " player), as LeetCode asks%s" % (filename, name, program_hint(source)))
    return cls


def answer(cls, request, filename):
    words = request.split()
    if len(words) < 2 or words[0] != "game" or (len(words) - 2) % 3 != 0:
        return "! exception -1 not a game request: " + request.strip(), ""
    numbers = list(map(int, words[1:]))  # n, then each move's row, column and player
    printed, saved = io.StringIO(), sys.stdout
    sys.stdout = printed
    index = -1
    try:
        game = cls(numbers[0])
        move = game.move
        results = []
        for index in range(len(numbers) // 3):
            at = 3 * index + 1
            results.append(move(numbers[at], numbers[at + 1], numbers[at + 2]))
        reply = " ".join(map(str, results))
    except SystemExit as e:
        reply = "! exit %d sys.exit(%s)" % (index, "" if e.code is None else repr(e.code))
    except BaseException as e:  # the reader's: an exception, a recursion too deep, no memory
        reply = "! exception %d %s" % (index, describe(e, filename))
    finally:
        sys.stdout = saved
    return reply, printed.getvalue()


def opener(text):
    """open() as the program sees it: standard input (open(0), the competitive programmer's
    sys.stdin.read(), or "/dev/stdin") is the puzzle's text, not the protocol's pipe."""
    def open_(file, mode="r", *args, **kwargs):
        if file in (0, "/dev/stdin"):
            return io.BytesIO(text.encode("utf-8")) if "b" in mode else io.StringIO(text)
        return builtins.open(file, mode, *args, **kwargs)
    return open_


def run(code, filename, text):
    stdin = io.TextIOWrapper(io.BytesIO(text.encode("utf-8")), encoding="utf-8")
    output = io.BytesIO()
    stdout = io.TextIOWrapper(output, encoding="utf-8", write_through=True)
    debug = io.StringIO()
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = stdin, stdout, debug
    failure = None
    try:
        exec(code, {"__name__": "__main__", "__file__": filename, "__builtins__": builtins,
                    "open": opener(text)})
    except SystemExit as e:
        if e.code not in (None, 0):
            failure = "exit 0 sys.exit(%r)" % (e.code,)
    except BaseException as e:  # the reader's: an exception, a recursion too deep, no memory
        failure = "exception 0 " + describe(e, filename)
    finally:
        try:
            stdout.flush()
        except ValueError:
            pass  # the program closed it
        sys.stdin, sys.stdout, sys.stderr = saved
    return output.getvalue().decode("utf-8", "replace"), debug.getvalue(), failure
# end::functions[]


# tag::main[]
def printed_lines(printed, most=4000):
    """What the reader's code printed for one request, as the protocol's "> " lines, cut."""
    lines = ["> " + line for line in printed[:most].splitlines()]
    if len(printed) > most:
        lines.append("> [%d more characters not shown]" % (len(printed) - most))
    return lines


class Output:
    """Standard output, written line by line and flushed by a thread of its own within two
    milliseconds: no answer waits in the buffer while the reader's code works on the next."""

    def __init__(self, stream):
        import threading
        self.stream = stream
        self.lock = threading.Lock()
        self.dirty = False
        threading.Thread(target=self.flush_often, daemon=True).start()

    def line(self, text):
        with self.lock:
            self.stream.write(text + "\n")
            self.dirty = True

    def flush(self):
        with self.lock:
            self.stream.flush()
            self.dirty = False

    def flush_often(self):
        while True:
            time.sleep(0.002)
            if self.dirty:
                self.flush()


# tag::protocol[]
def serve_games(out, requests, source, filename, name):
    try:
        cls = load(source, filename, name)
    except LoadError as e:
        out.line("! error -1 " + str(e).replace("\n", " "))
        return
    out.line("ready")
    out.flush()
    for request in requests:
        if request.strip():
            reply, printed = answer(cls, request, filename)
            if printed:
                for line in printed_lines(printed):
                    out.line(line)
            out.line(reply)
# end::protocol[]


def serve_puzzles(out, requests, source, filename, rows, descriptor=None):
    try:
        code = compile_program(source, filename)
    except LoadError as e:
        out.line("! error -1 " + str(e).replace("\n", " "))
        return
    out.line("ready")
    out.flush()
    while True:
        letter = requests.readline()
        while letter and not letter.strip():
            letter = requests.readline()
        if not letter:
            return
        puzzle = letter.strip() + "\n" + "".join(requests.readline().strip() + "\n"
                                                 for _ in range(rows))
        if descriptor:
            descriptor.holding(puzzle)
        start = time.perf_counter_ns()
        output, debug, failure = run(code, filename, puzzle)
        nanos = time.perf_counter_ns() - start
        if descriptor:
            descriptor.empty()
        for line in printed_lines(debug):
            out.line(line)
        if failure is not None:
            out.line("! " + failure.replace("\n", " "))
        else:
            lines = output.splitlines()
            out.line("= %d %d" % (len(lines), nanos))
            for line in lines:
                out.line(line)


class StandardInput:
    """File descriptor 0 as the reader's code may read it below sys.stdin (os.read(0, ...),
    sys.__stdin__): the protocol's pipe moves to a descriptor of its own, and for each puzzle
    descriptor 0 holds the puzzle alone, in a pipe of its own, then nothing."""

    def __init__(self):
        import os
        self.os = os
        self.nothing = os.open(os.devnull, os.O_RDONLY)
        self.protocol = os.fdopen(os.dup(0), "r", encoding="utf-8")
        os.dup2(self.nothing, 0)

    def holding(self, text):
        read, write = self.os.pipe()
        self.os.write(write, text.encode("utf-8"))  # a puzzle is far smaller than a pipe holds
        self.os.close(write)
        self.os.dup2(read, 0)
        self.os.close(read)

    def empty(self):
        self.os.dup2(self.nothing, 0)


def main(argv):
    import os
    problem, path = argv[1], argv[2]
    filename = os.path.basename(path)
    with open(path, encoding="utf-8") as file:
        source = file.read()
    out = Output(sys.stdout)
    descriptor = StandardInput()
    requests = descriptor.protocol
    if problem == "game":
        serve_games(out, requests, source, filename, argv[3] if len(argv) > 3 else "TicTacToe")
    else:
        serve_puzzles(out, requests, source, filename, int(argv[3]), descriptor)
    out.flush()


if __name__ == "__main__" and sys.platform != "emscripten":  # not under Pyodide, in the page
    main(sys.argv)
# end::main[]
