package dev.tictactoe.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tictactoe.game.Design;
import dev.tictactoe.game.Game;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The practice pane in a real browser (Debian's Chromium, headless), on a page holding both
 * panes as the site writes them, served by the packaged jar's {@code serve} on a free port: a
 * reader's answer typed in, checked, and the verdict read from the page; a correct answer to
 * each problem in each language passes (the correct ones are {@code docs/examples/}'s, which
 * {@code check} passes too), and answers that fail, throw, print and never end are told so.
 * Python runs on Pyodide from the site's own files (the slowest part: Pyodide takes seconds of a
 * core to start, once a pane, and each correct Python answer is judged in full), JavaScript from
 * {@code file://} too.
 *
 * <p>Without a browser each test is skipped, or fails on CI (see {@link Chromium}). Screenshots
 * for a person to look at are left in {@code target/practice-*.png}.
 */
@Order(3) // after the explorer's browser test: see ExplorerBrowserTest
class PracticeBrowserTest {
  private static final Path DIR = Path.of("target", "practice-test").toAbsolutePath();
  private static final String PAGE = "practice.html";

  private static WebDriver driver;
  private static Process serve;
  private static String httpUrl;
  private static String fileUrl;
  private static String missing;

  /** A page with both panes, as the site writes a chapter that holds them. */
  static String page() {
    return PracticePane.insertInto("<!DOCTYPE html>\n<html lang=\"en\"><head>"
        + "<meta charset=\"UTF-8\"><title>Practice</title></head><body>\n"
        + PracticePane.html("game") + "\n" + PracticePane.html("engine") + "\n</body></html>\n",
        PAGE);
  }

  @BeforeAll
  static void serveThePageAndStartChromium() throws IOException {
    missing = Chromium.missing("PracticeBrowserTest").orElse(null);
    if (missing != null) {
      return;
    }
    Files.createDirectories(DIR);
    Files.writeString(DIR.resolve(PAGE), page());
    PracticeAssets.write(DIR);
    fileUrl = DIR.resolve(PAGE).toUri().toString();
    serve = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-jar", Path.of(System.getProperty("tictactoe.jar", "target/tictactoe.jar"))
            .toAbsolutePath().toString(), "serve", DIR.toString(), "--port", "0")
        .redirectErrorStream(true).start();
    String line = new BufferedReader(new InputStreamReader(serve.getInputStream(),
        StandardCharsets.UTF_8)).readLine();
    Matcher address = Pattern.compile("at (http://127\\.0\\.0\\.1:\\d+/) ").matcher(
        String.valueOf(line));
    assertTrue(address.find(), "serve printed its address: " + line);
    httpUrl = address.group(1) + PAGE;
    driver = Chromium.start();
  }

  @AfterAll
  static void stop() throws InterruptedException {
    if (driver != null) {
      driver.quit();
    }
    if (serve != null) {
      serve.destroy();
      serve.waitFor(10, TimeUnit.SECONDS);
    }
  }

  @BeforeEach
  void openThePage() {
    assumeTrue(missing == null, missing);
    driver.get("about:blank");
    driver.get(httpUrl);
    ((JavascriptExecutor) driver).executeScript("localStorage.clear()"); // each test's own code
    driver.get(httpUrl);
  }

  // --- the pane ---

  private static WebElement pane(String problem) {
    return driver.findElement(By.cssSelector(".practice[data-problem='" + problem + "']"));
  }

  private static void choose(String problem, String language) {
    new Select(pane(problem).findElement(By.className("practice-language")))
        .selectByValue(language);
  }

  /** Puts {@code code} into the pane's editor, as a paste would. */
  private static void setCode(String problem, String code) {
    ((JavascriptExecutor) driver).executeScript("arguments[0].practice.editor.setText("
        + "arguments[1])", pane(problem), code);
  }

  private static String code(String problem) {
    return (String) ((JavascriptExecutor) driver).executeScript(
        "return arguments[0].practice.editor.text()", pane(problem));
  }

  private static void check(String problem) {
    pane(problem).findElement(By.className("practice-check")).click();
  }

  /** Waits, in the page, for the pane's verdict (at most {@code seconds}), and returns it. */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> verdict(String problem, int seconds) {
    driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(seconds + 10));
    return (Map<String, Object>) ((JavascriptExecutor) driver).executeAsyncScript("""
        var pane = arguments[0], seconds = arguments[1], done = arguments[arguments.length - 1];
        var start = Date.now();
        (function look() {
          var verdict = pane.querySelector('.verdict');
          if (verdict || Date.now() - start > seconds * 1000) {
            var tests = [];
            pane.querySelectorAll('.verdict-test').forEach(function (t) {
              var message = t.querySelector('.verdict-test-message');
              tests.push(t.dataset.status + ' ' + t.querySelector('.verdict-name').textContent
                  + ' | ' + (message ? message.textContent : ''));
            });
            var printed = {};
            pane.querySelectorAll('.verdict-output').forEach(function (o) {
              printed[o.querySelector('summary').textContent] = o.querySelector('pre').textContent;
            });
            done({status: verdict ? verdict.dataset.status : 'none', tests: tests,
                line: pane.querySelector('.practice-status').textContent,
                printed: printed, text: verdict ? verdict.innerText : ''});
          } else {
            setTimeout(look, 50);
          }
        }());
        """, pane(problem), seconds);
  }

  /** The failing game as drawn: each table row's cells, the marked row, the board's cells. */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> failingGame(String problem) {
    return (Map<String, Object>) ((JavascriptExecutor) driver).executeScript("""
        var figure = arguments[0].querySelector('.failing-game');
        var rows = [];
        figure.querySelectorAll('tbody tr').forEach(function (r) {
          var cells = [];
          r.querySelectorAll('td').forEach(function (c) { cells.push(c.textContent); });
          rows.push(cells);
        });
        var failing = figure.querySelector('tr.failing-move');
        return {rows: rows, failing: Array.prototype.indexOf.call(failing.parentNode.children,
            failing), cells: figure.querySelectorAll('.practice-cell').length,
            trace: (figure.querySelector('.failing-trace') || {}).textContent || '',
            caption: figure.querySelector('figcaption').textContent,
            leetCode: (figure.querySelector('.failing-leetcode') || {}).textContent || '',
            replay: figure.querySelector('.failing-replay').textContent};
        """, pane(problem));
  }

  /** A screenshot of the pane's verdict, for a person to look at. */
  private static void screenshot(String name, String problem) throws IOException {
    ((JavascriptExecutor) driver).executeScript("arguments[0].scrollIntoView()",
        pane(problem).findElement(By.className("practice-verdict")));
    Files.write(Path.of("target", "practice-" + name + ".png"),
        ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
  }

  private static void assertNoErrorsLogged() {
    assertEquals(List.of(), Chromium.warnings(driver), "the page logged no warnings or errors");
  }

  // --- answers ---

  /** LeetCode's JavaScript answer with counters, each line as one would type it. */
  private static final List<String> TYPED_ANSWER = List.of(
      "var TicTacToe = function(n) {",
      "this.n = n; this.rows = new Array(n).fill(0); this.cols = new Array(n).fill(0);",
      "this.d = 0; this.a = 0;",
      "};",
      "TicTacToe.prototype.move = function(row, col, player) {",
      "const add = player === 1 ? 1 : -1, won = add * this.n;",
      "this.rows[row] += add; this.cols[col] += add;",
      "if (row === col) this.d += add;",
      "if (row + col === this.n - 1) this.a += add;",
      "return [this.rows[row], this.cols[col], this.d, this.a].includes(won) ? player : 0;",
      "};");

  /** The names of the game's checks, as {@code check game} names them. */
  private static final List<String> GAME_CHECKS = List.of(
      "every game on 2 x 2, either player first", "every 3 x 3 game (255,168 games)",
      "games on n = 4 to 100: a win on every line by either player, the anti-diagonal's last"
          + " cell, a win on the last free cell, random games");

  private static List<String> passed(List<String> names) {
    return names.stream().map(name -> "pass " + name + " | ").toList();
  }

  @Test
  void aJavaScriptAnswerTypedInPassesEveryGame() throws IOException {
    choose("game", "javascript");
    WebElement editor = pane("game").findElement(By.className("cm-content"));
    editor.click();
    editor.sendKeys(Keys.chord(Keys.CONTROL, "a"), Keys.DELETE);
    editor.sendKeys(String.join(Keys.ENTER, TYPED_ANSWER)); // one call: each key, in order
    assertEquals(String.join("", TYPED_ANSWER).replace(" ", ""),
        code("game").replaceAll("\\s", ""), "the editor holds what was typed");
    check("game");
    Map<String, Object> verdict = verdict("game", 60);
    assertEquals("pass", verdict.get("status"), verdict.toString());
    assertEquals(passed(GAME_CHECKS), verdict.get("tests"));
    assertTrue(((String) verdict.get("text")).startsWith("Every check passed."),
        verdict.toString());
    assertTrue(((String) verdict.get("line")).matches("Checked in [\\d.]+ s\\."),
        verdict.toString());
    screenshot("pass", "game");
    assertNoErrorsLogged();
  }

  @Test
  void aWrongAnswerFailsWithTheShortestGameDrawnAndWhatItPrinted() throws IOException {
    choose("game", "javascript");
    setCode("game", String.join("\n", TYPED_ANSWER)
        .replace("row + col === this.n - 1", "row + col === this.n") // the anti-diagonal slip
        .replace("const add", "console.log('move', row, col); const add"));
    check("game");
    Map<String, Object> verdict = verdict("game", 60);
    assertEquals("fail", verdict.get("status"), verdict.toString());
    Map<String, Object> game = failingGame("game");
    @SuppressWarnings("unchecked")
    List<List<String>> rows = (List<List<String>>) game.get("rows");
    int failing = ((Number) game.get("failing")).intValue();
    assertEquals(rows.size() - 1, failing, "the game ends with the failing move");
    assertEquals(4, ((Number) game.get("cells")).intValue(), "drawn on the 2 x 2 board");
    Game reference = Design.LOCAL_SCAN.create(2);
    for (int i = 0; i < rows.size(); i++) {
      List<String> row = rows.get(i);
      int expected = reference.move(Integer.parseInt(row.get(1)), Integer.parseInt(row.get(2)),
          Integer.parseInt(row.get(3)));
      assertEquals(String.valueOf(expected), row.get(4), "the reference's value, move " + i);
      assertEquals(i == failing, !row.get(4).equals(row.get(5)), "yours differs there: " + rows);
    }
    assertTrue(((String) game.get("replay")).endsWith("| java -jar target/tictactoe.jar replay --n"
        + " 2"), game.toString());
    StringBuilder calls = new StringBuilder("[\"TicTacToe\"");
    StringBuilder arguments = new StringBuilder("[[2]");
    StringBuilder printed = new StringBuilder();
    for (List<String> row : rows) {
      calls.append(",\"move\"");
      arguments.append(",[").append(row.get(1)).append(',').append(row.get(2)).append(',')
          .append(row.get(3)).append(']');
      printed.append("move ").append(row.get(1)).append(' ').append(row.get(2)).append('\n');
    }
    assertEquals(calls + "]\n" + arguments + "]", game.get("leetCode"), "as LeetCode's test");
    @SuppressWarnings("unchecked")
    Map<String, String> outputs = (Map<String, String>) verdict.get("printed");
    assertEquals(printed.toString(), outputs.get("What your code printed during this game"),
        "what the failing game printed, played alone: " + outputs);
    assertTrue(outputs.get("What your code printed during \u201c" + GAME_CHECKS.get(0)
        + "\u201d").startsWith("move 0 0\n"), outputs.toString());
    screenshot("fail", "game");
  }

  @Test
  void anEndlessLoopEndsWithAMessageWhileThePageStillAnswers() throws IOException {
    ((JavascriptExecutor) driver).executeScript("arguments[0].dataset.timeLimit = '1000'",
        pane("game")); // a second, not ten: the test's own limit
    choose("game", "javascript");
    String looping = String.join("\n", TYPED_ANSWER).replace("const add",
        "if (this.n === 2 && row === 1 && col === 1) { while (true) {} } const add");
    setCode("game", looping);
    ((JavascriptExecutor) driver).executeScript("""
        var line = arguments[0].querySelector('.practice-status');
        window.said = [];
        new MutationObserver(function () { window.said.push(line.textContent); })
            .observe(line, {childList: true, characterData: true, subtree: true});
        """, pane("game"));
    check("game");
    // while the worker loops, the page answers a click at once
    pane("game").findElement(By.className("practice-reset")).click();
    assertTrue(code("game").startsWith("/**\n * @param {number} n"), "the template is back");
    Map<String, Object> verdict = verdict("game", 60);
    assertEquals("fail", verdict.get("status"), verdict.toString());
    @SuppressWarnings("unchecked")
    List<String> tests = (List<String>) verdict.get("tests");
    assertTrue(tests.get(0).startsWith("fail ") && tests.get(0).endsWith(
        "on a 2 x 2 board, no answer within 1 second (an endless loop, or far too slow)"),
        tests.toString());
    assertTrue(tests.get(1).contains("not played: the solution ran out of time"), tests.toString());
    assertTrue(tests.get(2).contains("not played: the solution ran out of time"), tests.toString());
    Map<String, Object> game = failingGame("game");
    @SuppressWarnings("unchecked")
    List<List<String>> rows = (List<List<String>>) game.get("rows");
    assertTrue(rows.stream().anyMatch(r -> r.get(1).equals("1") && r.get(2).equals("1")),
        "the game shown is one that plays (1, 1): " + rows);
    @SuppressWarnings("unchecked")
    List<String> said = (List<String>) ((JavascriptExecutor) driver).executeScript(
        "return window.said");
    assertTrue(said.stream().anyMatch(s -> s.startsWith("No answer within 1 s")), said.toString());
    screenshot("timeout", "game");
  }

  @Test
  void aCorrectPythonAnswerPassesOnPyodideAndAnExceptionNamesTheLine() throws IOException {
    choose("game", "python");
    setCode("game", PracticeRun.region(Path.of("docs/examples/game/counters.py"), "solution",
        "#"));
    check("game");
    Map<String, Object> verdict = verdict("game", 120);
    assertEquals("pass", verdict.get("status"), verdict.toString());
    assertEquals(passed(GAME_CHECKS), verdict.get("tests"));
    // the same pane's worker, Pyodide loaded already: a wrong answer, which throws
    setCode("game", String.join("\n",
        "class TicTacToe:",
        "    def __init__(self, n):",
        "        self.n = n",
        "",
        "    def move(self, row, col, player):",
        "        print('move', row, col)",
        "        if (row, col) == (self.n - 1, 0):",
        "            raise ValueError('that corner')",
        "        return 0"));
    check("game");
    verdict = verdict("game", 60);
    assertEquals("fail", verdict.get("status"), verdict.toString());
    Map<String, Object> game = failingGame("game");
    assertEquals("threw ValueError: that corner\n    at solution.py line 8, in move",
        game.get("trace"));
    @SuppressWarnings("unchecked")
    Map<String, String> outputs = (Map<String, String>) verdict.get("printed");
    assertTrue(outputs.get("What your code printed during this game").endsWith("move 1 0\n"),
        outputs.toString());
    screenshot("python", "game");
    assertNoErrorsLogged();
  }

  @Test
  void correctEnginesPassInBothLanguages() throws IOException {
    choose("engine", "javascript");
    setCode("engine", Files.readString(Path.of("docs/examples/engine/solution.js")));
    check("engine");
    Map<String, Object> verdict = verdict("engine", 60);
    assertEquals("pass", verdict.get("status"), verdict.toString());
    assertEquals(passed(List.of("every reachable 3x3 position: every finished position (958)"
        + " comes back unchanged", "every reachable 3x3 position: every position with a move to"
        + " make (4,520) gets the engine's move: the fastest win, else a draw, else the slowest"
        + " loss, ties to the grid")), verdict.get("tests"));
    choose("engine", "python");
    setCode("engine", Files.readString(Path.of("docs/examples/engine/alphabeta.py")));
    check("engine");
    Map<String, Object> python = verdict("engine", 120);
    assertEquals("pass", python.get("status"), python.toString());
    assertEquals(verdict.get("tests"), python.get("tests"), "the same checks");
    assertNoErrorsLogged();
  }

  @Test
  void anEngineThatPlaysTheFirstFreeCellHasItsWrongAnswersGroupedAndDrawn()
      throws IOException {
    choose("engine", "javascript");
    setCode("engine", String.join("\n",
        "const me = readline();",
        "const cells = (readline() + readline() + readline()).split('');",
        "const lines = [[0,1,2],[3,4,5],[6,7,8],[0,3,6],[1,4,7],[2,5,8],[0,4,8],[2,4,6]];",
        "const over = lines.some(([a, b, c]) => cells[a] !== '.' && cells[a] === cells[b]"
            + " && cells[b] === cells[c]);",
        "if (!over && cells.includes('.')) cells[cells.indexOf('.')] = me;",
        "for (let r = 0; r < 3; r++) console.log(cells.slice(3 * r, 3 * r + 3).join(''));"));
    check("engine");
    Map<String, Object> verdict = verdict("engine", 60);
    assertEquals("fail", verdict.get("status"), verdict.toString());
    @SuppressWarnings("unchecked")
    List<String> tests = (List<String>) verdict.get("tests");
    assertTrue(tests.get(0).startsWith("pass every reachable 3x3 position: every finished"
        + " position (958)"), tests.get(0));
    assertTrue(tests.get(1).startsWith("fail every reachable 3x3 position: every position with a"
        + " move to make (4,520)"), tests.get(1));
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> shown = (List<Map<String, Object>>) ((JavascriptExecutor) driver)
        .executeScript("""
            var out = [];
            arguments[0].querySelectorAll('.wrong-answers').forEach(function (group) {
              group.querySelectorAll('.wrong-answer').forEach(function (answer) {
                var cells = [];
                answer.querySelectorAll('.practice-cell').forEach(function (c) {
                  cells.push({text: c.textContent, played: c.classList.contains(
                      'practice-cell-played'), expected: c.classList.contains(
                      'practice-cell-expected')});
                });
                out.push({kind: group.dataset.kind, cells: cells});
              });
            });
            return out;
            """, pane("engine"));
    assertTrue(shown.stream().map(s -> s.get("kind")).distinct().count() >= 2,
        "more than one kind of wrong answer: " + shown);
    for (Map<String, Object> answer : shown) {
      @SuppressWarnings("unchecked")
      List<Map<String, Object>> cells = (List<Map<String, Object>>) answer.get("cells");
      assertEquals(9, cells.size());
      int played = -1;
      for (int i = 0; i < 9; i++) {
        String text = (String) cells.get(i).get("text");
        assertTrue(text.matches("[XO]|[WL]\\d|D"), "a mark or a value: " + cells);
        if (Boolean.TRUE.equals(cells.get(i).get("played"))) {
          played = i;
        }
      }
      int firstFree = 0;
      while (cells.get(firstFree).get("text").toString().matches("[XO]")) {
        firstFree++;
      }
      assertEquals(firstFree, played, "the answer marked the first free cell: " + cells);
      assertTrue(cells.stream().anyMatch(c -> Boolean.TRUE.equals(c.get("expected"))));
    }
    screenshot("engine", "engine");
  }

  @Test
  void fromAFileJavaScriptRunsAndPythonSaysInALineHowToServeTheSite() {
    // (and JavaScript that throws, or does not load, is said so with its file and line)
    driver.get(fileUrl);
    choose("game", "python");
    String line = pane("game").findElement(By.className("practice-status")).getText();
    assertTrue(line.startsWith("Python runs on Pyodide, which the browser loads only over HTTP:")
        && line.contains("java -jar target/tictactoe.jar serve target/site"), line);
    check("game");
    assertEquals(line, pane("game").findElement(By.className("practice-status")).getText(),
        "Check says the same line and runs nothing");
    choose("game", "javascript");
    setCode("game", "class TicTacToe {\n  constructor(n) {}\n  move(row, col, player) {\n"
        + "    return this.missing.count;\n  }\n}\n");
    check("game");
    Map<String, Object> verdict = verdict("game", 60);
    assertEquals("fail", verdict.get("status"), verdict.toString());
    Map<String, Object> game = failingGame("game");
    assertTrue(((String) game.get("trace")).startsWith("threw TypeError: Cannot read properties"
        + " of undefined (reading 'count')\n    at TicTacToe.move (solution.js:4:"),
        game.get("trace").toString());
    // code that does not load: an error that says why, and the pane is ready for the next
    setCode("game", "class TicTacToe {\n  move(row, col, player) {\n    return 0;\n  }\n");
    check("game");
    verdict = verdict("game", 30);
    assertEquals("error", verdict.get("status"), verdict.toString());
    assertTrue(((String) verdict.get("text")).startsWith("No check could run.")
        && ((String) verdict.get("text")).contains("solution.js does not compile: SyntaxError"),
        verdict.toString());
    assertEquals(null, pane("game").findElement(By.className("practice-check"))
        .getDomAttribute("disabled"), "Check can be pressed again");
  }
}
