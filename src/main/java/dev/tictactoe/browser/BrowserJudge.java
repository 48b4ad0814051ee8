package dev.tictactoe.browser;

import dev.tictactoe.judge.CheckReport;
import dev.tictactoe.judge.EngineJudge;
import dev.tictactoe.judge.GameJudge;
import dev.tictactoe.judge.Progress;
import dev.tictactoe.judge.Seeded;
import dev.tictactoe.judge.Text;
import dev.tictactoe.mnk.Rules;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * The practice pane's judge, compiled to WebAssembly GC by TeaVM (the {@code browser-judge}
 * execution in {@code pom.xml}) and run in the pane's Web Worker
 * ({@code src/main/web/src/worker.js}): the checker's own judge ({@link GameJudge},
 * {@link EngineJudge}: its case lists, references and shrinker), asking the reader's code, which
 * runs in the same worker, through a JavaScript function it calls synchronously with a batch of
 * requests ({@link PageChannel}). The verdict is the judge's report as JSON ({@link Verdict}).
 *
 * <p>Exported to JavaScript (TeaVM's {@code @JSExport}; the module's {@code exports}):
 *
 * <ul>
 *   <li>{@code judge(problem, file, timeLimit, answered, printed, timedOut, exactFrom, answer,
 *       progress)}: runs the checks of {@code problem} ({@code "game"} or {@code "engine"}) on
 *       the solution the report calls {@code file} and returns the {@link Verdict} as JSON;
 *       {@code timeLimit} is the page's limit on one call, in milliseconds, which the verdict
 *       names when a call ran out of it. {@code answer(first, requests, exactFrom)} is the
 *       reader's code: the requests, numbered from {@code first}, joined by {@link #SEPARATOR},
 *       in; their answers joined the same way, then {@link #PRINTED} and what the code printed
 *       meanwhile, out. {@code progress(what, done, of, next)} is told how far the checks are,
 *       and the number of the next request. The other four say what earlier runs learned
 *       ({@link PageChannel}): the answers they received, joined by {@link #SEPARATOR} (an
 *       empty one is asked again); what was printed during each batch that came back, as
 *       records {@code first} {@link #PRINTED} {@code text} joined by {@link #SEPARATOR}; the
 *       numbers of the requests that ran out of time, joined by commas; and the request from
 *       which the page must hear of each one as it starts.
 *   <li>{@code separator()}: {@link #SEPARATOR}; {@code echo(text)}: the text back, for the
 *       measured run to time a crossing.
 * </ul>
 *
 * <p>What the page plays: the checker's own families of games and positions, with its default
 * seed, so a reader who runs {@code check} on the same answer gets the same games; the game's
 * boards up to {@link #MAX_SIDE}, the largest LeetCode promises (as {@code check}'s default).
 *
 * <p>Strings cross between JavaScript and WebAssembly as whole arrays of UTF-16 units (Chromium's
 * JS string builtins, which TeaVM's loader asks for), so a batch of 4,096 games crosses as two
 * strings, not 8,000 calls.
 */
public final class BrowserJudge {
  /** Between two requests, or two answers, of a batch: ASCII's record separator. */
  public static final char SEPARATOR = '\u001e';
  /** Between a batch's answers and what the code printed: ASCII's group separator. */
  public static final char PRINTED = '\u001d';
  /** The largest board side the page plays the game on (as {@code check --max-n}). */
  public static final int MAX_SIDE = 100;
  /** The command a failing game's replay script names: the CLI jar, as a clone builds it. */
  static final String REPLAY = "java -jar target/tictactoe.jar";

  private BrowserJudge() {}

  /**
   * The reader's code, as the worker gives it: one batch of requests in; their answers, then
   * {@link #PRINTED} and what the code printed, out.
   */
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
  public static String judge(String problem, String file, int timeLimit, String answered,
      String printed, String timedOut, int exactFrom, Answer answer, Listener listener) {
    String separator = String.valueOf(SEPARATOR);
    return judge(problem, file, timeLimit, answered.isEmpty() ? List.of()
        : split(answered, SEPARATOR), records(printed), numbers(timedOut), exactFrom,
        (first, requests, exact) -> {
          String both = answer.answer(first, String.join(separator, requests), exact);
          int cut = both.lastIndexOf(PRINTED);
          return cut < 0 ? new PageChannel.Reply(split(both, SEPARATOR), "")
              : new PageChannel.Reply(split(both.substring(0, cut), SEPARATOR),
                  both.substring(cut + 1));
        }, listener);
  }

  /** The same judge with Java's own types, as the tests call it. */
  static String judge(String problem, String file, long timeLimit, List<String> answered,
      Map<Integer, String> printed, Set<Integer> timedOut, int exactFrom,
      PageChannel.Solution solution, Listener listener) {
    PageChannel channel = new PageChannel(answered, printed, timedOut, exactFrom,
        timeLimit * 1_000_000L, solution);
    Progress progress = (what, done, of) -> listener.progress(what, done, of, channel.next());
    CheckReport report;
    switch (problem) {
      case "game" -> report = GameJudge.run(channel, file, MAX_SIDE, Seeded.DEFAULT, REPLAY,
          progress);
      case "engine" -> report = EngineJudge.run(channel, null, file, Rules.ticTacToe(),
          EngineJudge.allThreeByThree(), EngineJudge.ALL_THREE_BY_THREE,
          // no limit on the whole run (the reader has Stop), and a clock that stands still:
          // the batches then grow alike in every run, which the page's replay needs
          new EngineJudge.Pace(0, progress, () -> 0L));
      default -> {
        return Verdict.error(problem, "no such problem: " + problem
            + " (the pane checks \"game\" or \"engine\")");
      }
    }
    return Verdict.json(problem, report);
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
  private static List<String> split(String text, char separator) {
    return Text.split(text, String.valueOf(separator));
  }

  /** "first{@link #PRINTED}text" records, joined by {@link #SEPARATOR}, by their first. */
  private static Map<Integer, String> records(String text) {
    Map<Integer, String> records = new HashMap<>();
    if (!text.isEmpty()) {
      for (String record : split(text, SEPARATOR)) {
        int cut = record.indexOf(PRINTED);
        if (cut > 0) {
          records.put(Integer.parseInt(record.substring(0, cut)), record.substring(cut + 1));
        }
      }
    }
    return records;
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
