package dev.tictactoe.mnk;

import dev.tictactoe.text.Quote;
import java.util.ArrayList;
import java.util.List;

/**
 * A position of an m,n,k-game, 3x3 included, as two masks, one per player: bit i is cell i,
 * numbered row by row from the top left (on 3x3: {@code 0 1 2 / 3 4 5 / 6 7 8}), and the rules
 * beside them. Immutable, and small enough to pass around by value.
 *
 * <p>Why masks: "is this cell free?" is one AND, "what does X hold?" is one {@code long}, and "can
 * X still win through this window?" is "does the window hold no O", one AND with a window's mask
 * ({@link Rules}). A search that visits millions of positions does nothing heavier per position.
 *
 * <p>X moves first and the players alternate, so the counts say whose turn it is. A {@code Board}
 * can hold any masks that do not overlap; {@link #check()} says whether they can arise in a real
 * game.
 */
public record Board(Rules rules, long x, long o) {

  public Board {
    if (rules == null) {
      throw new IllegalArgumentException("a board needs its rules");
    }
    if ((x & ~rules.allCells()) != 0 || (o & ~rules.allCells()) != 0 || (x & o) != 0) {
      throw new IllegalArgumentException("not a " + rules.rows() + "x" + rules.columns()
          + " board: x=" + Long.toHexString(x) + ", o=" + Long.toHexString(o));
    }
  }

  /**
   * Reads m rows of n characters from {@code X}, {@code O} and {@code .}, top to bottom.
   *
   * @throws BoardFormatException if there are not m rows of n such characters
   */
  public static Board parse(Rules rules, List<String> rows) {
    int m = rules.rows();
    int n = rules.columns();
    if (rows.size() != m) {
      throw new BoardFormatException(Math.min(rows.size() + 1, m + 1),
          "a " + m + "x" + n + " board has " + m + (m == 1 ? " row" : " rows") + ", got "
              + rows.size());
    }
    long x = 0;
    long o = 0;
    for (int r = 0; r < m; r++) {
      String row = rows.get(r);
      if (row.length() != n) {
        throw new BoardFormatException(r + 1, "row " + Quote.of(row) + " should be " + n
            + " characters from X, O and '.'");
      }
      for (int c = 0; c < n; c++) {
        long bit = 1L << (r * n + c);
        switch (row.charAt(c)) {
          case 'X' -> x |= bit;
          case 'O' -> o |= bit;
          case '.' -> { }
          default -> throw new BoardFormatException(r + 1, "row " + Quote.of(row) + " has "
              + Quote.of(row.substring(c, c + 1)) + "; only X, O and '.' are allowed");
        }
      }
    }
    return new Board(rules, x, o);
  }

  /**
   * The board whose cells, row by row in one string, are {@code cells} ({@code X....O.........}
   * on 4x4): the form of {@link #cells()}, and of the explorer's addresses.
   *
   * @throws BoardFormatException if there are not m x n such characters
   */
  public static Board ofCells(Rules rules, String cells) {
    int n = rules.columns();
    if (cells.length() != rules.cells()) {
      throw new BoardFormatException(1, "a " + rules.name() + " board has " + rules.cells()
          + " cells, got " + cells.length());
    }
    List<String> rows = new ArrayList<>();
    for (int r = 0; r < rules.rows(); r++) {
      rows.add(cells.substring(r * n, r * n + n));
    }
    return parse(rules, rows);
  }

  /** The cells row by row in one string, without line breaks: what {@link #ofCells} reads. */
  public String cells() {
    return toString().replace("\n", "");
  }

  /** {@link #parse(Rules, List)} for row strings. */
  public static Board of(Rules rules, String... rows) {
    return parse(rules, List.of(rows));
  }

  /** {@code 'X'}, {@code 'O'} or {@code '.'} at the cell. */
  public char at(int cell) {
    long bit = 1L << cell;
    return (x & bit) != 0 ? 'X' : (o & bit) != 0 ? 'O' : '.';
  }

  public int marks() {
    return Long.bitCount(x | o);
  }

  /** The free cells as a mask. */
  public long empty() {
    return ~(x | o) & rules.allCells();
  }

  public boolean xToMove() {
    return Long.bitCount(x) == Long.bitCount(o);
  }

  /** The marks of the player to move. */
  public long moverMarks() {
    return xToMove() ? x : o;
  }

  /** The marks of the player who moved last (or would have, on the empty board). */
  public long waiterMarks() {
    return xToMove() ? o : x;
  }

  /** {@code 'X'} or {@code 'O'}: whose turn it is by the counts. */
  public char toMove() {
    return xToMove() ? 'X' : 'O';
  }

  /** {@code 'X'} or {@code 'O'} if that player has k in a row (X if both), else {@code '.'}. */
  public char winner() {
    return rules.hasLine(x) ? 'X' : rules.hasLine(o) ? 'O' : '.';
  }

  /** Whether the game is over: somebody has k in a row, or the board is full. */
  public boolean isOver() {
    return rules.hasLine(x) || rules.hasLine(o) || (x | o) == rules.allCells();
  }

  /** The board after the player to move takes the cell, which must be free. */
  public Board play(int cell) {
    if (cell < 0 || cell >= rules.cells()) {
      throw new IllegalArgumentException("no cell " + cell + " on a " + rules.rows() + "x"
          + rules.columns() + " board");
    }
    long bit = 1L << cell;
    if (((x | o) & bit) != 0) {
      throw new IllegalArgumentException("cell " + cell + " is taken");
    }
    return xToMove() ? new Board(rules, x | bit, o) : new Board(rules, x, o | bit);
  }

  // tag::check[]
  /**
   * Accepts a position that can arise in a real game and explains why any other cannot.
   *
   * <p>The rule, exactly: X has as many marks as O or one more; at most one player has a line;
   * a player with a line moved last; and all of that player's lines pass through one common
   * cell, the one the last move filled (before it, nobody had a line). Every position meeting
   * these rules is reachable: take that cell away, place the rest alternately in any order (no
   * line can appear among marks that hold none), and play the cell last.
   *
   * @throws IllegalPositionException naming the first rule the position breaks
   */
  public Board check() {
    int xs = Long.bitCount(x);
    int os = Long.bitCount(o);
    if (xs != os && xs != os + 1) {
      throw new IllegalPositionException("X has " + xs + " marks and O has " + os
          + ": X moves first and the players alternate, so X has as many marks as O or one more");
    }
    boolean xLine = rules.hasLine(x);
    boolean oLine = rules.hasLine(o);
    String line = rules.k() + " in a row";
    if (xLine && oLine) {
      throw new IllegalPositionException("both X and O have " + line + "; the game ends at the"
          + " first line");
    }
    if (xLine && xs == os) {
      throw new IllegalPositionException("play continued after X's win: X has " + line + ", so"
          + " X moved last and should have one more mark than O, but they have " + xs + " each");
    }
    if (oLine && xs == os + 1) {
      throw new IllegalPositionException("play continued after O's win: O has " + line + ", so"
          + " O moved last and should have as many marks as X, but X has " + xs + " and O " + os);
    }
    char winner = xLine ? 'X' : oLine ? 'O' : '.';
    if (winner != '.' && rules.commonCellOfLines(winner == 'X' ? x : o) == 0) {
      throw new IllegalPositionException("play continued after " + winner + "'s first line: "
          + winner + " has lines of " + rules.k() + " with no cell in common, and one move"
          + " completes only lines through its own cell");
    }
    return this;
  }
  // end::check[]

  /** Whether the position can arise in a real game ({@link #check()} says why not). */
  public boolean isReachable() {
    try {
      check();
      return true;
    } catch (IllegalPositionException e) {
      return false;
    }
  }

  /** The puzzle format: m lines of n characters from {@code X}, {@code O} and {@code .}. */
  @Override
  public String toString() {
    int n = rules.columns();
    StringBuilder text = new StringBuilder(rules.cells() + rules.rows());
    for (int cell = 0; cell < rules.cells(); cell++) {
      text.append(at(cell));
      if (cell % n == n - 1) {
        text.append('\n');
      }
    }
    return text.toString();
  }
}
