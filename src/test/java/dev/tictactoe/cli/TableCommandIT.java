package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.report.TableFile;
import dev.tictactoe.solver.TableRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code table} in its own JVM: what Ctrl-C does to a long run. */
class TableCommandIT {

  /**
   * Ctrl-C in the middle of a long board (4x9 k=4, about 200 million positions): the board is
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
}
