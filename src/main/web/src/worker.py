# The practice worker's batch loop around a Python driver (run in Pyodide): one call from the
# judge answers a whole batch of requests, so the judge's WebAssembly and Python meet once per
# batch, not once per game. The page's watchdog hears of the loop through beat(): every 16th
# request, or each one from exact_from on (to name the request that does not end).
import traceback

RECORD = "\x1e"
GROUP = "\x1d"
MOST_PRINTED = 8000  # characters of what the reader printed a batch passes on


def answer_batch(answer, loaded, first, text, exact_from, beat):
    answers = []
    printed = []
    kept = 0
    for k, request in enumerate(text.split(RECORD)):
        seq = first + k
        if seq >= exact_from:
            beat(seq, True)
        elif k & 15 == 0:
            beat(seq, False)
        reply, out = answer(loaded, request)
        answers.append(reply)
        if out and kept < MOST_PRINTED:
            printed.append(out if out.endswith("\n") else out + "\n")
            kept += len(out)
    return RECORD.join(answers) + GROUP + "".join(printed)


def load(driver_load, describe, source):
    """The driver's load of the reader's source, or why it does not load: ("", why)."""
    try:
        return driver_load(source), ""
    except SyntaxError as error:
        return None, "".join(traceback.format_exception_only(error)).strip()
    except Exception as error:
        return None, describe(error)


def driver(source):
    namespace = {"__name__": "driver"}
    exec(compile(source, "driver.py", "exec"), namespace)
    return namespace["load"], namespace["answer"], namespace["describe"]
