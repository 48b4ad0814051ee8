package dev.tictactoe.mnk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PublishedTest {

  @Test
  void aPublishedWinnerWithoutAPlyAgreesWithAnyPlyButNotWithAnotherResult() {
    Published winner = new Published(Rules.of(6, 5, 4), "X wins", "a source");
    assertTrue(winner.agrees("X wins on ply 11"));
    assertFalse(winner.agrees("draw"));
    assertFalse(winner.agrees("O wins on ply 12"));
    Published exact = new Published(Rules.of(3, 4, 3), "X wins on ply 7", "a source");
    assertTrue(exact.agrees("X wins on ply 7"));
    assertFalse(exact.agrees("X wins on ply 9"), "a published ply must match exactly");
    assertFalse(new Published(Rules.of(4, 4, 4), "draw", "a source").agrees("X wins on ply 9"));
  }

  @Test
  void everyBoardIsListedOnceWithAValueAndASource() {
    Set<Rules> seen = new HashSet<>();
    for (Published p : Published.VALUES) {
      Rules transposed = Rules.of(p.rules().columns(), p.rules().rows(), p.rules().k());
      assertFalse(seen.contains(p.rules()) || seen.contains(transposed),
          p.rules().name() + " listed twice");
      seen.add(p.rules());
      assertTrue(p.value().matches("draw|X wins( on ply \\d+)?"), p.value());
      assertFalse(p.source().isBlank(), p.rules().name());
    }
  }

  @Test
  void upToKeepsExactlyTheBoardsOfAtMostSoManyCells() {
    assertEquals(Published.VALUES.stream().filter(p -> p.rules().cells() <= 30).toList(),
        Published.upTo(30));
    assertTrue(Published.upTo(64).containsAll(Published.VALUES));
    assertEquals(1, Published.upTo(9).size());
  }
  @Test
  void knownIsAListedValueEitherWayRoundOrOneOfTheTwoGeneralResultsAndNothingElse() {
    assertEquals("draw", Published.known(Rules.of(8, 8, 5)).orElseThrow().value());
    assertEquals("draw", Published.known(Rules.of(8, 4, 4)).orElseThrow().value(),
        "4x8 is listed; 8x4 is the same game");
    // four in a row from 6x5 up: every board holding a 5x6 one
    assertEquals("X wins", Published.known(Rules.of(5, 9, 4)).orElseThrow().value());
    assertEquals("X wins", Published.known(Rules.of(7, 6, 4)).orElseThrow().value());
    // nine in a row or more: a pairing draws any board
    assertEquals("draw", Published.known(Rules.of(3, 20, 9)).orElseThrow().value());
    // nothing is inferred from a neighbour: 4x10 k=4 is won, 4x11 k=4 is new; 7x7 k=5 is a
    // draw, 6x7 k=5 is new
    assertTrue(Published.known(Rules.of(4, 11, 4)).isEmpty());
    assertTrue(Published.known(Rules.of(6, 7, 5)).isEmpty());
    assertTrue(Published.known(Rules.of(4, 5, 4)).isEmpty(), "4x5 has no published value");
    assertTrue(Published.known(Rules.of(5, 8, 5)).isEmpty());
  }
}
