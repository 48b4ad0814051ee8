package dev.tictactoe.cli;

import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchStoppedException;
import dev.tictactoe.solver.MakerBreaker;
import dev.tictactoe.solver.Technique;
import java.io.PrintWriter;
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
          + " move-domination) and a table of up to 16 million entries (less if the heap is"
          + " small).",
      "Prints one line: the board, the answer ('O stops every line' or 'X fills a line'), the"
          + " time and the positions the weak game visited. Work that takes more than 2 s reports"
          + " its progress on standard error."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:answered", "2:bad option", "3:stopped by --timeout"})
final class WeakCommand implements Callable<Integer> {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @CommandLine.Mixin BoardOptions board;

  @Option(names = "--maker", paramLabel = "X|O", defaultValue = "X",
      converter = PlayCommand.SideConverter.class,
      description = "The player who tries to fill a line; the other only blocks (default:"
          + " ${DEFAULT-VALUE}, who moves first).")
  char maker;

  @Option(names = "--without", paramLabel = "NAME[,NAME...]",
      description = "Switch off these of the weak game's techniques: killer-replies,"
          + " move-domination. The answer stays the same; the work changes.")
  String without;

  @CommandLine.Mixin TimeoutOption timeout;

  @Override
  public Integer call() {
    CommandLine cmd = spec.commandLine();
    Rules rules = board.rules(cmd);
    Set<Technique> techniques = techniques(cmd);
    PrintWriter out = cmd.getOut();
    PrintWriter err = cmd.getErr();
    ProgressMonitor monitor = timeout.monitor(cmd, err).start(rules.name());
    char breaker = PlayCommand.other(maker);
    err.println("asking the weak game of " + rules.name() + ": " + maker + " fills, "
        + breaker + " only blocks, X moves first");
    err.flush();
    int entries = MakerBreaker.tableEntriesFor(Runtime.getRuntime().maxMemory());
    try {
      MakerBreaker.Answer answer = MakerBreaker.ask(rules.emptyBoard(), maker == 'X', techniques,
          entries, monitor);
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
