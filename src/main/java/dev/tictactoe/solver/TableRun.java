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
import java.util.Comparator;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The run of a table ({@code table}): each board's empty position solved by a fresh engine, going
 * on from what an earlier run of the board had proven and, with a directory of checkpoints, from
 * the table that run left. What it knows across boards is the one hint a board gets: that X wins
 * its weak game where it holds a smaller board X has won.
 *
 * <p>One board, {@link #solve}: its engine is told the bounds an earlier run proved ({@link
 * Progress}), so ply deepening asks only the questions they leave open; told that X wins its weak
 * game where that is known; given the table an earlier run wrote ({@link TableCheckpoint}), the
 * whole one where it is there, else its entries of the most work. A board solved has its
 * checkpoints deleted; a board stopped (a time limit, Ctrl-C) writes them. What it says as it goes
 * ("read the table an earlier run left in ...") goes to the caller, a line at a time; the board's
 * row and its line are the caller's, made from the {@link Outcome}.
 *
 * <p>Thread-safe: boards may be solved at the same time, each on its own thread.
 */
public final class TableRun {
  /**
   * The file name's end of a board's {@link TableCheckpoint#saveHeaviest heaviest entries}, read
   * where its whole table is not there: the one checkpoint small enough to commit.
   */
  public static final String KEPT_SUFFIX = ".kept.table";
  /** The file name's end of a board's whole table. */
  public static final String TABLE_SUFFIX = ".table";

  /** The directory of the boards' checkpoints, or null for none. */
  private final Path checkpoints;
  /** The boards X wins, of earlier runs and this one's: their k-windows X can fill. */
  private final Set<Rules> xWins = ConcurrentHashMap.newKeySet();

  /**
   * A run whose boards keep their checkpoints in {@code checkpoints} (null: none; the engines
   * must then have a table, {@link TableCheckpoint#applies}).
   */
  public TableRun(Path checkpoints) {
    this.checkpoints = checkpoints;
  }

  /**
   * What a run of a board had proven when it stopped: the value for X lies in [{@code lowForX},
   * {@code highForX}], after {@code positions} positions and {@code seconds} seconds (of that run
   * and those it went on from).
   */
  public record Progress(int lowForX, int highForX, long positions, double seconds) {}

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

  /** An earlier run solved {@code rules}, and X won it: the boards holding it are told so. */
  public void wonByX(Rules rules) {
    xWins.add(rules);
  }

  /**
   * Solves one board's empty position.
   *
   * @param engines makes the board's engine, reporting to the monitor it is given
   * @param monitor the caller's monitor of the search (progress lines, a time limit, Ctrl-C)
   * @param earlier what a stopped run of the board had proven, or null
   * @param say takes each line said about the board ("read the table ... in FILE (...)")
   */
  public Outcome solve(Rules rules, Function<SearchMonitor, Engine> engines,
      SearchMonitor monitor, Progress earlier, Consumer<String> say) {
    long started = System.nanoTime();
    Engine solver = engines.apply(monitor);
    int[] proven = {Score.WORST, Score.BEST}; // for X, the mover on the empty board
    long positionsBefore = 0;
    double secondsBefore = 0;
    if (earlier != null && solver instanceof ProvingEngine) {
      proven = new int[] {earlier.lowForX(), earlier.highForX()};
      positionsBefore = earlier.positions();
      secondsBefore = earlier.seconds();
      say.accept("going on from an earlier run's " + String.format(Locale.ROOT, "%.1f s",
          secondsBefore) + ", which proved: " + Score.bounds(proven[0], proven[1],
          rules.cells()));
    }
    Optional<Rules> held = wonBoardHeldBy(rules);
    if (held.isPresent() && solver instanceof ProvingEngine p) {
      p.moverWinsWeakGame(true);
      say.accept("X wins " + held.get().name() + ", which this board holds, so O cannot stop"
          + " every line of X's here: the weak game at the root is not asked that");
    }
    Path table = file(rules, TABLE_SUFFIX);
    Path kept = file(rules, KEPT_SUFFIX);
    if (table != null && Files.exists(table)) {
      checkpoint(Checkpoint.READ, (ProvingEngine) solver, table, say);
    } else if (kept != null && Files.exists(kept)) {
      checkpoint(Checkpoint.READ, (ProvingEngine) solver, kept, say);
    }
    try {
      Evaluation value = solver instanceof ProvingEngine p
          ? p.evaluate(rules.emptyBoard(), proven[0], proven[1])
          : solver.evaluate(rules.emptyBoard());
      int forX = value.scoreForX();
      if (forX > 0) {
        xWins.add(rules);
      }
      if (table != null) {
        delete(table);
        delete(kept);
      }
      return new Outcome(rules, OptionalInt.of(forX),
          solver instanceof ProvingEngine p ? p.proof(value.score()) : "search",
          positionsBefore + value.visited(), secondsBefore + since(started));
    } catch (SearchStoppedException e) {
      Outcome stopped = new Outcome(rules, OptionalInt.empty(), e.proven(),
          positionsBefore + e.visited(), secondsBefore + since(started));
      if (table != null) {
        checkpoint(Checkpoint.WRITE, (ProvingEngine) solver, table, say);
        checkpoint(Checkpoint.KEEP, (ProvingEngine) solver, kept, say);
      }
      return stopped;
    }
  }

  private static double since(long started) {
    return (System.nanoTime() - started) / 1e9;
  }

  /** The board's checkpoint file of this suffix, or null without a directory. */
  private Path file(Rules rules, String suffix) {
    return checkpoints == null ? null : checkpoints.resolve(rules.compactName() + suffix);
  }

  /**
   * The smallest board X wins (so far in the table) that {@code rules} holds: the same k, no more
   * rows or columns, either way round. Then X wins the weak game on {@code rules} too: X plays
   * there as on the smaller board, and a mark of O's outside it, or of X's, takes nothing from
   * X's windows inside it.
   */
  private Optional<Rules> wonBoardHeldBy(Rules rules) {
    return xWins.stream()
        .filter(r -> r.k() == rules.k() && !r.equals(rules)
            && (r.rows() <= rules.rows() && r.columns() <= rules.columns()
                || r.rows() <= rules.columns() && r.columns() <= rules.rows()))
        .min(Comparator.comparingInt(Rules::cells).thenComparing(Rules::compactName));
  }

  /** What is done with a board's checkpoint, and how its line says it. */
  private enum Checkpoint {
    READ("read the table an earlier run left in", "not using a checkpoint: "),
    WRITE("wrote its table to", "could not write its table: "),
    KEEP("wrote its entries of the most work to", "could not write its entries of the most"
        + " work: ");

    final String done;
    final String failed;

    Checkpoint(String done, String failed) {
      this.done = done;
      this.failed = failed;
    }
  }

  /**
   * Reads the table an earlier run of the board wrote into its engine (at the board's start), or
   * writes the engine's table or its heaviest entries (once the board stopped), saying so, or
   * why it could not.
   */
  private static void checkpoint(Checkpoint what, ProvingEngine solver, Path file,
      Consumer<String> say) {
    long started = System.nanoTime();
    String said;
    try {
      long entries = switch (what) {
        case READ -> TableCheckpoint.load(solver, file);
        case WRITE -> TableCheckpoint.save(solver, file);
        case KEEP -> TableCheckpoint.saveHeaviest(solver, file);
      };
      said = String.format(Locale.ROOT, "%s %s (%,d entries, %.1f s)", what.done, file, entries,
          since(started));
    } catch (IOException e) { // a refused checkpoint's message names the file
      said = what.failed + (e instanceof TableCheckpoint.CheckpointException ? "" : file + ": ")
          + e.getMessage();
    }
    say.accept(said);
  }

  private static void delete(Path file) {
    try {
      Files.deleteIfExists(file);
    } catch (IOException e) {
      // a solved board's leftover file: it is never read again (the board is not solved again)
    }
  }
}
