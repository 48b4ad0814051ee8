# TEMPORARY (issue 54, phase 1): a stand-in for the function layer of the checker's Python game
# driver (dev/tictactoe/check/driver/), which replaces this file when it lands. Maven filters
# this file: no dollar-brace or at-sign expressions.
#
# Run in the practice pane's worker (Pyodide), it defines two functions:
#   load(source): the LeetCode class the source defines (class TicTacToe with __init__(self, n)
#     and move(self, row, col, player)), or an exception saying why not;
#   answer(loaded, request): one game request ("game N r c p r c p ...") answered as the game
#     protocol says: (answer, printed), the answer "0 0 1", or for an exception
#     "! exception MOVE Name: message | at solution.py:LINE in move" (MOVE from 0, -1 for the
#     constructor), and what the code printed.
import io
import sys
import traceback

FILE = "solution.py"


def load(source):
    namespace = {"__name__": "solution"}
    exec(compile(source, FILE, "exec"), namespace)
    found = namespace.get("TicTacToe")
    if not isinstance(found, type):
        raise LookupError(FILE + " defines no class TicTacToe: LeetCode's class has"
                          " __init__(self, n) and move(self, row, col, player)")
    return found


def describe(error):
    frames = ["at %s:%d in %s" % (FILE, frame.lineno, frame.name)
              for frame in traceback.extract_tb(error.__traceback__) if frame.filename == FILE]
    head = " ".join(("%s: %s" % (type(error).__name__, error)).split())
    return " | ".join([head] + frames[-5:])


# One buffer for every request's prints, emptied as they are taken: a new StringIO per request
# made a correct answer's whole run half again as long (measured in CPython).
PRINTED = io.StringIO()


def printed():
    if not PRINTED.tell():
        return ""
    text = PRINTED.getvalue()
    PRINTED.seek(0)
    PRINTED.truncate()
    return text


def answer(cls, request):
    words = request.split()
    saved = sys.stdout
    sys.stdout = PRINTED
    try:
        try:
            game = cls(int(words[1]))
        except Exception as error:
            return "! exception -1 " + describe(error), printed()
        moves = list(map(int, words[2:]))
        results = []
        for i in range(0, len(moves) - 2, 3):
            try:
                results.append(str(game.move(moves[i], moves[i + 1], moves[i + 2])))
            except Exception as error:
                return "! exception %d %s" % (i // 3, describe(error)), printed()
        return " ".join(results), printed()
    finally:
        sys.stdout = saved
