package dev.tictactoe.cli;

import dev.tictactoe.engine.Census;
import dev.tictactoe.mnk.Rules;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code census}: a game in figures, each computed: the 3x3 puzzle, or an m,n,k board. */
@Command(
    name = "census",
    mixinStandardHelpOptions = true,
    header = "Count a game: positions, symmetry classes, finished games, tree nodes.",
    description = {
      "Walks the whole 3x3 game tree and prints what it counted, one figure per line.",
      "With --board MxN (at most 20 cells) it counts that m,n,k-game instead, walking its"
          + " positions layer by layer (one layer per number of marks) with the number of move"
          + " orders reaching each, which gives the same figures without walking the tree: 4x4"
          + " with --k 4 has 9,722,011 positions and a tree of 3.6 * 10^13 nodes, counted in"
          + " seconds."
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
    Optional<Rules> rules = boardOptions.rules(spec.commandLine());
    PrintWriter out = spec.commandLine().getOut();
    if (rules.isEmpty()) {
      TableSizeOption.refuseOn3x3(spec.commandLine());
      Census c = Census.take();
      print(out, "rotation and reflection", c.positions(), c.symmetryClasses(), c.terminal(),
          c.games(), c.nodes());
      return 0;
    }
    Rules r = rules.get();
    if (r.cells() > dev.tictactoe.mnk.Positions.MAX_CELLS) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--board " + r.rows() + "x"
          + r.columns() + ": a census counts boards of up to "
          + dev.tictactoe.mnk.Positions.MAX_CELLS + " cells (this one has " + r.cells() + ")");
    }
    ProgressMonitor monitor = timeout.monitor(spec.commandLine(), spec.commandLine().getErr())
        .start("census of " + r.name());
    dev.tictactoe.mnk.Census c = dev.tictactoe.mnk.Census.take(r, monitor);
    print(out, r.rows() == r.columns() ? "rotation and reflection"
        : "reflection and the half turn", c.positions(), c.symmetryClasses(), c.terminal(),
        c.games(), c.nodes());
    return 0;
  }

  private static void print(PrintWriter out, String symmetries, long positions, long classes,
      Census.Outcomes terminal, Census.Outcomes games, long nodes) {
    out.println("reachable positions: " + positions);
    out.println("positions up to " + symmetries + ": " + classes);
    out.println("terminal positions: " + terminal.total() + " (X wins " + terminal.xWins()
        + ", O wins " + terminal.oWins() + ", draws " + terminal.draws() + ")");
    out.println("complete games: " + games.total() + " (X wins " + games.xWins()
        + ", O wins " + games.oWins() + ", draws " + games.draws() + ")");
    out.println("game-tree nodes with the root: " + nodes);
  }
}
