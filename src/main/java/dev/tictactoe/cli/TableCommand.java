package dev.tictactoe.cli;

import dev.tictactoe.engine.Engine;
import dev.tictactoe.mnk.InvalidRulesException;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.report.ReportException;
import dev.tictactoe.report.ResultFiles;
import dev.tictactoe.report.TableFile;
import dev.tictactoe.solver.CoreBudget;
import dev.tictactoe.solver.ParallelEngine;
import dev.tictactoe.solver.TableCheckpoint;
import dev.tictactoe.solver.TableRun;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code table}: the value of the empty board of every m,n,k-game of up to 64 cells. */
@Command(
    name = "table",
    mixinStandardHelpOptions = true,
    header = "Solve the empty board of every m,n,k-game of up to 64 cells.",
    description = {
      "Solves the empty board of every M x N board with M <= N (a board and its transpose play"
          + " the same game) and 3 <= K <= N, of at most --max-cells cells, smallest first; or,"
          + " with --boards, the boards named, in that order. One line per board, as it is"
          + " solved: 'MxN k=K: ' and the value under perfect play ('draw', 'X wins on ply P'"
          + " or 'O wins on ply P', P being the number of marks on the board once the winning"
          + " move is made), then the time and the positions the engine visited.",
      "Each board gets a fresh engine, so every time is a cold solve, told one thing only:"
          + " where the board holds a smaller one X has won (the same k), that X wins it by that"
          + " board's ply at the latest, so that only sooner wins are asked (the row's proof"
          + " says 'held board' where the win came on that ply)."
          + " --jobs boards are solved"
          + " at a time, one core each; a board still running when a core falls idle takes it"
          + " for its second engine (with --threads 2, the default on two cores). Boards that"
          + " take more than 2 s report progress on standard error. With --timeout, a board"
          + " that runs out of time gets a line saying so and what the engine had proven by"
          + " then ('X cannot win before ply 23; O cannot win'), and the table goes on.",
      "--csv FILE appends each board's row to FILE as it is solved, flushed to the disk (the"
          + " value, the ply of a win, how a draw was proven, the positions, the time, the"
          + " engine's version and commit, the machine's CPU; a file written before rows had"
          + " that column gets it, from its .env.json, when a row is appended); --resume FILE"
          + " skips the boards FILE already has solved and appends the rest, so a run of hours"
          + " loses nothing to Ctrl-C: the boards"
          + " in progress when it comes are written as stopped, with what had been proven. A"
          + " board that FILE has as stopped goes on from what its row says was proven"
          + " (the questions of ply deepening that those bounds answer are not asked again), and"
          + " its new row counts the positions and the time of both runs.",
      "--checkpoints DIR keeps more: a board writes its transposition table to"
          + " DIR/MxNkK.table (20 bytes an entry of its array: 2.7 GB for 2^27) and what it had"
          + " proven to DIR/MxNkK.progress, when it stops and every --checkpoint-every seconds"
          + " while it runs, so that a run killed outright (SIGKILL, out of memory, a reboot)"
          + " loses that much at most. A later run with the same DIR reads them back before it"
          + " starts that board, so the question that was in progress goes on with what it had"
          + " learned instead of from nothing, from the bounds of the progress file where the"
          + " CSV file has no later row for the board. It also writes DIR/MxNkK.kept.table, a"
          + " table of 2^15 entries holding those of the most work (640 KB, small enough to"
          + " keep with the results), which a run reads where the whole table is not there"
          + " (another machine); with --kept-only it writes only that. A table of another size"
          + " is read entry by entry. Each file is written beside itself as FILE.partial and"
          + " renamed over the old one once it is on the disk. The files are deleted once their"
          + " board is solved; one of another board or technique set, or a damaged one, or a"
          + " .partial a killed run left, is said so in one line and not used."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:every board was solved", "2:bad option",
        "3:some board was stopped by --timeout"})
final class TableCommand implements Callable<Integer> {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(names = "--max-cells", paramLabel = "C", defaultValue = "20",
      description = "Solve the boards of at most this many cells, 3 to 64"
          + " (default: ${DEFAULT-VALUE}, under a second; 30, a few seconds).")
  int maxCells;

  @Option(names = "--boards", paramLabel = "MxNkK", split = ",",
      description = "Solve these boards instead, in this order, e.g. --boards 6x6k5,7x7k5"
          + " (rows x columns, then k).")
  List<String> boardNames;

  @Option(names = "--jobs", paramLabel = "N",
      description = "Boards solved at a time, 1 to 64; with more than one, a board's engine"
          + " gets its second core only when one is free, and rows come as boards finish"
          + " (default: 1, rows in the boards' order).")
  Integer jobs;

  @Option(names = "--csv", paramLabel = "FILE|DIR",
      description = "Append each board's row to this CSV file as it is solved; given a directory,"
          + " to a new <timestamp>-table.csv in it (the site shows the newest in results/). The"
          + " X wins among the file's rows tell the boards that hold them by when X wins.")
  Path csv;

  @Option(names = "--resume", paramLabel = "FILE",
      description = "Go on with a table whose rows are in this CSV file: skip the boards it has"
          + " solved, append the others to it.")
  Path resume;

  @Option(names = "--checkpoints", paramLabel = "DIR",
      description = "Write each board's table and what it had proven to this directory when it"
          + " stops and every --checkpoint-every seconds, and read them back when the board is"
          + " solved again: see above.")
  Path checkpoints;

  @Option(names = "--checkpoint-every", paramLabel = "SECONDS",
      description = "With --checkpoints: how often a board that is still running writes its"
          + " checkpoint (default: 600, ten minutes; 0: only when it stops). Writing a table of"
          + " 2^26 entries (1.3 GB) takes a few seconds of the board's time.")
  Double checkpointEvery;

  @Option(names = "--kept-only",
      description = "With --checkpoints: write only each board's 2^15 entries of the most work"
          + " (640 KB), not its whole table: for a disk without room for the table, or"
          + " checkpoints to be committed.")
  boolean keptOnly;

  @CommandLine.Mixin EngineOptions engine;

  @CommandLine.Mixin TimeoutOption timeout;

  /** How long Ctrl-C waits for the boards in progress to write their rows. */
  private static final long INTERRUPT_WAIT_SECONDS = 30;
  /** And with --checkpoints, their tables too: 2.7 GB took 6 to 11 s here, a slow disk longer. */
  private static final long CHECKPOINT_WAIT_SECONDS = 300;
  /** The monitors of the boards in progress: Ctrl-C stops them. */
  private final Set<ProgressMonitor> running = ConcurrentHashMap.newKeySet();
  /** The boards stopped (--timeout, Ctrl-C). */
  private final AtomicInteger stopped = new AtomicInteger();
  private volatile boolean interrupted;

  @Override
  public Integer call() throws Exception {
    CommandLine cmd = spec.commandLine();
    List<Rules> boards = boards();
    PrintWriter err = cmd.getErr();
    timeout.monitor(cmd, err); // checks the option first
    Engine probe = engine.create(cmd, Rules.ticTacToe(), timeout.monitor(cmd, err));
    int threads = probe instanceof ParallelEngine ? 2 : 1;
    checkpointDirectory(cmd, probe);
    int cores = Runtime.getRuntime().availableProcessors();
    int parallel = jobs(cmd);
    Path file = file(cmd);
    Map<String, Object> env = Environment.capture(Path.of("").toAbsolutePath());
    if (file != null && !Files.exists(file)) {
      Environment.write(file, env);
    }
    Map<Rules, TableFile.Row> earlier = resume != null && Files.exists(resume)
        ? rowsIn(cmd, "--resume", resume) : Map.of();
    // The X wins of the rows already there (a file --csv appends to, or --resume goes on with)
    // tell the boards that hold them.
    Map<Rules, TableFile.Row> known = resume == null && file != null && Files.exists(file)
        ? rowsIn(cmd, "--csv", file) : earlier;
    Map<Rules, TableFile.Row> done = new HashMap<>(earlier);
    done.values().removeIf(r -> !r.isSolved());
    TableRun run = checkpoints == null ? new TableRun()
        : new TableRun(checkpoints, checkpointEvery == null ? TableRun.CHECKPOINT_EVERY_SECONDS
            : checkpointEvery, keptOnly);
    known.values().stream().filter(TableFile.Row::isXWin)
        .forEach(r -> run.wonByX(r.rules(), r.ply().getAsInt()));
    List<Rules> todo = boards.stream().filter(r -> !done.containsKey(r)).toList();
    if (file != null) {
      err.println("rows go to " + file);
    }
    err.println("solving " + todo.size() + (todo.size() == 1 ? " board" : " boards")
        + (boardNames == null ? " of up to " + maxCells + " cells" : "") + " with "
        + engine.label() + (parallel > 1 ? ", " + parallel + " at a time" : "")
        + (done.isEmpty() ? "" : " (" + (boards.size() - todo.size()) + " solved already in "
            + resume + ")"));
    err.flush();
    String commit = commit(env);
    String version = new Main.Version().getVersion()[0].replaceFirst("^tictactoe ", "");
    CoreBudget budget = new CoreBudget(Math.max(cores, parallel));
    long started = System.nanoTime();
    Rows rows = new Rows(file, started, threads, engine.tableSize(cmd), version, commit,
        String.valueOf(env.get(dev.tictactoe.report.EnvironmentFile.CPU)));
    AtomicInteger notStarted = new AtomicInteger(); // after Ctrl-C
    ExecutorService pool = Executors.newFixedThreadPool(parallel, task -> {
      Thread thread = new Thread(task, "table");
      thread.setDaemon(true);
      return thread;
    });
    CountDownLatch ended = new CountDownLatch(todo.size());
    CountDownLatch summed = new CountDownLatch(1); // the last line is out
    Thread onCtrlC = new Thread(() -> interrupt(ended, summed, err), "table-interrupted");
    Runtime.getRuntime().addShutdownHook(onCtrlC);
    try {
      List<Future<?>> solving = new ArrayList<>();
      for (Rules rules : todo) {
        solving.add(pool.submit(() -> {
          try {
            budget.take(); // with --jobs, maybe after a wait: Ctrl-C may have come since
            try {
              if (interrupted) {
                notStarted.incrementAndGet();
              } else {
                solve(run, rules, earlier.get(rules), budget, rows);
              }
            } finally {
              budget.give();
            }
          } finally {
            ended.countDown();
          }
          return null;
        }));
      }
      for (Future<?> board : solving) {
        board.get();
      }
    } catch (ExecutionException e) {
      if (e.getCause() instanceof Exception cause) {
        throw cause;
      }
      throw e;
    } finally {
      pool.shutdownNow();
      try {
        Runtime.getRuntime().removeShutdownHook(onCtrlC);
      } catch (IllegalStateException e) {
        // the JVM is shutting down: the hook is running
      }
    }
    err.printf(Locale.ROOT, "solved %d of %d boards in %.1f s%s%n",
        todo.size() - stopped.get() - notStarted.get(), todo.size(),
        (System.nanoTime() - started) / 1e9,
        notStarted.get() > 0 ? " (" + notStarted.get() + " not started)" : "");
    err.flush();
    summed.countDown();
    return stopped.get() > 0 ? Main.STOPPED : 0;
  }

  /**
   * On Ctrl-C (the JVM shutting down): the boards in progress stop at their next checkpoint and
   * write their rows, stopped, with what they had proven; the others are not started. Waits for
   * the rows and the last line, a few seconds at most.
   */
  private void interrupt(CountDownLatch ended, CountDownLatch summed, PrintWriter err) {
    interrupted = true;
    running.forEach(ProgressMonitor::interrupt);
    try {
      ended.await(checkpoints == null ? INTERRUPT_WAIT_SECONDS : CHECKPOINT_WAIT_SECONDS,
          TimeUnit.SECONDS);
      summed.await(1, TimeUnit.SECONDS); // and the count of boards solved
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    synchronized (err) {
      err.println("interrupted: the boards in progress were written as stopped, with what they"
          + " had proven");
      err.flush();
    }
  }

  /**
   * The run-wide fields of every row: the file they go to (or null), when the table started, and
   * how it runs.
   */
  private record Rows(Path file, long started, int threads, int table, String version,
      String commit, String cpu) {
    TableFile.Row of(TableRun.Outcome board) {
      return TableFile.Row.of(board, (System.nanoTime() - started) / 1e9, threads, table,
          version, commit, cpu);
    }
  }

  /**
   * One board: its line, and its row in the file if there is one. With the row of a run that was
   * stopped on it ({@code earlier}, else null), it goes on from what that run proved.
   */
  private void solve(TableRun run, Rules rules, TableFile.Row earlier, CoreBudget budget,
      Rows rows) {
    CommandLine cmd = spec.commandLine();
    PrintWriter out = cmd.getOut();
    PrintWriter err = cmd.getErr();
    ProgressMonitor monitor = timeout.monitor(cmd, err).start(rules.name());
    running.add(monitor);
    TableRun.Outcome board;
    try {
      if (interrupted) {
        monitor.interrupt(); // Ctrl-C came as the board started: its row says so at once
      }
      board = run.solve(rules, m -> engine.create(cmd, rules, m, budget), monitor,
          earlier == null ? null : earlier.progress(), what -> say(rules, what, err));
    } finally {
      running.remove(monitor);
    }
    String value;
    if (board.solved()) {
      value = Score.outcome(board.scoreForX().getAsInt(), rules.cells());
    } else {
      stopped.incrementAndGet();
      value = interrupted ? "not solved (interrupted)" : "not solved (--timeout)";
    }
    synchronized (out) {
      out.println(line(rules, value, board.seconds(), board.positions())
          + (board.solved() ? "" : "; proven: " + board.proof()));
      out.flush();
    }
    if (rows.file() != null) {
      TableFile.append(rows.file(), rows.of(board));
    }
  }

  /**
   * Checks --checkpoints before any board starts: the engine must have a table, and the
   * directory is made if it is missing.
   */
  private void checkpointDirectory(CommandLine cmd, Engine probe) {
    if (checkpoints == null) {
      String option = checkpointEvery != null ? "--checkpoint-every" : keptOnly ? "--kept-only"
          : null;
      if (option != null) {
        throw new CommandLine.ParameterException(cmd, option + ": says how boards write their"
            + " checkpoints, which only --checkpoints DIR asks for");
      }
      return;
    }
    if (checkpointEvery != null && !(checkpointEvery >= 0 && checkpointEvery < 1e7)) {
      throw new CommandLine.ParameterException(cmd, "--checkpoint-every: expected a number of"
          + " seconds, 0 or more (0: only when a board stops), got " + checkpointEvery);
    }
    if (!TableCheckpoint.applies(probe)) {
      throw new CommandLine.ParameterException(cmd, "--checkpoints: the " + engine.label()
          + " engine has no transposition table to keep (the strong engine has, unless its"
          + " table technique is off)");
    }
    try {
      Files.createDirectories(checkpoints);
    } catch (IOException e) {
      throw new CommandLine.ParameterException(cmd, "--checkpoints: cannot make the directory "
          + checkpoints + " (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
    }
  }

  /** A line on a board's progress, standard error's: {@code "4x15 k=4: " + what}. */
  private static void say(Rules rules, String what, PrintWriter err) {
    synchronized (err) {
      err.println(rules.name() + ": " + what);
      err.flush();
    }
  }

  /** The boards asked for: by --boards, or all of up to --max-cells cells. */
  private List<Rules> boards() {
    CommandLine cmd = spec.commandLine();
    if (boardNames == null) {
      if (maxCells < 3 || maxCells > Rules.MAX_CELLS) {
        throw new CommandLine.ParameterException(cmd, "--max-cells: expected 3 to "
            + Rules.MAX_CELLS + " (no line of 3 fits on fewer cells), got " + maxCells);
      }
      return Rules.boardsUpTo(maxCells);
    }
    if (cmd.getParseResult().hasMatchedOption("--max-cells")) {
      throw new CommandLine.ParameterException(cmd, "--boards and --max-cells: name the boards"
          + " or give their size, not both");
    }
    List<Rules> boards = new ArrayList<>();
    for (String name : boardNames) {
      try {
        boards.add(Rules.ofCompactName(name.strip()));
      } catch (InvalidRulesException e) {
        throw new CommandLine.ParameterException(cmd, "--boards: " + e.getMessage());
      }
    }
    return boards;
  }

  /** The boards at a time: --jobs, or one, so the rows come in the boards' order. */
  private int jobs(CommandLine cmd) {
    if (jobs == null) {
      return 1;
    }
    if (jobs < 1 || jobs > 64) {
      throw new CommandLine.ParameterException(cmd, "--jobs: expected 1 to 64, got " + jobs);
    }
    return jobs;
  }

  /** The file rows go to: --csv, or the one --resume goes on with. */
  private Path file(CommandLine cmd) {
    if (csv != null && resume != null && !csv.equals(resume)) {
      throw new CommandLine.ParameterException(cmd, "--csv and --resume: --resume appends to"
          + " the file it goes on with; give one of them");
    }
    if (resume != null && Files.isDirectory(resume)) {
      throw new CommandLine.ParameterException(cmd, "--resume: " + resume + " is a directory");
    }
    if (resume != null) {
      return resume;
    }
    if (csv != null && Files.isDirectory(csv)) {
      return csv.resolve(ResultFiles.tableName(java.time.Instant.now())); // results/ is one
    }
    return csv;
  }

  /** The rows of the file --resume goes on with, the last of each board. */
  private static Map<Rules, TableFile.Row> rowsIn(CommandLine cmd, String option, Path file) {
    try {
      return TableFile.read(file);
    } catch (ReportException e) {
      throw new CommandLine.ParameterException(cmd, option + ": " + e.getMessage());
    }
  }

  /**
   * The commit of the code, with "-dirty" when the tree has changes, or "unknown", from what
   * {@link Environment#capture} found.
   */
  private static String commit(Map<String, Object> env) {
    Object head = env.get(dev.tictactoe.report.EnvironmentFile.GIT_COMMIT);
    Object dirty = env.get(dev.tictactoe.report.EnvironmentFile.GIT_DIRTY);
    String commit = String.valueOf(head);
    return commit.length() > 12 ? commit.substring(0, 12) + (Boolean.TRUE.equals(dirty)
        ? "-dirty" : "") : commit;
  }

  // tag::line[]
  /** {@code "4x4 k=4: draw     0.001 s       1,518 positions"}: the board, then its value. */
  static String line(Rules rules, String value, double seconds, long visited) {
    return String.format(Locale.ROOT, "%-10s %-22s %9.3f s %,15d %s", rules.name() + ":", value,
        seconds, visited, visited == 1 ? "position" : "positions");
  }
  // end::line[]
}
