package dev.tictactoe.cli;

import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.solver.Ablation;
import dev.tictactoe.solver.ColdSolve;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code ablate}: what each of the alphabeta engine's techniques buys, on one position. */
@Command(
    name = "ablate",
    mixinStandardHelpOptions = true,
    header = "Measure what each of the alphabeta engine's techniques buys.",
    description = {
      "Solves the empty board (or, with --stdin, a position in solve's puzzle format): a fresh"
          + " alphabeta engine, on one thread with the default table, proves its value under two"
          + " series of configurations, and prints one row each: the configuration, the value"
          + " found, the positions visited and the time.",
      "The ladder: plain alpha-beta with nothing else ('none'), then one technique added at a"
          + " time ('+table' is none plus the table, the next row adds the next technique), in"
          + " the order 'techniques' lists them. The knock-outs: every technique on ('all'),"
          + " then each one off on its own ('-table').",
      "A configuration that visits more than --budget positions is stopped, shows '> N"
          + " positions', and the run goes on. Every configuration that finishes must find the"
          + " same value: the last line says whether they did. Progress goes to"
          + " standard error; times are one cold run each, not a benchmark (see 'bench"
          + " --include Ablation' for that)."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:every configuration ran (some may be over the budget)",
        "1:two configurations disagreed (a bug)", "2:bad option, or a bad position",
        "3:some configuration was stopped by --timeout"})
final class AblateCommand implements Callable<Integer> {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @CommandLine.Mixin BoardOptions boardOptions;

  @CommandLine.Mixin TimeoutOption timeout;

  @Option(names = "--budget", paramLabel = "POSITIONS",
      description = "Stop a configuration after it has visited this many positions (default:"
          + " ${DEFAULT-VALUE}, a few seconds' worth for the slowest).",
      defaultValue = "" + Ablation.DEFAULT_BUDGET)
  long budget;

  @Option(names = "--stdin",
      description = "Read the position from standard input, as 'solve' reads a puzzle: a line X"
          + " or O (the player to move), then the board's rows.")
  boolean stdin;

  @Override
  public Integer call() throws IOException {
    CommandLine cmd = spec.commandLine();
    Rules rules = boardOptions.rules(cmd);
    if (budget < 1) {
      throw new CommandLine.ParameterException(cmd, "--budget: expected a number of positions"
          + " above 0, got " + budget);
    }
    PrintWriter out = cmd.getOut();
    ProgressMonitor monitor = timeout.monitor(cmd, cmd.getErr());
    Board board = rules.emptyBoard();
    if (stdin) {
      PuzzleReader reader = new PuzzleReader(Main.standardInput(), rules);
      board = reader.next().orElseThrow(reader::nothingToRead);
    }
    if (board.isOver()) {
      throw new InputException("the game is over on this board: there is nothing to solve");
    }
    out.printf(Locale.ROOT, "ablation on %s, %s (%s to move); budget %,d positions per"
        + " configuration%n", rules.name(), board.marks() == 0 ? "the empty board"
        : "the position read", board.toMove(), budget);
    List<Ablation.Row> rows = new ArrayList<>();
    int stopped = 0;
    for (String series : List.of("ladder", "knock-outs")) {
      out.println();
      out.println(series.equals("ladder")
          ? "The ladder: plain alpha-beta, then one technique added at a time"
          : "The knock-outs: every technique on, then each one off on its own");
      out.println(String.format(Locale.ROOT, "%-15s %-24s %16s %10s", "configuration", "value",
          "positions", "time"));
      for (Ablation.Configuration c : series.equals("ladder") ? Ablation.ladder()
          : Ablation.knockOuts()) {
        monitor.start(rules.name() + " " + c.label());
        Ablation.Row row = Ablation.run(board, c, budget, ColdSolve.TABLE_ENTRIES, monitor);
        rows.add(row);
        stopped += row.stoppedBy().isPresent() && !row.overBudget() ? 1 : 0;
        out.println(line(board, row));
        out.flush();
      }
    }
    out.println();
    List<Evaluation> found = rows.stream().flatMap(r -> r.evaluation().stream()).toList();
    if (!found.stream().allMatch(e -> e.score() == found.get(0).score())) {
      out.println("the configurations disagree: this is a bug, please report it");
      return CommandLine.ExitCode.SOFTWARE;
    }
    out.println(found.isEmpty() ? "no configuration finished"
        : String.format(Locale.ROOT, "every configuration that finished (%d of %d) agrees: %s",
            found.size(), rows.size(), outcome(board, found.get(0).score())));
    return stopped > 0 ? Main.STOPPED : 0;
  }

  // tag::line[]
  /** {@code "+table         draw                      128,694    0.030 s"}. */
  static String line(Board board, Ablation.Row row) {
    String value = row.evaluation().map(e -> outcome(board, e.score()))
        .orElse(row.overBudget() ? "over the budget" : "stopped by --timeout");
    String positions = String.format(Locale.ROOT, "%s%,d", row.evaluation().isPresent() ? ""
        : "> ", row.visited());
    return String.format(Locale.ROOT, "%-15s %-24s %16s %8.3f s", row.configuration().label(),
        value, positions, row.seconds());
  }
  // end::line[]

  /** The value as the m,n,k literature gives it: "draw", "X wins on ply 11". */
  private static String outcome(Board board, int scoreForMover) {
    return Score.outcome(board.xToMove() ? scoreForMover : -scoreForMover,
        board.rules().cells());
  }
}
