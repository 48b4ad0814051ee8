package dev.tictactoe.cli;

import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.Engine;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code solve}: answers "Tic Tac Toe Engine" puzzles, on 3x3 (the default: {@code --board 3x3
 * --k 3}) or any m,n,k board, by one path and with the same options on every board.
 */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    header = "Answer Tic Tac Toe Engine puzzles read from standard input.",
    description = {
      "Each puzzle is a line 'X' or 'O' (the engine's letter) and the board's rows, top row"
          + " first, from X, O and '.': three rows of three for the 3x3 puzzle (the default,"
          + " --board 3x3 --k 3), or M rows of N with --board MxN. Each answer is the board after"
          + " the engine's move; a finished board is printed unchanged.",
      "Blank lines between puzzles and Windows line endings are accepted. The first bad puzzle"
          + " (malformed, a letter that is not the player to move, or a position that cannot arise"
          + " in a real game) stops the run with its number and line on standard error.",
      "On an m,n,k board the engine plays by the puzzle's rules generalized: a win before a draw"
          + " before a loss, the fastest win, the slowest loss; ties go to the cell on the most"
          + " lines of K cells, then the first in row-major order (on 3x3, the puzzle's grid)."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:every puzzle was answered", "2:bad option, or a bad or missing puzzle",
        "3:a search was stopped by --timeout"})
final class SolveCommand implements Callable<Integer> {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @CommandLine.Mixin EngineOptions engine;

  @CommandLine.Mixin BoardOptions boardOptions;

  @CommandLine.Mixin TimeoutOption timeout;

  @CommandLine.Option(names = "--stats",
      description = "After each answer, say on standard error what the move is worth and how many"
          + " positions the engine visited to find it. One engine answers every puzzle, so the"
          + " memoized engine visits fewer as it learns.")
  boolean stats;

  @Override
  public Integer call() throws IOException {
    Rules rules = boardOptions.rules(spec.commandLine());
    ProgressMonitor monitor = timeout.monitor(spec.commandLine(), spec.commandLine().getErr());
    Engine solver = engine.create(spec.commandLine(), rules, monitor);
    PrintWriter out = spec.commandLine().getOut();
    PuzzleReader puzzles = new PuzzleReader(Main.standardInput(), rules);
    for (Optional<Board> next = puzzles.next(); next.isPresent(); next = puzzles.next()) {
      Board board = next.get();
      monitor.start("puzzle " + puzzles.count());
      Decision d = solver.decide(board);
      out.print(d.after());
      out.flush();
      if (stats) {
        String verdict = d.moved() ? "the move is a " + Score.describe(d.score(), board)
            : "no move, the game is over";
        spec.commandLine().getErr().println("puzzle " + puzzles.count() + ": " + verdict + "; "
            + d.visited() + (d.visited() == 1 ? " position" : " positions") + " visited ("
            + engine.label() + ")");
      }
    }
    if (puzzles.count() == 0) {
      throw puzzles.nothingToRead();
    }
    return 0;
  }
}
