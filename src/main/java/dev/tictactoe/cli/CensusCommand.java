package dev.tictactoe.cli;

import dev.tictactoe.engine.Census;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code census}: the 3x3 game in figures, each computed by walking the game tree. */
@Command(
    name = "census",
    mixinStandardHelpOptions = true,
    header = "Count the 3x3 game: positions, symmetry classes, finished games, tree nodes.",
    description = "Walks the whole 3x3 game tree and prints what it counted, one figure per line.")
final class CensusCommand implements Callable<Integer> {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    Census c = Census.take();
    PrintWriter out = spec.commandLine().getOut();
    out.println("reachable positions: " + c.positions());
    out.println("positions up to rotation and reflection: " + c.symmetryClasses());
    out.println("terminal positions: " + c.terminal().total() + " (X wins " + c.terminal().xWins()
        + ", O wins " + c.terminal().oWins() + ", draws " + c.terminal().draws() + ")");
    out.println("complete games: " + c.games().total() + " (X wins " + c.games().xWins()
        + ", O wins " + c.games().oWins() + ", draws " + c.games().draws() + ")");
    out.println("game-tree nodes with the root: " + c.nodes());
    return 0;
  }
}
