package dev.tictactoe.cli;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.BoardFormatException;
import dev.tictactoe.mnk.IllegalPositionException;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.text.Quote;
import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads "Tic Tac Toe Engine" puzzles from standard input: a line {@code X} or {@code O} (the
 * engine's letter), then the board's rows, top row first, from X, O and '.'. Blank lines between
 * puzzles are skipped; a bad puzzle is an {@link InputException} naming the puzzle and its line.
 */
final class PuzzleReader {
  private final BufferedReader in;
  private final Rules rules;
  private int lineNumber;
  private int puzzles;

  PuzzleReader(BufferedReader in, Rules rules) {
    this.in = in;
    this.rules = rules;
  }

  /** How many puzzles have been read. */
  int count() {
    return puzzles;
  }

  /**
   * The next puzzle's position, checked: the board's rows, a position that can arise, and the
   * letter of the player to move; empty at the end of the input.
   *
   * @throws InputException for a bad puzzle, or input that ends inside one
   */
  Optional<Board> next() throws IOException {
    String line;
    do {
      line = in.readLine();
      if (line == null) {
        return Optional.empty();
      }
      lineNumber++;
    } while (line.isBlank());
    puzzles++;
    int letterLine = lineNumber;
    String letter = line.strip();
    if (!letter.equals("X") && !letter.equals("O")) {
      throw bad(lineNumber, "expected the engine's letter, X or O, got " + Quote.of(letter));
    }
    List<String> rows = new ArrayList<>(rules.rows());
    while (rows.size() < rules.rows()) {
      String row = in.readLine();
      if (row == null) {
        throw bad(lineNumber, "the input ends after " + rows.size()
            + (rows.size() == 1 ? " row" : " rows") + " of the board; a " + rules.rows() + "x"
            + rules.columns() + " board has " + rules.rows());
      }
      lineNumber++;
      rows.add(row.strip());
    }
    Board board;
    try {
      board = Board.parse(rules, rows).check();
    } catch (BoardFormatException e) {
      throw bad(letterLine + e.row(), e.getMessage());
    } catch (IllegalPositionException e) {
      throw bad(letterLine + 1, e.getMessage());
    }
    if (board.toMove() != letter.charAt(0)) {
      throw bad(letterLine, "the engine is " + letter + ", but " + board.toMove()
          + " is to move (X has " + Long.bitCount(board.x()) + " marks, O has "
          + Long.bitCount(board.o()) + ")");
    }
    return Optional.of(board);
  }

  /** What to say when the input holds no puzzle at all. */
  InputException nothingToRead() {
    return new InputException("no puzzle on standard input (expected a line X or O, then "
        + rules.rows() + " rows of the board)");
  }

  private InputException bad(int line, String reason) {
    return new InputException("puzzle " + puzzles + ", line " + line + ": " + reason);
  }
}
