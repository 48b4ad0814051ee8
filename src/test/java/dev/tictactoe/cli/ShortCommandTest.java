package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The time limit holds whatever the command does with its output. Each case would take 30 s (a
 * sleep's length) if the limit did not hold, and fails at 10 s instead of hanging.
 */
class ShortCommandTest {
  private static final Duration QUICK = Duration.ofSeconds(10);

  @TempDir Path dir;

  private static Optional<ShortCommand.Result> sh(String script, boolean withErrors,
      long seconds) {
    return assertTimeoutPreemptively(QUICK,
        () -> ShortCommand.run(List.of("sh", "-c", script), null, withErrors, seconds));
  }

  @Test
  void aChildLeftHoldingTheOutputDoesNotHoldTheCaller() {
    // sh ends at once; the sleep it left behind keeps sh's standard output open for 30 s.
    assertEquals(Optional.of(new ShortCommand.Result(0, "hi\n")),
        sh("sleep 30 & echo hi", false, 20));
  }

  @Test
  void aCommandOverItsLimitIsKilledWithTheProcessesItStarted() throws Exception {
    Path pid = dir.resolve("pid");
    long start = System.nanoTime();
    // sh waits for its child; both hold the output open.
    assertEquals(Optional.empty(), sh("sleep 30 & echo $! > " + pid + "; wait", false, 1));
    assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(5), "ended near the limit");
    Optional<ProcessHandle> child = ProcessHandle.of(Long.parseLong(Files.readString(pid).strip()));
    if (child.isPresent()) {
      child.get().onExit().get(5, TimeUnit.SECONDS);
      assertFalse(child.get().isAlive(), "the child was killed too");
    }
  }

  @Test
  void standardErrorIsPartOfTheOutputOnlyWhenAskedFor() {
    String script = "echo out; echo err >&2; exit 3";
    assertEquals(Optional.of(new ShortCommand.Result(3, "out\nerr\n")), sh(script, true, 10));
    assertEquals(Optional.of(new ShortCommand.Result(3, "out\n")), sh(script, false, 10));
  }
}
