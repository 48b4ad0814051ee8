package dev.tictactoe.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.judge.CheckReport;
import dev.tictactoe.judge.CheckReport.Status;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Answers in Python, JavaScript and C++, each exactly as one submits it (LeetCode's class alone
 * for the game, a CodinGame program for the engine), judged through the checker's driver for its
 * language: a correct one passes, a planted bug is caught, what the reader's code prints is kept
 * apart from its answers and reported, and an exception names the reader's file and line. Each
 * skips, saying why, where its toolchain is missing, and fails instead on CI.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
@Order(Order.DEFAULT + 1) // long: at the back, see junit-platform.properties
class LanguagesTest {
  @TempDir Path dir;

  private static CheckReport game(Path file) {
    return Checks.gameSource(file, 8);
  }

  /** The 1-based line of {@code file} holding {@code text}. */
  private static int line(Path file, String text) throws Exception {
    List<String> lines = Files.readAllLines(file);
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).contains(text)) {
        return i + 1;
      }
    }
    throw new AssertionError(text + " is not in " + file);
  }

  private static String failure(CheckReport report) {
    return report.tests().stream().filter(t -> t.status() != Status.PASS).findFirst()
        .map(CheckReport.Test::message).orElse("");
  }

  /*
   * The Python class and the Python program pass as the check chapter's listing shows them:
   * ShownCommandsTest runs `check game docs/examples/game/counters.py` and `check engine
   * docs/examples/engine/alphabeta.py` as typed, each on every game or position.
   */

  /**
   * One bug planted in a correct Python class (the anti-diagonal one off), which prints as it
   * goes: the bug is caught and shrunk, and what it printed is in the report and in the results
   * file's output, not read as an answer.
   */
  @Test
  void aPlantedBugInPythonIsCaughtWithWhatItPrinted() throws Exception {
    Checks.needs("python3");
    String correct = Files.readString(Path.of("docs/examples/game/counters.py"));
    String buggy = correct.replace("if row + col == self.n - 1:", "if row + col == self.n:")
        .replace("        delta = 1 if player == 1 else -1\n",
            "        delta = 1 if player == 1 else -1\n        print('move', row, col)\n");
    assertTrue(!buggy.equals(correct) && buggy.contains("print("), "the bug is planted");
    CheckReport report = game(Checks.source(dir, "tictactoe.py", buggy));
    assertEquals(Status.FAIL, report.status(), report.text());
    assertTrue(report.text().contains("The shortest failing game found: 2 x 2, 3 moves"),
        report.text());
    assertTrue(report.tests().get(0).output().startsWith("move "), report.tests().get(0)
        .output());
    assertTrue(report.text().contains("What your code printed during this game:\n    | move "),
        report.text());
    Path json = dir.resolve("results.json");
    ExercismJson.write(report, json);
    assertTrue(new com.fasterxml.jackson.databind.ObjectMapper().readTree(json.toFile())
        .get("tests").get(0).get("output").asText().startsWith("move "), Files.readString(json));
  }

  @Test
  void anExceptionInPythonNamesTheFileAndLine() throws Exception {
    Checks.needs("python3");
    String buggy = Files.readString(Path.of("docs/examples/game/counters.py")).replace(
        "self.cols[col] += delta", "self.cols[col + 1] += delta");
    Path file = Checks.source(dir, "tictactoe.py", buggy);
    CheckReport report = game(file);
    int line = line(file, "self.cols[col + 1] += delta");
    assertTrue(Pattern.compile("^on a 2 x 2 board, move \\d threw IndexError: list index out of"
        + " range, at tictactoe.py line " + line + ", in move$").matcher(failure(report)).find(),
        report.text());
  }

  @Test
  void aLeetCodeJavaScriptFunctionAndItsPrototypePassAsSubmitted() {
    Checks.needs("node");
    CheckReport report = game(Path.of("docs/examples/game/tictactoe.js"));
    assertEquals(Status.PASS, report.status(), report.text());
  }

  /**
   * The class form, with a bug of its own (a counter compared before it is counted) and a
   * console.log: caught, and the log reported apart.
   */
  @Test
  void aPlantedBugInJavaScriptIsCaughtWithWhatItLogged() throws Exception {
    Checks.needs("node");
    String buggy = Files.readString(Path.of("docs/examples/game/tictactoe_late_win.js"))
        .replace("    const n = this.n;\n", "    const n = this.n;\n    console.log('at', row,"
            + " col, [player]);\n");
    CheckReport report = game(Checks.source(dir, "tictactoe.js", buggy));
    assertEquals(Status.FAIL, report.status(), report.text());
    assertTrue(report.text().contains("returned 0 where the reference returns 1"),
        report.text());
    assertTrue(report.tests().get(0).output().startsWith("at "), report.text());
    assertTrue(report.tests().get(0).output().contains(" [1]\n"), "an array, as console.log"
        + " writes it: " + report.tests().get(0).output());
  }

  @Test
  void anExceptionInJavaScriptNamesTheFileAndLine() throws Exception {
    Checks.needs("node");
    String buggy = Files.readString(Path.of("docs/examples/game/tictactoe.js")).replace(
        "this.rows[row] += add;", "this.rows[row].count += add;\n    this.rows[row] = null;");
    Path file = Checks.source(dir, "tictactoe.js", buggy);
    CheckReport report = game(file);
    int line = line(file, "this.rows[row].count += add;");
    assertTrue(Pattern.compile("threw TypeError: Cannot (read|set) properties of null .*, at"
        + " TicTacToe\\.move \\(tictactoe\\.js:" + line + ":\\d+\\)$").matcher(failure(report))
        .find(), report.text());
  }

  @Test
  void aJavaScriptFileThatDoesNotLoadIsAnErrorNamingWhy() throws Exception {
    Checks.needs("node");
    CheckReport report = game(Checks.source(dir, "tictactoe.js", "class Game {}\n"));
    assertEquals(Status.ERROR, report.status(), report.text());
    assertEquals(Optional.of("tictactoe.js has no class TicTacToe with a constructor (n) and"
        + " move(row, col, player), as LeetCode asks"), report.errorMessage());
  }

  @Test
  void aLeetCodeCppClassPassesAsSubmittedAndAnIndexOutOfBoundsNamesItsLine() throws Exception {
    Checks.needs("g++");
    CheckReport report = game(Path.of("docs/examples/game/tictactoe.cpp"));
    assertEquals(Status.PASS, report.status(), report.text());
    Path buggy = Path.of("docs/examples/game/tictactoe_out_of_bounds.cpp");
    CheckReport caught = game(buggy);
    assertEquals(Status.FAIL, caught.status(), caught.text());
    int line = line(buggy, "lines[line] += add;");
    assertTrue(failure(caught).endsWith("crashed: AddressSanitizer: heap-buffer-overflow, at"
        + " TicTacToe::move(int, int, int) (tictactoe_out_of_bounds.cpp:" + line + ")"),
        caught.text());
  }

  /**
   * g++'s errors as the checker reads them: the reader's file and line, or (an error in the
   * driver, which calls the class) the class LeetCode asks for. (On g++'s own words, as this
   * machine's g++ 12 wrote them: a compile of the driver takes seconds.)
   */
  @Test
  void gccsErrorsNameTheReadersLineOrTheClassAskedFor() {
    assertEquals("tictactoe.cpp does not compile: tictactoe.cpp:4: error: expected ';' before '}'"
        + " token", CppCompiler.errors("tictactoe.cpp", """
            In file included from driver.cpp:106:
            tictactoe.cpp: In member function 'int TicTacToe::move(int, int, int)':
            tictactoe.cpp:4:53: error: expected ';' before '}' token
                4 |   int move(int row, int col, int player) { return 0 }
                  |                                                     ^
            """, Checker.Problem.GAME));
    assertEquals("game.cpp has no class TicTacToe with a constructor TicTacToe(int n) and int"
        + " move(int row, int col, int player), as LeetCode asks (g++: error: 'TicTacToe' was not"
        + " declared in this scope)", CppCompiler.errors("game.cpp", """
            driver.cpp:150:18: error: 'TicTacToe' was not declared in this scope
            driver.cpp:150:27: error: template argument 1 is invalid
            """, Checker.Problem.GAME));
  }

  // The engine.

  /**
   * A Python program that prints its debug lines on standard error and throws on a full board:
   * the exception names the file and line, the debug lines are reported apart, and the failure
   * shown was run again in a process of its own.
   */
  @Test
  void aPythonProgramsExceptionsAndDebugLinesAreReported() throws Exception {
    Checks.needs("python3");
    String program = Files.readString(Path.of("docs/examples/engine/alphabeta.py")).replace(
        "cell = best_move(board)\n", "cell = best_move(board)\n"
            + "print('thinking', file=sys.stderr)\nif cell < 0:\n"
            + "    raise ValueError('a finished board')\n").replace("\nme = input()",
                "\nimport sys\nme = input()");
    Path file = Checks.source(dir, "solution.py", program);
    CheckReport report = Checks.engineOnSome(file);
    assertEquals(Status.FAIL, report.status(), report.text());
    int line = line(file, "raise ValueError('a finished board')");
    assertTrue(report.text().contains("threw ValueError: a finished board | at solution.py line "
        + line + ", in <module>"), report.text());
    assertTrue(report.tests().get(0).output().startsWith("thinking\n"), report.text());
    assertTrue(report.notes().get(0).startsWith("each failure shown"), report.text());
  }

  /**
   * (On some positions: Python's program is judged on all of them above, the same way; the
   * engine's planted bugs are the Java and Python examples', in EngineCheckTest.)
   */
  @Test
  void aCodinGameJavaScriptProgramPassesWithItsDebugLinesApart() {
    Checks.needs("node");
    CheckReport report = Checks.engineOnSome(Path.of("docs/examples/engine/solution.js"));
    assertEquals(Status.PASS, report.status(), report.text());
    assertTrue(report.tests().get(1).output().startsWith("playing "), "printErr is debug: "
        + report.text());
  }

  /**
   * A program written for Node rather than with CodinGame's functions passes as it does on
   * CodinGame: its input read whole from file descriptor 0, line by line from Node's readline
   * module (declaring its own {@code readline}), or from process.stdin's events; its output
   * written with console.log and process.stdout.write.
   */
  @Test
  void aCodinGameJavaScriptProgramWrittenForNodePassesHoweverItReadsItsInput() throws IOException {
    Checks.needs("node");
    String body = Files.readString(Path.of("docs/examples/engine/solution.js"))
        .replace("readline()", "next()").replace("printErr(", "console.error(")
        .replace("print(", "process.stdout.write('' + ").replace(".join(''));", ".join('') + '\\n');");
    String lines = "let at = 0;\nconst next = () => input[at++];\n";
    Map<String, String> programs = Map.of(
        "whole.js", "const input = require('fs').readFileSync(0, 'utf8').split('\\n');\n" + lines
            + body,
        "lines.js", "const readline = require('readline');\nconst input = [];\n"
            + "readline.createInterface({ input: process.stdin }).on('line', (l) => input.push(l))"
            + ".on('close', () => {\n" + lines + body + "\n});\n",
        "events.js", "let text = '';\nprocess.stdin.setEncoding('utf8');\n"
            + "process.stdin.on('data', (chunk) => { text += chunk; });\n"
            + "process.stdin.on('end', () => {\nconst input = text.split('\\n');\n" + lines + body
            + "\n});\n");
    for (Map.Entry<String, String> program : programs.entrySet()) {
      assertTrue(!program.getValue().contains("readline()") && !program.getValue()
          .contains("print("), program.getKey() + " uses none of CodinGame's functions");
      Path file = Files.writeString(dir.resolve(program.getKey()), program.getValue());
      CheckReport report = Checks.engineOnSome(file);
      assertPassesInTheDriver(program.getKey(), report);
    }
  }

  /**
   * A Python program that reads its input as competitive programmers do, {@code open(0)}, the
   * bytes of sys.stdin, or file descriptor 0 itself, passes: it is given the puzzle, not the
   * protocol's pipe (open(0) used to wait on that pipe for ever).
   */
  @Test
  void aCodinGamePythonProgramReadingOpenZeroOrStdinsBytesPasses() throws IOException {
    Checks.needs("python3");
    String body = Files.readString(Path.of("docs/examples/engine/alphabeta.py"))
        .replace("input()", "next(lines)");
    for (String read : List.of("open(0).read()", "open(0, 'rb').read().decode()",
        "sys.stdin.buffer.read().decode()", "__import__('os').read(0, 1 << 16).decode()",
        "sys.__stdin__.read()")) {
      Path file = Files.writeString(dir.resolve("reads" + Math.abs(read.hashCode()) + ".py"),
          "import sys\nlines = iter(" + read + ".split('\\n'))\n" + body);
      CheckReport report = Checks.engineOnSome(file);
      assertPassesInTheDriver(read, report);
    }
  }

  /** Passed in the driver itself, not only once each failure was run again as CodinGame runs it. */
  private static void assertPassesInTheDriver(String what, CheckReport report) {
    assertEquals(Status.PASS, report.status(), what + ":\n" + report.text());
    assertTrue(!report.text().contains("came out otherwise"), what + " passed in the driver, not"
        + " only when each failure was run again in a process of its own:\n" + report.text());
  }

  /** A C++ program runs a process a puzzle, as CodinGame runs it: on a few positions here. */
  @Test
  void aCodinGameCppProgramPasses() {
    Checks.needs("g++");
    CheckReport report = Checks.engineOnSome(Path.of("docs/examples/engine/solution.cpp"));
    assertEquals(Status.PASS, report.status(), report.text());
  }

  /**
   * An answer to one problem given to the other says which command it is for, at once: a
   * CodinGame program that reads its input at the top of the file does not wait for the game
   * protocol's input, and a LeetCode class that prints nothing for a puzzle is named as a class.
   */
  @Test
  void anAnswerToTheOtherProblemSaysWhichCommandItIsFor() throws Exception {
    Checks.needs("python3");
    CheckReport program = game(Path.of("docs/examples/engine/minimax.py"));
    assertEquals(Status.ERROR, program.status(), program.text());
    assertTrue(program.errorMessage().orElse("").endsWith("that is check engine FILE)"),
        program.text());
    Checks.needs("node");
    CheckReport js = game(Path.of("docs/examples/engine/solution.js"));
    assertTrue(js.errorMessage().orElse("").endsWith("that is check engine FILE)"), js.text());
    CheckReport leetCode = Checks.engineOnSome(Path.of("docs/examples/game/counters.py"));
    assertEquals(Status.FAIL, leetCode.status(), leetCode.text());
    assertTrue(leetCode.text().contains("got nothing: the program must print the board after its"
        + " move (a LeetCode class with move() is an answer to the game: check game FILE)"),
        leetCode.text());
  }
}
