package dev.tictactoe.solver;

/**
 * Threats (the {@code threats} technique): winning cells, one move from a line. Two of the
 * opponent's cannot both be blocked; a move that makes two of the mover's wins on the ply after
 * next, where the opponent has none; and one of the opponent's leaves the mover one move, the
 * block. The scan ({@link OpenWindows#scan}) hands each window the mover needs two cells of to
 * {@link #pair}, which finds the cells that make two winning cells at once. Not thread-safe.
 */
final class Threats {
  /** Scratch for one scan: the winning cell a move to each cell would make (the first found). */
  private final long[] threatWith;
  /** The mover's cells that make a winning cell, and those that make two. */
  private long oneThreat;
  private long twoThreats;

  Threats(int cells) {
    this.threatWith = new long[cells];
  }

  void clear() {
    oneThreat = 0;
    twoThreats = 0;
  }

  // tag::threats[]
  /**
   * A window with the mover's marks {@code mine} and two free cells: a move to either makes the
   * other a winning cell.
   */
  void pair(long window, long mine) {
    long pair = window & ~mine;
    long a = pair & -pair;
    long b = pair ^ a;
    int ia = Long.numberOfTrailingZeros(a);
    int ib = Long.numberOfTrailingZeros(b);
    if ((oneThreat & a) == 0) {
      oneThreat |= a;
      threatWith[ia] = b;
    } else if (threatWith[ia] != b) {
      twoThreats |= a;
    }
    if ((oneThreat & b) == 0) {
      oneThreat |= b;
      threatWith[ib] = a;
    } else if (threatWith[ib] != a) {
      twoThreats |= b;
    }
  }

  /** The mover's cells that make two winning cells at once, by the last scan. */
  long forks() {
    return twoThreats;
  }

  /** Whether the opponent has two winning cells: both cannot be blocked. */
  static boolean unstoppable(long theirWins) {
    return (theirWins & theirWins - 1) != 0;
  }
  // end::threats[]
}
