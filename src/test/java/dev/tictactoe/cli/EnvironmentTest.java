package dev.tictactoe.cli;

import static dev.tictactoe.report.EnvironmentFile.CORES;
import static dev.tictactoe.report.EnvironmentFile.GIT_COMMIT;
import static dev.tictactoe.report.EnvironmentFile.GIT_DIRTY;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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

  @Test
  void recordsTheCommitAndWhetherTrackedFilesChanged() throws Exception {
    String head = GitRepository.withOneCommit(repo);
    // A new results file is untracked: the code is still exactly the commit.
    Files.writeString(repo.resolve("results.json"), "[]");
    Map<String, Object> clean = Environment.capture(repo);
    assertEquals(head, clean.get(GIT_COMMIT), "the commit git names, in full");
    assertEquals(false, clean.get(GIT_DIRTY));
    Files.writeString(repo.resolve("a.txt"), "changed");
    Map<String, Object> dirty = Environment.capture(repo);
    assertEquals(head, dirty.get(GIT_COMMIT), "an edit does not change the commit");
    assertEquals(true, dirty.get(GIT_DIRTY));
  }

  /**
   * Prints what {@link Environment#capture} records for {@code Path.of("")}, as bench passes it:
   * run in a JVM of its own, started in the repository, since a JVM's current directory is fixed.
   */
  static final class CaptureTheCurrentDirectory {
    public static void main(String[] args) {
      Map<String, Object> env = Environment.capture(Path.of(""));
      System.out.print(env.get(GIT_COMMIT) + " " + env.get(GIT_DIRTY));
    }
  }

  @Test
  void theCurrentDirectoryWorksAsGivenByTheBenchCommand() throws Exception {
    // bench passes Path.of(""); it must mean the directory the CLI was started in. Asked in this
    // JVM, whose directory may not be a checkout, "unknown" would equal "unknown": ask in one
    // started in a repository whose commit is known.
    String head = GitRepository.withOneCommit(repo);
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
    assertNotEquals(0, GitRepository.git(repo, "rev-parse", "HEAD").status(), "not a repository");
    Map<String, Object> env = Environment.capture(repo);
    assertEquals("unknown", env.get(GIT_COMMIT));
    assertEquals("unknown", env.get(GIT_DIRTY));
    assertEquals(Runtime.getRuntime().availableProcessors(), env.get(CORES));
  }
}
