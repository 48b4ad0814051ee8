package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.report.ResultFiles;
import dev.tictactoe.report.TableFile;
import dev.tictactoe.solver.AlphaBetaEngine;
import dev.tictactoe.solver.TableCheckpoint;
import dev.tictactoe.solver.TableRun;
import dev.tictactoe.solver.Technique;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code table} in its own JVM: what Ctrl-C, or a kill, does to a long run. */
class TableCommandIT {

  /**
   * Ctrl-C in the middle of a long board (4x9 k=4, about 100 million positions): the board is
   * written as stopped, with what ply deepening had proven (which {@code --resume} goes on from),
   * and the boards after it are not started; with {@code --checkpoints}, its table is written too,
   * and its entries of the most work.
   */
  @Test
  void ctrlCWritesTheBoardInProgressWithWhatItHadProven(@TempDir Path dir) throws Exception {
    Path csv = dir.resolve("t.csv");
    Jar.Running run = Jar.start(dir, "table", "--boards", "4x9k4,3x3k3", "--threads", "1",
        "--table-size", "65536", "--csv", csv.toString(), "--checkpoints",
        dir.resolve("tables").toString());
    // a progress line (one each 2 s) on a ply's question: the plies before it are settled
    run.awaitErr(Pattern.compile("4x9 k=4: .*asking: does X win by ply \\d+"));
    run.interrupt();
    Cli.Result r = run.finish();
    assertEquals(128 + 15, r.status(), "ended by SIGTERM, as Ctrl-C ends it: " + r.err());
    assertTrue(r.err().contains("\ninterrupted: the boards in progress were written as stopped,"
        + " with what they had proven\n"), r.err());
    TableFile.Row row = TableFile.read(csv).get(Rules.of(4, 9, 4));
    assertFalse(row.isSolved(), row.toString());
    int[] proven = row.provenForX();
    assertTrue(proven[1] < Score.BEST, "it had proven that X cannot win soon: " + row.proof());
    assertEquals(1, r.out().lines().count(), "only the board in progress: " + r.out());
    assertTrue(r.err().contains("\nsolved 0 of 2 boards in "), r.err());
    assertTrue(r.out().startsWith("4x9 k=4:   not solved (interrupted) "), r.out());
    assertTrue(r.out().endsWith("; proven: " + row.proof() + "\n"), r.out());
    Path table = dir.resolve("tables").resolve("4x9k4.table");
    assertTrue(r.err().contains("\n4x9 k=4: wrote its table to " + table + " ("), r.err());
    // a file of the table's size: a header, 65,536 entries of 20 bytes, a checksum
    long bytes = Files.size(table);
    assertTrue(bytes > 65_536 * 20 + 8 && bytes < 65_536 * 20 + 100, bytes + " bytes");
    // and its entries of the most work, a table of at most 32,768 entries
    Path kept = dir.resolve("tables").resolve("4x9k4" + TableRun.KEPT_SUFFIX);
    assertTrue(r.err().contains("\n4x9 k=4: wrote its entries of the most work to " + kept
        + " ("), r.err());
    long keptBytes = Files.size(kept);
    assertTrue(keptBytes > 1_024 * 20 && keptBytes < 32_768 * 20 + 100, keptBytes + " bytes");
  }

  /**
   * A run killed outright (SIGKILL: no shutdown hook, no row) in the middle of a board, once a
   * periodic checkpoint that had proven something was written (every 0.2 s here, 600 s by
   * default): the next run reads that checkpoint, goes on from its bounds, positions and
   * seconds, and ends with the committed table's value. 4x8 k=4, a draw of about 11 million
   * positions on one thread, about 7 s: its first bound is proven at about 0.5 s, so the kill
   * comes long before the board ends even on a busy machine (4x7 k=4 ended 0.4 s after its first
   * bound, and a fresh clone's verify once killed it too late).
   */
  @Test
  void aKilledRunLeavesACheckpointTheNextRunGoesOnFrom(@TempDir Path dir) throws Exception {
    Rules rules = Rules.of(4, 8, 4);
    Path csv = dir.resolve("t.csv");
    Path tables = dir.resolve("tables");
    String[] board = {"--boards", "4x8k4", "--threads", "1", "--table-size", "65536",
        "--checkpoints", tables.toString(), "--checkpoint-every", "0.2"};
    Jar.Running run = Jar.start(dir, concat(new String[] {"table", "--csv", csv.toString()},
        board));
    run.awaitErr(Pattern.compile("4x8 k=4: checkpoint at [\\d.]+ s: .*what it had proven"
        + " \\(X cannot win before ply \\d+"));
    run.kill();
    Cli.Result killed = run.finish();
    assertEquals(128 + 9, killed.status(), "killed before the board ended: " + killed.out()
        + killed.err());
    assertEquals("", killed.out(), "no line: the board did not end");
    assertFalse(Files.exists(csv), "and no row: the file is made with its first");
    Path progress = tables.resolve("4x8k4" + TableRun.PROGRESS_SUFFIX);
    TableRun.Progress saved = TableCheckpoint.loadProgress(new AlphaBetaEngine(rules,
        Technique.all(), 1 << 16, SearchMonitor.NONE), progress);
    assertTrue(saved.highForX() < Score.BEST, "it had proven that X cannot win soon: " + saved);

    Cli.Result next = Jar.run(dir, "", concat(new String[] {"table", "--resume",
        csv.toString()}, board));
    assertEquals(0, next.status(), next.err());
    assertTrue(next.err().contains(String.format(Locale.ROOT, "\n4x8 k=4: going on from an"
        + " earlier run's %.1f s (its progress in %s), which proved: %s\n", saved.seconds(),
        progress, Score.bounds(saved.lowForX(), saved.highForX(), rules.cells()))), next.err());
    assertTrue(next.err().contains("\n4x8 k=4: read the table an earlier run left in "
        + tables.resolve("4x8k4" + TableRun.TABLE_SUFFIX) + " ("), next.err());
    TableFile.Row row = TableFile.read(csv).get(rules);
    assertEquals(TableFile.read(ResultFiles.newestTable(Path.of("results")).orElseThrow())
        .get(rules).outcome(), row.outcome(), "the committed table's value");
    assertTrue(row.positions() > saved.positions() && row.seconds() > saved.seconds(),
        row + " counts on from " + saved);
    try (var left = Files.list(tables)) {
      assertEquals(List.of(), left.toList(), "a solved board's checkpoint is deleted");
    }
  }

  private static String[] concat(String[] first, String... more) {
    String[] all = java.util.Arrays.copyOf(first, first.length + more.length);
    System.arraycopy(more, 0, all, first.length, more.length);
    return all;
  }
}
