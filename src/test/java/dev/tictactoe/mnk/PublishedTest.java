package dev.tictactoe.mnk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
  void knownIsAListedValueEitherWayRoundOrAGeneralResultAndNothingElse() {
    assertEquals("draw", Published.known(Rules.of(8, 8, 5)).orElseThrow().value());
    assertEquals("published", Published.settledBy(Rules.of(8, 4, 4)).orElseThrow(),
        "4x8 is listed; 8x4 is the same game");
    // the general results, each on a board it covers
    assertEquals(Map.of(
            "1x3k3", "counting", "3x20k4", "each row paired", "2x9k3", "each row paired",
            "5x9k4", "four in a row from 6x5 up", "7x6k4", "four in a row from 6x5 up",
            "4x6k4", "four in a row, up to 4x8", "6x7k5", "inside 8x8, five or more in a row",
            "8x8k8", "inside 8x8, five or more in a row", "7x9k7", "Erdős-Selfridge"),
        Map.of("1x3k3", settled("1x3k3"), "3x20k4", settled("3x20k4"), "2x9k3",
            settled("2x9k3"), "5x9k4", settled("5x9k4"), "7x6k4", settled("7x6k4"), "4x6k4",
            settled("4x6k4"), "6x7k5", settled("6x7k5"), "8x8k8", settled("8x8k8"), "7x9k7",
            settled("7x9k7")));
    assertEquals("X wins", Published.known(Rules.of(5, 9, 4)).orElseThrow().value());
    // nothing is inferred from a neighbour in the normal game: 4x10 k=4 is won, 4x11 k=4 is new;
    // three in a row is won on 3x4 and 4x4, and new on every larger board; 5x9 k=5 lies outside
    // 8x8, with too many windows for the potential
    for (String board : List.of("4x11k4", "4x16k4", "3x5k3", "4x5k3", "8x8k3", "5x9k5",
        "7x9k6")) {
      assertEquals(Optional.empty(), Published.settledBy(Rules.ofCompactName(board)), board);
    }
  }

  private static String settled(String board) {
    return Published.settledBy(Rules.ofCompactName(board)).orElse("nothing");
  }

  /**
   * Every general result covers boards of the table, and all but one is the first to cover some:
   * within 64 cells a board with k of 9 or more has a side shorter than k, so its rows' dominoes
   * settle it before the theorem does. (CommittedTableTest holds every board a result covers to
   * the value the engine proved.)
   */
  @Test
  void everyGeneralResultCoversBoardsOfTheTableAndTheFirstToCoverOneSettlesIt() {
    Set<String> first = new HashSet<>();
    Set<String> covering = new HashSet<>();
    for (Rules board : Rules.boardsUpTo(Rules.MAX_CELLS)) {
      Published.general(board).ifPresent(g -> first.add(g.name()));
      Published.GENERAL.stream().filter(g -> g.covers().test(board))
          .forEach(g -> covering.add(g.name()));
    }
    List<String> names = Published.GENERAL.stream().map(Published.General::name).toList();
    assertEquals(names, names.stream().filter(covering::contains).toList());
    assertEquals(names.stream().filter(n -> !n.equals("nine or more in a row")).toList(),
        names.stream().filter(first::contains).toList());
  }

  /**
   * The pairing that settles a board whose k is longer than its shorter side, built and checked:
   * along every line of the longer side, cells 0-1, 2-3, ... are pairs, and every window of the
   * board holds one whole pair, so O's answer to each mark in a pair keeps every window from X.
   */
  @Test
  void theDominoesOfEachLongLinePairEveryWindowOfTheBoardsTheySettle() {
    int checked = 0;
    for (Rules board : Rules.boardsUpTo(Rules.MAX_CELLS)) {
      if (!Published.general(board).map(g -> g.name().equals("each row paired")).orElse(false)) {
        continue;
      }
      List<Long> pairs = new ArrayList<>(); // m <= n: the long lines are the rows
      for (int r = 0; r < board.rows(); r++) {
        for (int c = 0; c + 1 < board.columns(); c += 2) {
          pairs.add(3L << (r * board.columns() + c));
        }
      }
      for (long window : board.windows()) {
        assertTrue(pairs.stream().anyMatch(p -> (window & p) == p), board.name());
      }
      checked++;
    }
    assertTrue(checked > 1_000, "boards checked: " + checked);
  }
}
