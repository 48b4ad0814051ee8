package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Which library the jar gives async-profiler, and which event it samples where. */
class AsyncProfilingTest {
  /** Why a test that loads async-profiler is skipped elsewhere. */
  static final String WHY_NOT = "async-profiler's library is tested on Linux x86-64 only (the"
      + " jar's others, linux-arm64 and macos, are not on this machine): this is "
      + System.getProperty("os.name") + " " + System.getProperty("os.arch");

  /** Whether the jar's library loads here: Linux on x86-64, what this project's machines are. */
  static boolean loadsHere() {
    return System.getProperty("os.name").startsWith("Linux")
        && Set.of("amd64", "x86_64").contains(System.getProperty("os.arch"));
  }

  /** The event chosen when async-profiler refuses the events in {@code refused}. */
  private static String eventWhenRefused(Set<String> refused) {
    return AsyncProfiling.cpuEvent(event -> refused.contains(event)
        ? Optional.of("Permission denied") : Optional.empty());
  }

  @Test
  void cpuWherePerfEventsOpenElseATimerPerThreadElseOneForTheProcess() {
    assertEquals("cpu", eventWhenRefused(Set.of()));
    assertEquals("cpu", eventWhenRefused(Set.of("ctimer", "itimer")));
    // A kernel that refuses perf events: async-profiler's own cpu would fall back without a word.
    assertEquals("ctimer", eventWhenRefused(Set.of("cpu-clock")));
    assertEquals("itimer", eventWhenRefused(Set.of("cpu-clock", "ctimer")));
  }

  @Test
  void eachPlatformOfAsyncProfilersJarHasItsLibraryAndNoOtherDoes() {
    Map<String, String> platforms = Map.of(
        "Linux amd64", "linux-x64", "Linux x86_64", "linux-x64", "Linux aarch64", "linux-arm64",
        "Mac OS X aarch64", "macos", "Mac OS X x86_64", "macos");
    platforms.forEach((platform, dir) -> {
      String[] osArch = platform.split(" (?=[^ ]+$)");
      String resource = AsyncProfiling.libraryResource(osArch[0], osArch[1]).orElseThrow();
      assertEquals(dir + "/libasyncProfiler.so", resource);
      assertNotNull(getClass().getClassLoader().getResource(resource),
          "the dependency carries " + resource);
    });
    assertEquals(Optional.empty(), AsyncProfiling.libraryResource("Windows 11", "amd64"));
    assertEquals(Optional.empty(), AsyncProfiling.libraryResource("Linux", "ppc64le"));
    assertEquals(Optional.empty(), AsyncProfiling.libraryResource("FreeBSD", "amd64"));
  }
}
