# The practice worker's batch loop around the checker's Python driver (driver.py, run in Pyodide:
# its function layer, as its top documents it; its command-line main does not run here). One call
# from the judge answers a whole batch of requests, so the judge's WebAssembly and Python meet
# once per batch, not once per game. The page's watchdog hears of the loop through beat(): every
# 16th request, or each one from exact_from on (to name the request that does not end).

RECORD = "\x1e"
GROUP = "\x1d"
MOST_PRINTED = 8000  # characters of what the reader printed a batch passes on


def driver(source):
    """The driver's functions: its module run once, under a name that is not __main__."""
    namespace = {"__name__": "driver"}
    exec(compile(source, "driver.py", "exec"), namespace)
    return namespace


def load(driver, problem, source, filename):
    """The reader's class (the game) or compiled program (the engine), and why not: ("", why)."""
    try:
        if problem == "game":
            return driver["load"](source, filename), ""
        return driver["compile_program"](source, filename), ""
    except driver["LoadError"] as error:
        return None, str(error)
    except Exception as error:  # what the driver does not foresee: a null byte in the source
        return None, "%s does not load: %s: %s" % (filename, type(error).__name__, error)


def plain(text):
    """Text with the separators of a batch's answers left out, so none can split it."""
    return text.replace(RECORD, " ").replace(GROUP, " ") if RECORD in text or GROUP in text \
        else text


def answer_batch(driver, problem, loaded, filename, first, text, exact_from, beat):
    """The batch's replies joined by RECORD, then GROUP and what the reader's code printed."""
    answer = driver["answer"]
    run = driver["run"]
    game = problem == "game"
    answers = []
    printed = []
    kept = 0
    for k, request in enumerate(text.split(RECORD)):
        seq = first + k
        if seq >= exact_from:
            beat(seq, True)
        elif k & 15 == 0:
            beat(seq, False)
        if game:
            reply, out = answer(loaded, request, filename)
        else:
            output, out, failure = run(loaded, filename, request + "\n")  # as CodinGame's input
            reply = plain(output) if failure is None else "! " + failure
        answers.append(reply)
        if out and kept < MOST_PRINTED:
            printed.append(out if out.endswith("\n") else out + "\n")
            kept += len(out)
    return RECORD.join(answers) + GROUP + plain("".join(printed))
