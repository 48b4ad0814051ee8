package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.tictactoe.engine.MinimaxEngine;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Generators;
import dev.tictactoe.mnk.Rules;
import java.util.ArrayList;
import java.util.List;
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
    // greedy pairing, or the search for one, blocks a player, that player's exact value is at
    // most a draw.
    int[] pairedOff = {0};
    int[] searched = {0};
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
      if (pairing.blocksBySearch(board.moverMarks(), board.waiterMarks(), (free + 1) / 2, 1000)) {
        searched[0]++;
        assertTrue(scoreForMover <= 0, "the mover was paired off by search but wins:\n" + board);
      }
      if (pairing.blocksBySearch(board.waiterMarks(), board.moverMarks(), free / 2, 1000)) {
        searched[0]++;
        assertTrue(scoreForMover >= 0, "the waiter was paired off by search but wins:\n" + board);
      }
    });
    assertTrue(pairedOff[0] >= 100, "the property saw pairings: " + pairedOff[0]);
    assertTrue(searched[0] > pairedOff[0], "the search found pairings the greedy choice missed: "
        + searched[0] + " against " + pairedOff[0]);
  }
  // end::pairing-sound[]

  @Test
  void aPairingsCellsAreFreeAndPairEveryWindowTheAttackerCouldFill() {
    // The weak game's relevance zone: the cells of the pairs kept. Every window the attacker
    // could fill holds two of them (the pair that blocks it), so while they stay empty nothing
    // else matters. After a test that finds nothing there is no zone to ask for.
    int[] found = {0};
    qt().forAll(Generators.endgames(20, 12)).checkAssert(board -> {
      Rules rules = board.rules();
      long attacker = board.moverMarks();
      long defender = board.waiterMarks();
      int moves = rules.cells();
      Pairing pairing = new Pairing(rules);
      if (!pairing.blocks(attacker, defender, moves)
          && !pairing.blocksBySearch(attacker, defender, moves, 64)) {
        assertThrows(IllegalStateException.class, pairing::pairCells);
        return;
      }
      found[0]++;
      long zone = pairing.pairCells();
      assertEquals(0, zone & ~board.empty(), "only free cells");
      for (long w : rules.windows()) {
        if ((w & defender) == 0) {
          assertTrue(Long.bitCount(w & zone) >= 2, () -> "a window without a pair:\n" + board);
        }
      }
    });
    assertTrue(found[0] >= 100, "the property saw pairings: " + found[0]);
  }

  @Test
  void theSearchFindsAPairingExactlyWhenOneExists() {
    // Against a reference without the search's shortcuts (no fewest-cells-first, no ordering of
    // the pairs, no shared bookkeeping): the first window without a pair tries every pair of its
    // free cells. Any pairing gives each window one of its pairs, so this finds one if any exists.
    int[] found = {0};
    qt().forAll(Generators.endgames(16, 7)).checkAssert(board -> {
      Rules rules = board.rules();
      int free = Long.bitCount(board.empty());
      for (boolean mover : new boolean[] {true, false}) {
        long attacker = mover ? board.moverMarks() : board.waiterMarks();
        long defender = mover ? board.waiterMarks() : board.moverMarks();
        int moves = mover ? (free + 1) / 2 : free / 2;
        List<Long> open = new ArrayList<>();
        for (long w : rules.windows()) {
          if ((w & defender) == 0 && rules.k() - Long.bitCount(w & attacker) <= moves) {
            open.add(w);
          }
        }
        boolean exists = pairingExists(open, attacker, new ArrayList<>());
        found[0] += exists ? 1 : 0;
        assertEquals(exists, new Pairing(rules).blocksBySearch(attacker, defender, moves,
            Integer.MAX_VALUE), board.toString());
        if (new Pairing(rules).blocks(attacker, defender, moves)) {
          assertTrue(exists, "the greedy choice found a pairing, so one exists:\n" + board);
        }
      }
    });
    assertTrue(found[0] >= 50, "the property saw pairings: " + found[0]);
  }

  private static boolean pairingExists(List<Long> open, long used, List<Long> pairs) {
    for (long window : open) {
      if (pairs.stream().anyMatch(p -> (window & p) == p)) {
        continue;
      }
      long free = window & ~used;
      for (long a = free; a != 0; a &= a - 1) {
        for (long b = a & a - 1; b != 0; b &= b - 1) {
          long pair = (a & -a) | (b & -b);
          pairs.add(pair);
          boolean done = pairingExists(open, used | pair, pairs);
          pairs.remove(pairs.size() - 1);
          if (done) {
            return true;
          }
        }
      }
      return false; // this window cannot get a pair
    }
    return true;
  }

  // tag::six-six-five[]
  @Test
  void sixBySixWithFiveInARowIsADrawByAPairingAfterOneReply() {
    // The published proof that 6,6,5 is a draw: whatever X plays first, O has a reply after which
    // a pairing blocks every line X could still make (X has 17 moves left).
    Rules rules = Rules.of(6, 6, 5);
    Pairing pairing = new Pairing(rules);
    for (int x = 0; x < rules.cells(); x++) {
      boolean answered = false;
      for (int o = 0; o < rules.cells() && !answered; o++) {
        answered = o != x && pairing.blocksBySearch(1L << x, 1L << o, 17, 1_000_000);
      }
      assertTrue(answered, "O has a reply to X on cell " + x);
    }
  }
  // end::six-six-five[]
}
