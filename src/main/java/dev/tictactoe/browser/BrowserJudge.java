package dev.tictactoe.browser;

import dev.tictactoe.check.PageChecks;
import dev.tictactoe.check.Progress;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * The practice pane's judge, compiled to WebAssembly GC by TeaVM (the {@code browser-judge}
 * execution in {@code pom.xml}) and run in the pane's Web Worker
 * ({@code src/main/web/src/worker.js}): the checker's own case lists, references and shrinker,
 * asking the reader's code, which runs in the same worker, through a JavaScript function it calls
 * synchronously with a batch of requests.
 *
 * <p>Exported to JavaScript (TeaVM's {@code @JSExport}; the module's {@code exports}):
 *
 * <ul>
 *   <li>{@code judge(problem, timeLimit, answered, timedOut, exactFrom, answer, progress)}: runs
 *       the checks of {@code problem} ({@code "game"} or {@code "engine"}) and returns the
 *       {@link Verdict} as JSON; {@code timeLimit} is the page's limit on one call, in
 *       milliseconds, which the verdict names when a call ran out of it.
 *       {@code answer(first, requests, exactFrom)} is the reader's code: the requests, numbered
 *       from {@code first}, joined by {@link #SEPARATOR}, in; their answers, joined the same
 *       way, out. {@code progress(what, done, of, next)} is told how far the checks are,
 *       and the number of the next request. The other three say what earlier runs learned
 *       ({@link PageChannel}): the answers they received, joined by {@link #SEPARATOR} (an
 *       empty one is asked again); the numbers of the requests that ran out of time, joined by
 *       commas; and the request from which the page must hear of each one as it starts.
 *   <li>{@code separator()}: {@link #SEPARATOR}; {@code echo(text)}: the text back, for the
 *       measured run to time a crossing.
 * </ul>
 *
 * <p>Strings cross between JavaScript and WebAssembly as whole arrays of UTF-16 units (Chromium's
 * JS string builtins, which TeaVM's loader asks for), so a batch of 4,096 games crosses as two
 * strings, not 8,000 calls.
 */
public final class BrowserJudge {
  /** Between two requests, or two answers, of a batch: ASCII's record separator. */
  public static final char SEPARATOR = '\u001e';

  private BrowserJudge() {}

  /** The reader's code, as the worker gives it: one batch of requests in, their answers out. */
  @JSFunctor
  public interface Answer extends JSObject {
    String answer(int first, String requests, int exactFrom);
  }

  /** Told how far the checks are, and the number of the next request the judge will ask. */
  @JSFunctor
  public interface Listener extends JSObject {
    void progress(String what, double done, double of, int next);
  }

  /** Runs the checks; see the class comment. */
  @JSExport
  public static String judge(String problem, int timeLimit, String answered, String timedOut,
      int exactFrom, Answer answer, Listener listener) {
    return judge(problem, timeLimit, answered.isEmpty() ? List.of() : split(answered, SEPARATOR),
        numbers(timedOut), exactFrom,
        (first, requests, exact) -> split(answer.answer(first, String.join(
            String.valueOf(SEPARATOR), requests), exact), SEPARATOR),
        listener);
  }

  /** The same judge with Java's own types, as the tests call it. */
  static String judge(String problem, long timeLimit, List<String> answered,
      Set<Integer> timedOut, int exactFrom, PageChannel.Solution solution, Listener listener) {
    PageChannel channel = new PageChannel(answered, timedOut, exactFrom, solution);
    Progress progress = (what, done, of) -> listener.progress(what, done, of, channel.next());
    return switch (problem) {
      case "game" -> PageChecks.game(channel, progress, timeLimit).json();
      case "engine" -> PageChecks.engine(channel, progress, timeLimit).json();
      default -> Verdict.error(problem, "no such problem: " + problem
          + " (the pane checks \"game\" or \"engine\")").json();
    };
  }

  @JSExport
  public static String separator() {
    return String.valueOf(SEPARATOR);
  }

  /**
   * {@code text} back, having crossed into WebAssembly and out again: what the measured run times
   * to know what a batch's crossing costs beside the judging ({@code PracticeRun}).
   */
  @JSExport
  public static String echo(String text) {
    return text;
  }

  /** The parts of {@code text} between separators: one, the empty text, for the empty text. */
  static List<String> split(String text, char separator) {
    List<String> parts = new ArrayList<>();
    int start = 0;
    for (int at = text.indexOf(separator); at >= 0; at = text.indexOf(separator, start)) {
      parts.add(text.substring(start, at));
      start = at + 1;
    }
    parts.add(text.substring(start));
    return parts;
  }

  private static Set<Integer> numbers(String text) {
    Set<Integer> numbers = new HashSet<>();
    for (String part : split(text, ',')) {
      if (!part.isBlank()) {
        numbers.add(Integer.parseInt(part.strip()));
      }
    }
    return numbers;
  }
}
