package dev.tictactoe.mnk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The walk over reachable positions, the one reachability check, and the named positions. */
class PositionsTest {

  /**
   * The walk (which plays the game) and {@link Board#check} (which reads a position's rules) are
   * two ways to say which positions can arise: on every pair of masks of small boards, they agree.
   */
  @ParameterizedTest(name = "{0} k={1}")
  @CsvSource({"3x3, 3", "3x3, 2", "2x5, 3", "2x5, 2", "1x9, 3", "2x4, 4"})
  void theWalkReachesExactlyThePositionsTheCheckAccepts(String size, int k) {
    Rules rules = Rules.of(size, k);
    Set<Board> walked = new HashSet<>(Positions.all(rules));
    int accepted = 0;
    long codes = Math.round(Math.pow(3, rules.cells()));
    for (long code = 0; code < codes; code++) {
      long x = 0;
      long o = 0;
      long rest = code;
      for (int cell = 0; cell < rules.cells(); cell++, rest /= 3) {
        x |= rest % 3 == 1 ? 1L << cell : 0;
        o |= rest % 3 == 2 ? 1L << cell : 0;
      }
      Board board = new Board(rules, x, o);
      assertEquals(walked.contains(board), board.isReachable(), () -> "on\n" + board);
      accepted += board.isReachable() ? 1 : 0;
    }
    assertEquals(walked.size(), accepted);
    assertEquals(Census.take(rules).positions(), accepted);
  }

  @Test
  void namedPositionsAreReachableThreeByThreeQuestionsWithAMoveToMake() {
    assertEquals(List.of("empty", "corner", "midgame"), List.copyOf(Positions.NAMED.keySet()));
    Positions.NAMED.forEach((name, board) -> {
      assertEquals(Rules.ticTacToe(), board.rules(), name);
      assertTrue(board.isReachable(), name);
      assertFalse(board.isOver(), name);
      assertSame(board, Positions.named(name));
    });
    assertEquals(0, Positions.named("empty").marks());
  }

  @Test
  void anUnknownNameIsRefusedWithTheKnownOnes() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Positions.named("opening"));
    assertEquals("unknown position 'opening', expected one of: empty, corner, midgame",
        e.getMessage());
  }
}
