package dev.tictactoe.site;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The practice pane's measured run, not a test (nothing here fails on a time): in headless
 * Chromium, a page with both panes served by the packaged jar's {@code serve}, each answer
 * checked in a browser started afresh (nothing cached: Pyodide's start included), the time from
 * the click on Check to the verdict, and where it went. Run it after {@code ./mvnw -B -q
 * -DskipTests package}, on a quiet machine:
 *
 * <pre>
 * ./mvnw -B -q test-compile exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=dev.tictactoe.site.PracticeRun [-Dexec.args=3]
 * </pre>
 *
 * <p>The first argument is how many times each answer is checked (3 by default), a second one
 * keeps only the answers whose name holds it ({@code "game, JavaScript"}); the median is
 * printed after the runs, with the load average before and after, since the machine may be
 * shared. On this project's two cores, shared with three other builds (load average about 4),
 * three runs each: every 3x3 game (255,168) through the JavaScript class in 2.1-2.3 s (0.7 s of
 * it in the class, the rest the judge), through the Python class in 9.5-10.7 s (Pyodide ready
 * after 3.3-4.2 s, then 4.3-5.3 s in Python); every 3x3 position through the CodinGame Python
 * program in 6.4-7.3 s. One crossing into the judge and back took 0.9 µs for a game's 40
 * characters and 0.6 ms for a batch's 160 KB: under 2% of a run.
 */
public final class PracticeRun {
  private PracticeRun() {}

  /** One answer to measure: which pane, which language, the code, and what it should get. */
  private record Answer(String name, String problem, String language, String code) {}

  /** The tagged region {@code tag} of {@code file}, whose comments start with {@code comment}. */
  static String region(Path file, String tag, String comment) throws IOException {
    String text = Files.readString(file);
    return text.substring(text.indexOf(comment + " tag::" + tag + "[]") + (comment + " tag::"
        + tag + "[]").length() + 1, text.indexOf(comment + " end::" + tag + "[]"));
  }

  public static void main(String[] args) throws Exception {
    int times = args.length > 0 ? Integer.parseInt(args[0]) : 3;
    List<Answer> answers = List.of(
        new Answer("game, JavaScript (docs/examples/game/tictactoe.js, LeetCode's class)", "game",
            "javascript", region(Path.of("docs/examples/game/tictactoe.js"), "solution", "//")),
        new Answer("game, Python (docs/examples/game/counters.py, LeetCode's class)", "game",
            "python", region(Path.of("docs/examples/game/counters.py"), "solution", "#")),
        new Answer("engine, JavaScript (docs/examples/engine/solution.js, CodinGame's program)",
            "engine", "javascript", Files.readString(Path.of("docs/examples/engine/solution.js"))),
        new Answer("engine, Python (docs/examples/engine/minimax.py, CodinGame's program, plain"
            + " minimax)", "engine", "python",
            Files.readString(Path.of("docs/examples/engine/minimax.py"))),
        new Answer("engine, Python (docs/examples/engine/alphabeta.py, CodinGame's program,"
            + " memoized alpha-beta)", "engine", "python",
            Files.readString(Path.of("docs/examples/engine/alphabeta.py"))));
    Path dir = Path.of("target", "practice-run").toAbsolutePath();
    Files.createDirectories(dir);
    Files.writeString(dir.resolve("practice.html"), PracticeBrowserTest.page());
    PracticeAssets.write(dir);
    Process serve = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java")
        .toString(), "-jar", Path.of("target", "tictactoe.jar").toAbsolutePath().toString(),
        "serve", dir.toString(), "--port", "0").redirectErrorStream(true).start();
    try {
      String line = new BufferedReader(new InputStreamReader(serve.getInputStream(),
          StandardCharsets.UTF_8)).readLine();
      Matcher address = Pattern.compile("at (http://\\S+/) ").matcher(String.valueOf(line));
      if (!address.find()) {
        throw new IllegalStateException("serve printed no address: " + line);
      }
      String url = address.group(1) + "practice.html";
      System.out.println("load average before: " + loadAverage());
      probe(url);
      for (Answer answer : answers) {
        if (args.length > 1 && !answer.name().contains(args[1])) {
          continue;
        }
        List<Double> seconds = new ArrayList<>();
        for (int i = 0; i < times; i++) {
          seconds.add(run(url, answer));
        }
        seconds.sort(null);
        System.out.printf(Locale.ROOT, "%s: median %.1f s of %d%n", answer.name(),
            seconds.get(seconds.size() / 2), times);
      }
      System.out.println("load average after: " + loadAverage());
    } finally {
      serve.destroy();
    }
  }

  private static String loadAverage() throws IOException {
    return Files.readString(Path.of("/proc/loadavg")).strip();
  }

  /** One check of one answer in a fresh browser: seconds from the click to the verdict. */
  @SuppressWarnings("unchecked")
  private static double run(String url, Answer answer) {
    WebDriver driver = Chromium.start();
    try {
      driver.manage().timeouts().scriptTimeout(Duration.ofMinutes(5));
      driver.get(url);
      WebElement pane = driver.findElement(By.cssSelector(".practice[data-problem='"
          + answer.problem() + "']"));
      new Select(pane.findElement(By.className("practice-language")))
          .selectByValue(answer.language());
      JavascriptExecutor js = (JavascriptExecutor) driver;
      js.executeScript("arguments[0].practice.endWorker();" // not warmed by the choice
          + "arguments[0].practice.editor.setText(arguments[1]);", pane, answer.code());
      Map<String, Object> result = (Map<String, Object>) js.executeAsyncScript("""
          var pane = arguments[0], done = arguments[arguments.length - 1];
          var line = pane.querySelector('.practice-status'), said = [], start;
          new MutationObserver(function () {
            said.push([Math.round(performance.now() - start), line.textContent]);
          }).observe(line, {childList: true, characterData: true, subtree: true});
          start = performance.now();
          pane.querySelector('.practice-check').click();
          (function look() {
            var verdict = pane.querySelector('.verdict');
            if (verdict) {
              done({ms: performance.now() - start, status: verdict.dataset.status,
                  said: said, timing: pane.practice.timing});
            } else {
              setTimeout(look, 20);
            }
          }());
          """, pane);
      Map<String, Object> timing = (Map<String, Object>) result.get("timing");
      double ms = ((Number) result.get("ms")).doubleValue();
      List<List<Object>> said = (List<List<Object>>) result.get("said");
      System.out.printf(Locale.ROOT, "  %s: %s in %.1f s (judging %.1f s, of which in the"
          + " reader's calls %.1f s over %s batches)%n", answer.name(), result.get("status"),
          ms / 1000, ((Number) timing.get("totalMs")).doubleValue() / 1000,
          ((Number) timing.get("callsMs")).doubleValue() / 1000, timing.get("calls"));
      System.out.println("    " + phases(said, ms));
      return ms / 1000;
    } finally {
      driver.quit();
    }
  }

  /**
   * Where the time went, by what the status line said from the click on: how long each phase
   * (the runtime's start, each family of games or kind of position, the shrinking) lasted.
   */
  private static String phases(List<List<Object>> said, double endMs) {
    List<String> phases = new ArrayList<>();
    String phase = null;
    double since = 0;
    for (List<Object> entry : said) {
      double at = ((Number) entry.get(0)).doubleValue();
      String text = (String) entry.get(1);
      String name = text.replaceAll(": [\\d,]+ of [\\d,]+$", "").replaceAll("…$", "");
      if (!name.equals(phase)) {
        if (phase != null) {
          phases.add(String.format(Locale.ROOT, "%.1f s %s", (at - since) / 1000,
              shortened(phase)));
        }
        phase = name;
        since = at;
      }
    }
    if (phase != null && !phase.startsWith("Checked in")) {
      phases.add(String.format(Locale.ROOT, "%.1f s %s", (endMs - since) / 1000,
          shortened(phase)));
    }
    return String.join("; ", phases);
  }

  private static String shortened(String phase) {
    return phase.length() > 40 ? phase.substring(0, 37) + "..." : phase;
  }

  /** What one crossing into the judge and back costs, by the length of the string. */
  private static void probe(String url) {
    WebDriver driver = Chromium.start();
    try {
      driver.manage().timeouts().scriptTimeout(Duration.ofMinutes(2));
      driver.get(url);
      WebElement pane = driver.findElement(By.cssSelector(".practice[data-problem='game']"));
      new Select(pane.findElement(By.className("practice-language"))).selectByValue("javascript");
      Object costs = ((JavascriptExecutor) driver).executeAsyncScript("""
          var pane = arguments[0].practice, done = arguments[arguments.length - 1];
          pane.assets = null;
          (async function () {
            pane.assets = await new Promise(function (resolve) {
              var script = document.createElement('script');
              script.src = 'practice/judge.js';
              script.onload = function () { resolve(self.PracticeJudge); };
              document.head.appendChild(script);
            });
            pane.startWorker('javascript');
            var worker = pane.worker.worker;
            worker.addEventListener('message', function (event) {
              if (event.data.ready) {
                worker.postMessage({probe: [40, 4096, 163840, 1048576]});
              } else if (event.data.probed) {
                done(event.data.probed);
              }
            });
          }());
          """, pane);
      System.out.println("one crossing into the judge and back, ms by string length: " + costs);
    } finally {
      driver.quit();
    }
  }
}
