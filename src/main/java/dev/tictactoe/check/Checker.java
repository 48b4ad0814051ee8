package dev.tictactoe.check;

import dev.tictactoe.judge.Channel;
import dev.tictactoe.judge.CheckError;
import dev.tictactoe.judge.CheckReport;
import dev.tictactoe.judge.EngineJudge;
import dev.tictactoe.judge.GameJudge;
import dev.tictactoe.judge.Progress;
import dev.tictactoe.judge.Text;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The checker of a reader's own solution, as {@code check} runs it: the solution made ready (a
 * Java or C++ source file compiled, the driver for a Python or JavaScript one written out), run
 * in processes of its own behind the judge's {@link Channel}, its correctness judged by the judge
 * ({@link GameJudge}, {@link EngineJudge}), then its speed measured beside the project's, one
 * report for it all.
 */
public final class Checker {
  /** The two problems the workbench teaches. */
  public enum Problem {
    /** LeetCode 348, Design Tic-Tac-Toe. */
    GAME,
    /** The Tic Tac Toe Engine puzzle. */
    ENGINE
  }

  /** How the speed is measured. */
  public enum Speed {
    QUICK, FULL, NONE
  }

  /**
   * What to check, from the command line.
   *
   * @param source a source file (its extension says its language)
   * @param classPath with {@code className}: a compiled Java class
   * @param className the class to use: with {@code classPath}, or one of a source's
   * @param command a program in any language, started by the shell
   * @param many with {@code command}, for the engine: one process answers many puzzles
   * @param rules the engine's board (3x3 unless asked otherwise)
   * @param sampled whether the engine's positions are a sample of {@code rules}' (else all of
   *     3x3)
   * @param resultsDir where the speed measurement's files go; empty: a new temporary directory
   * @param runLimit the most the engine's whole run may take (zero: no limit)
   */
  public record Request(Problem problem, Optional<Path> source, Optional<String> classPath,
      Optional<String> className, Optional<String> command, boolean many, Rules rules,
      boolean sampled, int positions, long seed, int maxSide, Speed speed, Limits limits,
      Optional<Path> resultsDir, Duration runLimit) {}

  private Checker() {}

  /** The whole check: never throws for anything the solution does. */
  public static CheckReport check(Request request, Progress progress) {
    return check(request, Optional.empty(), progress);
  }

  /**
   * The check, for the engine on {@code positions} if given (else those the request says: all of
   * 3x3, or a sample).
   */
  static CheckReport check(Request request, Optional<List<Board>> positions, Progress progress) {
    Path work;
    try {
      work = Files.createTempDirectory("tictactoe-check-");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    try {
      Solution solution;
      try {
        solution = solution(request, work);
      } catch (CheckError e) {
        CheckReport report = new CheckReport(request.source().map(p -> p.getFileName()
            .toString()).orElse("the solution") + (request.problem() == Problem.GAME
                ? ", the game" : ", the engine"));
        report.error(e.getMessage());
        return report;
      }
      Path here = Path.of("").toAbsolutePath();
      return request.problem() == Problem.GAME ? game(request, solution, here, work, progress)
          : engine(request, solution, here, positions, progress);
    } finally {
      delete(work);
    }
  }

  private static CheckReport game(Request request, Solution solution, Path here, Path work,
      Progress progress) {
    CheckReport report;
    try (ParallelChannel channel = serving(solution, Problem.GAME, request.rules(), here,
        request.limits())) {
      report = GameJudge.run(channel, solution.name(), request.maxSide(), request.seed(),
          cliCommand(), progress);
      channel.parts().forEach(part -> part.notes().forEach(report::note));
    }
    if (report.status() != CheckReport.Status.ERROR && request.speed() != Speed.NONE) {
      progress.update("measuring the speed", 0, 0);
      if (solution instanceof Solution.JavaClass java) {
        Path results = resultsDir(request);
        report.detail(GameSpeed.measure(java, request.speed() == Speed.FULL
            ? GameSpeed.Profile.FULL : GameSpeed.Profile.QUICK, results,
            request.limits().memoryBytes(), progress));
      } else {
        Solution timed = solution;
        if (solution instanceof Solution.Native cpp) {
          try { // timed as optimised code, as a reader's own build would be
            timed = CppCompiler.compile(cpp.source(), work, Problem.GAME, false);
          } catch (CheckError e) {
            timed = solution;
          }
        }
        report.detail(GameSpeed.timeThroughProtocol(timed, here, request.limits(), progress));
      }
    }
    return report;
  }

  private static CheckReport engine(Request request, Solution solution, Path here,
      Optional<List<Board>> given, Progress progress) {
    Rules rules = request.rules();
    List<Board> positions = given.orElseGet(() -> request.sampled()
        ? EngineJudge.sample(rules, request.positions(), request.seed())
        : EngineJudge.allThreeByThree());
    String name = given.isPresent() ? Text.count(positions.size(), "position", "positions")
        : request.sampled() ? rules.name() + ", " + Text.thousands(positions.size())
            + " positions sampled (seed " + request.seed() + ")" : EngineJudge.ALL_THREE_BY_THREE;
    EngineJudge.Pace pace = new EngineJudge.Pace(request.runLimit().toNanos(), progress);
    Limits limits = request.limits();
    boolean once = solution.serving(Problem.ENGINE, rules, limits.memoryBytes()).isEmpty();
    List<Board> open = positions.stream().filter(b -> !b.isOver()).toList();
    if (once) {
      try (OnceChannel channel = new OnceChannel(solution, rules, here, limits)) {
        CheckReport report = EngineJudge.run(channel, null, solution.name(), rules, positions,
            name, pace);
        if (report.status() != CheckReport.Status.ERROR && request.speed() != Speed.NONE) {
          report.detail(EngineSpeed.measure(solution, channel.nanos(), true, here, limits, rules,
              open, progress));
        }
        return report;
      }
    }
    try (ParallelChannel channel = serving(solution, Problem.ENGINE, rules, here, limits);
        OnceChannel faithful = solution.once(rules, limits.memoryBytes()).isPresent()
            ? new OnceChannel(solution, rules, here, limits) : null) {
      CheckReport report = EngineJudge.run(channel, faithful, solution.name(), rules, positions,
          name, pace);
      java.util.Map<String, Long> nanos = new java.util.HashMap<>();
      for (ProcessChannel part : channel.parts()) {
        part.notes().forEach(report::note);
        nanos.putAll(part.nanos());
      }
      if (report.status() != CheckReport.Status.ERROR && request.speed() != Speed.NONE) {
        report.detail(EngineSpeed.measure(solution, nanos, false, here, limits, rules, open,
            progress));
      }
      return report;
    }
  }

  /**
   * The serving processes of {@code solution}, as one channel: for a Python or JavaScript answer
   * one a core (at most two: their interpreters run one thread), else one.
   */
  private static ParallelChannel serving(Solution solution, Problem problem, Rules rules,
      Path dir, Limits limits) {
    int processes = solution instanceof Solution.Script
        ? Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors())) : 1;
    List<ProcessChannel> parts = new ArrayList<>();
    for (int i = 0; i < processes; i++) {
      parts.add(new ProcessChannel(solution, problem, rules, dir, limits));
    }
    return new ParallelChannel(parts);
  }

  /** Where the speed measurement's files go: the directory asked for, or a new temporary one. */
  private static Path resultsDir(Request request) {
    try {
      return request.resultsDir().isPresent() ? request.resultsDir().get()
          : Files.createTempDirectory("tictactoe-check-results-");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The solution to run: the command; the class named; or the source, compiled (Java, C++) or
   * with its driver written out (Python, JavaScript).
   */
  private static Solution solution(Request request, Path work) throws CheckError {
    if (request.command().isPresent()) {
      return new Solution.Command(request.command().get(), request.many());
    }
    if (request.classPath().isPresent()) {
      return new Solution.JavaClass(request.classPath().get(), request.className().orElseThrow(),
          Optional.empty());
    }
    Path source = request.source().orElseThrow();
    Language language = Language.of(source).orElseThrow(() -> new IllegalArgumentException(
        "not a source file the checker knows: " + source));
    return switch (language) {
      case JAVA -> SourceCompiler.compile(source, work.resolve("classes"), request.problem(),
          request.className());
      case PYTHON, JAVASCRIPT -> new Solution.Script(language, source.toAbsolutePath(),
          Drivers.writeAll(work.resolve("drivers")), request.className().orElse("TicTacToe"));
      // the game's class under the sanitizers, as LeetCode compiles it; the engine's program as
      // CodinGame does, without them (they cost 33 ms a process, against 4: see CppCompiler)
      case CPP -> CppCompiler.compile(source.toAbsolutePath(), work, request.problem(),
          request.problem() == Problem.GAME);
    };
  }

  /**
   * The command that runs this project's CLI, as a replay script should start it: the jar's own
   * path when the checker runs from the jar (so that it works from any directory), else
   * {@code java} on the class path it runs on.
   */
  public static String cliCommand() {
    try {
      Path where = Path.of(Checker.class.getProtectionDomain().getCodeSource().getLocation()
          .toURI());
      // the jar, or beside the classes of a build (target/classes) the jar it made
      Path jar = Files.isRegularFile(where) ? where
          : where.resolveSibling("tictactoe.jar");
      if (Files.isRegularFile(jar)) {
        return "java -jar " + shellWord(jar.toString());
      }
    } catch (URISyntaxException | RuntimeException e) {
      // no code source: the class path below
    }
    return "java -cp " + shellWord(System.getProperty("java.class.path"))
        + " dev.tictactoe.cli.Main";
  }

  /** A word as the shell reads it: quoted if it holds anything but plain characters. */
  static String shellWord(String word) {
    return word.matches("[\\w./:@%+=,-]+") ? word : "'" + word.replace("'", "'\\''") + "'";
  }

  private static void delete(Path dir) {
    try (Stream<Path> files = Files.walk(dir)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // a temporary directory left behind is the system's to clean
    }
  }

  /**
   * Whether {@code program} is on the PATH as the shell that starts a {@code --cmd} finds it: a
   * program run through an interpreter that is missing would only say "exit status 127".
   */
  public static boolean onPath(String program) {
    try {
      return new ProcessBuilder("sh", "-c", "command -v " + program).start().waitFor() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
