package dev.tictactoe.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The JVM the benchmark forks run on, as that JVM itself reports it: {@code bench} asks it (with
 * {@code -XshowSettings:properties -version} and the same extra arguments the forks get) before
 * forking anything, so a path that is not a Java executable, or arguments it refuses, fail in one
 * line instead of in the middle of a run, and the environment file names the JVM that was
 * measured rather than the one that ran the CLI.
 *
 * @param executable the {@code java} executable
 * @param args the extra JVM arguments of every fork
 * @param properties the JVM's {@code java.version}, {@code java.vendor}, {@code java.vm.name},
 *     {@code java.vm.version} and {@code java.home}
 */
record ForkJvm(Path executable, List<String> args, Map<String, String> properties) {
  private static final List<String> KEYS =
      List.of("java.version", "java.vendor", "java.vm.name", "java.vm.version", "java.home");
  private static final Pattern PROPERTY = Pattern.compile("^\\s+([\\w.]+) = (.*)$");
  private static final long PROBE_SECONDS = 60;

  ForkJvm {
    args = List.copyOf(args);
    properties = Collections.unmodifiableMap(new LinkedHashMap<>(properties));
  }

  /** The JVM that runs this CLI, which JMH forks by default. */
  static Path current() {
    return Path.of(System.getProperty("java.home"), "bin", "java");
  }

  /**
   * Starts {@code executable} once with {@code args} and reads its properties.
   *
   * @throws InputException if it is missing, not executable, not a JVM, or refuses the arguments
   */
  static ForkJvm probe(Path executable, List<String> args) {
    if (!Files.isRegularFile(executable)) {
      throw new InputException(executable + ": no such file");
    }
    if (!Files.isExecutable(executable)) {
      throw new InputException(executable + ": not executable");
    }
    List<String> command = new ArrayList<>();
    command.add(executable.toString());
    command.addAll(args);
    command.add("-XshowSettings:properties");
    command.add("-version");
    ShortCommand.Result answer;
    try {
      answer = ShortCommand.run(command, null, true, PROBE_SECONDS).orElseThrow(() ->
          new InputException(executable + ": did not answer -version within " + PROBE_SECONDS
              + " s"));
    } catch (IOException e) {
      throw new InputException(executable + ": cannot run it (" + e.getMessage() + ")");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InputException(executable + ": interrupted while asking its version");
    }
    String output = answer.output();
    int status = answer.status();
    Map<String, String> properties = properties(output);
    if (status != 0 || !properties.containsKey("java.version")) {
      String first = output.lines().filter(line -> !line.isBlank()).findFirst().orElse("")
          .strip();
      throw new InputException(executable + (args.isEmpty() ? "" : " " + String.join(" ", args))
          + ": not a working Java executable (-version gave status " + status
          + (first.isEmpty() ? "" : ": " + first) + ")");
    }
    return new ForkJvm(executable, args, properties);
  }

  private static Map<String, String> properties(String showSettings) {
    Map<String, String> found = new LinkedHashMap<>();
    for (String line : showSettings.lines().toList()) {
      Matcher m = PROPERTY.matcher(line);
      if (m.matches() && KEYS.contains(m.group(1))) {
        found.putIfAbsent(m.group(1), m.group(2).strip());
      }
    }
    return found;
  }

  /** {@code vendor version}, as the environment file's {@code jdk} has always read. */
  String jdk() {
    return properties.getOrDefault("java.vendor", "unknown") + " " + properties.get("java.version");
  }

  /** {@code VM name VM version}, as the environment file's {@code jvm} has always read. */
  String jvm() {
    return properties.getOrDefault("java.vm.name", "unknown") + " "
        + properties.getOrDefault("java.vm.version", "unknown");
  }

  /** What the environment file records about the forks' JVM. */
  Map<String, Object> describe() {
    Map<String, Object> fork = new LinkedHashMap<>();
    fork.put("executable", executable.toString());
    fork.put("args", args);
    fork.putAll(properties);
    return fork;
  }
}
