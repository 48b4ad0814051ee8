package dev.tictactoe.cli;

import dev.tictactoe.engine.Board;
import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.Engine;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code play}: a human against the engine, in the terminal or through a pipe. */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    header = "Play 3x3 tic-tac-toe against the engine.",
    description = {
      "Shows the board with the free cells numbered 1 to 9 and asks for your move; type a cell"
          + " number. A typo, a taken cell or a number out of range just asks again. X moves"
          + " first. Moves can also be piped in, one per line."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:the game was played to its end",
        "2:bad option, or the input ended before the game did"})
final class PlayCommand implements Callable<Integer> {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(names = "--as", paramLabel = "X|O", defaultValue = "X",
      converter = SideConverter.class,
      description = "Your side: X moves first (default: ${DEFAULT-VALUE}).")
  char side;

  @CommandLine.Mixin EngineChoice.Option engineChoice;

  @Override
  public Integer call() throws IOException {
    Engine engine = engineChoice.choice.create();
    PrintWriter out = spec.commandLine().getOut();
    BufferedReader in = Main.standardInput();
    out.println("You are " + side + ", the engine (" + engineChoice.choice.cliName() + ") is "
        + other(side) + ". Type a cell number to move.");
    Board board = Board.EMPTY;
    while (!board.isOver()) {
      out.println();
      out.print(draw(board));
      if (board.toMove() == side) {
        board = board.play(readMove(board, in, out));
      } else {
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
    while (true) {
      out.print("Your move (" + side + "), 1-9: ");
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
        out.println("'" + text + "' is not a cell number; type a number from 1 to 9.");
        continue;
      }
      if (cell < 0 || cell > 8) {
        out.println(text + " is not a cell; the cells are numbered 1 to 9.");
      } else if (board.at(cell) != '.') {
        out.println("Cell " + text + " is taken; pick one of the numbers on the board.");
      } else {
        return cell;
      }
    }
  }

  /** The board with the free cells numbered 1 to 9. */
  static String draw(Board board) {
    StringBuilder text = new StringBuilder();
    for (int r = 0; r < 3; r++) {
      if (r > 0) {
        text.append("---+---+---\n");
      }
      for (int c = 0; c < 3; c++) {
        int cell = 3 * r + c;
        char mark = board.at(cell);
        text.append(' ').append(mark == '.' ? (char) ('1' + cell) : mark).append(' ');
        text.append(c < 2 ? "|" : "\n");
      }
    }
    return text.toString();
  }

  private static char other(char side) {
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
