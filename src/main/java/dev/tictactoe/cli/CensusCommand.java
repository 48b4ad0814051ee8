package dev.tictactoe.cli;

import dev.tictactoe.mnk.Census;
import dev.tictactoe.mnk.Positions;
import dev.tictactoe.mnk.Rules;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code census}: a game in figures, each computed: 3x3 by default, or any m,n,k board. */
@Command(
    name = "census",
    mixinStandardHelpOptions = true,
    header = "Count a game: positions, symmetry classes, finished games, tree nodes.",
    description = {
      "Counts the 3x3 game (or, with --board MxN, any m,n,k-game of at most 20 cells) and prints"
          + " what it counted, one figure per line.",
      "It walks the positions layer by layer (one layer per number of marks), one of each"
          + " symmetry class, with the number of move orders reaching each, which gives the game"
          + " tree's figures without walking the tree: 4x4 with --k 4 has 9,722,011 positions"
          + " and a tree of 3.6 * 10^13 nodes, counted in about a second. Progress counts the"
          + " classes walked."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:the figures were printed", "2:bad option, or a board too large to count",
        "3:stopped by --timeout"})
final class CensusCommand implements Callable<Integer> {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @CommandLine.Mixin BoardOptions boardOptions;

  @CommandLine.Mixin TimeoutOption timeout;

  @Override
  public Integer call() {
    Rules rules = boardOptions.rules(spec.commandLine());
    if (rules.cells() > Positions.MAX_CELLS) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--board " + rules.rows() + "x"
          + rules.columns() + ": a census counts boards of up to " + Positions.MAX_CELLS
          + " cells (this one has " + rules.cells() + ")");
    }
    ProgressMonitor monitor = timeout.monitor(spec.commandLine(), spec.commandLine().getErr())
        .start("census of " + rules.name());
    Census c = Census.take(rules, monitor);
    PrintWriter out = spec.commandLine().getOut();
    String symmetries = rules.rows() == rules.columns() ? "rotation and reflection"
        : "reflection and the half turn";
    out.println("reachable positions: " + c.positions());
    out.println("positions up to " + symmetries + ": " + c.symmetryClasses());
    out.println("terminal positions: " + describe(c.terminal()));
    out.println("complete games: " + describe(c.games()));
    out.println("game-tree nodes with the root: " + c.nodes());
    return 0;
  }

  private static String describe(Census.Outcomes outcomes) {
    return outcomes.total() + " (X wins " + outcomes.xWins() + ", O wins " + outcomes.oWins()
        + ", draws " + outcomes.draws() + ")";
  }
}
