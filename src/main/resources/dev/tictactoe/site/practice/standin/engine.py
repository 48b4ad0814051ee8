# TEMPORARY (issue 54, phase 1): a stand-in for the function layer of the checker's Python engine
# driver, which replaces this file when it lands. Maven filters this file: no dollar-brace or
# at-sign expressions.
#
# Run in the practice pane's worker (Pyodide), it defines two functions:
#   load(source): the CodinGame program, compiled once and run once per puzzle as CodinGame runs
#     it (input() reads the puzzle, print() writes the answer, sys.stderr is the debug output);
#   answer(loaded, request): one puzzle (the engine's letter, then the board's rows) answered:
#     (the lines printed, the debug output); an exception is the answer
#     "! exception Name: message | at solution.py:LINE in NAME".
import io
import sys
import traceback

FILE = "solution.py"


def load(source):
    return compile(source, FILE, "exec")


def describe(error):
    frames = ["at %s:%d in %s" % (FILE, frame.lineno, frame.name)
              for frame in traceback.extract_tb(error.__traceback__) if frame.filename == FILE]
    head = " ".join(("%s: %s" % (type(error).__name__, error)).split())
    return " | ".join([head] + frames[-5:])


def answer(program, request):
    saved = sys.stdin, sys.stdout, sys.stderr
    out, debug = io.StringIO(), io.StringIO()
    sys.stdin, sys.stdout, sys.stderr = io.StringIO(request + "\n"), out, debug
    try:
        exec(program, {"__name__": "__main__"})
    except SystemExit as end:
        if end.code not in (None, 0):
            return "! exception exit status %s" % (end.code,), debug.getvalue()
    except Exception as error:
        return "! exception " + describe(error), debug.getvalue()
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
    return out.getvalue(), debug.getvalue()
