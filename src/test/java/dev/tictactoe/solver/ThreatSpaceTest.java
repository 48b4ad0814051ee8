package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.tictactoe.engine.MinimaxEngine;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Generators;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import org.junit.jupiter.api.Test;

class ThreatSpaceTest {

  @Test
  void twoMarksWithRoomWinOnTheFourthPlyAfterThePass() {
    // 1x9 k=4, X to move: after X passes, O fills the gap of "OO." into three in a row with both
    // ends free, two winning cells; X blocks one, O completes the other with the board's eighth
    // mark (the pass counted as X's fifth).
    Rules rules = Rules.of(1, 9, 4);
    Board board = Board.of(rules, "X.OO....X");
    ThreatSpace threats = new ThreatSpace(rules);
    assertEquals(board.marks() + 4, threats.winAfterPass(board.waiterMarks(),
        board.moverMarks(), board.marks(), rules.cells()));
    assertEquals(1L << 1 | 1L << 4 | 1L << 5,
        threats.zone(board.waiterMarks(), board.moverMarks()) & board.empty(),
        "O's move and its two winning cells; X's windows hold too few of its marks to matter");
  }

  @Test
  void noWinIsClaimedPastTheMarksAllowed() {
    Rules rules = Rules.of(1, 9, 4);
    Board board = Board.of(rules, "X.OO....X");
    assertEquals(-1, new ThreatSpace(rules).winAfterPass(board.waiterMarks(), board.moverMarks(),
        board.marks(), board.marks() + 3));
  }

  // tag::threat-space-sound[]
  @Test
  void aMoveOffTheZoneLosesByThePlyTheThreatsWinOn() {
    // Soundness against plain minimax: on random endgames of boards up to 16 cells, where neither
    // side has a winning cell and the opponent wins by threats alone after the mover passes, every
    // move of the mover's off the zone lets the opponent win by that ply at the latest.
    int[] found = {0};
    int[] offZone = {0};
    // A fixed seed: the counts of what the sample saw are asserted, and a sample could fall short.
    qt().withFixedSeed(20261207L).withExamples(3000).forAll(Generators.endgames(16, 10))
        .checkAssert(board -> {
          Rules rules = board.rules();
          if (board.isOver() || Long.bitCount(board.empty()) < 3 || hasWinningCell(board, true)
              || hasWinningCell(board, false)) {
            return;
          }
          ThreatSpace threats = new ThreatSpace(rules);
          long opponent = board.waiterMarks();
          long mover = board.moverMarks();
          int won = threats.winAfterPass(opponent, mover, board.marks(), rules.cells());
          if (won < 0) {
            return;
          }
          found[0]++;
          long outside = board.empty() & ~threats.zone(opponent, mover);
          for (; outside != 0; outside &= outside - 1) {
            offZone[0]++;
            Board after = board.play(Long.numberOfTrailingZeros(outside));
            int forOpponent = new MinimaxEngine(rules).evaluate(after).score();
            assertTrue(forOpponent >= Score.wonWith(rules.cells(), won), "a move off the zone holds"
                + " past ply " + won + ":\n" + after);
          }
        });
    assertTrue(found[0] >= 40, "the property saw threats win: " + found[0]);
    assertTrue(offZone[0] >= 100, "the property saw moves off the zone: " + offZone[0]);
  }
  // end::threat-space-sound[]

  /** Whether the mover (or the waiter) could complete a line with one more mark. */
  private static boolean hasWinningCell(Board board, boolean mover) {
    long marks = mover ? board.moverMarks() : board.waiterMarks();
    for (long free = board.empty(); free != 0; free &= free - 1) {
      if (board.rules().completesLine(marks | free & -free, Long.numberOfTrailingZeros(free))) {
        return true;
      }
    }
    return false;
  }
}
