package dev.tictactoe.mnk;

/** Counts that take a second or more to compute, computed once for every test that needs them. */
final class KnownCounts {
  private static Census fourByFour;

  private KnownCounts() {}

  /** The census of 4x4 with four in a row: 9.7 million positions, about a second. */
  static synchronized Census fourByFour() {
    if (fourByFour == null) {
      fourByFour = Census.take(Rules.of(4, 4, 4));
    }
    return fourByFour;
  }
}
