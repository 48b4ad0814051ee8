package dev.tictactoe.cli;

import dev.tictactoe.game.Design;
import dev.tictactoe.game.InvalidBoardSizeException;
import dev.tictactoe.game.InvalidMoveException;
import dev.tictactoe.game.ValidatedGame;
import dev.tictactoe.text.Quote;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code replay}: feeds moves from standard input to one game design and prints each result. */
@Command(
    name = "replay",
    mixinStandardHelpOptions = true,
    header = "Replay moves from standard input on an n x n game, printing each result.",
    description = {
      "Plays moves read from standard input, one 'row col player' per line (0-based row and column,"
          + " player 1 or 2), on an n x n board, and prints each move's result as it goes:"
          + " 0 while nobody has won, else the winner (1 or 2).",
      "Blank lines and lines starting with # are skipped. The first malformed line or invalid move"
          + " stops the replay with its line number on standard error and exit status 2."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:every move was played", "2:bad option, malformed line or invalid move"})
final class ReplayCommand implements Runnable {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(names = "--n", required = true, paramLabel = "N",
      description = "Board side, 1.." + ValidatedGame.MAX_SIZE + ".")
  int n;

  @Option(names = "--impl", paramLabel = "DESIGN", defaultValue = "counters",
      converter = DesignConverter.class, completionCandidates = DesignConverter.Names.class,
      description = "Game design: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
  Design design;

  @Option(names = "--board",
      description = "Also draw the board after each move (X is player 1, O is player 2).")
  boolean board;

  @Override
  public void run() {
    ValidatedGame game;
    try {
      game = ValidatedGame.of(design, n);
    } catch (InvalidBoardSizeException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--n: " + e.getMessage());
    }
    try {
      replay(Main.standardInput(), game, spec.commandLine().getOut(), board);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Plays the moves read from {@code in} on the game, printing each result (and the board after
   * it, with {@code board}).
   *
   * @throws InputException at the first malformed line or invalid move, naming its line; the
   *     game is left as the move before it left it
   */
  static void replay(BufferedReader in, ValidatedGame game, PrintWriter out, boolean board)
      throws IOException {
    int lineNumber = 0;
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      lineNumber++;
      String text = line.strip();
      if (text.isEmpty() || text.startsWith("#")) {
        continue;
      }
      int[] move = parseMove(text, lineNumber);
      int result;
      try {
        result = game.move(move[0], move[1], move[2]);
      } catch (InvalidMoveException e) {
        throw new InputException("line " + lineNumber + ": " + e.getMessage());
      }
      out.println(result);
      if (board) {
        out.print(game.render());
        out.println();
      }
      out.flush();
    }
  }

  private static int[] parseMove(String text, int lineNumber) {
    String[] fields = text.split("\\s+");
    if (fields.length != 3) {
      throw new InputException("line " + lineNumber + ": expected 'row col player', got "
          + Quote.of(text));
    }
    int[] move = new int[3];
    for (int i = 0; i < 3; i++) {
      try {
        move[i] = Integer.parseInt(fields[i]);
      } catch (NumberFormatException e) {
        throw new InputException("line " + lineNumber + ": " + Quote.of(fields[i])
            + " is not a whole number (expected 'row col player')");
      }
    }
    return move;
  }
}
