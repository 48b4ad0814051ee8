package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.tictactoe.engine.MinimaxEngine;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Generators;
import dev.tictactoe.mnk.Rules;
import org.junit.jupiter.api.Test;

class PairingTest {

  @Test
  void dominoesPairEveryWindowOfAnEmptyRowForKOfThreeOrMore() {
    for (int k = 3; k <= 8; k++) {
      Rules row = Rules.of(1, 20, k);
      assertTrue(new Pairing(row).blocks(0, 0, 10), "1x20 k=" + k);
    }
    assertFalse(new Pairing(Rules.of(1, 20, 2)).blocks(0, 0, 10),
        "a window of two cells is its own pair, and windows share cells: no pairing");
  }

  @Test
  void aWindowOneMarkShortCannotBePaired() {
    Rules rules = Rules.of(1, 8, 4);
    Board threat = Board.of(rules, "XXX..O..");
    assertFalse(new Pairing(rules).blocks(threat.x(), threat.o(), 3));
  }

  @Test
  void windowsTheAttackerHasNoTimeToFillNeedNoPair() {
    Rules rules = Rules.of(3, 3, 3);
    // X has one move left: no window of three can be filled with it except one holding two X's.
    Board board = Board.of(rules, "X.O", "OXX", "XO.");
    assertTrue(new Pairing(rules).blocks(board.o(), board.x(), 0), "O has no moves left");
  }

  // tag::pairing-sound[]
  @Test
  void whenItFindsAPairingThePlayerReallyCannotWin() {
    // Soundness against plain minimax: on random endgames of boards up to 20 cells, whenever the
    // greedy pairing blocks a player, that player's exact value is at most a draw.
    int[] pairedOff = {0};
    qt().forAll(Generators.endgames(20, 9)).checkAssert(board -> {
      if (board.isOver()) {
        return;
      }
      Rules rules = board.rules();
      int free = Long.bitCount(board.empty());
      int scoreForMover = new MinimaxEngine(rules).evaluate(board).score();
      Pairing pairing = new Pairing(rules);
      if (pairing.blocks(board.moverMarks(), board.waiterMarks(), (free + 1) / 2)) {
        pairedOff[0]++;
        assertTrue(scoreForMover <= 0, "the mover was paired off but wins:\n" + board);
      }
      if (pairing.blocks(board.waiterMarks(), board.moverMarks(), free / 2)) {
        pairedOff[0]++;
        assertTrue(scoreForMover >= 0, "the waiter was paired off but wins:\n" + board);
      }
    });
    assertTrue(pairedOff[0] >= 100, "the property saw pairings: " + pairedOff[0]);
  }
  // end::pairing-sound[]
}
