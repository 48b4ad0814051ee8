package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.tictactoe.Fuzzing;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Fuzzes the readers of a board's checkpoint (what {@code table --checkpoints} reads back) with
 * the bytes of the file, for a 3x3 engine with a table of 1,024 entries: its table ({@link
 * TableCheckpoint#load}) and what its search had proven ({@link TableCheckpoint#loadProgress}).
 * Saved inputs: {@code TableCheckpointFuzzTestInputs/load/} and {@code progress/}, among them a
 * file of that engine as {@code save} and {@code saveProgress} write it.
 */
class TableCheckpointFuzzTest {
  private static final Rules RULES = Rules.ticTacToe();
  private static final int ENTRIES = 1 << 10;
  private static final Path FILE = file();

  /**
   * A file read fills the table with what its header says is in use, and the engine then answers
   * as any 3x3 engine does; any other file is refused in one line that names it, and the table
   * stays empty.
   */
  @FuzzTest
  void load(byte[] bytes) throws IOException {
    Files.write(FILE, bytes);
    AlphaBetaEngine engine = new AlphaBetaEngine(RULES, Technique.all(), ENTRIES,
        SearchMonitor.NONE);
    long read;
    try {
      read = TableCheckpoint.load(engine, FILE);
    } catch (TableCheckpoint.CheckpointException refused) {
      Fuzzing.assertOneLine(refused);
      assertTrue(refused.getMessage().startsWith(FILE + " "), refused.getMessage());
      assertEquals(0, engine.memory().used(), "a refused file changes nothing");
      return;
    }
    assertEquals(engine.memory().used(), read);
    // a file whose checksum matches is one save wrote: its entries are the engine's own facts
    assertEquals(0, engine.evaluate(RULES.emptyBoard()).score());
  }

  /**
   * A file read says bounds that hold some value, and a count of positions and seconds; any
   * other file is refused in one line that names it.
   */
  @FuzzTest
  void progress(byte[] bytes) throws IOException {
    Files.write(FILE, bytes);
    AlphaBetaEngine engine = new AlphaBetaEngine(RULES, Technique.all(), ENTRIES,
        SearchMonitor.NONE);
    TableRun.Progress read;
    try {
      read = TableCheckpoint.loadProgress(engine, FILE);
    } catch (TableCheckpoint.CheckpointException refused) {
      Fuzzing.assertOneLine(refused);
      assertTrue(refused.getMessage().startsWith(FILE + " "), refused.getMessage());
      return;
    }
    assertTrue(read.lowForX() <= read.highForX() && read.positions() >= 0
        && read.seconds() >= 0, read.toString());
  }

  /** The file each input is written to: a fresh one in a directory of this JVM's own. */
  private static Path file() {
    try {
      Path dir = Files.createTempDirectory("checkpoint-fuzz");
      dir.toFile().deleteOnExit();
      Path file = dir.resolve("3x3k3.table");
      file.toFile().deleteOnExit();
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
