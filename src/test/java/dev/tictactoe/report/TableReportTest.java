package dev.tictactoe.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.mnk.Published;
import dev.tictactoe.mnk.Rules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report of a table, on tables written here: it says what solved the boards without listing
 * every commit, how many boards each kind of proof settled, and which boards are new, counting a
 * board as new only where no published value and no general result settles it.
 */
class TableReportTest {
  @TempDir Path dir;

  private static TableFile.Row row(String board, String value, int ply, String proof,
      int table, String commit) {
    return new TableFile.Row(Rules.ofCompactName(board), value, ply > 0 ? OptionalInt.of(ply)
        : OptionalInt.empty(), proof, 100, 1.5, 2.0, 2, table, "0.1.0", commit, "");
  }

  private static final List<TableFile.Row> ROWS = List.of(
      row("1x3k3", "draw", 0, "bounds", 1 << 25, "a2be39d"),
      row("3x4k4", "draw", 0, "pairing", 1 << 25, "a2be39d"),
      row("3x4k3", "X wins", 7, "ply deepening", 1 << 25, "a2be39d"),
      row("3x5k3", "X wins", 7, "ply deepening", 1 << 26, "bc0c93588c62"),
      row("4x11k4", "X wins", 21, "ply deepening", 1 << 28, "43db3ba2f50c"),
      row("5x9k5", "draw", 0, "weak game", 1 << 26, "c032f43b1307"));

  private String report() throws IOException {
    Path table = dir.resolve("20261127T000000Z-table.csv");
    ROWS.forEach(r -> TableFile.append(table, r));
    return Files.readString(TableReport.write(table));
  }

  @Test
  void theSummaryCountsTheCommitsItDoesNotNameAndSaysWhatTheBoardsWereSolvedWith()
      throws IOException {
    String summary = region(report(), "table-summary");
    assertTrue(summary.contains("on 2 threads, with a table of 2^25^ to 2^28^ entries"), summary);
    assertTrue(summary.contains("3 boards solved at a2be39d, 1 at 43db3ba and 2 at 2 other"
        + " commits (each board's row names its own)"), summary);
    assertEquals("1 board solved at a2be39d", TableReport.commits(ROWS.subList(0, 1)),
        "one commit, named alone");
  }

  /**
   * A table written before rows named their CPU is read as it is, and the first row appended to
   * it rewrites it with the column, its old rows given the CPU its environment file names, no
   * temporary file left behind; the summary then counts each machine's boards.
   */
  @Test
  void aTableWithoutTheCpuColumnGetsItFromItsEnvironmentWhenARowIsAppended() throws IOException {
    Path table = dir.resolve("20261127T000000Z-table.csv");
    StringBuilder old = new StringBuilder(String.join(",", TableFile.WITHOUT_CPU)).append('\n');
    for (TableFile.Row r : ROWS) {
      String line = r.csv(); // its CPU is "", the last field
      old.append(line, 0, line.lastIndexOf(',')).append('\n');
    }
    Files.writeString(table, old);
    Path env = ResultFiles.envFileOf(table);
    Files.writeString(env, "{\"cpu\": \"Old CPU, 2.80GHz\", \"cores\": 2}");
    assertEquals(ROWS.size(), TableFile.read(table).size());
    assertTrue(TableFile.read(table).values().stream().allMatch(r -> r.cpu().isEmpty()));

    TableFile.Row newer = new TableFile.Row(Rules.ofCompactName("3x4k3"), "X wins",
        OptionalInt.of(7), "ply deepening", 50, 0.5, 0.5, 2, 1 << 26, "0.1.0", "fedcba9",
        "New CPU");
    TableFile.append(table, newer);
    List<String> lines = Files.readAllLines(table);
    assertEquals(String.join(",", TableFile.COLUMNS), lines.get(0));
    assertEquals(ROWS.size() + 2, lines.size(), "the old rows, then the new one");
    Map<Rules, TableFile.Row> after = TableFile.read(table);
    assertEquals(newer, after.get(newer.rules()));
    assertEquals("Old CPU, 2.80GHz", after.get(Rules.ofCompactName("5x9k5")).cpu());
    try (var files = Files.list(dir)) {
      assertEquals(java.util.Set.of(table, env),
          files.collect(java.util.stream.Collectors.toSet()), "no .partial left");
    }
    String summary = region(Files.readString(TableReport.write(table)), "table-summary");
    assertTrue(summary.contains(String.format(Locale.ROOT, "on 2-core machines (%d boards on Old"
        + " CPU, 2.80GHz, 1 board on New CPU): engine", ROWS.size() - 1)), summary);
  }

  @Test
  void aBoardIsNewOnlyWhereNothingPublishedSettlesIt() throws IOException {
    String report = report();
    String fresh = region(report, "table-new");
    // 1x3 k=3 (counting), 3x4 k=4 (each row paired) and 3x4 k=3 (published) are settled
    assertTrue(fresh.startsWith("3 of the 6 boards are settled by no published result"), fresh);
    assertTrue(fresh.contains("1 of them with three in a row, every one won by X on ply 7"),
        fresh);
    assertTrue(fresh.contains("With four in a row or more: 4x11 k=4: X wins on ply 21; 5x9 k=5:"
        + " draw."), fresh);
    assertEquals(List.of("3x5k3", "4x11k4", "5x9k5"), TableReport.fresh(TableFile.read(
        dir.resolve("20261127T000000Z-table.csv"))).stream().map(r -> r.rules().compactName())
        .toList());
    String settled = region(report, "table-settled");
    assertTrue(settled.contains("| a value of its own | draw or X wins | 1 |"), settled);
    assertTrue(settled.contains("| counting | draw | 1 | "), settled);
    assertTrue(settled.contains("| each row paired | draw | 1 | "), settled);
    assertTrue(settled.contains("| nothing: new | | 3 |"), settled);
    for (Published.General g : Published.GENERAL) {
      assertTrue(settled.contains("| " + g.name() + " | " + g.value() + " | "), g.name());
    }
    assertTrue(settled.contains("| nine or more in a row | draw | 0 | "), "it covers none of"
        + " these boards: " + settled);
  }

  @Test
  void eachNarrowBoardIsHeldToItsTwentyMinutesAndOneMissingIsNotMet() throws IOException {
    String targets = region(report(), "table-targets");
    assertTrue(targets.contains("| Each of 4x11 to 4x16 with 4 in a row solved in under 20 minutes"
        + " on 2 cores | 1 of 6 in time: 4x11 1.500 s, 4x12 not solved, 4x13 not solved,"), targets);
    assertTrue(targets.contains("4x16 not solved | *no*\n"), targets);
  }

  @Test
  void eachKindOfProofIsCountedMostBoardsFirst() throws IOException {
    String proofs = region(report(), "table-proofs");
    assertTrue(proofs.contains("| Proven by | Boards\n| ply deepening | 3\n"), proofs);
    assertTrue(proofs.contains("| bounds | 1\n"), proofs);
  }

  private static String region(String report, String tag) {
    int start = report.indexOf("// tag::" + tag + "[]\n");
    int end = report.indexOf("// end::" + tag + "[]");
    assertTrue(start >= 0 && end > start, "no region " + tag + " in " + report);
    return report.substring(start + ("// tag::" + tag + "[]\n").length(), end);
  }
}
