package dev.tictactoe.engine;

/**
 * The eight lines of a 3x3 board as masks, and a 512-entry table that answers "does this set of
 * marks contain a line?" with one array read.
 */
final class Lines {
  /** Rows, columns, and the two diagonals, as 9-bit masks. */
  static final int[] ALL = {
    0b000_000_111, 0b000_111_000, 0b111_000_000, // rows
    0b001_001_001, 0b010_010_010, 0b100_100_100, // columns
    0b100_010_001, 0b001_010_100 // main diagonal (0, 4, 8), anti-diagonal (2, 4, 6)
  };

  // tag::win-table[]
  /** WON[marks] is true when the 9-bit mask {@code marks} holds all three cells of a line. */
  private static final boolean[] WON = new boolean[512];

  static {
    for (int marks = 0; marks < 512; marks++) {
      for (int line : ALL) {
        WON[marks] |= (marks & line) == line;
      }
    }
  }

  static boolean won(int marks) {
    return WON[marks];
  }
  // end::win-table[]

  private Lines() {}
}
