package dev.tictactoe.solver;

/**
 * The relevance zone (the {@code relevance-zone} technique, on a pairing): where the mover attacks
 * (only a win beats alpha), once a move has failed, the reply that refuted it, played as if the
 * mover had passed. If a pairing then blocks every window the mover could fill in time, a move
 * off the pairing's cells and the reply's leaves that pairing whole (a window holding a pair still
 * holds it): the reply refutes it too, so it is not searched, and it is worth at most what the
 * pairing proves. Each node says which move refuted it, for its parent. Not thread-safe.
 */
final class RelevanceZone {
  /** Every cell: no zone is known, every move is searched. */
  static final long ALL = -1L;

  private final PairingBound pairing;
  /** Per number of marks: the move that refuted the last position searched there, or -1. */
  private final int[] refutation;

  RelevanceZone(int cells, PairingBound pairing) {
    this.pairing = pairing;
    this.refutation = new int[cells + 2];
  }

  // tag::relevance-zone[]
  /** The position with {@code marks} marks was refuted by this move (-1: none known). */
  void refutedBy(int marks, int move) {
    refutation[marks] = move;
  }

  /**
   * The zone once the mover's first move has failed: the cells outside which no move of the
   * mover's beats alpha, given that such a move is worth at most {@code outside} (what a pairing
   * of the windows it could fill in {@code moves} proves); {@link #ALL} where none is found.
   */
  long after(int marks, long me, long them, long empty, int moves, int outside, int alpha) {
    int reply = refutation[marks + 1];
    if (reply >= 0 && (empty & 1L << reply) != 0 && outside <= alpha
        && pairing.blocks(marks, me, them | 1L << reply, moves)) {
      return pairing.pairCells() | 1L << reply;
    }
    return ALL;
  }
  // end::relevance-zone[]
}
