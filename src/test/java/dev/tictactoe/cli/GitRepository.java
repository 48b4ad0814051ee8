package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Git repositories made by the tests, so that the commit a results file should record is known:
 * a test run outside any checkout (from a source archive, say) must not pass on "unknown".
 */
final class GitRepository {
  private GitRepository() {}

  /** Runs git in {@code dir}, as a user named t: its exit status and output, errors included. */
  static ShortCommand.Result git(Path dir, String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of("git", "-c", "user.name=t", "-c",
        "user.email=t@t"));
    command.addAll(List.of(args));
    return ShortCommand.run(command, dir, true, 10).orElseThrow();
  }

  /**
   * Makes {@code dir} a repository whose one commit tracks one file, {@code a.txt}, and returns
   * the commit's full hash as git names it.
   */
  static String withOneCommit(Path dir) throws Exception {
    succeed(dir, "init", "-q");
    Files.writeString(dir.resolve("a.txt"), "a");
    succeed(dir, "add", "a.txt");
    succeed(dir, "commit", "-qm", "first");
    return succeed(dir, "rev-parse", "HEAD");
  }

  private static String succeed(Path dir, String... args) throws Exception {
    ShortCommand.Result r = git(dir, args);
    assertEquals(0, r.status(), String.join(" ", args) + ": " + r.output());
    return r.output().strip();
  }
}
