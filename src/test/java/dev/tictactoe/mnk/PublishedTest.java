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
}
