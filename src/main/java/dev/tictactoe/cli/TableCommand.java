package dev.tictactoe.cli;

import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.InvalidRulesException;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchStoppedException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code table}: the value of the empty board of every small m,n,k-game. */
@Command(
    name = "table",
    mixinStandardHelpOptions = true,
    header = "Solve the empty board of every small m,n,k-game.",
    description = {
      "Solves the empty board of every M x N board with M <= N (a board and its transpose play"
          + " the same game) and 3 <= K <= N, of at most --max-cells cells, smallest first; or,"
          + " with --boards, the boards named, in that order. One line per board: 'MxN k=K: '"
          + " and the value under perfect play ('draw', 'X wins on"
          + " ply P' or 'O wins on ply P', P being the number of marks on the board once the"
          + " winning move is made), then the time and the positions the engine visited.",
      "Each board gets a fresh engine, so every time is a cold solve. Boards that take more than"
          + " 2 s report progress on standard error. With --timeout, a board that runs out of time"
          + " gets a line saying so and what the engine had proven by then ('X cannot win before"
          + " ply 23; O cannot win'), and the table goes on."
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

  @CommandLine.Mixin EngineOptions engine;

  @CommandLine.Mixin TimeoutOption timeout;


  @Override
  public Integer call() {
    List<Rules> boards = boards();
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    ProgressMonitor monitor = timeout.monitor(spec.commandLine(), err);
    engine.create(spec.commandLine(), Rules.ticTacToe(), monitor); // checks the options first
    err.println("solving " + boards.size() + (boards.size() == 1 ? " board" : " boards")
        + (boardNames == null ? " of up to " + maxCells + " cells" : "") + " with "
        + engine.label());
    err.flush();
    long started = System.nanoTime();
    int stopped = 0;
    for (Rules rules : boards) {
      Engine solver = engine.create(spec.commandLine(), rules, monitor.start(rules.name()));
      try {
        Evaluation value = solver.evaluate(rules.emptyBoard());
        out.println(line(rules, Score.outcome(value.scoreForX(), rules.cells()),
            monitor.elapsed(), value.visited()));
      } catch (SearchStoppedException e) {
        stopped++;
        out.println(line(rules, "not solved (--timeout)", monitor.elapsed(), e.visited())
            + "; proven: " + e.proven());
      }
      out.flush();
    }
    err.printf(Locale.ROOT, "solved %d of %d boards in %.1f s%n", boards.size() - stopped,
        boards.size(), (System.nanoTime() - started) / 1e9);
    return stopped > 0 ? Main.STOPPED : 0;
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

  // tag::line[]
  /** {@code "4x4 k=4: draw     0.001 s       1,518 positions"}: the board, then its value. */
  static String line(Rules rules, String value, double seconds, long visited) {
    return String.format(Locale.ROOT, "%-10s %-22s %9.3f s %,15d %s", rules.name() + ":", value,
        seconds, visited, visited == 1 ? "position" : "positions");
  }
  // end::line[]
}
