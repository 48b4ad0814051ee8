package dev.tictactoe.solver;

import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.mnk.SearchStoppedException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The run of a table ({@code table}): each board's empty position solved by a fresh engine, going
 * on from what an earlier run of the board had proven and, with a directory of checkpoints, from
 * the table that run left. What it knows across boards is the one hint a board gets: that X wins
 * it by a ply at the latest where it holds a smaller board X has won on that ply.
 *
 * <p>One board, {@link #solve}: its engine is told the bounds an earlier run proved ({@link
 * Progress}: from the board's row, or from its progress file if that is later), so ply deepening
 * asks only the questions they leave open; told by when X wins where a held board says;
 * given the table an earlier run wrote ({@link TableCheckpoint}), the whole one where it is there,
 * else its entries of the most work. While it runs, it writes its checkpoint every so often, so
 * that a run killed outright loses that interval at most. A board solved has its checkpoints
 * deleted; a board stopped (a time limit, Ctrl-C) writes them. What it says as it goes ("read the
 * table an earlier run left in ...") goes to the caller, a line at a time; the board's row and
 * its line are the caller's, made from the {@link Outcome}.
 *
 * <p>Thread-safe: boards may be solved at the same time, each on its own thread.
 */
public final class TableRun {
  /** The file name's end of a board's whole table. */
  public static final String TABLE_SUFFIX = ".table";
  /**
   * The file name's end of a board's {@link TableCheckpoint#saveHeaviest heaviest entries}, read
   * where its whole table is not there: the one table small enough to commit.
   */
  public static final String KEPT_SUFFIX = ".kept.table";
  /** The file name's end of what a board's run had proven ({@link Progress}). */
  public static final String PROGRESS_SUFFIX = ".progress";
  /**
   * How often a board writes its checkpoint unless told otherwise: ten minutes. A checkpoint of
   * the default table (2^26 entries on a 6 GB heap, 1.3 GB), whole and its heaviest entries,
   * took 4.9 to 6.9 s of the lead engine's time here (2^24 entries: 1.0 to 1.6 s), about a
   * percent of ten minutes; the helper searches on meanwhile.
   */
  public static final double CHECKPOINT_EVERY_SECONDS = 600;
  /**
   * How a win was proven whose ply a held board gave ({@link #wonBoardHeldBy}), ply deepening
   * proving that X wins no sooner.
   */
  public static final String HELD = "held board";

  /** The directory of the boards' checkpoints, or null for none. */
  private final Path checkpoints;
  /** How often a board writes its checkpoint, in nanoseconds; 0: only when it stops. */
  private final long everyNanos;
  /** Whether a checkpoint holds the entries of the most work only, not the whole table. */
  private final boolean keptOnly;
  /** The boards X wins, of earlier runs and this one's, each with the ply X wins on. */
  private final Map<Rules, Integer> xWins = new ConcurrentHashMap<>();

  /** A run without checkpoints. */
  public TableRun() {
    this(null, 0, false);
  }

  /**
   * A run whose boards keep their checkpoints in {@code checkpoints}, each writing its checkpoint
   * every {@code everySeconds} (0: only when it stops), the whole table and its entries of the
   * most work or, if {@code keptOnly}, those entries alone; its engines must have a table
   * ({@link TableCheckpoint#applies}).
   *
   * @throws IllegalArgumentException if {@code everySeconds} is negative or not a number
   */
  public TableRun(Path checkpoints, double everySeconds, boolean keptOnly) {
    if (!(everySeconds >= 0 && everySeconds < Long.MAX_VALUE / 1e9)) {
      throw new IllegalArgumentException("a checkpoint's interval is 0 or more seconds, not "
          + everySeconds);
    }
    this.checkpoints = checkpoints;
    this.everyNanos = (long) (everySeconds * 1e9);
    this.keptOnly = keptOnly;
  }

  /**
   * What a run of a board had proven when it stopped or wrote its checkpoint: the value for X
   * lies in [{@code lowForX}, {@code highForX}], after {@code positions} positions and {@code
   * seconds} seconds (of that run and those it went on from).
   */
  public record Progress(int lowForX, int highForX, long positions, double seconds) {
    /** What was proven, in {@link Score#bounds}' words. */
    String proven(Rules rules) {
      return Score.bounds(lowForX, highForX, rules.cells());
    }
  }

  /**
   * A board's end in this run: solved, with the value for X ({@code scoreForX}) and how it was
   * proven ({@code proof}: "pairing", "ply deepening", ...), or stopped, {@code scoreForX} empty
   * and {@code proof} what had been proven ({@link Score#bounds}' words); the positions and
   * seconds count every run of the board.
   */
  public record Outcome(Rules rules, OptionalInt scoreForX, String proof, long positions,
      double seconds) {
    /** Whether the board was solved. */
    public boolean solved() {
      return scoreForX.isPresent();
    }
  }

  /**
   * An earlier run solved {@code rules}, and X won it on this ply: the boards holding it are told
   * so.
   */
  public void wonByX(Rules rules, int ply) {
    xWins.merge(rules, ply, Math::min);
  }

  /**
   * Solves one board's empty position.
   *
   * @param engines makes the board's engine, reporting to the monitor it is given
   * @param monitor the caller's monitor of the search (progress lines, a time limit, Ctrl-C)
   * @param earlier what a stopped run of the board had proven by its row, or null
   * @param say takes each line said about the board ("read the table ... in FILE (...)")
   * @throws IllegalArgumentException if the run has checkpoints and the engine no table
   */
  public Outcome solve(Rules rules, Function<SearchMonitor, Engine> engines,
      SearchMonitor monitor, Progress earlier, Consumer<String> say) {
    long started = System.nanoTime();
    BoardRun board = new BoardRun(rules, started, say);
    Engine solver = engines.apply(checkpoints == null ? monitor : board.saving(monitor));
    if (checkpoints != null && !TableCheckpoint.applies(solver)) {
      throw new IllegalArgumentException("checkpoints need an engine with a table");
    }
    ProvingEngine proving = solver instanceof ProvingEngine p ? p : null;
    board.engine = proving;
    if (proving != null) {
      board.goOnFrom(earlier);
    }
    Optional<Map.Entry<Rules, Integer>> held = proving == null ? Optional.empty()
        : wonBoardHeldBy(rules);
    int low = board.before.lowForX();
    int heldWin = Score.WORST; // what a held board proves X's value at least: no value, without
    if (held.isPresent()) {
      proving.moverWinsWeakGame(true);
      int ply = held.get().getValue();
      heldWin = Score.wonWith(rules.cells(), ply);
      low = Math.max(low, heldWin);
      say.accept("X wins " + held.get().getKey().name() + " on ply " + ply + ", and this board"
          + " holds it, so X wins here by ply " + ply + " at the latest: only sooner wins are"
          + " asked, and not whether O can stop every line of X's");
    }
    board.readTable();
    try {
      Evaluation value = proving != null // X is the mover on the empty board
          ? proving.evaluate(rules.emptyBoard(), low, board.before.highForX())
          : solver.evaluate(rules.emptyBoard());
      int forX = value.scoreForX();
      if (forX > 0) {
        wonByX(rules, Score.endPly(forX, rules.cells()));
      }
      board.delete();
      return new Outcome(rules, OptionalInt.of(forX),
          proving == null ? "search" : forX == heldWin ? HELD : proving.proof(value.score()),
          board.before.positions() + value.visited(),
          board.before.seconds() + since(started));
    } catch (SearchStoppedException e) {
      Progress stopped = board.now(new int[] {e.lowForX(), e.highForX()}, e.visited());
      board.write(stopped);
      return new Outcome(rules, OptionalInt.empty(), stopped.proven(rules),
          stopped.positions(), stopped.seconds());
    }
  }

  private static double since(long started) {
    return (System.nanoTime() - started) / 1e9;
  }

  /**
   * One board of the run and its checkpoint files: reading them at its start, writing them every
   * so often and when it stops, deleting them once it is solved.
   */
  private final class BoardRun {
    private final Rules rules;
    private final long started;
    private final Consumer<String> say;
    private final Path table;
    private final Path kept;
    private final Path progress;
    /** The board's engine, once made, if it is a strong one. */
    ProvingEngine engine;
    /** What the runs before this one had proven and spent: nothing, unless it goes on. */
    Progress before = new Progress(Score.WORST, Score.BEST, 0, 0);

    BoardRun(Rules rules, long started, Consumer<String> say) {
      this.rules = rules;
      this.started = started;
      this.say = say;
      table = file(TABLE_SUFFIX);
      kept = file(KEPT_SUFFIX);
      progress = file(PROGRESS_SUFFIX);
    }

    /** The board's checkpoint file of this suffix, or null without a directory. */
    private Path file(String suffix) {
      return checkpoints == null ? null : checkpoints.resolve(rules.compactName() + suffix);
    }

    /** The board's checkpoint files. */
    private List<Path> files() {
      return List.of(table, kept, progress);
    }

    /**
     * What the board's runs have proven by now, this one having proven {@code provenForX} in
     * {@code visited} positions: with what the runs before it had (the bounds of both hold).
     */
    Progress now(int[] provenForX, long visited) {
      return new Progress(Math.max(before.lowForX(), provenForX[0]),
          Math.min(before.highForX(), provenForX[1]), before.positions() + visited,
          before.seconds() + since(started));
    }

    /** The caller's monitor, and the board's checkpoint written every so often. */
    SearchMonitor saving(SearchMonitor monitor) {
      return everyNanos == 0 ? monitor : new Saving(this, monitor);
    }

    /**
     * Goes on from what the board's runs had proven: the progress file's or the row's ({@code
     * row}, or null), whichever is later (the more positions), if either. Says which, and what
     * is wrong with a file it cannot read; a {@code .partial} a killed run left is deleted.
     */
    void goOnFrom(Progress row) {
      Progress saved = null;
      if (checkpoints != null) {
        for (Path file : files()) {
          Path partial = TableCheckpoint.partial(file);
          if (Files.exists(partial)) {
            say.accept("not using a checkpoint: " + partial + " is a write that did not end"
                + " (its run was stopped while writing it); deleted");
            TableRun.delete(partial);
          }
        }
        if (Files.exists(progress)) {
          try {
            saved = TableCheckpoint.loadProgress(engine, progress);
          } catch (IOException e) {
            refused(progress, e);
          }
        }
      }
      Progress later = saved != null && (row == null || saved.positions() >= row.positions())
          ? saved : row;
      if (later != null) {
        say.accept("going on from an earlier run's " + String.format(Locale.ROOT, "%.1f s",
            later.seconds()) + (later == saved ? " (its progress in " + progress + ")" : "")
            + ", which proved: " + later.proven(rules));
        before = later;
      }
    }

    /** Reads the whole table an earlier run left, or where it is not there, its kept entries. */
    void readTable() {
      if (checkpoints == null) {
        return;
      }
      for (Path file : List.of(table, kept)) {
        if (Files.exists(file)) {
          long start = System.nanoTime();
          try {
            long entries = TableCheckpoint.load(engine, file);
            say.accept(String.format(Locale.ROOT, "read the table an earlier run left in %s"
                + " (%,d entries, %.1f s)", file, entries, since(start)));
            return;
          } catch (IOException e) {
            refused(file, e);
          }
        }
      }
    }

    private void refused(Path file, IOException e) {
      say.accept("not using a checkpoint: " + why(file, e));
    }

    /** Writes the board's checkpoint once it stopped, a line for each file. */
    void write(Progress stopped) {
      if (checkpoints == null) {
        return;
      }
      if (!keptOnly) {
        write("wrote its table to", table, () -> TableCheckpoint.save(engine, table));
      }
      write("wrote its entries of the most work to", kept,
          () -> TableCheckpoint.saveHeaviest(engine, kept));
      long start = System.nanoTime();
      try {
        TableCheckpoint.saveProgress(engine, stopped, progress);
        say.accept(String.format(Locale.ROOT, "wrote what it had proven to %s (%s, %.1f s)",
            progress, stopped.proven(rules), since(start)));
      } catch (IOException e) {
        say.accept("could not write what it had proven: " + why(progress, e));
      }
    }

    /** A write of the table that returns the entries written. */
    private interface TableWrite {
      long entries() throws IOException;
    }

    private void write(String done, Path file, TableWrite write) {
      long start = System.nanoTime();
      try {
        long entries = write.entries();
        say.accept(String.format(Locale.ROOT, "%s %s (%,d entries, %.1f s)", done, file,
            entries, since(start)));
      } catch (IOException e) {
        say.accept("could not write " + why(file, e));
      }
    }

    /**
     * Writes the board's checkpoint while it runs, on its engine's thread at one of its
     * checkpoints, and says so in one line: what the search has proven (the smallest file and
     * the one a run that goes on needs most), the heaviest entries, then the whole table unless
     * the run keeps only those. A run killed between two of them goes on from files of two
     * checkpoints, which is sound: each holds facts about the board, whenever they were proven.
     */
    void checkpoint(long visited) {
      long start = System.nanoTime();
      Progress now = now(engine.provenForX(), visited);
      try {
        TableCheckpoint.saveProgress(engine, now, progress);
        long heaviest = TableCheckpoint.saveHeaviest(engine, kept);
        long entries = keptOnly ? -1 : TableCheckpoint.save(engine, table);
        say.accept(String.format(Locale.ROOT, "checkpoint at %.1f s: %s%,d entries of the most"
            + " work and what it had proven (%s) written to %s in %.1f s", now.seconds(),
            entries < 0 ? "" : String.format(Locale.ROOT, "its table (%,d entries), ", entries),
            heaviest, now.proven(rules), checkpoints, since(start)));
      } catch (IOException e) {
        say.accept("checkpoint at " + String.format(Locale.ROOT, "%.1f s", now.seconds())
            + " not written, the search goes on: " + e.getClass().getSimpleName() + ": "
            + e.getMessage());
      }
    }

    /** Deletes the board's checkpoint files: it is solved, and never solved again. */
    void delete() {
      if (checkpoints != null) {
        files().forEach(TableRun::delete);
      }
    }
  }

  /**
   * The monitor of a board that writes its checkpoint every so often: at the engine's first
   * checkpoint after each interval, once the caller's monitor has heard of it (and not stopped
   * the search).
   */
  private final class Saving extends SearchMonitor.Forwarding {
    private final BoardRun board;
    private long next;
    /** The most positions heard of: the weak game's checkpoints count the lead engine's only. */
    private long visited;

    Saving(BoardRun board, SearchMonitor then) {
      super(then);
      this.board = board;
      this.next = board.started + everyNanos;
    }

    @Override
    public void checkpoint(long visited, double tableFill) {
      then.checkpoint(visited, tableFill);
      this.visited = Math.max(this.visited, visited);
      if (System.nanoTime() - next >= 0) {
        board.checkpoint(this.visited);
        next = System.nanoTime() + everyNanos;
      }
    }
  }

  // tag::held-board[]
  /**
   * Of the boards X wins (so far in the table) that {@code rules} holds (the same k, no more rows
   * or columns, either way round), the one won soonest, with its ply; the smallest of those. X
   * wins on {@code rules} by that ply at the latest: it plays there as on the smaller board, and
   * where O plays outside it, plays as if O had taken any free cell inside (a mark of O's more
   * never helps X there, and one outside takes nothing from X's windows inside). So X wins the
   * weak game too, and ply deepening asks only whether X wins sooner.
   */
  private Optional<Map.Entry<Rules, Integer>> wonBoardHeldBy(Rules rules) {
    return xWins.entrySet().stream()
        .filter(e -> e.getKey().k() == rules.k() && !e.getKey().equals(rules)
            && holds(rules, e.getKey()))
        .min(Map.Entry.<Rules, Integer>comparingByValue()
            .thenComparing(e -> e.getKey().cells())
            .thenComparing(e -> e.getKey().compactName()));
  }
  // end::held-board[]

  private static boolean holds(Rules board, Rules smaller) {
    return smaller.rows() <= board.rows() && smaller.columns() <= board.columns()
        || smaller.rows() <= board.columns() && smaller.columns() <= board.rows();
  }

  /**
   * Why a file could not be read or written, naming it: a refused checkpoint's message names it
   * already; the file system's (a missing directory, a full disk) is its exception's.
   */
  private static String why(Path file, IOException e) {
    return e instanceof TableCheckpoint.CheckpointException ? e.getMessage()
        : file + ": " + e.getClass().getSimpleName() + ": " + e.getMessage();
  }

  private static void delete(Path file) {
    try {
      Files.deleteIfExists(file);
    } catch (IOException e) {
      // a solved board's leftover file: it is never read again (the board is not solved again)
    }
  }
}
