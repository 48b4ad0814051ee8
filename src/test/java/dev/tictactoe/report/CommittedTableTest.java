package dev.tictactoe.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.mnk.Published;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.solver.ColdSolve;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The table committed under {@code results/} (the newest {@code *-table.csv}, which the site
 * shows) holds what the engine proves: every value the literature publishes, and on the small
 * boards exactly the value and ply a cold solve gives now.
 */
class CommittedTableTest {
  /** The boards re-solved here: every board of up to this many cells, in about a second. */
  private static final int RESOLVED_CELLS = 20;

  private static Map<Rules, TableFile.Row> rows;

  @BeforeAll
  static void read() throws Exception {
    Path table = ResultFiles.newestTable(Path.of("results")).orElseThrow(() ->
        new AssertionError("no table under results/: run table --max-cells 64 --csv results/"));
    rows = TableFile.read(table);
  }

  @Test
  void everyBoardOfUpToThirtySixCellsIsThereAndNoBoardBeyondSixtyFour() {
    Set<Rules> all = new HashSet<>(Rules.boardsUpTo(Rules.MAX_CELLS));
    assertTrue(all.containsAll(rows.keySet()), "only boards of up to 64 cells");
    List<Rules> small = Rules.boardsUpTo(36);
    assertTrue(rows.keySet().containsAll(small), "every board of up to 36 cells");
    for (Rules rules : small) {
      assertTrue(rows.get(rules).isSolved(), rules.name());
    }
  }

  /**
   * The boards in the order a whole table solves them, smallest first, though later runs went
   * on with some of them and appended their rows at the end (the report's lists and the site's
   * table follow this order).
   */
  @Test
  void theBoardsComeSmallestFirstThoughLaterRunsAppendedRows() {
    List<Rules> order = new ArrayList<>(Rules.boardsUpTo(Rules.MAX_CELLS));
    order.retainAll(rows.keySet());
    assertEquals(order, List.copyOf(rows.keySet()));
  }

  @Test
  void everyPublishedValueAgrees() {
    int compared = 0;
    for (Map.Entry<Rules, TableFile.Row> e : rows.entrySet()) {
      TableFile.Row row = e.getValue();
      var known = Published.known(e.getKey());
      if (known.isPresent() && row.isSolved()) {
        assertTrue(known.get().agrees(row.outcome()), e.getKey().name() + ": the table says "
            + row.outcome() + ", " + known.get().source() + " " + known.get().value());
        compared++;
      }
    }
    assertTrue(compared >= Published.upTo(36).size(), "compared " + compared);
  }

  @Test
  void onTheSmallBoardsEveryValueAndPlyIsWhatAColdSolveGivesNow() {
    int compared = 0;
    for (Rules rules : Rules.boardsUpTo(RESOLVED_CELLS)) {
      assertEquals(Score.outcome(ColdSolve.of(rules).scoreForX(), rules.cells()),
          rows.get(rules).outcome(), rules.name());
      compared++;
    }
    assertEquals(Rules.boardsUpTo(RESOLVED_CELLS).size(), compared);
  }
}
