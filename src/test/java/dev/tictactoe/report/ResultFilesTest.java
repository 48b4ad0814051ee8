package dev.tictactoe.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultFilesTest {
  @TempDir Path dir;

  @Test
  void reservingANameNeverReusesAnExistingOne() throws IOException {
    Instant start = Instant.parse("2026-11-22T16:25:36.700Z");
    Path first = ResultFiles.reserve(dir, "quick", start);
    assertEquals("20261122T162536Z-quick.json", first.getFileName().toString());
    Files.writeString(first, "[]");
    Path second = ResultFiles.reserve(dir, "quick", start);
    assertEquals("20261122T162537Z-quick.json", second.getFileName().toString());
    assertEquals("[]", Files.readString(first), "the first file is untouched");
    // An orphaned environment file also keeps its name taken.
    Files.writeString(dir.resolve("20261122T162538Z-quick.env.json"), "{}");
    Path third = ResultFiles.reserve(dir, "quick", start);
    assertEquals("20261122T162539Z-quick.json", third.getFileName().toString());
    assertFalse(Files.exists(dir.resolve("20261122T162538Z-quick.json")));
    assertEquals(dir.resolve("20261122T162539Z-quick.env.json"), ResultFiles.envFileOf(third));
  }

  @Test
  void onlyTheProfilesOfBenchNameAResultsFile() {
    Instant start = Instant.parse("2026-11-22T16:25:36Z");
    assertThrows(IllegalArgumentException.class, () -> ResultFiles.reserve(dir, "slow", start));
    assertEquals(List.of(), List.of(dir.toFile().list()), "nothing was created");
  }

  @Test
  void everyNameOfARunIsBuiltFromItsStem() {
    Path results = dir.resolve("20261122T162536Z-full.json");
    assertEquals("20261122T162536Z-full", ResultFiles.stem(results));
    assertEquals(dir.resolve("20261122T162536Z-full.env.json"), ResultFiles.envFileOf(results));
    assertEquals(dir.resolve("20261122T162536Z-full.adoc"), ResultFiles.reportOf(results));
    assertEquals(results, ResultFiles.resultsOf(ResultFiles.reportOf(results)));
    assertEquals("20261122T162536Z-full-MoveCostBenchmark.svg",
        ResultFiles.chartOf(results, "MoveCostBenchmark"));
    assertEquals(dir.resolve("20261123T000000Z-quick-vs-20261122T162536Z-full.adoc"),
        ResultFiles.comparisonOf(results, dir.resolve("20261123T000000Z-quick.json")));
  }

  @Test
  void theProfileIsReadFromAResultsFileNameOnly() {
    assertEquals(Optional.of("quick"),
        ResultFiles.profileOf(Path.of("20261122T162536Z-quick.json")));
    assertEquals(Optional.of("full"),
        ResultFiles.profileOf(dir.resolve("20261122T162536Z-full.json")));
    for (String other : List.of("20261122T162536Z-full.env.json", "20261122T162536Z-full.adoc",
        "20261122T162536Z-slow.json", "results.json", "20261122T162536Z-full-vs-x.json")) {
      assertEquals(Optional.empty(), ResultFiles.profileOf(Path.of(other)), other);
    }
  }

  @Test
  void newestFirstListsResultsFilesOnly() throws IOException {
    for (String name : List.of("20261121T000000Z-full.json", "20261123T000000Z-quick.json",
        "20261124T000000Z-full.env.json", "20261125T000000Z-full.adoc", "notes.json")) {
      Files.writeString(dir.resolve(name), "");
    }
    assertEquals(List.of(dir.resolve("20261123T000000Z-quick.json"),
        dir.resolve("20261121T000000Z-full.json")), ResultFiles.resultsNewestFirst(dir));
    assertEquals(List.of(dir.resolve("20261125T000000Z-full.adoc")),
        ResultFiles.reportsNewestFirst(dir));
    assertTrue(ResultFiles.resultsNewestFirst(dir.resolve("missing")).isEmpty());
  }
}
