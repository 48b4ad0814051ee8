package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.mnk.SearchStoppedException;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A table written when a search stops, read back by a fresh engine: the same entries, and the
 * search that goes on with them answers the same as one from an empty table, in fewer positions.
 * A file that is not this engine's table is refused and leaves the engine's table as it was.
 */
class TableCheckpointTest {
  /** 5x8 with four in a row: a win that ply deepening proves in about 112,000 positions. */
  private static final Rules BOARD = Rules.of(5, 8, 4);
  private static final int ENTRIES = 1 << 16;

  @Test
  void aStoppedSearchGoesOnWithTheTableItWroteAndAnswersTheSame(@TempDir Path dir)
      throws IOException {
    AlphaBetaEngine stopping = engine(BOARD, Technique.all(), stopAt(50_000));
    SearchStoppedException stopped = assertThrows(SearchStoppedException.class,
        () -> stopping.evaluate(BOARD.emptyBoard()));
    Path file = dir.resolve("5x8k4.table");
    long written = TableCheckpoint.save(stopping, file);
    assertEquals(stopping.memory().used(), written);
    assertTrue(written > 1_000, "the search stored something: " + written);
    assertEquals(java.util.List.of(file), list(dir), "no partial file is left");

    AlphaBetaEngine fresh = engine(BOARD, Technique.all(), SearchMonitor.NONE);
    Evaluation fromNothing = fresh.evaluate(BOARD.emptyBoard(), stopped.lowForX(),
        stopped.highForX());
    AlphaBetaEngine loaded = engine(BOARD, Technique.all(), SearchMonitor.NONE);
    assertEquals(written, TableCheckpoint.load(loaded, file));
    assertArrayEquals(stopping.memory().buckets(), loaded.memory().buckets());
    assertEquals(stopping.memory().allocated(), loaded.memory().allocated());
    Evaluation fromTable = loaded.evaluate(BOARD.emptyBoard(), stopped.lowForX(),
        stopped.highForX());
    assertEquals(fromNothing.score(), fromTable.score());
    assertTrue(fromTable.visited() < fromNothing.visited(), "with the table " + fromTable.visited()
        + " positions, without " + fromNothing.visited());
  }

  @Test
  void twoEnginesTableIsWrittenAndReadTheSameWay(@TempDir Path dir) throws IOException {
    Rules rules = Rules.of(4, 5, 4);
    ParallelEngine solved = new ParallelEngine(rules, Technique.all(), ENTRIES, SearchMonitor.NONE);
    Evaluation first = solved.evaluate(rules.emptyBoard());
    Path file = dir.resolve("t.table");
    TableCheckpoint.save(solved, file);
    ParallelEngine loaded = new ParallelEngine(rules, Technique.all(), ENTRIES, SearchMonitor.NONE);
    TableCheckpoint.load(loaded, file);
    assertArrayEquals(solved.table().buckets(), loaded.table().buckets());
    Evaluation again = loaded.evaluate(rules.emptyBoard());
    assertEquals(first.score(), again.score());
    assertTrue(again.visited() < first.visited(), again.visited() + " of " + first.visited());
  }

  @Test
  void aFileOfAnotherTableOrADamagedOneIsRefusedAndChangesNothing(@TempDir Path dir)
      throws IOException {
    Rules small = Rules.of(4, 5, 4);
    AlphaBetaEngine solved = engine(small, Technique.all(), SearchMonitor.NONE);
    solved.evaluate(small.emptyBoard());
    Path file = dir.resolve("4x5k4.table");
    TableCheckpoint.save(solved, file);

    refused("belongs to another board (4x5k4, not 4x6k4)",
        engine(Rules.of(4, 6, 4), Technique.all(), SearchMonitor.NONE), file);
    refused("belongs to another technique set",
        engine(small, Technique.allBut("pairing"), SearchMonitor.NONE), file);

    byte[] good = Files.readAllBytes(file);
    byte[] flipped = good.clone();
    flipped[flipped.length / 2] ^= 1; // one bit of an entry
    Files.write(file, flipped);
    refused("is damaged: its checksum does not match", fresh(small), file);
    Files.write(file, Arrays.copyOf(good, good.length - 3));
    refused("is damaged: it ends too soon", fresh(small), file);
    Files.write(file, Arrays.copyOf(good, 20));
    refused("is damaged: it ends too soon", fresh(small), file);
    Files.write(file, "board,rows\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
    refused("is not a table's checkpoint", fresh(small), file);
    try (RandomAccessFile longer = new RandomAccessFile(file.toFile(), "rw")) {
      longer.write(good);
      longer.write(0);
    }
    refused("is damaged: it goes on after its entries", fresh(small), file);

    assertThrows(IllegalArgumentException.class, () -> TableCheckpoint.save(
        engine(small, Technique.allBut("table"), SearchMonitor.NONE), dir.resolve("none")));
  }

  /**
   * What a search had proven is read back as it was written, and only as written: the file cut
   * short, a byte of it changed (the header's count of entries in use too, in a table's file),
   * or a file of the other kind is refused in one line naming the file. No {@code .partial} is
   * left behind.
   */
  @Test
  void aBoardsProgressIsReadBackAsWrittenAndATornFileIsRefused(@TempDir Path dir)
      throws IOException {
    Rules small = Rules.of(4, 5, 4);
    AlphaBetaEngine engine = fresh(small);
    Path file = dir.resolve("4x5k4.progress");
    TableRun.Progress progress = new TableRun.Progress(-3, 8, 123_456_789_012L, 4_321.5);
    TableCheckpoint.saveProgress(engine, progress, file);
    assertEquals(progress, TableCheckpoint.loadProgress(engine, file));
    assertEquals(java.util.List.of(file), list(dir), "no partial file is left");
    byte[] good = Files.readAllBytes(file);
    Files.write(file, Arrays.copyOf(good, good.length - 3));
    refusedProgress("is damaged: it ends too soon", engine, file);
    byte[] flipped = good.clone();
    flipped[good.length - 10] ^= 8; // a byte of the seconds
    Files.write(file, flipped);
    refusedProgress("is damaged: its checksum does not match", engine, file);
    try (RandomAccessFile longer = new RandomAccessFile(file.toFile(), "rw")) {
      longer.write(good);
      longer.write(0);
    }
    refusedProgress("is damaged: it goes on after its checksum", engine, file);

    engine.evaluate(small.emptyBoard());
    Path table = dir.resolve("4x5k4.table");
    TableCheckpoint.save(engine, table);
    refusedProgress("is not a board's progress", engine, table);
    Files.write(file, good);
    refused("is not a table's checkpoint", fresh(small), file);
    byte[] used = Files.readAllBytes(table);
    // the count of entries in use, the third int after the board and the techniques
    used[8 + 4 + 2 + "4x5k4".length() + 2 + Technique.describe(Technique.all()).length() + 11]
        ^= 1;
    Files.write(table, used);
    refused("is damaged: its checksum does not match", fresh(small), table);
  }

  private static void refusedProgress(String reason, AlphaBetaEngine engine, Path file) {
    TableCheckpoint.CheckpointException e = assertThrows(TableCheckpoint.CheckpointException.class,
        () -> TableCheckpoint.loadProgress(engine, file));
    assertTrue(e.getMessage().startsWith(file + " " + reason), e.getMessage());
  }

  /**
   * The entries of the most work, a small table's checkpoint, read into an engine of the usual
   * size: at most half of that small table, the heaviest of the entries, each one as the stopped
   * search stored it; the search that goes on with them answers the same in fewer positions. A
   * checkpoint of a larger table goes into a smaller one entry by entry, and answers the same.
   */
  @Test
  void theEntriesOfTheMostWorkAreReadIntoATableOfAnySize(@TempDir Path dir) throws IOException {
    AlphaBetaEngine stopping = engine(BOARD, Technique.all(), stopAt(50_000));
    SearchStoppedException stopped = assertThrows(SearchStoppedException.class,
        () -> stopping.evaluate(BOARD.emptyBoard()));
    TranspositionTable all = stopping.memory();
    Path file = dir.resolve("5x8k4.kept.table");
    int slots = 256;
    TableCheckpoint.saveHeaviest(stopping, file, slots);
    AlphaBetaEngine loaded = engine(BOARD, Technique.all(), SearchMonitor.NONE);
    long read = TableCheckpoint.load(loaded, file);
    int least = HeaviestEntries.leastKept(all, slots);
    long atLeast = 0;
    long atLeastOneLess = 0;
    long[] every = all.buckets();
    for (int slot = 0; slot < every.length / 5 * 2; slot++) {
      int work = TranspositionTable.work(TranspositionTable.entryOf(every, slot));
      if (TranspositionTable.entryOf(every, slot) != 0) {
        atLeast += work >= least ? 1 : 0;
        atLeastOneLess += work >= least - 1 ? 1 : 0;
      }
    }
    assertTrue(least > 0 && atLeast <= slots / 2 && atLeastOneLess > slots / 2,
        "the least work kept, " + least + ", is the least at which they fill half the slots: "
        + atLeast + " entries, " + atLeastOneLess + " with one less");
    assertTrue(read <= atLeast && read >= atLeast * 3 / 4, read + " of " + atLeast + " kept");
    long[] kept = loaded.memory().buckets();
    for (int slot = 0; slot < kept.length / 5 * 2; slot++) {
      int entry = TranspositionTable.entryOf(kept, slot);
      if (entry != 0) {
        int at = TranspositionTable.masks(slot);
        assertEquals(entry, all.probe(kept[at], kept[at + 1]), "as the search stored it");
        assertTrue(TranspositionTable.work(entry) >= least, "work " + least + " or more");
      }
    }

    Evaluation fromNothing = fresh(BOARD).evaluate(BOARD.emptyBoard(), stopped.lowForX(),
        stopped.highForX());
    Evaluation fromKept = loaded.evaluate(BOARD.emptyBoard(), stopped.lowForX(),
        stopped.highForX());
    assertEquals(fromNothing.score(), fromKept.score());
    assertTrue(fromKept.visited() < fromNothing.visited(), "with the kept entries "
        + fromKept.visited() + " positions, without " + fromNothing.visited());

    Path whole = dir.resolve("whole.table");
    TableCheckpoint.save(stopping, whole);
    AlphaBetaEngine small = new AlphaBetaEngine(BOARD, Technique.all(), 1024, SearchMonitor.NONE);
    long intoSmall = TableCheckpoint.load(small, whole);
    assertEquals(small.memory().used(), intoSmall);
    assertEquals(1024, intoSmall, "a full table: it had more than it could hold");
    assertEquals(fromNothing.score(), small.evaluate(BOARD.emptyBoard(), stopped.lowForX(),
        stopped.highForX()).score());
  }

  /** The load fails with {@code reason} and the engine's table is still empty. */
  private static void refused(String reason, AlphaBetaEngine engine, Path file) {
    TableCheckpoint.CheckpointException e = assertThrows(TableCheckpoint.CheckpointException.class,
        () -> TableCheckpoint.load(engine, file));
    assertTrue(e.getMessage().startsWith(file + " " + reason), e.getMessage());
    assertEquals(0, engine.memory().used(), "a refused file changes nothing");
  }

  private static AlphaBetaEngine fresh(Rules rules) {
    return engine(rules, Technique.all(), SearchMonitor.NONE);
  }

  private static AlphaBetaEngine engine(Rules rules, Set<Technique> techniques,
      SearchMonitor monitor) {
    return new AlphaBetaEngine(rules, techniques, ENTRIES, monitor);
  }

  private static SearchMonitor stopAt(long positions) {
    return SearchMonitor.budget(positions - 1, "stopped");
  }

  private static java.util.List<Path> list(Path dir) throws IOException {
    try (var files = Files.list(dir)) {
      return files.toList();
    }
  }
}
