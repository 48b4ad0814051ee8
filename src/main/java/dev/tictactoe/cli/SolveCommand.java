package dev.tictactoe.cli;

import dev.tictactoe.engine.Board;
import dev.tictactoe.engine.BoardFormatException;
import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.IllegalPositionException;
import dev.tictactoe.engine.Positions;
import dev.tictactoe.engine.Score;
import dev.tictactoe.mnk.Rules;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code solve}: answers "Tic Tac Toe Engine" puzzles, on 3x3 or any m,n,k board. */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    header = "Answer Tic Tac Toe Engine puzzles read from standard input.",
    description = {
      "Each puzzle is a line 'X' or 'O' (the engine's letter) and the board's rows, top row"
          + " first, from X, O and '.': three rows of three for the 3x3 puzzle, or M rows of N"
          + " with --board MxN. Each answer is the board after the engine's move; a finished"
          + " board is printed unchanged.",
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

  @CommandLine.Mixin EngineChoice.Option engine;

  @CommandLine.Mixin BoardOptions boardOptions;

  @CommandLine.Mixin TimeoutOption timeout;

  @CommandLine.Mixin TableSizeOption tableSize;

  @CommandLine.Option(names = "--stats",
      description = "After each answer, say on standard error what the move is worth and how many"
          + " positions the engine visited to find it. One engine answers every puzzle, so the"
          + " memoized engine visits fewer as it learns.")
  boolean stats;

  /** What {@code solve} needs of one kind of puzzle: how many rows, and how to answer one. */
  private interface Answerer {
    int rows();

    /** For messages: "a board", "a 4x5 board". */
    String aBoard();

    /**
     * The answer to one puzzle.
     *
     * @throws BoardFormatException for rows that are not a board
     * @throws IllegalPositionException for a position that cannot arise
     * @throws InputException for a letter that is not the player to move
     */
    Answer answer(List<String> rows, char letter, int puzzle);
  }

  /** The board after the engine's move, what the move is worth, and the positions visited. */
  private record Answer(String after, String verdict, long visited) {}

  @Override
  public Integer call() throws IOException {
    Optional<Rules> rules = boardOptions.rules(spec.commandLine());
    Answerer answerer = rules.isPresent() ? mnk(rules.get()) : threeByThree();
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
      List<String> rows = new ArrayList<>(answerer.rows());
      while (rows.size() < answerer.rows()) {
        String row = in.readLine();
        if (row == null) {
          throw bad(puzzles, lineNumber, "the input ends after " + rows.size()
              + (rows.size() == 1 ? " row" : " rows") + " of the board; " + answerer.aBoard()
              + " has " + answerer.rows());
        }
        lineNumber++;
        rows.add(row.strip());
      }
      Answer answer;
      try {
        answer = answerer.answer(rows, letter.charAt(0), puzzles);
      } catch (BoardFormatException e) {
        throw bad(puzzles, letterLine + e.row(), e.getMessage());
      } catch (IllegalPositionException e) {
        throw bad(puzzles, letterLine + 1, e.getMessage());
      } catch (InputException e) {
        throw bad(puzzles, letterLine, e.getMessage());
      }
      out.print(answer.after());
      out.flush();
      if (stats) {
        spec.commandLine().getErr().println("puzzle " + puzzles + ": " + answer.verdict() + "; "
            + answer.visited() + (answer.visited() == 1 ? " position" : " positions")
            + " visited (" + engine.choice.cliName() + ")");
      }
    }
    if (puzzles == 0) {
      throw new InputException("no puzzle on standard input (expected a line X or O, then "
          + (rules.isPresent() ? answerer.rows() : "three") + " rows of the board)");
    }
    return 0;
  }

  /** The 3x3 puzzle, answered by the puzzle's own engines. */
  private Answerer threeByThree() {
    TableSizeOption.refuseOn3x3(spec.commandLine());
    Engine solver = engine.choice.create();
    return new Answerer() {
      @Override
      public int rows() {
        return 3;
      }

      @Override
      public String aBoard() {
        return "a board";
      }

      @Override
      public Answer answer(List<String> rows, char letter, int puzzle) {
        Board board = Board.parse(rows);
        Positions.check(board);
        checkLetter(letter, board.toMove(), Integer.bitCount(board.x()),
            Integer.bitCount(board.o()));
        Decision d = solver.decide(board);
        return new Answer(d.after().toString(), d.moved()
            ? "the move is a " + Score.describe(d.score(), d.before())
            : "no move, the game is over", d.visited());
      }
    };
  }

  /** An m,n,k board, answered by the general engines. */
  private Answerer mnk(Rules rules) {
    ProgressMonitor monitor = timeout.monitor(spec.commandLine(), spec.commandLine().getErr());
    dev.tictactoe.mnk.Engine solver = engine.choice.create(rules,
        tableSize.entries(spec.commandLine()), monitor);
    return new Answerer() {
      @Override
      public int rows() {
        return rules.rows();
      }

      @Override
      public String aBoard() {
        return "a " + rules.rows() + "x" + rules.columns() + " board";
      }

      @Override
      public Answer answer(List<String> rows, char letter, int puzzle) {
        dev.tictactoe.mnk.Board board = dev.tictactoe.mnk.Board.parse(rules, rows).check();
        checkLetter(letter, board.toMove(), Long.bitCount(board.x()), Long.bitCount(board.o()));
        monitor.start("puzzle " + puzzle);
        dev.tictactoe.mnk.Decision d = solver.decide(board);
        return new Answer(d.after().toString(), d.moved()
            ? "the move is a " + dev.tictactoe.mnk.Score.describe(d.score(), d.before())
            : "no move, the game is over", d.visited());
      }
    };
  }

  private static void checkLetter(char letter, char toMove, int xs, int os) {
    if (toMove != letter) {
      throw new InputException("the engine is " + letter + ", but " + toMove + " is to move (X has "
          + xs + " marks, O has " + os + ")");
    }
  }

  private static InputException bad(int puzzle, int line, String reason) {
    return new InputException("puzzle " + puzzle + ", line " + line + ": " + reason);
  }
}
