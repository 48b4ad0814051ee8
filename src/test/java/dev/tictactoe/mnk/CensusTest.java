package dev.tictactoe.mnk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CensusTest {

  // tag::census[]
  @Test
  void onThreeByThreeTheWalkFindsThePublishedFigures() {
    Census census = Census.take(Rules.ticTacToe());
    assertEquals(549_946, census.nodes());
    assertEquals(5_478, census.positions());
    assertEquals(765, census.symmetryClasses());
    assertEquals(new Census.Outcomes(626, 316, 16), census.terminal());
    assertEquals(958, census.terminal().total());
    assertEquals(new Census.Outcomes(131_184, 77_904, 46_080), census.games());
    assertEquals(255_168, census.games().total());
    // The engine sweeps benchmark the positions where a move is to be made:
    assertEquals(4_520, census.positions() - census.terminal().total());
  }
  // end::census[]

  // tag::four-by-four[]
  @Test
  void fourByFourWithFourInARowHasThePublishedNumberOfPositions() {
    Census census = KnownCounts.fourByFour(); // Census.take(Rules.of(4, 4, 4)), about a second
    assertEquals(9_722_011, census.positions());
  }
  // end::four-by-four[]

  @Test
  void aBoardAndItsTransposePlayTheSameGame() {
    Census wide = Census.take(Rules.of(3, 4, 3));
    Census tall = Census.take(Rules.of(4, 3, 3));
    assertEquals(wide.positions(), tall.positions());
    assertEquals(wide.symmetryClasses(), tall.symmetryClasses());
    assertEquals(wide.terminal(), tall.terminal());
    assertEquals(wide.games(), tall.games());
    assertEquals(wide.nodes(), tall.nodes());
  }

  @Test
  void onARectangleEveryFigureIsTheOneABruteForceWalkFinds() {
    // 4x3 with k = 3, whose figures are published nowhere: found again here by a plain search
    // from the empty board through Board alone, remembering each position's subtree, without the
    // census's layers or Symmetry. Half a second.
    Rules rules = Rules.of(4, 3, 3);
    Map<Board, long[]> subtrees = new HashMap<>();
    long[] root = subtree(rules.emptyBoard(), subtrees);
    long[] finished = new long[3];
    Set<String> classes = new HashSet<>();
    for (Board board : subtrees.keySet()) {
      if (board.isOver()) {
        finished[board.winner() == 'X' ? 0 : board.winner() == 'O' ? 1 : 2]++;
      }
      // the rectangle's four symmetries: as it is, mirrored either way, and the half turn
      List<String> images = new ArrayList<>();
      for (int flip = 0; flip < 4; flip++) {
        StringBuilder image = new StringBuilder();
        for (int r = 0; r < 4; r++) {
          for (int c = 0; c < 3; c++) {
            image.append(board.at((flip % 2 == 0 ? r : 3 - r) * 3 + (flip < 2 ? c : 2 - c)));
          }
        }
        images.add(image.toString());
      }
      classes.add(Collections.min(images));
    }
    Census census = Census.take(rules);
    assertEquals(subtrees.size(), census.positions());
    assertEquals(classes.size(), census.symmetryClasses());
    assertEquals(new Census.Outcomes(finished[0], finished[1], finished[2]), census.terminal());
    assertEquals(new Census.Outcomes(root[1], root[2], root[3]), census.games());
    assertEquals(root[0], census.nodes());
  }

  /**
   * The game tree below {@code board}, itself included: its nodes, and its complete games won by
   * X, won by O and drawn; remembered for every position reached.
   */
  private static long[] subtree(Board board, Map<Board, long[]> known) {
    long[] counts = known.get(board);
    if (counts != null) {
      return counts;
    }
    counts = new long[4];
    counts[0] = 1;
    if (board.isOver()) {
      counts[board.winner() == 'X' ? 1 : board.winner() == 'O' ? 2 : 3] = 1;
    } else {
      for (int cell = 0; cell < board.rules().cells(); cell++) {
        if (board.at(cell) == '.') {
          long[] child = subtree(board.play(cell), known);
          for (int i = 0; i < 4; i++) {
            counts[i] += child[i];
          }
        }
      }
    }
    known.put(board, counts);
    return counts;
  }

  @Test
  void aBoardTooLargeToEnumerateIsRefusedSayingSo() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Census.take(Rules.of(5, 5, 4)));
    assertEquals("positions can be enumerated on boards of up to 20 cells; 5x5 has 25 (far too"
        + " many positions)", e.getMessage());
  }

  @Test
  void aMonitorCanStopTheCount() {
    SearchStoppedException e = assertThrows(SearchStoppedException.class,
        () -> Census.take(Rules.of(4, 4, 4), (visited, fill) -> {
          throw new SearchStoppedException("enough", visited);
        }));
    assertEquals(SearchMonitor.INTERVAL, e.visited());
  }
}
