package dev.tictactoe.check;

import dev.tictactoe.judge.CheckReport;
import dev.tictactoe.judge.EngineJudge;
import dev.tictactoe.judge.Progress;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The checks the tests run: a request of each kind, and solutions written as files. */
final class Checks {
  /** The checker's own class path, where the project's classes are. */
  static final String CLASS_PATH = System.getProperty("java.class.path");

  /**
   * The limits of the tests' checks: the checker's own time a call ({@link Limits#DEFAULT}, ten
   * seconds) and 128 MB, as {@code --memory 128M}. A correct solution must pass however loaded
   * the machine is: with a second a call, the strict full scan once had no answer within it while
   * four test classes shared the two cores. A solution that answers is judged no slower for the
   * longer limit; a test whose solution never answers gives a shorter limit of its own.
   */
  static final Limits TEST = new Limits(Limits.DEFAULT.call(), 128L << 20,
      Limits.DEFAULT.startup());

  /**
   * For a JVM started as a program ({@link #javaCommand}): the checker's own limits, whose 512 MB
   * a JVM needs (it holds more than 128 MB before it answers anything).
   */
  static final Limits JVM = Limits.DEFAULT;

  private Checks() {}

  /** A Java source file {@code name} holding {@code text}, in {@code dir}. */
  static Path source(Path dir, String name, String text) {
    try {
      Files.createDirectories(dir);
      return Files.writeString(dir.resolve(name), text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static Checker.Request game(Optional<Path> source, Optional<String> classPath,
      Optional<String> className, Optional<String> command, int maxSide, Limits limits) {
    return new Checker.Request(Checker.Problem.GAME, source, classPath, className, command,
        false, Rules.ticTacToe(), false, 1, 20261127L, maxSide, Checker.Speed.NONE, limits,
        Optional.empty(), Duration.ofMinutes(10));
  }

  static Checker.Request engine(Optional<Path> source, Optional<String> classPath,
      Optional<String> className, Optional<String> command, boolean many, Rules rules,
      int positions, Limits limits) {
    return new Checker.Request(Checker.Problem.ENGINE, source, classPath, className, command,
        many, rules, !rules.equals(Rules.ticTacToe()), positions, 20261127L, 8,
        Checker.Speed.NONE, limits, Optional.empty(), Duration.ofMinutes(10));
  }

  static CheckReport gameSource(Path file, int maxSide) {
    return Checker.check(game(Optional.of(file), Optional.empty(), Optional.empty(),
        Optional.empty(), maxSide, TEST), Progress.NONE);
  }

  static CheckReport gameCommand(String command, int maxSide) {
    return gameCommand(command, maxSide, TEST);
  }

  static CheckReport gameCommand(String command, int maxSide, Limits limits) {
    return Checker.check(game(Optional.empty(), Optional.empty(), Optional.empty(),
        Optional.of(command), maxSide, limits), Progress.NONE);
  }

  static CheckReport engineSource(Path file) {
    return Checker.check(engine(Optional.of(file), Optional.empty(), Optional.empty(),
        Optional.empty(), false, Rules.ticTacToe(), 1, TEST), Progress.NONE);
  }

  /**
   * The first positions of 3x3 and every 40th after them (165 of 5,478), finished ones among them:
   * enough for a process per puzzle, and for each kind of bug of the examples. A check whose point
   * is not the judge's correctness asks these; the judge is held to every position by the checks
   * of a correct engine (EngineCheckTest, the check chapter's listings in ShownCommandsTest).
   */
  static List<Board> somePositions() {
    List<Board> all = EngineJudge.allThreeByThree();
    List<Board> some = new ArrayList<>(all.subList(0, 30));
    for (int i = 30; i < all.size(); i += 40) {
      some.add(all.get(i));
    }
    return some;
  }

  /** The engine in {@code file} on {@link #somePositions()}, with {@link #TEST}'s limits. */
  static CheckReport engineOnSome(Path file) {
    return Checker.check(engine(Optional.of(file), Optional.empty(), Optional.empty(),
        Optional.empty(), false, Rules.ticTacToe(), 1, TEST), Optional.of(somePositions()),
        Progress.NONE);
  }

  /**
   * {@code java} with the checker's class path, running {@code mainAndArgs}, as one command; its
   * heap held under {@link #JVM}'s memory limit, and collected by one thread, as the checker's
   * own hosts are (with the defaults, a quarter of this machine's memory, a correct design was
   * ended at 513 MB, judged by a loaded machine's garbage).
   */
  static String javaCommand(String mainAndArgs) {
    return "'" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -Xmx256m"
        + " -XX:+UseSerialGC -cp '" + CLASS_PATH + "' " + mainAndArgs;
  }

  /** Whether a program is on the PATH (python3, node). */
  static boolean onPath(String program) {
    return Checker.onPath(program);
  }

  /**
   * Skips the calling test, saying why, if {@code program} is not on the PATH; on CI (the
   * {@code CI} variable set), where python3, node and g++ are installed, fails it instead.
   */
  static void needs(String program) {
    boolean there = onPath(program);
    if (!there && System.getenv("CI") != null) {
      throw new AssertionError(program + " is not on the PATH, and CI must have it");
    }
    org.junit.jupiter.api.Assumptions.assumeTrue(there, program + " is not on the PATH");
  }
}
