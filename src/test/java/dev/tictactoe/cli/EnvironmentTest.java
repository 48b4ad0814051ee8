package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a results file says about the code it measured, checked in a repository the test makes
 * itself: the recorded commit must be the one git names, not merely look like a commit, and a test
 * that passed because every answer was "unknown" would prove nothing.
 */
class EnvironmentTest {
  @TempDir Path repo;

  /** Runs git in {@code dir}: its exit status and what it printed (standard error too). */
  private static ShortCommand.Result gitIn(Path dir, String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of("git", "-c", "user.name=t", "-c",
        "user.email=t@t"));
    command.addAll(List.of(args));
    return ShortCommand.run(command, dir, true, 10).orElseThrow();
  }

  /** Runs git in the repository, which must succeed, and returns what it printed. */
  private String git(String... args) throws Exception {
    ShortCommand.Result r = gitIn(repo, args);
    assertEquals(0, r.status(), String.join(" ", args) + ": " + r.output());
    return r.output().strip();
  }

  /** A repository with one commit of one tracked file, and the commit's full hash. */
  private String repositoryWithOneCommit() throws Exception {
    git("init", "-q");
    Files.writeString(repo.resolve("a.txt"), "a");
    git("add", "a.txt");
    git("commit", "-qm", "first");
    return git("rev-parse", "HEAD");
  }

  @Test
  void recordsTheCommitAndWhetherTrackedFilesChanged() throws Exception {
    String head = repositoryWithOneCommit();
    // A new results file is untracked: the code is still exactly the commit.
    Files.writeString(repo.resolve("results.json"), "[]");
    Map<String, Object> clean = Environment.capture(repo);
    assertEquals(head, clean.get("gitCommit"), "the commit git names, in full");
    assertEquals(false, clean.get("gitDirty"));
    Files.writeString(repo.resolve("a.txt"), "changed");
    Map<String, Object> dirty = Environment.capture(repo);
    assertEquals(head, dirty.get("gitCommit"), "an edit does not change the commit");
    assertEquals(true, dirty.get("gitDirty"));
  }

  /**
   * Prints what {@link Environment#capture} records for {@code Path.of("")}, as bench passes it:
   * run in a JVM of its own, started in the repository, since a JVM's current directory is fixed.
   */
  static final class CaptureTheCurrentDirectory {
    public static void main(String[] args) {
      Map<String, Object> env = Environment.capture(Path.of(""));
      System.out.print(env.get("gitCommit") + " " + env.get("gitDirty"));
    }
  }

  @Test
  void theCurrentDirectoryWorksAsGivenByTheBenchCommand() throws Exception {
    // bench passes Path.of(""); it must mean the directory the CLI was started in. Asked in this
    // JVM, whose directory may not be a checkout, "unknown" would equal "unknown": ask in one
    // started in a repository whose commit is known.
    String head = repositoryWithOneCommit();
    String classPath = String.join(File.pathSeparator,
        codeOf(Environment.class), codeOf(CaptureTheCurrentDirectory.class));
    Process jvm = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java")
        .toString(), "-cp", classPath, CaptureTheCurrentDirectory.class.getName())
        .directory(repo.toFile()).redirectErrorStream(true).start();
    jvm.getOutputStream().close();
    String printed = new String(jvm.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(jvm.waitFor(60, TimeUnit.SECONDS), "the JVM ended");
    assertEquals(0, jvm.exitValue(), printed);
    assertEquals(head + " false", printed);
  }

  /** The directory or jar a class was loaded from, for a class path. */
  private static String codeOf(Class<?> type) throws Exception {
    return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
  }

  @Test
  void outsideAGitCheckoutTheCommitIsUnknown() throws Exception {
    // The premise first: were the temporary directory inside some checkout, git would answer
    // for that one, and "unknown" could not be expected.
    assertNotEquals(0, gitIn(repo, "rev-parse", "HEAD").status(), "not a repository");
    Map<String, Object> env = Environment.capture(repo);
    assertEquals("unknown", env.get("gitCommit"));
    assertEquals("unknown", env.get("gitDirty"));
    assertEquals(Runtime.getRuntime().availableProcessors(), env.get("cores"));
  }
}
