package dev.tictactoe.cli;

import static dev.tictactoe.report.EnvironmentFile.CORES;
import static dev.tictactoe.report.EnvironmentFile.CPU;
import static dev.tictactoe.report.EnvironmentFile.GIT_COMMIT;
import static dev.tictactoe.report.EnvironmentFile.GIT_DIRTY;
import static dev.tictactoe.report.EnvironmentFile.JDK;
import static dev.tictactoe.report.EnvironmentFile.JVM;
import static dev.tictactoe.report.EnvironmentFile.MEMORY_BYTES;
import static dev.tictactoe.report.EnvironmentFile.OS;
import static dev.tictactoe.report.EnvironmentFile.UNKNOWN;

import com.sun.management.OperatingSystemMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a benchmark result depends on besides the code: JDK, OS, CPU, cores, memory, and which
 * commit of the code (and whether the working tree had uncommitted changes). Written beside every
 * results file, so two result files can be compared knowing what changed between them. The
 * fields are named by {@link dev.tictactoe.report.EnvironmentFile}, which reads them back.
 */
final class Environment {
  private Environment() {}

  static Map<String, Object> capture(Path workingDirectory) {
    // Absolute: ProcessBuilder cannot start a process in Path.of(""), the current directory.
    Path dir = workingDirectory.toAbsolutePath();
    Map<String, Object> env = new LinkedHashMap<>();
    env.put(JDK, System.getProperty("java.vendor") + " " + System.getProperty("java.version"));
    env.put(JVM, System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"));
    env.put(OS, System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
        + System.getProperty("os.arch"));
    env.put(CPU, cpuModel().orElse(UNKNOWN));
    env.put(CORES, Runtime.getRuntime().availableProcessors());
    env.put(MEMORY_BYTES, ((OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getTotalMemorySize());
    env.put(GIT_COMMIT, git(dir, "rev-parse", "HEAD").orElse(UNKNOWN));
    // Untracked files do not count: the results file being written is one of them.
    env.put(GIT_DIRTY, git(dir, "status", "--porcelain", "--untracked-files=no")
        .<Object>map(status -> !status.isBlank()).orElse(UNKNOWN));
    return env;
  }

  /**
   * Writes {@code env} as the environment file beside {@code results} (a JMH results file, or a
   * table's CSV), as {@link dev.tictactoe.report.EnvironmentFile} reads it.
   */
  static void write(Path results, Map<String, Object> env) {
    try {
      if (results.toAbsolutePath().getParent() != null) {
        java.nio.file.Files.createDirectories(results.toAbsolutePath().getParent());
      }
      new com.fasterxml.jackson.databind.ObjectMapper().enable(
          com.fasterxml.jackson.databind.SerializationFeature.INDENT_OUTPUT).writeValue(
          dev.tictactoe.report.ResultFiles.envFileOf(results).toFile(), env);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /** The CPU's model name from /proc/cpuinfo (Linux), if there is one. */
  private static Optional<String> cpuModel() {
    try {
      return Files.readAllLines(Path.of("/proc/cpuinfo"), StandardCharsets.UTF_8).stream()
          .filter(line -> line.startsWith("model name"))
          .map(line -> line.substring(line.indexOf(':') + 1).strip())
          .findFirst();
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    }
  }

  /** A git command's output, or empty when git is missing, fails, or this is not a checkout. */
  private static Optional<String> git(Path dir, String... args) {
    List<String> command = new ArrayList<>();
    command.add("git");
    command.addAll(List.of(args));
    try {
      return ShortCommand.run(command, dir, false, 10).filter(git -> git.status() == 0)
          .map(git -> git.output().strip());
    } catch (IOException e) {
      return Optional.empty();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    }
  }
}
