package dev.tictactoe.cli;

import dev.tictactoe.engine.Board;
import dev.tictactoe.engine.BoardFormatException;
import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.IllegalPositionException;
import dev.tictactoe.engine.Positions;
import dev.tictactoe.engine.Score;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code solve}: answers "Tic Tac Toe Engine" puzzles from standard input. */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    header = "Answer Tic Tac Toe Engine puzzles read from standard input.",
    description = {
      "Each puzzle is a line 'X' or 'O' (the engine's letter) and three lines of three characters"
          + " from X, O and '.' (the board, top row first). Each answer is the board after the"
          + " engine's move, as three lines; a finished board is printed unchanged.",
      "Blank lines between puzzles and Windows line endings are accepted. The first bad puzzle"
          + " (malformed, a letter that is not the player to move, or a position that cannot arise"
          + " in a real game) stops the run with its number and line on standard error."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:every puzzle was answered", "2:bad option, or a bad or missing puzzle"})
final class SolveCommand implements Callable<Integer> {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @CommandLine.Mixin EngineChoice.Option engine;

  @CommandLine.Option(names = "--stats",
      description = "After each answer, say on standard error what the move is worth and how many"
          + " positions the engine visited to find it. One engine answers every puzzle, so the"
          + " memoized engine visits fewer as it learns.")
  boolean stats;

  @Override
  public Integer call() throws IOException {
    Engine solver = engine.choice.create();
    PrintWriter out = spec.commandLine().getOut();
    BufferedReader in = Main.standardInput();
    int lineNumber = 0;
    int puzzles = 0;
    String line;
    while ((line = in.readLine()) != null) {
      lineNumber++;
      if (line.isBlank()) {
        continue;
      }
      puzzles++;
      int letterLine = lineNumber;
      String letter = line.strip();
      if (!letter.equals("X") && !letter.equals("O")) {
        throw bad(puzzles, lineNumber, "expected the engine's letter, X or O, got '" + letter + "'");
      }
      List<String> rows = new ArrayList<>(3);
      while (rows.size() < 3) {
        String row = in.readLine();
        if (row == null) {
          throw bad(puzzles, lineNumber, "the input ends after " + rows.size()
              + (rows.size() == 1 ? " row" : " rows") + " of the board; a board has 3");
        }
        lineNumber++;
        rows.add(row.strip());
      }
      Board board;
      try {
        board = Board.parse(rows);
      } catch (BoardFormatException e) {
        throw bad(puzzles, letterLine + e.row(), e.getMessage());
      }
      try {
        Positions.check(board);
      } catch (IllegalPositionException e) {
        throw bad(puzzles, letterLine + 1, e.getMessage());
      }
      if (board.toMove() != letter.charAt(0)) {
        throw bad(puzzles, letterLine, "the engine is " + letter + ", but " + board.toMove()
            + " is to move (X has " + Integer.bitCount(board.x()) + " marks, O has "
            + Integer.bitCount(board.o()) + ")");
      }
      Decision decision = solver.decide(board);
      out.print(decision.after());
      out.flush();
      if (stats) {
        spec.commandLine().getErr().println("puzzle " + puzzles + ": " + verdict(decision) + "; "
            + decision.visited() + (decision.visited() == 1 ? " position" : " positions")
            + " visited (" + engine.choice.cliName() + ")");
      }
    }
    if (puzzles == 0) {
      throw new InputException("no puzzle on standard input (expected a line X or O, then three"
          + " rows of the board)");
    }
    return 0;
  }

  private static String verdict(Decision decision) {
    return decision.moved()
        ? "the move is a " + Score.describe(decision.score(), decision.before())
        : "no move, the game is over";
  }

  private static InputException bad(int puzzle, int line, String reason) {
    return new InputException("puzzle " + puzzle + ", line " + line + ": " + reason);
  }
}
