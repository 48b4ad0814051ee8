package dev.tictactoe.cli;

import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.Engine;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code play}: a human against the engine, in the terminal or through a pipe. The board is 3x3
 * unless {@code --board} says otherwise.
 */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    header = "Play tic-tac-toe (3x3, or any m,n,k board) against the engine.",
    description = {
      "Shows the board with the free cells numbered (1 to 9 on 3x3, row by row) and asks for your"
          + " move; type a cell number. A typo, a taken cell or a number out of range just asks"
          + " again. X moves first. Moves can also be piped in, one per line."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:the game was played to its end",
        "2:bad option, or the input ended before the game did",
        "3:the engine's search was stopped by --timeout"})
final class PlayCommand implements Callable<Integer> {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(names = "--as", paramLabel = "X|O", defaultValue = "X",
      converter = SideConverter.class,
      description = "Your side: X moves first (default: ${DEFAULT-VALUE}).")
  char side;

  @CommandLine.Mixin EngineOptions engineChoice;

  @CommandLine.Mixin BoardOptions boardOptions;

  @CommandLine.Mixin TimeoutOption timeout;


  @Override
  public Integer call() throws IOException {
    Rules rules = boardOptions.rules(spec.commandLine());
    PrintWriter out = spec.commandLine().getOut();
    ProgressMonitor monitor = timeout.monitor(spec.commandLine(), spec.commandLine().getErr());
    Engine engine = engineChoice.create(spec.commandLine(), rules, monitor);
    BufferedReader in = Main.standardInput();
    out.println("You are " + side + ", the engine (" + engineChoice.label() + ") is "
        + other(side) + "." + (rules.equals(Rules.ticTacToe()) ? ""
            : " " + rules.k() + " in a row wins on " + rules.rows() + "x" + rules.columns() + ".")
        + " Type a cell number to move.");
    Board board = rules.emptyBoard();
    while (!board.isOver()) {
      out.println();
      out.print(draw(board));
      if (board.toMove() == side) {
        board = board.play(readMove(board, in, out));
      } else {
        monitor.start("the engine's move");
        Decision d = engine.decide(board);
        out.println("The engine plays " + (d.cell() + 1) + ".");
        board = d.after();
      }
    }
    out.println();
    out.print(draw(board));
    char winner = board.winner();
    out.println(winner == '.' ? "Draw." : winner == side ? "You win." : "The engine wins.");
    return 0;
  }

  /** Asks until the answer is a free cell's number; the end of input ends the game. */
  private int readMove(Board board, BufferedReader in, PrintWriter out) throws IOException {
    int cells = board.rules().cells();
    while (true) {
      out.print("Your move (" + side + "), 1-" + cells + ": ");
      out.flush();
      String line = in.readLine();
      if (line == null) {
        out.println();
        throw new InputException("the input ended before the game did");
      }
      String text = line.strip();
      if (System.console() == null) {
        out.println(text); // piped input is not echoed by a terminal: show what was read
      }
      int cell;
      try {
        cell = Integer.parseInt(text) - 1;
      } catch (NumberFormatException e) {
        out.println("'" + text + "' is not a cell number; type a number from 1 to " + cells + ".");
        continue;
      }
      if (cell < 0 || cell >= cells) {
        out.println(text + " is not a cell; the cells are numbered 1 to " + cells + ".");
      } else if (board.at(cell) != '.') {
        out.println("Cell " + text + " is taken; pick one of the numbers on the board.");
      } else {
        return cell;
      }
    }
  }

  /** The board with the free cells numbered from 1, row by row, in columns wide enough. */
  static String draw(Board board) {
    int n = board.rules().columns();
    int width = String.valueOf(board.rules().cells()).length() + 2;
    String rule = String.join("+", java.util.Collections.nCopies(n, "-".repeat(width))) + "\n";
    StringBuilder text = new StringBuilder();
    for (int r = 0; r < board.rules().rows(); r++) {
      if (r > 0) {
        text.append(rule);
      }
      for (int c = 0; c < n; c++) {
        int cell = r * n + c;
        char mark = board.at(cell);
        String label = mark == '.' ? String.valueOf(cell + 1) : String.valueOf(mark);
        text.append(" ".repeat(width - 1 - label.length())).append(label).append(' ');
        text.append(c < n - 1 ? "|" : "\n");
      }
    }
    return text.toString();
  }

  static char other(char side) {
    return side == 'X' ? 'O' : 'X';
  }

  /** Reads {@code X} or {@code O} (either case). */
  static final class SideConverter implements CommandLine.ITypeConverter<Character> {
    @Override
    public Character convert(String value) {
      String side = value.strip().toUpperCase(java.util.Locale.ROOT);
      if (!side.equals("X") && !side.equals("O")) {
        throw new CommandLine.TypeConversionException("expected X or O, got '" + value + "'");
      }
      return side.charAt(0);
    }
  }
}
