package dev.tictactoe.engine;

import java.util.List;

/**
 * A 3x3 position as two 9-bit masks, one per player: bit i is cell i, numbered row by row from the
 * top left (0 1 2 / 3 4 5 / 6 7 8). Immutable, and small enough to pass around by value.
 *
 * <p>Why masks: "is this cell free?" is one AND, "what does X hold?" is one int, and "has X a
 * line?" is one lookup in a 512-entry table indexed by X's mask ({@link Lines}). A search that
 * visits half a million positions does nothing heavier than that per position.
 *
 * <p>X moves first and the players alternate, so the counts say whose turn it is: X when both
 * have as many marks, O when X has one more. A {@code Board} can hold any masks that do not
 * overlap; {@link Positions#check} says whether they can arise in a real game.
 */
public record Board(int x, int o) {

  /** The board before the first move. */
  public static final Board EMPTY = new Board(0, 0);

  private static final int ALL = 0x1FF;

  public Board {
    if ((x & ~ALL) != 0 || (o & ~ALL) != 0 || (x & o) != 0) {
      throw new IllegalArgumentException("not a board: x=" + x + ", o=" + o);
    }
  }

  /**
   * Reads three rows of three characters from {@code X}, {@code O} and {@code .}, top to bottom.
   *
   * @throws BoardFormatException if there are not three rows of three such characters
   */
  public static Board parse(List<String> rows) {
    if (rows.size() != 3) {
      throw new BoardFormatException(Math.min(rows.size() + 1, 4),
          "a board has 3 rows, got " + rows.size());
    }
    int x = 0;
    int o = 0;
    for (int r = 0; r < 3; r++) {
      String row = rows.get(r);
      if (row.length() != 3) {
        throw new BoardFormatException(r + 1, "row '" + row
            + "' should be 3 characters from X, O and '.'");
      }
      for (int c = 0; c < 3; c++) {
        int bit = 1 << (3 * r + c);
        switch (row.charAt(c)) {
          case 'X' -> x |= bit;
          case 'O' -> o |= bit;
          case '.' -> { }
          default -> throw new BoardFormatException(r + 1, "row '" + row
              + "' has '" + row.charAt(c) + "'; only X, O and '.' are allowed");
        }
      }
    }
    return new Board(x, o);
  }

  /** {@link #parse(List)} for three row strings. */
  public static Board of(String top, String middle, String bottom) {
    return parse(List.of(top, middle, bottom));
  }

  /** {@code 'X'}, {@code 'O'} or {@code '.'} at cell 0..8. */
  public char at(int cell) {
    int bit = 1 << cell;
    return (x & bit) != 0 ? 'X' : (o & bit) != 0 ? 'O' : '.';
  }

  public int marks() {
    return Integer.bitCount(x | o);
  }

  /** The free cells as a mask. */
  public int empty() {
    return ~(x | o) & ALL;
  }

  /** Whether X is to move: X when both players have as many marks. */
  public boolean xToMove() {
    return Integer.bitCount(x) == Integer.bitCount(o);
  }

  /** {@code 'X'} or {@code 'O'}: whose turn it is by the counts. */
  public char toMove() {
    return xToMove() ? 'X' : 'O';
  }

  /** {@code 'X'} or {@code 'O'} if that player has three in a row (X if both), else {@code '.'}. */
  public char winner() {
    return Lines.won(x) ? 'X' : Lines.won(o) ? 'O' : '.';
  }

  /** Whether the game is over: somebody has a line, or the board is full. */
  public boolean isOver() {
    return Lines.won(x) || Lines.won(o) || (x | o) == ALL;
  }

  /** The board after the player to move takes {@code cell}, which must be free. */
  public Board play(int cell) {
    int bit = 1 << cell;
    if (((x | o) & bit) != 0) {
      throw new IllegalArgumentException("cell " + cell + " is taken");
    }
    return xToMove() ? new Board(x | bit, o) : new Board(x, o | bit);
  }

  /** A dense number for the position, {@code x << 9 | o}, below 2^18. */
  public int key() {
    return x << 9 | o;
  }

  /** The puzzle format: three lines of {@code X}, {@code O} and {@code .}, each ending in \n. */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder(12);
    for (int cell = 0; cell < 9; cell++) {
      text.append(at(cell));
      if (cell % 3 == 2) {
        text.append('\n');
      }
    }
    return text.toString();
  }
}
