package dev.tictactoe.mnk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Exhaustive proof on the boards where plain minimax finishes: on every reachable position of 3x4
 * and 4x3 with k = 3 (111,973 each), the memoized engine makes the same move with the same score
 * as plain minimax. One memoized instance answers them all, in sorted order and then in shuffled
 * order (a table that mistook a bound for a value would answer differently depending on what it
 * was asked before), once with the default table and once with a table of 16 entries, which
 * forgets almost everything at once and so exercises the replacement rule all the time.
 */
class AgreesWithPlainMinimaxTest {

  // tag::exhaustive[]
  @ParameterizedTest(name = "{0} k=3")
  @ValueSource(strings = {"3x4", "4x3"})
  void theMemoizedEngineAgreesWithPlainMinimaxOnEveryReachablePosition(String size) {
    Rules rules = Rules.of(size, 3);
    List<Board> positions = Positions.all(rules);
    assertEquals(Census.take(rules).positions(), positions.size());
    List<Board> sorted = new ArrayList<>(positions);
    sorted.sort(Comparator.comparingLong(Board::x).thenComparingLong(Board::o));
    List<Board> shuffled = new ArrayList<>(positions);
    Collections.shuffle(shuffled, new Random(20261123L));
    // Plain minimax, once per position; the searches are independent, so both cores share them
    // (in shuffled order: the few costly positions near the empty board then land in every
    // chunk of the parallel stream, not all in the first).
    ThreadLocal<MinimaxEngine> minimax = ThreadLocal.withInitial(() -> new MinimaxEngine(rules));
    Map<Board, Decision> expected = shuffled.parallelStream()
        .collect(Collectors.toConcurrentMap(Function.identity(), b -> minimax.get().decide(b)));

    for (int tableEntries : new int[] {TranspositionTable.DEFAULT_ENTRIES, 16}) {
      AlphaBetaEngine shared = new AlphaBetaEngine(rules, tableEntries, SearchMonitor.NONE);
      for (List<Board> order : List.of(sorted, shuffled)) {
        for (Board board : order) {
          Decision want = expected.get(board);
          Decision got = shared.decide(board);
          assertEquals(want.cell(), got.cell(), () -> "table " + tableEntries + ", on\n" + board);
          assertEquals(want.score(), got.score(), () -> "table " + tableEntries + ", on\n" + board);
          if (!board.isOver()) { // a finished board has a result, but no move to score
            assertEquals(want.score(), shared.evaluate(board).score(), () -> "value of\n" + board);
          }
        }
      }
    }
  }
  // end::exhaustive[]
}
