package dev.tictactoe.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.TicTacToeEngine;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Census;
import dev.tictactoe.mnk.Positions;
import dev.tictactoe.mnk.Published;
import dev.tictactoe.mnk.Rules;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The engine figures the chapters show, as the site captures them. */
class EngineFiguresTest {

  @Test
  void everyPublishedValueUpToThirtyCellsAgreesWithTheComputedOne() {
    String table = EngineFigures.published(new FigureBook());
    List<Published> shown = Published.upTo(EngineFigures.TABLE_CELLS);
    assertEquals(shown.size() + 1, table.lines().filter(l -> l.startsWith("| ")).count(), table);
    for (Published p : shown) {
      assertTrue(table.contains("(" + p.rules().name() + ") | " + p.value() + " | "), table);
    }
    assertFalse(table.contains("*NO*"), table);
  }

  @Test
  void theNodeCountTableIsCountedFromTheEngines() {
    List<String> rows = EngineFigures.nodeCounts().lines().filter(l -> l.startsWith("| ")).toList();
    assertEquals("| Question | Plain minimax | Puzzle engine, cold | Puzzle engine, asked again",
        rows.get(0));
    // Minimax from the empty board visits the whole game tree, which the census walks on its own;
    // a memoized engine asked again looks only at the position asked.
    assertEquals(String.format(Locale.ROOT, "| empty: `+...+` / `+...+` / `+...+` | %,d | %,d | 1",
        Census.take(Rules.ticTacToe()).nodes(),
        new TicTacToeEngine().decide(Rules.ticTacToe().emptyBoard()).visited()), rows.get(1));
    assertEquals(5, rows.size(), "a header, three named positions and the sweep: " + rows);
    assertTrue(rows.get(4).startsWith("| all 5,478 reachable positions"), rows.get(4));
    assertTrue(rows.get(4).endsWith(" | 5,478"), "asked again, one position per question: "
        + rows.get(4));
    // Every row whole. Minimax's column is the size of the tree below each position, counted
    // here without an engine; the memoized engine's columns are its own counts, and asked
    // again it looks at the one position asked.
    Map<Board, Long> trees = new HashMap<>();
    List<String> expected = new ArrayList<>(rows.subList(0, 1));
    Positions.NAMED.forEach((name, board) -> expected.add(String.format(Locale.ROOT,
        "| %s: `+%s+` | %,d | %,d | 1", name, board.toString().strip().replace("\n", "+` / `+"),
        treeSize(board, trees), new TicTacToeEngine().decide(board).visited())));
    List<Board> all = Positions.all(Rules.ticTacToe());
    TicTacToeEngine one = new TicTacToeEngine();
    long minimax = 0;
    long alphaBeta = 0;
    for (Board board : all) {
      minimax += treeSize(board, trees);
      alphaBeta += one.decide(board).visited();
    }
    expected.add(String.format(Locale.ROOT, "| all %,d reachable positions, one after another, of"
        + " one engine | %,d | %,d | %,d", all.size(), minimax, alphaBeta, all.size()));
    assertEquals(expected, rows);
  }

  /** The nodes of the game tree below {@code board}, itself included: what minimax visits. */
  private static long treeSize(Board board, Map<Board, Long> known) {
    Long size = known.get(board);
    if (size == null) {
      size = 1L;
      for (long free = board.isOver() ? 0 : board.empty(); free != 0; free &= free - 1) {
        size += treeSize(board.play(Long.numberOfTrailingZeros(free)), known);
      }
      known.put(board, size);
    }
    return size;
  }
}
