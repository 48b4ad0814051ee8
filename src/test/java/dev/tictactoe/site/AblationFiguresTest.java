package dev.tictactoe.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.report.CraftedRuns;
import dev.tictactoe.report.CraftedRuns.Result;
import dev.tictactoe.report.JmhJson;
import dev.tictactoe.report.Run;
import dev.tictactoe.solver.Ablation;
import dev.tictactoe.solver.ColdSolve;
import dev.tictactoe.solver.Technique;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The chapter "What each idea buys": positions computed now, times from the measured run. */
class AblationFiguresTest {
  @TempDir Path dir;

  private static long visited(String board, String label) {
    return Ablation.run(Rules.ofCompactName(board).emptyBoard(), Ablation.configuration(label),
        AblationFigures.BUDGET, ColdSolve.TABLE_ENTRIES, SearchMonitor.NONE).visited();
  }

  @Test
  void everyRowShowsThePositionsTheEngineVisitsNowAndTheTimeOfTheMeasuredRun()
      throws IOException {
    long all = visited("3x3k3", "all");
    long none = visited("3x3k3", "none");
    Path run = dir.resolve("20261124T100000Z-full.json");
    CraftedRuns.write(run,
        Result.solve("AblationBenchmark.solve", "ablation=3x3k3 all", 8, 0.5, 8.0 / all),
        Result.solve("AblationBenchmark.solve", "ablation=3x3k3 none", 60, 2, 60.0 / 1_000));
    Map<String, String> figures = AblationFigures.all(MeasuredRun.read(run), List.of("3x3k3"));
    String ladder = figures.get("ablation-ladder-3x3k3");
    List<Ablation.Configuration> configurations = Ablation.ladder();
    for (Ablation.Configuration c : configurations) {
      assertTrue(ladder.contains(String.format(Locale.ROOT, "| `%s` | %,d | ", c.label(),
          visited("3x3k3", c.label()))), c.label() + " in\n" + ladder);
    }
    // The ladder's last row is every technique on: the knock-outs' "all", measured as such.
    String last = configurations.get(configurations.size() - 1).label();
    String lastRow = "| `" + last + "` | " + String.format(Locale.ROOT, "%,d", all) + " | ";
    assertTrue(ladder.lines().anyMatch(l -> l.startsWith(lastRow)
        && l.contains(" | 8.000 ± 0.500 µs | ")), ladder);
    // The run's engine visited 1,000 positions for "none"; the code now visits another number.
    assertTrue(ladder.contains(String.format(Locale.ROOT, "| `none` | %,d |  | 60.00 ± 2.00 µs"
        + " (measured when the engine visited 1,000) | 60.00 ns", none)), ladder);
    assertTrue(ladder.contains("| `+table` | ") && ladder.contains("| not measured | —"), ladder);
    // a configuration the run did not measure says so on its own row
    assertTrue(ladder.lines().filter(l -> l.startsWith("| `+table` | ")).findFirst().orElseThrow()
        .endsWith(" | not measured | —"), ladder);
    // The frontier board: its knock-outs alone, computed, with no time of their own.
    String frontier = figures.get("ablation-knockouts-" + AblationFigures.FRONTIER_BOARD);
    for (Ablation.Configuration c : Ablation.knockOuts()) {
      assertTrue(frontier.contains(String.format(Locale.ROOT, "| `%s` | %,d | ", c.label(),
          visited(AblationFigures.FRONTIER_BOARD, c.label()))), c.label() + " in\n" + frontier);
    }
    String knockOuts = figures.get("ablation-knockouts-3x3k3");
    assertEquals(Ablation.knockOuts().size(), knockOuts.lines().filter(l -> l.startsWith("| `"))
        .count(), knockOuts);
    for (Ablation.Configuration c : Ablation.knockOuts()) {
      assertTrue(knockOuts.contains(String.format(Locale.ROOT, "| `%s` | %,d | ", c.label(),
          visited("3x3k3", c.label()))), c.label() + " in\n" + knockOuts);
    }
    // Each technique's table: the ladder's step that adds it and the knock-out that drops it.
    for (Technique t : Technique.values()) {
      String table = figures.get("ablation-" + t.cliName());
      assertTrue(table.startsWith("[cols=") && table.contains("| 3x3 k=3 | "), t + "\n" + table);
      String before = configurations.get(t.ordinal()).label();
      assertTrue(table.contains(String.format(Locale.ROOT, "| 3x3 k=3 | %,d → %,d (",
          visited("3x3k3", before), visited("3x3k3", "+" + t.cliName()))), t + "\n" + table);
      assertTrue(table.contains(String.format(Locale.ROOT, " | %,d → %,d (", all,
          visited("3x3k3", "-" + t.cliName()))), t + "\n" + table);
    }
  }

  @Test
  void withoutAMeasuredRunTheTablesShowNoTimes() {
    Map<String, String> figures = AblationFigures.all(Optional.empty(), List.of("3x3k3"));
    // Every row of both series says so; counted, since a table without rows has no row that
    // could say otherwise.
    for (String series : List.of("ladder", "knockouts")) {
      List<String> rows = figures.get("ablation-" + series + "-3x3k3").lines()
          .filter(l -> l.startsWith("| `")).toList();
      assertEquals(series.equals("ladder") ? Ablation.ladder().size()
          : Ablation.knockOuts().size(), rows.size(), series);
      assertTrue(rows.stream().allMatch(l -> l.endsWith("| not measured | —")), series);
    }
  }

  private static Ablation.Row row(String label, long visited, boolean finished) {
    Ablation.Configuration c = Ablation.configuration(label);
    Evaluation e = new Evaluation(Rules.ticTacToe().emptyBoard(), 0, visited);
    return new Ablation.Row(c, finished ? Optional.of(e) : Optional.empty(), visited, 0.1,
        finished ? Optional.empty() : Optional.of("budget"));
  }

  // tag::verdicts-checked[]
  @Test
  void theVerdictsSayWhatTheNumbersShow() throws IOException {
    List<Ablation.Row> ladder = new ArrayList<>();
    long[] counts = {30_000_000, 25_000_000, 17_000_000, 40_000, 61_000, 18_000, 1_500, 1_500,
        1_490, 1_490};
    for (int i = 0; i < counts.length; i++) {
      ladder.add(row(Ablation.ladder().get(i).label(), counts[i], i > 1));
    }
    List<Ablation.Row> knockOuts = new ArrayList<>();
    long[] without = {1_490, 9_000, 6_000, 2_100, 3_300, 1_400, 17_000, 1_490, 1_500, 1_490};
    for (int i = 0; i < without.length; i++) {
      knockOuts.add(row(Ablation.knockOuts().get(i).label(), without[i], true));
    }
    // Measured: everything on 10 us; without pairing 5 us, beyond the errors.
    Path results = CraftedRuns.write(dir.resolve("run.json"),
        Result.solve("AblationBenchmark.solve", "ablation=4x4k4 all", 10, 0.5, 10.0 / 1_490),
        Result.solve("AblationBenchmark.solve", "ablation=4x4k4 -pairing", 5, 0.5, 5.0 / 17_000));
    Map<String, Run> times = new java.util.HashMap<>();
    for (Run r : JmhJson.read(results)) {
      times.put(r.params().get("ablation").split(" ")[1], r);
    }
    String text = AblationFigures.verdicts(List.of(new AblationFigures.BoardAblation("4x4k4",
        ladder, knockOuts, times)));
    assertTrue(text.contains("* Matters most once the others are on: `pairing`; without it the"
        + " engine visits 17,000 positions instead of 1,490 (× 11).\n"), text);
    assertTrue(text.contains("* The first row of the ladder to finish within the budget:"
        + " `+symmetry`, 17,000,000 positions.\n"), text);
    assertTrue(text.contains("* The ladder's biggest step: `+threats`, 17,000,000 → 40,000"
        + " (÷ 425).\n"), text);
    assertTrue(text.contains("adding `ordering` to the rows above it raises the positions,"
        + " 40,000 → 61,000 (× 1.53)"), text);
    assertTrue(text.contains("without `bounds` the engine visits fewer positions, 1,490 → 1,400"
        + " (÷ 1.06)"), text);
    assertTrue(text.contains("without `pairing` the solve is faster, 5.000 ± 0.500 µs against"
        + " 10.00 ± 0.50 µs with everything"), text);
    assertTrue(text.contains("* Changes nothing once the others are on (the same positions"
        + " without it): `null-window`, `table-move`.\n"), text);
  }
  // end::verdicts-checked[]

  /**
   * The run times everything on twice (the ablation's "all" and ScalingBenchmark's solve): a
   * knock-out is faster only where it beats both, and the chapter says both times.
   */
  @Test
  void aKnockOutIsFasterOnlyWhereItBeatsEveryMeasurementOfEverythingOn() throws IOException {
    List<Ablation.Row> ladder = new ArrayList<>();
    for (Ablation.Configuration c : Ablation.ladder()) {
      ladder.add(row(c.label(), 1_490, true));
    }
    List<Ablation.Row> knockOuts = new ArrayList<>();
    for (Ablation.Configuration c : Ablation.knockOuts()) {
      knockOuts.add(row(c.label(), 1_490, true));
    }
    Path results = CraftedRuns.write(dir.resolve("twice.json"),
        Result.solve("AblationBenchmark.solve", "ablation=4x4k4 all", 10, 0.5, 10.0 / 1_490),
        Result.solve("AblationBenchmark.solve", "ablation=4x4k4 -pairing", 5, 0.5, 5.0 / 1_490),
        Result.solve("ScalingBenchmark.strongEngineCold", "board=4x4k4", 4, 0.2, 4.0 / 1_490),
        Result.solve("ScalingBenchmark.strongEngineCold", "board=5x5k4", 9, 0.2, 9.0 / 1_490));
    Map<String, Run> times = new java.util.HashMap<>();
    List<Run> scaling = new ArrayList<>();
    for (Run r : JmhJson.read(results)) {
      if (r.benchmark().endsWith("AblationBenchmark.solve")) {
        times.put(r.params().get("ablation").split(" ")[1], r);
      } else if (r.params().get("board").equals("4x4k4")) {
        scaling.add(r);
      }
    }
    AblationFigures.BoardAblation twice = new AblationFigures.BoardAblation("4x4k4", ladder,
        knockOuts, times, scaling);
    String text = AblationFigures.verdicts(List.of(twice));
    assertTrue(!text.contains("the solve is faster"), "5 us beats the ablation's 10 us, not the"
        + " scaling benchmark's 4 us: " + text);
    assertEquals("The measured run times the solve with every technique twice, in two"
        + " benchmarks: by `AblationBenchmark`, the `all` rows here, and by `ScalingBenchmark`,"
        + " the scaling chapter's time table: 4x4 k=4 10.00 ± 0.50 µs and 4.000 ± 0.200 µs.",
        AblationFigures.twoMeasurements(List.of(twice)).lines().findFirst().orElseThrow()
            .split(" It is one solve")[0]);
    // beaten by both: faster, against both
    List<Run> slowScaling = List.of(JmhJson.read(results).stream()
        .filter(r -> "5x5k4".equals(r.params().get("board"))).findFirst().orElseThrow());
    String both = AblationFigures.verdicts(List.of(new AblationFigures.BoardAblation("4x4k4",
        ladder, knockOuts, times, slowScaling)));
    assertTrue(both.contains("without `pairing` the solve is faster, 5.000 ± 0.500 µs against"
        + " 10.00 ± 0.50 µs and 9.000 ± 0.200 µs with everything"), both);
  }

  @Test
  void aStepBetweenTwoRowsOverTheBudgetSaysSoInsteadOfAnEmptyChange() {
    Ablation.Row none = row("none", 2_031_616, false);
    Ablation.Row table = row("+table", 2_031_616, false);
    assertEquals("over the budget, with it and without (> 2,031,616 → > 2,031,616)",
        AblationFigures.arrow(none, table));
    assertEquals("> 2,031,616 (over the budget) → 17,721 (÷ more than 115)",
        AblationFigures.arrow(none, row("+bounds", 17_721, true)));
  }
}
