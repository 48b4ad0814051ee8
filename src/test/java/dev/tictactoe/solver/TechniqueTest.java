package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tictactoe.engine.Decision;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The techniques' names, and proof that each switch is wired: it changes the work, not the answer. */
class TechniqueTest {

  @Test
  void namesReadBackAndAllButLeavesOutExactlyTheNamedOnes() {
    for (Technique t : Technique.values()) {
      assertEquals(t, Technique.named(t.cliName()));
    }
    assertEquals(EnumSet.complementOf(EnumSet.of(Technique.TABLE, Technique.NULL_WINDOW)),
        Technique.allBut(" table, null-window "));
    assertEquals("all", Technique.describe(Technique.all()));
    assertEquals("none", Technique.describe(Technique.none()));
    assertEquals("table,pairing", Technique.describe(EnumSet.of(Technique.PAIRING,
        Technique.TABLE)));
  }

  @Test
  void anUnknownNameOrAnEmptyOneIsRefusedNamingTheKnownOnes() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Technique.allBut("table,memo"));
    assertEquals("unknown technique 'memo', expected one of: table, symmetry, threats, ordering,"
        + " bounds, pairing, null-window, dead-cells, table-move, pairing-search, weak-game,"
        + " ply-deepening, horizon, fork-bound, relevance-zone", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Technique.allBut(""));
    assertThrows(IllegalArgumentException.class, () -> Technique.allBut("table,"));
  }

  /**
   * For each technique, a board and a configuration without it where adding it changes the
   * positions visited, and nothing else: a switch that changed nothing anywhere would be dead.
   */
  @ParameterizedTest(name = "{0} on {1}, added to {2}")
  @CsvSource(delimiter = '|', value = {
      "table|3x3k3|none",
      "symmetry|3x3k3|table",
      "threats|3x3k3|none",
      "ordering|3x3k3|none",
      "bounds|3x3k3|none",
      "pairing|3x3k3|none",
      "null-window|3x3k3|none",
      "dead-cells|3x4k3|none",
      "table-move|4x4k4|table,symmetry",
      "pairing-search|4x4k4|pairing",
      "weak-game|6x6k5|table,symmetry,threats,ordering,bounds,pairing,null-window,dead-cells,"
          + "table-move,pairing-search",
      "ply-deepening|6x6k4|table,symmetry,threats,ordering,bounds,pairing,null-window,"
          + "dead-cells,table-move,pairing-search,weak-game",
      "horizon|3x4k3|none",
      "fork-bound|3x4k3|bounds",
      "relevance-zone|4x4k4|pairing"})
  void eachTechniqueChangesTheWorkSomewhereAndNeverTheAnswer(String name, String board,
      String base) {
    Set<Technique> without = base.equals("none") ? Technique.none()
        : EnumSet.copyOf(Arrays.stream(base.split(",")).map(Technique::named).toList());
    EnumSet<Technique> with = EnumSet.of(Technique.named(name));
    with.addAll(without);
    Board empty = Rules.ofCompactName(board).emptyBoard();
    Decision off = new AlphaBetaEngine(empty.rules(), without).decide(empty);
    Decision on = new AlphaBetaEngine(empty.rules(), with).decide(empty);
    assertNotEquals(off.visited(), on.visited());
    assertEquals(off.cell(), on.cell());
    assertEquals(off.score(), on.score());
  }
}
