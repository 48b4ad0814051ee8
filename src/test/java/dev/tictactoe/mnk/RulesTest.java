package dev.tictactoe.mnk;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RulesTest {

  @ParameterizedTest(name = "{0}x{1} k={2}")
  @CsvSource({"3,3,3", "4,4,4", "5,5,4", "6,5,4", "3,4,3", "1,7,3", "2,9,2", "8,8,5", "7,9,1",
      "4,16,4"})
  void thereIsOneWindowPerRunOfKCellsInEachDirection(int m, int n, int k) {
    Rules rules = Rules.of(m, n, k);
    // Counted by formula, independently of how Rules enumerates them: a run of k fits
    // (n - k + 1) times along a row, (m - k + 1) times down a column, and (m - k + 1) * (n - k + 1)
    // times along each diagonal direction.
    int rows = Math.max(0, n - k + 1) * m;
    int columns = Math.max(0, m - k + 1) * n;
    int diagonals = 2 * Math.max(0, m - k + 1) * Math.max(0, n - k + 1);
    int expected = k == 1 ? m * n : rows + columns + diagonals;
    assertEquals(expected, rules.windowCount());
    Set<Long> distinct = new HashSet<>();
    for (long w : rules.windows()) {
      assertEquals(k, Long.bitCount(w), "every window has k cells");
      assertTrue(distinct.add(w), "no window twice");
    }
    assertEquals(runs(m, n, k), distinct, "the runs themselves, not just as many");
  }

  /**
   * Every straight run of k cells on an m x n board, as a mask of its cells (row-major bits),
   * found by walking k steps from every cell in each of the four directions.
   */
  private static Set<Long> runs(int m, int n, int k) {
    Set<Long> runs = new HashSet<>();
    for (int[] step : new int[][] {{0, 1}, {1, 0}, {1, 1}, {1, -1}}) {
      for (int row = 0; row < m; row++) {
        for (int col = 0; col < n; col++) {
          long run = 0;
          int r = row;
          int c = col;
          for (int i = 0; i < k && r < m && c >= 0 && c < n; i++, r += step[0], c += step[1]) {
            run |= 1L << (r * n + c);
          }
          if (Long.bitCount(run) == k) {
            runs.add(run);
          }
        }
      }
    }
    return runs;
  }

  @Test
  void aWindowIsAStraightRunOfCells() {
    Rules rules = Rules.of(4, 5, 3);
    long topRow = 0b111L; // cells 0, 1, 2
    long leftColumn = 1L | 1L << 5 | 1L << 10; // cells 0, 5, 10
    long diagonal = 1L | 1L << 6 | 1L << 12;
    long antiDiagonal = 1L << 4 | 1L << 8 | 1L << 12;
    long wrapsAround = 1L << 3 | 1L << 4 | 1L << 5; // the end of row 0 and the start of row 1
    List<Long> windows = java.util.Arrays.stream(rules.windows()).boxed().toList();
    assertTrue(windows.containsAll(List.of(topRow, leftColumn, diagonal, antiDiagonal)));
    assertTrue(!windows.contains(wrapsAround), "a run never wraps to the next row");
  }

  @Test
  void readsBoardSizesWrittenRowsByColumns() {
    Rules rules = Rules.of("4x5", 4);
    assertEquals(4, rules.rows());
    assertEquals(5, rules.columns());
    assertEquals("4x5 k=4", rules.name());
    assertEquals(Rules.of(6, 5, 4), Rules.of(" 6X5 ", 4));
    assertEquals(Rules.of(6, 5, 4), Rules.ofCompactName("6x5k4"));
    assertEquals("6x5k4", Rules.of(6, 5, 4).compactName());
    assertEquals("unknown board '6x5', expected rows x columns and k, such as 4x4k4",
        assertThrows(InvalidRulesException.class, () -> Rules.ofCompactName("6x5")).getMessage());
  }

  @ParameterizedTest(name = "{0} k={1}: {2}")
  @CsvSource(delimiter = '|', value = {
      "4x4|5|k must be between 1 and 4 on a 4x4 board (no line of 5 fits), got 5",
      "4x4|0|k must be between 1 and 4 on a 4x4 board (no line of 0 fits), got 0",
      "9x8|4|a board has at most 64 cells (each player's marks are one 64-bit mask), but 9x8"
          + " has 72",
      "0x5|1|a board needs at least 1 row and 1 column, got 0x5",
      "4by4|3|a board size is rows x columns, such as 4x5; got '4by4'",
      "x4|3|a board size is rows x columns, such as 4x5; got 'x4'"})
  void refusesRulesNoGameCanBePlayedBy(String size, int k, String reason) {
    InvalidRulesException e = assertThrows(InvalidRulesException.class, () -> Rules.of(size, k));
    assertEquals(reason, e.getMessage());
  }

  @Test
  void theLargestBoardHas64Cells() {
    Rules rules = Rules.of(8, 8, 5);
    assertEquals(-1L, rules.allCells());
    assertEquals(64, rules.cells());
  }

  @Test
  void theTieBreakPrefersTheCellOnTheMostWindowsThenRowMajorOrder() {
    // 4x4, k = 4: the cells on a diagonal lie on 3 windows (row, column, diagonal), the others on
    // 2; so the diagonals' cells come first, in row-major order, then the rest.
    assertArrayEquals(new int[] {0, 3, 5, 6, 9, 10, 12, 15, 1, 2, 4, 7, 8, 11, 13, 14},
        Rules.of(4, 4, 4).preferenceOrder());
    for (int m = 1; m <= 6; m++) {
      for (int n = 1; m * n <= 36; n++) {
        for (int k = 1; k <= Math.max(m, n); k++) {
          Rules rules = Rules.of(m, n, k);
          int[] order = rules.preferenceOrder();
          for (int i = 1; i < order.length; i++) {
            int before = rules.windowsThroughCount(order[i - 1]);
            int after = rules.windowsThroughCount(order[i]);
            assertTrue(before > after || before == after && order[i - 1] < order[i],
                rules.name() + ": cell " + order[i - 1] + " before " + order[i]);
          }
        }
      }
    }
  }

  @Test
  void aSquareHasEightSymmetriesARectangleFourASingleRowTwo() {
    assertEquals(8, Rules.of(4, 4, 3).symmetry().count());
    assertEquals(4, Rules.of(3, 5, 3).symmetry().count());
    assertEquals(4, Rules.of(6, 5, 4).symmetry().count());
    assertEquals(2, Rules.of(1, 9, 3).symmetry().count(), "mirroring top-bottom changes nothing");
    assertEquals(1, Rules.of(1, 1, 1).symmetry().count());
  }

  @Test
  void everySymmetryMapsWindowsOntoWindows() {
    for (Rules rules : List.of(Rules.of(4, 4, 3), Rules.of(3, 5, 3), Rules.of(6, 5, 4),
        Rules.of(1, 9, 3), Rules.of(2, 7, 2))) {
      Set<Long> windows = new HashSet<>();
      for (long w : rules.windows()) {
        windows.add(w);
      }
      Symmetry symmetry = rules.symmetry();
      for (int s = 0; s < symmetry.count(); s++) {
        for (long w : rules.windows()) {
          assertTrue(windows.contains(symmetry.image(s, w)), rules.name() + ", symmetry " + s);
        }
        for (int cell = 0; cell < rules.cells(); cell++) {
          assertEquals(cell, symmetry.cellPreimage(s, symmetry.cellImage(s, cell)));
          assertEquals(cell, symmetry.cellImage(symmetry.inverse(s), symmetry.cellImage(s, cell)),
              rules.name() + ", the inverse of symmetry " + s);
        }
      }
    }
  }

  @Test
  void theTableListsEveryBoardWithMAtMostNAndKFrom3ToN() {
    List<Rules> boards = Rules.boardsUpTo(12);
    for (Rules r : boards) {
      assertTrue(r.rows() <= r.columns() && r.cells() <= 12 && r.k() >= 3
          && r.k() <= r.columns(), r.name());
    }
    // 1x3..1x12 give 1 + 2 + ... + 10 = 55 boards; 2x3..2x6: 1 + 2 + 3 + 4 = 10; 3x3, 3x4: 1 + 2.
    assertEquals(55 + 10 + 3, boards.size());
    // Every board the rule admits, found by trying every m, n and k up to 12, each once.
    Set<Rules> admitted = new HashSet<>();
    for (int m = 1; m <= 12; m++) {
      for (int n = m; n <= 12; n++) {
        for (int k = 3; k <= n && m * n <= 12; k++) {
          admitted.add(Rules.of(m, n, k));
        }
      }
    }
    assertEquals(admitted, new HashSet<>(boards));
    assertEquals(admitted.size(), boards.size(), "no board twice");
    for (int i = 1; i < boards.size(); i++) {
      assertTrue(boards.get(i - 1).cells() <= boards.get(i).cells(), "smallest boards first");
    }
  }
}
