package dev.tictactoe.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tictactoe.report.EnvironmentFile.Setting;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EnvironmentFileTest {
  @TempDir Path dir;

  private Path results(String name) {
    return dir.resolve(name);
  }

  @Test
  void readsTheProfileMachineAndJvmAsBenchWritesThem() throws IOException {
    Path results = results("20261122T100000Z-quick.json");
    CraftedRuns.environment(results, CraftedRuns.sameMachine());
    EnvironmentFile env = EnvironmentFile.beside(results);
    // The name says quick: the file name, not the field (which says full here), is the profile.
    assertEquals(new Setting("profile", "quick", Optional.empty()), env.profile());
    assertEquals(new Setting("machine", "AMD EPYC, 2 cores, Linux 6.18.44 amd64",
        Optional.empty()), env.machine());
    assertEquals(new Setting("JVM", "Debian 17.0.15 (OpenJDK 64-Bit Server VM"
        + " 17.0.15+6-Debian-1deb12u1)", Optional.empty()), env.jvm());
    assertEquals("4ab604d", env.shortCommit());
  }

  @Test
  void aFileNamedOtherwiseTakesItsProfileFromTheField() throws IOException {
    Path results = results("baseline.json");
    CraftedRuns.environment(results, CraftedRuns.sameMachine());
    assertEquals(new Setting("profile", "full", Optional.empty()),
        EnvironmentFile.beside(results).profile());
  }

  @Test
  void whatIsMissingOrSaysUnknownIsUnknownAndSaidWhy() throws IOException {
    Path results = results("20261122T100000Z-full.json");
    Map<String, Object> fields = CraftedRuns.sameMachine();
    fields.put(EnvironmentFile.CPU, EnvironmentFile.UNKNOWN); // bench found no /proc/cpuinfo
    fields.remove(EnvironmentFile.CORES); // an older run's file
    fields.put(EnvironmentFile.GIT_COMMIT, EnvironmentFile.UNKNOWN);
    fields.put(EnvironmentFile.GIT_DIRTY, true);
    CraftedRuns.environment(results, fields);
    EnvironmentFile env = EnvironmentFile.beside(results);
    assertEquals(new Setting("machine", "unknown, unknown cores, Linux 6.18.44 amd64",
        Optional.of("20261122T100000Z-full.env.json has no cpu, cores")), env.machine());
    assertEquals(Optional.empty(), env.jvm().unknown());
    assertEquals("unknown-dirty", env.shortCommit());
  }

  @Test
  void withoutAFileEverythingButTheNamedProfileIsUnknown() {
    EnvironmentFile env = EnvironmentFile.beside(results("20261122T100000Z-full.json"));
    assertEquals(Optional.empty(), env.json());
    assertEquals(Optional.empty(), env.profile().unknown());
    Setting unknown = new Setting("JVM", "unknown",
        Optional.of("no 20261122T100000Z-full.env.json"));
    assertEquals(unknown, env.jvm());
    assertEquals("unknown", env.shortCommit());
  }

  @Test
  void aFileThatIsNotAJsonObjectIsRefusedByName() throws IOException {
    Path results = results("20261122T100000Z-full.json");
    Path env = ResultFiles.envFileOf(results);
    for (String text : new String[] {"", "[1, 2]", "{\"jdk\":"}) {
      Files.writeString(env, text);
      ReportException e = assertThrows(ReportException.class,
          () -> EnvironmentFile.beside(results));
      assertEquals(env + (text.startsWith("{") ? ": not valid JSON (Unexpected end-of-input"
          + " within/between Object entries)" : ": not an environment file (expected a JSON"
          + " object)"), e.getMessage(), text);
    }
  }

  @Test
  void runsDifferOnlyWhereASettingDiffersOrIsNotKnownOnBothSides() throws IOException {
    Path before = results("20261121T100000Z-full.json");
    Path after = results("20261122T100000Z-full.json");
    CraftedRuns.environment(before, CraftedRuns.sameMachine());
    Map<String, Object> fields = CraftedRuns.sameMachine();
    fields.put(EnvironmentFile.GIT_COMMIT, "fedcba9876543210"); // the code is what is compared
    fields.put(EnvironmentFile.MEMORY_BYTES, 1L << 34); // not one of the three settings
    CraftedRuns.environment(after, fields);
    assertEquals(List.of(), EnvironmentFile.beside(before)
        .differences(EnvironmentFile.beside(after)));
    // Unknown on both sides is not a match: the two CPUs may differ.
    fields = CraftedRuns.sameMachine();
    fields.put(EnvironmentFile.CPU, EnvironmentFile.UNKNOWN);
    CraftedRuns.environment(before, fields);
    CraftedRuns.environment(after, fields);
    assertEquals(List.of("machine: unknown, 2 cores, Linux 6.18.44 amd64 before, unknown, 2"
        + " cores, Linux 6.18.44 amd64 after (20261121T100000Z-full.env.json has no cpu;"
        + " 20261122T100000Z-full.env.json has no cpu)"),
        EnvironmentFile.beside(before).differences(EnvironmentFile.beside(after)));
  }
}
