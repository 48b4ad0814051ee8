package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EnvironmentTest {
  @TempDir Path repo;

  private void git(String... args) throws Exception {
    String[] command = new String[args.length + 3];
    command[0] = "git";
    command[1] = "-c";
    command[2] = "user.name=t";
    System.arraycopy(args, 0, command, 3, args.length);
    Process p = new ProcessBuilder(command).directory(repo.toFile()).redirectErrorStream(true)
        .start();
    p.getInputStream().readAllBytes();
    assertEquals(0, p.waitFor(), String.join(" ", args));
  }

  @Test
  void recordsTheCommitAndWhetherTrackedFilesChanged() throws Exception {
    git("init", "-q");
    Files.writeString(repo.resolve("a.txt"), "a");
    git("add", "a.txt");
    git("-c", "user.email=t@t", "commit", "-qm", "first");
    // A new results file is untracked: the code is still exactly the commit.
    Files.writeString(repo.resolve("results.json"), "[]");
    Map<String, Object> clean = Environment.capture(repo);
    assertTrue(clean.get("gitCommit").toString().matches("[0-9a-f]{40}"), clean::toString);
    assertEquals(false, clean.get("gitDirty"));
    Files.writeString(repo.resolve("a.txt"), "changed");
    assertEquals(true, Environment.capture(repo).get("gitDirty"));
  }

  @Test
  void theCurrentDirectoryWorksAsGivenByTheBenchCommand() {
    // bench passes Path.of(""); it must mean the same as the absolute current directory.
    assertEquals(Environment.capture(Path.of("").toAbsolutePath()).get("gitCommit"),
        Environment.capture(Path.of("")).get("gitCommit"));
  }

  @Test
  void outsideAGitCheckoutTheCommitIsUnknown() {
    Map<String, Object> env = Environment.capture(repo);
    assertEquals("unknown", env.get("gitCommit"));
    assertEquals("unknown", env.get("gitDirty"));
    assertEquals(Runtime.getRuntime().availableProcessors(), env.get("cores"));
  }
}
