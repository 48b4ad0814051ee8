package dev.tictactoe.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs the packaged {@code target/tictactoe.jar} as a user would, for the *IT tests. */
final class Jar {
  private Jar() {}

  static Path path() {
    Path jar = Path.of(System.getProperty("tictactoe.jar", "target/tictactoe.jar"));
    if (!Files.isRegularFile(jar)) {
      throw new IllegalStateException(jar + " is missing: run the tests with ./mvnw verify");
    }
    return jar;
  }

  /** Runs {@code java -jar tictactoe.jar args...} in {@code dir} with {@code stdin}. */
  static Cli.Result run(Path dir, String stdin, String... args)
      throws IOException, InterruptedException {
    return run(dir, stdin, List.of(), args);
  }

  /** As {@link #run(Path, String, String...)}, the JVM given {@code jvmOptions}. */
  static Cli.Result run(Path dir, String stdin, List<String> jvmOptions, String... args)
      throws IOException, InterruptedException {
    Running running = start(dir, jvmOptions, List.of(args));
    try (OutputStream in = running.process.getOutputStream()) {
      in.write(stdin.getBytes(StandardCharsets.UTF_8));
    }
    return running.finish();
  }

  /**
   * Starts {@code java -jar tictactoe.jar site args...}, in this directory, with the JVM options
   * the pom gives SiteIT's render ({@code site.test.jvm.options}, passed on by surefire: the main
   * job's, and C1 alone, since the render shares the machine with the other tests).
   */
  static Running site(String... args) throws IOException {
    List<String> site = new ArrayList<>(List.of("site"));
    site.addAll(List.of(args));
    return start(Path.of("."),
        List.of(System.getProperty("tictactoe.site.jvm", "").split(" +")), site);
  }

  /** A jar started in the background, its output going to files it can be read from. */
  static final class Running {
    private final Process process;
    private final List<String> command;
    private final Path out;
    private final Path err;

    private Running(Process process, List<String> command, Path out, Path err) {
      this.process = process;
      this.command = command;
      this.out = out;
      this.err = err;
    }

    /**
     * Waits until its standard error has a line that matches {@code line} (at most a minute).
     *
     * @throws IllegalStateException if it ends or a minute passes first
     */
    void awaitErr(java.util.regex.Pattern line) throws IOException, InterruptedException {
      long end = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
      while (!line.matcher(Files.readString(err)).find()) {
        if (!process.isAlive() || System.nanoTime() > end) {
          process.destroyForcibly();
          throw new IllegalStateException("no line like " + line + " on standard error: "
              + Files.readString(err));
        }
        Thread.sleep(50);
      }
    }

    /**
     * Waits until its standard output has a line that matches {@code line} (at most a minute),
     * and returns that line.
     *
     * @throws IllegalStateException if it ends or a minute passes first
     */
    String awaitOut(java.util.regex.Pattern line) throws IOException, InterruptedException {
      long end = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
      while (true) {
        for (String printed : Files.readAllLines(out)) {
          if (line.matcher(printed).find()) {
            return printed;
          }
        }
        if (!process.isAlive() || System.nanoTime() > end) {
          process.destroyForcibly();
          throw new IllegalStateException("no line like " + line + " on standard output: "
              + Files.readString(out) + Files.readString(err));
        }
        Thread.sleep(20);
      }
    }

    /** Asks it to end, as Ctrl-C does (SIGTERM: the JVM runs its shutdown hooks). */
    void interrupt() {
      process.destroy();
    }

    /** Kills it outright (SIGKILL: nothing of the JVM runs after), as a crash or OOM killer. */
    void kill() {
      process.destroyForcibly();
    }

    /** Waits for the process to end (at most five minutes) and returns what it printed. */
    Cli.Result finish() throws IOException, InterruptedException {
      try {
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
          process.destroyForcibly();
          throw new IllegalStateException("timed out: " + command);
        }
        return new Cli.Result(process.exitValue(), Files.readString(out), Files.readString(err));
      } finally {
        Files.deleteIfExists(out);
        Files.deleteIfExists(err);
      }
    }
  }

  private static Running start(Path dir, List<String> jvmOptions, List<String> args)
      throws IOException {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString()));
    jvmOptions.stream().filter(o -> !o.isBlank()).forEach(command::add);
    command.addAll(List.of("-jar", path().toAbsolutePath().toString()));
    command.addAll(args);
    Path out = Files.createTempFile("jar-out", ".txt");
    Path err = Files.createTempFile("jar-err", ".txt");
    Process process = new ProcessBuilder(command).directory(dir.toFile())
        .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    return new Running(process, command, out, err);
  }

  /** Starts {@code java -jar tictactoe.jar args...} in {@code dir}, in the background. */
  static Running start(Path dir, String... args) throws IOException {
    return start(dir, List.of(), List.of(args));
  }

  static Cli.Result run(String stdin, String... args) throws IOException, InterruptedException {
    return run(Path.of("."), stdin, args);
  }
}
