package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A board of a table's run: stopped, it writes its checkpoints and says what it had proven; while
 * it runs, it writes them every so often; the run that goes on reads them and ends with the value
 * of a cold solve, counting the positions of both runs. A damaged file is said so in one line and
 * the board starts afresh. (The CLI's tests cover the rows, the lines and the weak game's hint;
 * {@code TableCommandIT} a run killed outright.)
 */
class TableRunTest {
  /** 5x8 with four in a row: a win that ply deepening proves in about 112,000 positions. */
  private static final Rules BOARD = Rules.of(5, 8, 4);
  /**
   * 5x9 with four in a row, a win in about 311,000 positions: long enough for a checkpoint at
   * more than one of the engine's checkpoints ({@link SearchMonitor#INTERVAL}).
   */
  private static final Rules LONGER = Rules.of(5, 9, 4);
  private static final int ENTRIES = 1 << 16;
  private static final Evaluation COLD = engine(BOARD, SearchMonitor.NONE)
      .evaluate(BOARD.emptyBoard());

  @Test
  void aStoppedBoardWritesItsCheckpointsAndTheRunThatGoesOnEndsWithTheColdValue(
      @TempDir Path dir) {
    List<String> said = new ArrayList<>();
    TableRun.Outcome stopped = new TableRun(dir, 0, false).solve(BOARD, TableRunTest::engine,
        SearchMonitor.budget(50_000, "stopped"), null, said::add);
    assertFalse(stopped.solved(), stopped.toString());
    assertEquals(OptionalInt.empty(), stopped.scoreForX());
    int[] proven = Score.ofBounds(stopped.proof(), BOARD.cells());
    assertTrue(proven[0] <= COLD.scoreForX() && COLD.scoreForX() <= proven[1],
        stopped.proof() + " holds the value " + COLD.scoreForX());
    Path table = dir.resolve("5x8k4" + TableRun.TABLE_SUFFIX);
    Path kept = dir.resolve("5x8k4" + TableRun.KEPT_SUFFIX);
    Path progress = dir.resolve("5x8k4" + TableRun.PROGRESS_SUFFIX);
    assertEquals(3, said.size(), said.toString());
    assertTrue(said.get(0).startsWith("wrote its table to " + table + " ("), said.toString());
    assertTrue(said.get(1).startsWith("wrote its entries of the most work to " + kept + " ("),
        said.toString());
    assertTrue(said.get(2).startsWith("wrote what it had proven to " + progress + " ("
        + stopped.proof() + ", "), said.toString());

    said.clear();
    TableRun.Outcome solved = new TableRun(dir, 0, false).solve(BOARD, TableRunTest::engine,
        SearchMonitor.NONE, null, said::add);
    assertEquals(OptionalInt.of(COLD.scoreForX()), solved.scoreForX());
    assertEquals("ply deepening", solved.proof());
    assertTrue(said.get(0).matches("going on from an earlier run's [\\d.]+ s \\(its progress in "
        + java.util.regex.Pattern.quote(progress.toString()) + "\\), which proved: "
        + java.util.regex.Pattern.quote(stopped.proof())), said.toString());
    assertTrue(said.get(1).startsWith("read the table an earlier run left in " + table + " ("),
        said.toString());
    assertTrue(solved.positions() > stopped.positions() && solved.seconds() > stopped.seconds(),
        "both runs counted: " + solved + " after " + stopped);
    assertTrue(solved.positions() - stopped.positions() < COLD.visited(),
        "the table saved work: " + (solved.positions() - stopped.positions()) + " positions, "
        + COLD.visited() + " cold");
    assertFalse(Files.exists(table) || Files.exists(kept) || Files.exists(progress),
        "a solved board's files are gone");
  }

  /**
   * While the board runs, it writes its checkpoint at the first of the engine's checkpoints after
   * each interval (here every one): the files a run killed then would leave, copied as each is
   * written (the last copy stays), are read by the next run, which goes on from their bounds and positions and
   * ends with the cold value. With two engines, the helper storing while the lead writes, the
   * table is written whole (SharedTableTest proves no entry of it is another position's). With
   * {@code keptOnly}, the whole table is never written.
   */
  @Test
  void aRunningBoardWritesItsCheckpointEverySoOftenAndAKilledRunGoesOnFromIt(
      @TempDir Path dir) throws IOException {
    Evaluation cold = engine(LONGER, SearchMonitor.NONE).evaluate(LONGER.emptyBoard());
    Path files = Files.createDirectories(dir.resolve("running"));
    Path killed = Files.createDirectories(dir.resolve("killed"));
    List<String> said = new ArrayList<>();
    TableRun.Outcome whole = new TableRun(files, 1e-9, false).solve(LONGER,
        m -> engine(LONGER, m), SearchMonitor.NONE, null, line -> {
          said.add(line);
          if (line.startsWith("checkpoint at ")) {
            copy(files, killed); // a checkpoint written: a SIGKILL now leaves these
          }
        });
    assertEquals(OptionalInt.of(cold.scoreForX()), whole.scoreForX());
    assertEquals(cold.visited(), whole.positions(), "the saves change nothing in the search");
    List<String> written = said.stream().filter(l -> l.startsWith("checkpoint at ")).toList();
    assertTrue(written.size() >= 2, said.toString());
    assertTrue(written.get(0).matches("checkpoint at [\\d.]+ s: its table \\([\\d,]+ entries\\),"
        + " [\\d,]+ entries of the most work and what it had proven \\(.*\\) written to "
        + java.util.regex.Pattern.quote(files.toString()) + " in [\\d.]+ s"), written.get(0));
    try (var left = Files.list(files)) {
      assertEquals(0, left.count(), "a solved board's files are gone");
    }

    Path progress = killed.resolve("5x9k4" + TableRun.PROGRESS_SUFFIX);
    TableRun.Progress saved = TableCheckpoint.loadProgress(engine(LONGER, SearchMonitor.NONE),
        progress);
    assertTrue(saved.positions() > 0 && saved.positions() < cold.visited(), saved.toString());
    assertTrue(saved.lowForX() <= cold.scoreForX() && cold.scoreForX() <= saved.highForX(),
        saved + " holds " + cold.scoreForX());
    said.clear();
    TableRun.Outcome resumed = new TableRun(killed, 0, false).solve(LONGER,
        m -> engine(LONGER, m), SearchMonitor.NONE, null, said::add);
    assertTrue(said.get(0).startsWith("going on from an earlier run's "), said.toString());
    assertTrue(said.get(0).endsWith(" (its progress in " + progress + "), which proved: "
        + saved.proven(LONGER)), said.toString());
    assertTrue(said.get(1).startsWith("read the table an earlier run left in "
        + killed.resolve("5x9k4" + TableRun.TABLE_SUFFIX)), said.toString());
    assertEquals(OptionalInt.of(cold.scoreForX()), resumed.scoreForX());
    assertTrue(resumed.positions() > saved.positions() && resumed.seconds() > saved.seconds(),
        resumed + " goes on from " + saved);

    // with two engines, the helper storing while the lead writes the table
    Path two = Files.createDirectories(dir.resolve("two"));
    Path twoKilled = Files.createDirectories(dir.resolve("two-killed"));
    List<String> saves = new ArrayList<>();
    TableRun.Outcome helped = new TableRun(two, 1e-9, false).solve(LONGER,
        m -> new ParallelEngine(LONGER, Technique.all(), ENTRIES, m, 1), SearchMonitor.NONE, null,
        line -> {
          if (line.startsWith("checkpoint at ")) {
            saves.add(line);
            copy(two, twoKilled);
          }
        });
    assertTrue(saves.size() > 0, "the lead wrote a checkpoint while the helper searched");
    assertEquals(OptionalInt.of(cold.scoreForX()), helped.scoreForX());
    assertTrue(TableCheckpoint.load(engine(LONGER, SearchMonitor.NONE),
        twoKilled.resolve("5x9k4" + TableRun.TABLE_SUFFIX)) > 0, "a whole table, read back");

    said.clear();
    Path keptOnly = Files.createDirectories(dir.resolve("kept-only"));
    new TableRun(keptOnly, 1e-9, true).solve(LONGER, m -> engine(LONGER, m),
        SearchMonitor.budget(250_000, "stopped"), null, said::add);
    assertTrue(said.stream().anyMatch(l -> l.matches("checkpoint at [\\d.]+ s: [\\d,]+ entries"
        + " of the most work and what it had proven .*")), said.toString());
    assertTrue(said.stream().noneMatch(l -> l.contains("its table")), said.toString());
    assertFalse(Files.exists(keptOnly.resolve("5x9k4" + TableRun.TABLE_SUFFIX)));
    assertTrue(Files.exists(keptOnly.resolve("5x9k4" + TableRun.KEPT_SUFFIX)));
  }

  /** Of a row and a progress file, the later (more positions) is gone on from. */
  @Test
  void theLaterOfTheRowAndTheProgressFileIsGoneOnFrom(@TempDir Path dir) throws IOException {
    Rules rules = Rules.of(4, 5, 4);
    Path progress = dir.resolve("4x5k4" + TableRun.PROGRESS_SUFFIX);
    TableCheckpoint.saveProgress(engine(rules, SearchMonitor.NONE),
        new TableRun.Progress(Score.WORST, Score.wonWith(20, 13), 500, 5.0), progress);
    TableRun.Progress row = new TableRun.Progress(Score.WORST, Score.BEST, 400, 4.0);
    List<String> said = new ArrayList<>();
    TableRun.Outcome fromFile = new TableRun(dir, 0, false).solve(rules,
        m -> engine(rules, m), SearchMonitor.NONE, row, said::add);
    assertEquals("going on from an earlier run's 5.0 s (its progress in " + progress + "), which"
        + " proved: X cannot win before ply 13", said.get(0));
    assertTrue(fromFile.positions() > 500, fromFile.toString());

    said.clear();
    TableCheckpoint.saveProgress(engine(rules, SearchMonitor.NONE),
        new TableRun.Progress(Score.WORST, Score.BEST, 300, 3.0), progress);
    new TableRun(dir, 0, false).solve(rules, m -> engine(rules, m), SearchMonitor.NONE, row,
        said::add);
    assertEquals("going on from an earlier run's 4.0 s, which proved: nothing", said.get(0));
  }

  /**
   * A damaged checkpoint, or a file of another board, technique set or format, or a write a
   * killed run left unfinished, is said so in one line naming it, and the board is solved from
   * nothing: a cold solve's positions.
   */
  @Test
  void aDamagedFileIsSaidSoInOneLineAndTheBoardStartsAfresh(@TempDir Path dir)
      throws IOException {
    Rules rules = Rules.of(4, 5, 4);
    Evaluation cold = engine(rules, SearchMonitor.NONE).evaluate(rules.emptyBoard());
    Path progress = dir.resolve("4x5k4" + TableRun.PROGRESS_SUFFIX);
    Path table = dir.resolve("4x5k4" + TableRun.TABLE_SUFFIX);
    AlphaBetaEngine solved = engine(rules, SearchMonitor.NONE);
    solved.evaluate(rules.emptyBoard());
    TableCheckpoint.saveProgress(solved, new TableRun.Progress(0, 0, 10, 1.0), progress);
    byte[] good = Files.readAllBytes(progress);

    afresh(dir, rules, cold, progress, "is damaged: it ends too soon",
        file -> write(file, java.util.Arrays.copyOf(good, good.length - 1)));
    afresh(dir, rules, cold, progress, "is damaged: its checksum does not match", file -> {
      byte[] flipped = good.clone();
      flipped[good.length - 20] ^= 4; // a byte of the positions
      write(file, flipped);
    });
    afresh(dir, rules, cold, progress, "is in format 1, not 2", file -> {
      byte[] older = good.clone();
      older[11] = 1;
      write(file, older);
    });
    afresh(dir, rules, cold, progress, "belongs to another board (4x6k4, not 4x5k4)",
        file -> progressOf(engine(Rules.of(4, 6, 4), SearchMonitor.NONE), file));
    afresh(dir, rules, cold, progress, "belongs to another technique set",
        file -> progressOf(new AlphaBetaEngine(rules, Technique.allBut("pairing"), ENTRIES,
            SearchMonitor.NONE), file));
    afresh(dir, rules, cold, table, "is damaged: its checksum does not match", file -> {
      TableCheckpoint.save(solved, file);
      byte[] flipped = Files.readAllBytes(file);
      // the count of entries in use, the third int after the board and the techniques
      int used = 8 + 4 + 2 + "4x5k4".length() + 2
          + Technique.describe(Technique.all()).length() + 8;
      flipped[used + 3] ^= 1;
      write(file, flipped);
    });
    Path partial = TableCheckpoint.partial(table);
    afresh(dir, rules, cold, partial, "is a write that did not end (its run was stopped while"
        + " writing it); deleted", file -> write(file, java.util.Arrays.copyOf(good, 7)));
    assertFalse(Files.exists(partial), "a .partial is deleted");
  }

  /** What is wrong with {@code file} once {@code make} made it: one line, and a cold solve. */
  private static void afresh(Path dir, Rules rules, Evaluation cold, Path file, String why,
      Maker make) throws IOException {
    make.make(file);
    List<String> said = new ArrayList<>();
    TableRun.Outcome solved = new TableRun(dir, 0, false).solve(rules, m -> engine(rules, m),
        SearchMonitor.NONE, null, said::add);
    assertEquals(1, said.size(), said.toString());
    assertTrue(said.get(0).startsWith("not using a checkpoint: " + file + " " + why),
        said.get(0));
    assertEquals(OptionalInt.of(cold.scoreForX()), solved.scoreForX());
    assertEquals(cold.visited(), solved.positions(), "a cold solve's positions: " + why);
  }

  @FunctionalInterface
  private interface Maker {
    void make(Path file) throws IOException;
  }

  private static void progressOf(ProvingEngine engine, Path file) throws IOException {
    TableCheckpoint.saveProgress(engine, new TableRun.Progress(0, 0, 10, 1.0), file);
  }

  private static void write(Path file, byte[] bytes) throws IOException {
    Files.write(file, bytes);
  }

  @Test
  void checkpointsNeedAnEngineWithATableAndAnIntervalOfZeroOrMore(@TempDir Path dir) {
    TableRun run = new TableRun(dir, 0, false);
    Consumer<String> nothing = line -> { };
    assertThrows(IllegalArgumentException.class, () -> run.solve(BOARD,
        m -> new AlphaBetaEngine(BOARD, Technique.allBut("table"), m), SearchMonitor.NONE, null,
        nothing));
    assertThrows(IllegalArgumentException.class, () -> new TableRun(dir, -1, false));
    assertThrows(IllegalArgumentException.class, () -> new TableRun(dir, Double.NaN, false));
  }

  private static void copy(Path from, Path to) {
    try (var files = Files.list(from)) {
      for (Path file : files.toList()) {
        Files.copy(file, to.resolve(file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static AlphaBetaEngine engine(SearchMonitor monitor) {
    return engine(BOARD, monitor);
  }

  private static AlphaBetaEngine engine(Rules rules, SearchMonitor monitor) {
    return new AlphaBetaEngine(rules, Technique.all(), ENTRIES, monitor);
  }
}
