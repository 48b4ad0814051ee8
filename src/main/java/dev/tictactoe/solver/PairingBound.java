package dev.tictactoe.solver;

import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;

/**
 * Pairing in the search (the {@code pairing} technique, with {@code pairing-search} how a pairing
 * is found): a side whose every fillable window the other can pair off cannot win (step 4 of
 * {@link NodeSearch#search}). Worth its cost only where a draw would settle the window and the
 * bounds have not already, and asked only of the side to move. The side that waits has just
 * moved, as a rule into a pair the test would need, and the defender has not answered yet: on
 * 4x9 with four in a row that test found a pairing at 667 of the 8.7 million nodes where it was
 * asked, and cost a quarter of the time. The defender's reply brings the question back to the
 * attacker's turn. Not thread-safe.
 */
final class PairingBound {
  private final Pairing pairings;
  private final boolean bySearch;
  private final OpenWindows windows;
  private final int cells;

  PairingBound(Rules rules, boolean bySearch, OpenWindows windows) {
    this.pairings = new Pairing(rules);
    this.bySearch = bySearch;
    this.windows = windows;
    this.cells = rules.cells();
  }

  // tag::pairing[]
  /**
   * Whether a pairing blocks the attacker: one found by a short search, or without it the greedy
   * one. The search does not try the greedy pairing first: its own first try is a better-informed
   * greedy one (the tightest window first, the pair that covers the most). Without the greedy
   * test first, 4x8 k=4 on one core visits the same 12,361,211 positions (and 7x7 k=5, 6x6 k=4,
   * 7x7 k=4, 8x8 k=4 and every board up to 30 cells the same as with it), in less time.
   */
  boolean blocks(int marks, long attacker, long defender, int attackerMoves) {
    return bySearch ? pairings.blocksBySearch(windows.at(marks), windows.count(marks),
        attacker, defender, attackerMoves, Pairing.SEARCH_STEPS)
        : pairings.blocks(attacker, defender, attackerMoves);
  }

  /**
   * What a pairing of every window the mover could fill in {@code moves} of its moves proves: it
   * wins no sooner than on the move after them, and not at all if they are all the moves it has
   * left ({@code myMoves}).
   */
  int bound(int marks, int moves, int myMoves) {
    return moves < myMoves ? Math.max(0, Score.wonWith(cells, marks + 2 * moves + 1)) : 0;
  }
  // end::pairing[]

  /** The cells of the last pairing found. */
  long pairCells() {
    return pairings.pairCells();
  }
}
