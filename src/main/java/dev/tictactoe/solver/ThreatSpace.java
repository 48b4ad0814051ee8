package dev.tictactoe.solver;

import dev.tictactoe.mnk.Rules;

/**
 * Threat-space search (the {@code threat-space} technique, after Allis's search that solved
 * Go-Moku): where the mover defends (only a slow enough loss beats alpha) and a move of its has
 * failed, play as if the mover had passed and ask whether the opponent then wins by threats
 * alone: each of its moves makes a winning cell the mover must block, until one makes two at
 * once. If it does, the proof's cells and every window the mover could make a winning cell of
 * with its forced replies are a zone: a move of the mover's outside it leaves the whole sequence
 * standing (it takes none of its cells, and gives the mover no winning cell to answer a threat
 * with), so it loses by the same ply at the latest, and is not searched. Bounded: at most {@link
 * #STEPS} of the opponent's threats are tried per question. Not thread-safe.
 */
final class ThreatSpace {
  /** The opponent's threats tried per question, at most. */
  static final int STEPS = 64;

  private final int k;
  private final long[] windows;
  /** The windows through each cell. */
  private final long[][] through;
  private int steps;
  /** The proof found last: the cells it plays and the last two winning cells. */
  private long proofCells;
  /** Its moves in order, each the opponent's and the reply it forced (none to the last). */
  private final long[] threat;
  private final long[] reply;
  private int length;

  ThreatSpace(Rules rules) {
    this.k = rules.k();
    this.windows = rules.windows();
    this.through = new long[rules.cells()][];
    this.threat = new long[rules.cells()];
    this.reply = new long[rules.cells()];
    for (int cell = 0; cell < rules.cells(); cell++) {
      through[cell] = rules.windowsThrough(cell);
    }
  }

  // tag::threat-space[]
  /**
   * After the mover (its marks {@code mover}, {@code marks} marks on the board) passes: the marks
   * on the board once the opponent completes a line by threats alone, at most {@code maxMarks},
   * or -1 where no such win is found. Neither side may have a winning cell now.
   */
  int winAfterPass(long opponent, long mover, int marks, int maxMarks) {
    steps = 0;
    return threats(opponent, mover, marks + 2, maxMarks, 0, 0);
  }

  /**
   * The zone of the last win found: the cells outside which a move of the mover's leaves that
   * win standing. The proof's cells, and each window where, on one of the mover's turns during
   * the sequence, the mover with the replies so far holds all but two cells and the opponent
   * none (a mark there could make it a winning cell, to answer a threat with).
   */
  long zone(long opponent, long mover) {
    long zone = proofCells;
    for (long w : windows) {
      if ((w & opponent) != 0) {
        continue;
      }
      long defended = mover;
      for (int i = 0; i < length && (w & threat[i]) == 0; i++) { // the mover's turn after it
        if (Long.bitCount(w & defended) >= k - 2) {
          zone |= w;
          break;
        }
        defended |= reply[i];
      }
    }
    return zone;
  }

  /**
   * The attacker to move, its move taking mark {@code next}; neither side has a winning cell.
   * Each move that makes a winning cell (from a window free of the defender's marks that it
   * holds all but two cells of) is tried: two winning cells win two plies later; one is the
   * defender's forced reply, unless that gives the defender a winning cell.
   */
  private int threats(long attacker, long defender, int next, int maxMarks, long played,
      int depth) {
    if (next + 2 > maxMarks) {
      return -1;
    }
    long moves = 0;
    for (long w : windows) {
      if ((w & defender) == 0 && Long.bitCount(w & ~attacker) == 2) {
        moves |= w & ~attacker;
      }
    }
    for (; moves != 0; moves &= moves - 1) {
      if (++steps > STEPS) {
        return -1;
      }
      int move = Long.numberOfTrailingZeros(moves);
      long after = attacker | 1L << move;
      long wins = winningCells(after, defender, move);
      threat[depth] = 1L << move;
      if ((wins & wins - 1) != 0) { // two at once: one is blocked, the other completed
        proofCells = played | 1L << move | wins;
        length = depth + 1;
        return next + 2;
      }
      reply[depth] = wins;
      long blocked = defender | wins;
      if (winningCells(blocked, after, Long.numberOfTrailingZeros(wins)) != 0) {
        continue; // the block makes a winning cell of the defender's: the threats stop there
      }
      int won = threats(after, blocked, next + 2, maxMarks, played | 1L << move | wins,
          depth + 1);
      if (won >= 0) {
        return won;
      }
    }
    return -1;
  }

  /** The winning cells of {@code side} in the windows through {@code cell}. */
  private long winningCells(long side, long other, int cell) {
    long wins = 0;
    for (long w : through[cell]) {
      long free = w & ~side;
      if ((w & other) == 0 && (free & free - 1) == 0) {
        wins |= free;
      }
    }
    return wins;
  }
  // end::threat-space[]
}
