package dev.tictactoe.check;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The checker of a reader's own solution, as {@code check} runs it: the solution made ready (a
 * source file compiled), its correctness judged ({@link GameCheck}, {@link EngineCheck}), then its
 * speed measured beside the project's, one report for it all.
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
   * @param source a Java source file to compile
   * @param classPath with {@code className}: a compiled class
   * @param command a program in any language, started by the shell
   * @param many with {@code command}, for the engine: one process answers many puzzles
   * @param rules the engine's board (3x3 unless asked otherwise)
   * @param sampled whether the engine's positions are a sample of {@code rules}' (else all of
   *     3x3)
   */
  public record Request(Problem problem, Optional<Path> source, Optional<String> classPath,
      Optional<String> className, Optional<String> command, boolean many, Rules rules,
      boolean sampled, int positions, long seed, int maxSide, Speed speed, Limits limits,
      Path resultsDir) {}

  private Checker() {}

  /** The whole check: never throws for anything the solution does. */
  public static CheckReport check(Request request, Progress progress) {
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
            .toString()).orElse("the solution"));
        report.error(e.getMessage());
        return report;
      }
      Path here = Path.of("").toAbsolutePath();
      if (request.problem() == Problem.GAME) {
        CheckReport report = GameCheck.run(solution, here, request.limits(), request.maxSide(),
            request.seed(), progress);
        if (report.status() != CheckReport.Status.ERROR && request.speed() != Speed.NONE) {
          progress.update("measuring the speed", 0, 0);
          report.detail(solution instanceof Solution.JavaClass java
              ? GameSpeed.measure(java, request.speed() == Speed.FULL ? GameSpeed.Profile.FULL
                  : GameSpeed.Profile.QUICK, request.resultsDir(),
                  request.limits().memoryBytes(), progress)
              : GameSpeed.timeThroughProtocol(solution, here, request.limits(), progress));
        }
        return report;
      }
      List<Board> positions = request.sampled()
          ? EngineCheck.sample(request.rules(), request.positions(), request.seed())
          : EngineCheck.allThreeByThree();
      String name = request.sampled() ? String.format(Locale.ROOT, "%s, %,d positions sampled"
          + " (seed %d)", request.rules().name(), positions.size(), request.seed())
          : "every reachable 3x3 position";
      return EngineCheck.run(solution, here, request.limits(), request.rules(), positions, name,
          request.speed() != Speed.NONE, progress);
    } finally {
      delete(work);
    }
  }

  /** The solution to run: the source compiled, the class named, or the command. */
  private static Solution solution(Request request, Path work) throws CheckError {
    if (request.command().isPresent()) {
      return new Solution.Command(request.command().get(), request.many());
    }
    if (request.classPath().isPresent()) {
      return new Solution.JavaClass(request.classPath().get(), request.className().orElseThrow(),
          Optional.empty());
    }
    return SourceCompiler.compile(request.source().orElseThrow(), work.resolve("classes"),
        request.problem(), request.className());
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
