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
    return run(dir, List.of(), stdin, args);
  }

  /**
   * Runs {@code java -jar tictactoe.jar site args...} with the JVM options the main job renders
   * the site with (the pom's {@code site.jvm.*}, passed on by surefire).
   */
  static Cli.Result site(String... args) throws IOException, InterruptedException {
    List<String> site = new ArrayList<>(List.of("site"));
    site.addAll(List.of(args));
    return run(Path.of("."), List.of(System.getProperty("tictactoe.site.jvm", "").split(" +")),
        "", site.toArray(String[]::new));
  }

  private static Cli.Result run(Path dir, List<String> jvmOptions, String stdin, String... args)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString()));
    jvmOptions.stream().filter(o -> !o.isBlank()).forEach(command::add);
    command.addAll(List.of("-jar", path().toAbsolutePath().toString()));
    command.addAll(List.of(args));
    Path out = Files.createTempFile("jar-out", ".txt");
    Path err = Files.createTempFile("jar-err", ".txt");
    try {
      Process process = new ProcessBuilder(command).directory(dir.toFile())
          .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
      try (OutputStream in = process.getOutputStream()) {
        in.write(stdin.getBytes(StandardCharsets.UTF_8));
      }
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

  static Cli.Result run(String stdin, String... args) throws IOException, InterruptedException {
    return run(Path.of("."), stdin, args);
  }
}
