package dev.tictactoe.check;

import dev.tictactoe.check.Checker.Problem;
import dev.tictactoe.judge.CheckError;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Compiles a reader's C++ answer with {@code g++} as LeetCode compiles one: C++17, {@code
 * <bits/stdc++.h>} and {@code using namespace std;} before the reader's class, and for judging
 * AddressSanitizer and UndefinedBehaviorSanitizer with line tables, so that an index out of bounds
 * is a failure naming the file and line where it happens. For the game the reader's class is
 * compiled into the checker's driver ({@code driver.cpp}); for the engine, the reader's program
 * is compiled as it is. A compile error is a {@link CheckError} naming the file, the line and
 * the compiler's message.
 *
 * <p>Measured on this project's machine (2 cores, g++ 12): a compile takes about 3.5 s with or
 * without the sanitizers (the header is most of it), and the sanitizers double the time of the
 * 255,168 3x3 games (2.6 s of CPU against 1.3 s); so the checker judges the game's class built
 * with them, and times a build without them. An engine program runs a process a puzzle, as
 * CodinGame runs it, and a process built with the sanitizers takes 33 ms to answer one puzzle
 * against 4 ms without (200 runs of the example solution.cpp): 90 s more for the 5,478 puzzles
 * on two cores. So an engine program is built as CodinGame builds it, without them, and a crash
 * is named by its signal.
 */
final class CppCompiler {
  private static final Pattern ERROR = Pattern.compile(
      "(?m)^(?:.*/)?([^/:\\s]+):(\\d+):(?:\\d+:)? (?:fatal )?error: (.*)$");
  private static final long COMPILE_SECONDS = 120;

  private CppCompiler() {}

  /**
   * The answer in {@code source} compiled for {@code problem} in a directory of {@code work}.
   *
   * @param sanitized with the sanitizers (for judging), or optimised (for timing)
   * @throws CheckError if it does not compile
   */
  static Solution.Native compile(Path source, Path work, Problem problem, boolean sanitized)
      throws CheckError {
    String name = source.getFileName().toString();
    Path dir = work.resolve(sanitized ? "cpp" : "cpp-timed");
    // -g1: the line tables a sanitizer's report names the reader's lines by, and no more
    List<String> command = new ArrayList<>(List.of("g++", "-std=c++17", "-g1", "-pthread"));
    command.addAll(sanitized ? List.of("-O1", "-fsanitize=address,undefined",
        "-fno-sanitize-recover=undefined", "-fno-omit-frame-pointer") : List.of("-O2"));
    Path binary = dir.resolve(problem == Problem.GAME ? "game" : "engine");
    try {
      Files.createDirectories(dir);
      Files.copy(source, dir.resolve(name), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
      if (problem == Problem.GAME) {
        Files.writeString(dir.resolve("driver.cpp"), Drivers.text("driver.cpp"));
        command.addAll(List.of("-DREADER=\"" + name + "\"", "-o", binary.toString(),
            "driver.cpp"));
      } else {
        command.addAll(List.of("-include", "bits/stdc++.h", "-o", binary.toString(), name));
      }
      ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile())
          .redirectErrorStream(true);
      builder.environment().put("LC_ALL", "C"); // its messages in plain quotes: 'x', not ‘x’
      Process g = builder.start();
      g.getOutputStream().close();
      byte[] said = g.getInputStream().readAllBytes();
      if (!g.waitFor(COMPILE_SECONDS, TimeUnit.SECONDS)) {
        g.destroyForcibly();
        throw new CheckError(name + " did not compile within " + COMPILE_SECONDS + " seconds");
      }
      if (g.exitValue() != 0) {
        throw new CheckError(errors(name, new String(said, StandardCharsets.UTF_8), problem));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CheckError("the check was interrupted");
    }
    return new Solution.Native(source, binary, problem);
  }

  /**
   * The compiler's errors, as g++ prints them ({@code tictactoe.cpp:12: error: expected ';'}),
   * the first three; an error in the driver means the reader's class is not the one LeetCode
   * asks for.
   */
  static String errors(String name, String said, Problem problem) {
    List<String> mine = new ArrayList<>();
    List<String> driver = new ArrayList<>();
    Matcher m = ERROR.matcher(said);
    while (m.find()) {
      String line = m.group(1) + ":" + m.group(2) + ": error: " + m.group(3).strip();
      (m.group(1).equals(name) ? mine : driver).add(line);
    }
    if (mine.isEmpty() && problem == Problem.GAME && !driver.isEmpty()) {
      return name + " has no class TicTacToe with a constructor TicTacToe(int n) and int"
          + " move(int row, int col, int player), as LeetCode asks (g++: "
          + driver.get(0).replaceFirst("^driver\\.cpp:\\d+: ", "") + ")";
    }
    List<String> shown = mine.isEmpty() ? driver : mine;
    if (shown.isEmpty()) {
      String last = said.strip().lines().reduce((a, b) -> b).orElse("");
      return name + " does not compile: " + last;
    }
    int count = Math.min(3, shown.size());
    return name + " does not compile: " + String.join("; ", shown.subList(0, count))
        + (shown.size() > count ? " (and " + (shown.size() - count) + " more errors)" : "");
  }
}
