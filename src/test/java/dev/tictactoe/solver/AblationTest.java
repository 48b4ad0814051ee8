package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.mnk.SearchStoppedException;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class AblationTest {

  /**
   * The benchmark's cases: every board under every configuration of the tables but those the one
   * rule leaves out, which are ladder rows only (every knock-out is timed on every board, each
   * technique's among them); each case's name reads back as the case.
   */
  @Test
  void theBenchmarkTimesEveryCaseButWhatTheRuleLeavesOut() {
    List<Ablation.Case> cases = Ablation.benchmarkCases();
    List<String> names = cases.stream().map(Ablation.Case::name).toList();
    List<Ablation.Configuration> ladder = Ablation.ladder();
    for (String board : Ablation.BOARDS) {
      for (Ablation.Configuration c : Ablation.configurations()) {
        boolean timed = names.contains(board + " " + c.label());
        assertEquals(Ablation.timed(board, c), timed, board + " " + c.label());
        assertTrue(timed || ladder.contains(c), board + " " + c.label());
      }
      for (Technique t : Technique.values()) {
        assertTrue(names.contains(board + " -" + t.cliName()), board + " -" + t);
      }
    }
    assertTrue(cases.size() < Ablation.BOARDS.size() * Ablation.configurations().size());
    for (Ablation.Case c : cases) {
      assertEquals(c, Ablation.Case.named(c.name()));
    }
    assertThrows(IllegalArgumentException.class, () -> Ablation.Case.named("4x4k4"));
    assertThrows(IllegalArgumentException.class, () -> Ablation.Case.named("4x4 all"));
  }

  @Test
  void theLadderAddsOneTechniqueARowInDeclarationOrderEndingWithAll() {
    List<Ablation.Configuration> ladder = Ablation.ladder();
    assertEquals(Technique.values().length + 1, ladder.size());
    assertEquals("none", ladder.get(0).label());
    assertTrue(ladder.get(0).techniques().isEmpty());
    for (int i = 1; i < ladder.size(); i++) {
      Technique added = Technique.values()[i - 1];
      EnumSet<Technique> expected = EnumSet.noneOf(Technique.class);
      expected.addAll(ladder.get(i - 1).techniques());
      expected.add(added);
      assertEquals(expected, ladder.get(i).techniques());
      assertEquals("+" + added.cliName(), ladder.get(i).label());
    }
    assertEquals(Technique.all(), ladder.get(ladder.size() - 1).techniques());
  }

  @Test
  void theKnockOutsLeaveOutOneTechniqueEach() {
    List<Ablation.Configuration> knockOuts = Ablation.knockOuts();
    assertEquals(new Ablation.Configuration("all", Technique.all()), knockOuts.get(0));
    for (int i = 1; i < knockOuts.size(); i++) {
      Technique out = Technique.values()[i - 1];
      assertEquals(EnumSet.complementOf(EnumSet.of(out)), knockOuts.get(i).techniques());
      assertEquals("-" + out.cliName(), knockOuts.get(i).label());
      assertEquals(knockOuts.get(i), Ablation.configuration("-" + out.cliName()));
    }
    assertThrows(IllegalArgumentException.class, () -> Ablation.configuration("+memo"));
  }

  @Test
  void aConfigurationOverItsBudgetIsStoppedAtTheFirstCheckAfterIt() {
    Board board = Rules.of(4, 4, 4).emptyBoard();
    Ablation.Row row = Ablation.run(board, Ablation.configuration("none"), 100_000, 1 << 16,
        SearchMonitor.NONE);
    assertTrue(row.overBudget());
    assertTrue(row.evaluation().isEmpty());
    assertTrue(row.visited() > 100_000 && row.visited() <= 100_000 + SearchMonitor.INTERVAL,
        "visited " + row.visited());
    Ablation.Row all = Ablation.run(board, Ablation.configuration("all"), 100_000, 1 << 16,
        SearchMonitor.NONE);
    assertFalse(all.stoppedBy().isPresent());
    assertEquals(all.evaluation().orElseThrow().visited(), all.visited());
  }

  @Test
  void aMonitorsReasonForStoppingIsKeptAndIsNotTheBudget() {
    Ablation.Row row = Ablation.run(Rules.of(4, 4, 4).emptyBoard(),
        Ablation.configuration("none"), Long.MAX_VALUE, 1 << 16, (visited, fill) -> {
          throw new SearchStoppedException("out of time", visited);
        });
    assertEquals("out of time", row.stoppedBy().orElseThrow());
    assertFalse(row.overBudget());
  }
}
