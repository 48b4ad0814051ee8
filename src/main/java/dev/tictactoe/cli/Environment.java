package dev.tictactoe.cli;

import com.sun.management.OperatingSystemMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * What a benchmark result depends on besides the code: JDK, OS, CPU, cores, memory, and which
 * commit of the code (and whether the working tree had uncommitted changes). Written beside every
 * results file, so two result files can be compared knowing what changed between them.
 */
final class Environment {
  private Environment() {}

  static Map<String, Object> capture(Path workingDirectory) {
    // Absolute: ProcessBuilder cannot start a process in Path.of(""), the current directory.
    Path dir = workingDirectory.toAbsolutePath();
    Map<String, Object> env = new LinkedHashMap<>();
    env.put("jdk", System.getProperty("java.vendor") + " " + System.getProperty("java.version"));
    env.put("jvm", System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"));
    env.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
        + System.getProperty("os.arch"));
    env.put("cpu", cpuModel().orElse("unknown"));
    env.put("cores", Runtime.getRuntime().availableProcessors());
    env.put("memoryBytes", ((OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getTotalMemorySize());
    env.put("gitCommit", git(dir, "rev-parse", "HEAD").orElse("unknown"));
    // Untracked files do not count: the results file being written is one of them.
    env.put("gitDirty", git(dir, "status", "--porcelain", "--untracked-files=no")
        .<Object>map(status -> !status.isBlank()).orElse("unknown"));
    return env;
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
    String[] command = new String[args.length + 1];
    command[0] = "git";
    System.arraycopy(args, 0, command, 1, args.length);
    try {
      Process git = new ProcessBuilder(command).directory(dir.toFile())
          .redirectError(ProcessBuilder.Redirect.DISCARD).start();
      String out = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!git.waitFor(10, TimeUnit.SECONDS)) {
        git.destroyForcibly();
        return Optional.empty();
      }
      return git.exitValue() == 0 ? Optional.of(out.strip()) : Optional.empty();
    } catch (IOException e) {
      return Optional.empty();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    }
  }
}
