package dev.tictactoe.cli;

import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchStoppedException;
import dev.tictactoe.solver.MakerBreaker;
import dev.tictactoe.solver.Technique;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code weak}: the weak game (Maker-Breaker) of an empty board, asked on its own. */
@Command(
    name = "weak",
    mixinStandardHelpOptions = true,
    header = "Ask the weak game of an empty board: can one player, only blocking, stop every line"
        + " of the other?",
    description = {
      "The weak game (Maker-Breaker) of the m,n,k-game: the maker wins by filling a k-window, the"
          + " breaker only blocks and never wins. X moves first, as in the game; --maker says who"
          + " fills. If O, blocking, stops every line of X, X cannot win the real game either, so"
          + " an empty board whose weak game the breaker holds is a draw (X never loses). The"
          + " alphabeta engine asks this question near its root on a budget; here it is asked"
          + " with none, on its own, with the weak game's techniques (killer-replies,"
          + " move-domination, move-deepening, sibling-zones) and a table of up to 16 million"
          + " entries a thread (less if the heap is small).",
      "When the maker moves first, each of its first moves, up to symmetry, is asked on its"
          + " own (move-deepening), the cell on the most windows first; with --threads 2 two are"
          + " asked at a time, each thread with its own table, and a first move outside the zone"
          + " of another's proof is settled by it (sibling-zones). Standard error has a line for"
          + " each as it is settled, so a question stopped by --timeout still says which first"
          + " moves it settled.",
      "Prints one line: the board, the answer ('O stops every line' or 'X fills a line'), the"
          + " time and the positions the weak game visited. Work that takes more than 2 s reports"
          + " its progress on standard error."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:answered", "2:bad option", "3:stopped by --timeout"})
final class WeakCommand implements Callable<Integer> {
  private static final int MAX_THREADS = 64;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @CommandLine.Mixin BoardOptions board;

  @Option(names = "--maker", paramLabel = "X|O", defaultValue = "X",
      converter = PlayCommand.SideConverter.class,
      description = "The player who tries to fill a line; the other only blocks (default:"
          + " ${DEFAULT-VALUE}, who moves first).")
  char maker;

  @Option(names = "--without", paramLabel = "NAME[,NAME...]",
      description = "Switch off these of the weak game's techniques: killer-replies,"
          + " move-domination, move-deepening, sibling-zones. The answer stays the same; the work"
          + " changes.")
  String without;

  @Option(names = "--threads", paramLabel = "N",
      description = "Threads that share out the maker's first moves (with move-deepening), from"
          + " 1 to 64 (default: the machine's cores, ${DEFAULT-VALUE} here).")
  int threads = Runtime.getRuntime().availableProcessors();

  @CommandLine.Mixin TimeoutOption timeout;

  @Override
  public Integer call() {
    CommandLine cmd = spec.commandLine();
    Rules rules = board.rules(cmd);
    Set<Technique> techniques = techniques(cmd);
    if (threads < 1 || threads > MAX_THREADS) {
      throw new CommandLine.ParameterException(cmd, "--threads: expected 1 to " + MAX_THREADS
          + ", got " + threads);
    }
    PrintWriter out = cmd.getOut();
    PrintWriter err = cmd.getErr();
    ProgressMonitor monitor = timeout.monitor(cmd, err).start(rules.name());
    char breaker = PlayCommand.other(maker);
    err.println("asking the weak game of " + rules.name() + ": " + maker + " fills, "
        + breaker + " only blocks, X moves first");
    err.flush();
    int entries = MakerBreaker.tableEntriesFor(Runtime.getRuntime().maxMemory(), threads);
    try {
      MakerBreaker.Answer answer = MakerBreaker.ask(rules.emptyBoard(), maker == 'X', techniques,
          entries, threads, monitor, opening -> {
            err.println(maker + " at " + cell(rules, opening.cell()) + (opening.alike() == 1 ? ""
                : " (and " + (opening.alike() - 1) + " like it)") + ": " + (opening.breakerHolds()
                ? breaker + " stops every line" : maker + " fills a line") + (opening.settledBy() < 0
                ? String.format(Locale.ROOT, ", %.3f s, %,d positions", opening.seconds(),
                    opening.visited())
                : ", by the proof after " + maker + " at " + cell(rules, opening.settledBy())
                    + ", whose zone leaves this cell out"));
            err.flush();
          });
      out.println(TableCommand.line(rules, answer.breakerHolds()
          ? breaker + " stops every line" : maker + " fills a line",
          monitor.elapsed(), answer.visited()));
      return 0;
    } catch (SearchStoppedException e) {
      out.println(TableCommand.line(rules, "not answered (--timeout)", monitor.elapsed(),
          e.visited()));
      return Main.STOPPED;
    } finally {
      out.flush();
    }
  }

  private static String cell(Rules rules, int cell) {
    return "row " + (cell / rules.columns() + 1) + ", column " + (cell % rules.columns() + 1);
  }

  /** The weak game's techniques, but those --without names. */
  private Set<Technique> techniques(CommandLine cmd) {
    if (without == null) {
      return MakerBreaker.TECHNIQUES;
    }
    try {
      return MakerBreaker.allBut(without);
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(cmd, "--without: " + e.getMessage());
    }
  }
}
