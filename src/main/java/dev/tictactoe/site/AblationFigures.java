package dev.tictactoe.site;

import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.report.Numbers;
import dev.tictactoe.report.Run;
import dev.tictactoe.solver.Ablation;
import dev.tictactoe.solver.ColdSolve;
import dev.tictactoe.solver.Technique;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The figures of the chapter "What each idea buys": the strong engine's ablation on 3x3, 4x4 k=4
 * and 5x5 k=4. The positions visited are computed when the site renders ({@link Ablation}, with
 * a budget of {@link #BUDGET} positions), so they are always the code's; the times come from
 * the measured run ({@link MeasuredRun}), and a time is flagged when that run's engine visited
 * another number of positions than the code does now.
 *
 * <p>Its tables, by the name the chapter includes them by: {@code ablation-ladder-<board>} and
 * {@code ablation-knockouts-<board>} (every configuration; for {@link #FRONTIER_BOARD}, the
 * knock-outs alone, their positions only), {@code ablation-<technique>} (one
 * technique's rows on every board) and {@code ablation-verdicts} (what the numbers say, in
 * words).
 *
 * <p>Time: the solves, most of it the 5x5 rows that run to the budget; a few seconds.
 */
public final class AblationFigures {
  /**
   * Positions a configuration may visit before it is shown as over the budget: a tenth of
   * {@code ablate}'s default, since every render of the site runs the rows that reach it, and
   * twice the most that any row that finishes takes (about a million, 5x5 k=4 with threats or
   * bounds alone). At 5 million, the four rows over it cost the render 12 million more positions.
   */
  public static final long BUDGET = 2_000_000L;

  /**
   * A frontier board where the newest techniques matter, shown by its knock-outs alone: every
   * one finishes in a few hundred positions or a few thousand, while the ladder's first rows run
   * far past the budget.
   */
  public static final String FRONTIER_BOARD = "6x6k5";

  /** How a JMH run names the ablation benchmark's method. */
  private static final String BENCHMARK = "AblationBenchmark.solve";
  /** The other benchmark that times a board's solve with every technique, and its parameter. */
  private static final String SCALING = "ScalingBenchmark.strongEngineCold";

  private AblationFigures() {}

  /**
   * One board's two series, computed, with the times measured for them, and the run's other
   * measurements of the same solve with every technique on ({@code ScalingBenchmark}'s).
   */
  record BoardAblation(String board, List<Ablation.Row> ladder, List<Ablation.Row> knockOuts,
      Map<String, Run> times, List<Run> allElsewhere) {

    BoardAblation(String board, List<Ablation.Row> ladder, List<Ablation.Row> knockOuts,
        Map<String, Run> times) {
      this(board, ladder, knockOuts, times, List.of());
    }

    Rules rules() {
      return Rules.ofCompactName(board);
    }

    /** The measured run of a configuration: the ladder's last row is the knock-outs' "all". */
    Optional<Run> time(Ablation.Configuration c) {
      String label = c.techniques().size() == Technique.values().length ? "all" : c.label();
      return Optional.ofNullable(times.get(label));
    }

    Ablation.Row all() {
      return knockOuts.get(0);
    }
  }

  /**
   * Every table of the chapter, computed now, with the measured run's times; each row's positions
   * go into {@code book} too ({@code ablation-4x4k4-none}, {@code ablation-4x4k4-plus-table},
   * {@code ablation-4x4k4-minus-pairing}), and every technique on ({@code all}) as the board's
   * {@code positions-4x4k4}, which must agree with the scaling chapter's count.
   */
  public static Map<String, String> all(Optional<MeasuredRun> run, FigureBook book) {
    return all(run, Ablation.BOARDS, book);
  }

  /** {@link #all(Optional)} on other boards (named as the benchmark names them, {@code 4x4k4}). */
  static Map<String, String> all(Optional<MeasuredRun> run, List<String> boardNames) {
    return all(run, boardNames, new FigureBook());
  }

  private static Map<String, String> all(Optional<MeasuredRun> run, List<String> boardNames,
      FigureBook book) {
    Map<String, Map<String, Run>> times = run.map(m -> timesOf(m.runs())).orElse(Map.of());
    List<Run> runs = run.map(MeasuredRun::runs).orElse(List.of());
    List<BoardAblation> boards = boardNames.stream()
        .map(board -> ablation(board, times.getOrDefault(board, Map.of()), runs.stream()
            .filter(r -> r.benchmark().endsWith(SCALING)
                && board.equals(r.params().get("board"))).toList())).toList();
    Map<String, String> figures = new LinkedHashMap<>();
    book.put("ablation-budget", Numbers.count(BUDGET));
    for (BoardAblation b : boards) {
      register(b, book);
      figures.put("ablation-ladder-" + b.board(), series(b, b.ladder(), false));
      figures.put("ablation-knockouts-" + b.board(), series(b, b.knockOuts(), true));
    }
    for (Technique t : Technique.values()) {
      figures.put("ablation-" + t.cliName(), technique(t, boards));
    }
    BoardAblation frontier = new BoardAblation(FRONTIER_BOARD, List.of(),
        knockOuts(Rules.ofCompactName(FRONTIER_BOARD)), Map.of());
    figures.put("ablation-knockouts-" + FRONTIER_BOARD, series(frontier, frontier.knockOuts(),
        true));
    figures.put("ablation-verdicts", verdicts(boards));
    figures.put("ablation-two-measurements", twoMeasurements(boards));
    return figures;
  }

  /** Every row's positions, by board and configuration, into the book. */
  private static void register(BoardAblation b, FigureBook book) {
    List<Ablation.Row> rows = new ArrayList<>(b.ladder());
    rows.addAll(b.knockOuts());
    for (Ablation.Row row : rows) {
      String label = row.configuration().label();
      label = label.startsWith("+") ? "plus-" + label.substring(1)
          : label.startsWith("-") ? "minus-" + label.substring(1) : label;
      book.put("ablation-" + b.board() + "-" + label, positions(row));
    }
    if (b.all().evaluation().isPresent()) {
      book.put("positions-" + b.board(), Numbers.count(b.all().visited()));
    }
  }

  private static BoardAblation ablation(String board, Map<String, Run> times,
      List<Run> allElsewhere) {
    Rules rules = Rules.ofCompactName(board);
    List<Ablation.Row> ladder = new ArrayList<>();
    for (Ablation.Configuration c : Ablation.ladder()) {
      ladder.add(run(rules, c));
    }
    return new BoardAblation(board, ladder, knockOuts(rules), times, allElsewhere);
  }

  /**
   * The run times the solve with every technique twice, in two benchmarks: the ablation's
   * {@code all} and the scaling chapter's. One sentence says so, with both times per board, where
   * the run has both, and that a knock-out is called faster only where it beats both.
   */
  static String twoMeasurements(List<BoardAblation> boards) {
    List<String> pairs = new ArrayList<>();
    for (BoardAblation b : boards) {
      Optional<Run> all = b.time(b.all().configuration());
      if (all.isPresent() && !b.allElsewhere().isEmpty()) {
        pairs.add(b.rules().name() + " " + Numbers.time(all.get().primary()) + " and "
            + Numbers.time(b.allElsewhere().get(0).primary()));
      }
    }
    if (pairs.isEmpty()) {
      return "";
    }
    return "The measured run times the solve with every technique twice, in two benchmarks: by"
        + " `AblationBenchmark`, the `all` rows here, and by `ScalingBenchmark`, the scaling"
        + " chapter's time table: " + String.join("; ", pairs) + ". It is one solve, the same"
        + " code, timed in separate JVM forks; where the two differ by more than their errors,"
        + " that is the forks' difference (JIT compilation, the heap), not the code's. So a"
        + " knock-out is called faster below only where it beats both.\n";
  }

  private static List<Ablation.Row> knockOuts(Rules rules) {
    List<Ablation.Row> knockOuts = new ArrayList<>();
    for (Ablation.Configuration c : Ablation.knockOuts()) {
      knockOuts.add(run(rules, c));
    }
    return knockOuts;
  }

  private static Ablation.Row run(Rules rules, Ablation.Configuration c) {
    return Ablation.run(rules.emptyBoard(), c, BUDGET, ColdSolve.TABLE_ENTRIES,
        SearchMonitor.NONE);
  }

  /** The ablation runs of a results file, by board and configuration. */
  private static Map<String, Map<String, Run>> timesOf(List<Run> runs) {
    Map<String, Map<String, Run>> times = new LinkedHashMap<>();
    for (Run run : runs) {
      String[] parts = run.params().getOrDefault("ablation", "").strip().split(" +");
      if (run.benchmark().endsWith(BENCHMARK) && parts.length == 2) {
        times.computeIfAbsent(parts[0], b -> new LinkedHashMap<>()).put(parts[1], run);
      }
    }
    return times;
  }

  // tag::series[]
  /**
   * One series on one board: a row per configuration, its positions against a reference, every
   * technique on ({@code againstAll}, the knock-outs) or the row above (the ladder).
   */
  private static String series(BoardAblation b, List<Ablation.Row> rows, boolean againstAll) {
    StringBuilder table = new StringBuilder(".").append(b.rules().name())
        .append(b.times().isEmpty() ? ": positions computed now" : ": positions computed now,"
            + " times from AblationBenchmark")
        .append("\n[cols=\"2,3,2,3,2\",options=\"header\"]\n|===\n| Configuration"
            + " | Positions visited | " + (againstAll ? "Against all" : "Against the row above")
            + " | Time per solve | Time per position\n");
    for (int i = 0; i < rows.size(); i++) {
      Ablation.Row row = rows.get(i);
      Ablation.Row reference = againstAll ? b.all() : rows.get(Math.max(0, i - 1));
      table.append("| `").append(row.configuration().label()).append("` | ")
          .append(positions(row)).append(" | ")
          .append(row == reference ? "" : change(reference, row)).append(" | ")
          .append(time(b, row)).append('\n');
    }
    return table.append("|===\n").toString();
  }
  // end::series[]

  /** Positions visited, or more than that if the budget stopped the search. */
  private static String positions(Ablation.Row row) {
    return row.evaluation().isPresent() ? Numbers.count(row.visited())
        : "> " + Numbers.count(row.visited()) + " (over the budget)";
  }

  /**
   * How the positions changed from {@code from} to {@code to}: "÷ 149" (fewer), "× 2.1" (more),
   * "same"; what cannot be said of a row over the budget is left out.
   */
  static String change(Ablation.Row from, Ablation.Row to) {
    if (to.evaluation().isEmpty()) {
      return from.evaluation().isEmpty() ? "" : "× more than " + Numbers.count(
          (double) to.visited() / from.visited()) + " (over the budget)";
    }
    if (from.evaluation().isEmpty()) {
      return "÷ more than " + factor((double) from.visited() / to.visited());
    }
    if (from.visited() == to.visited()) {
      return "same";
    }
    return from.visited() > to.visited() ? "÷ " + factor((double) from.visited() / to.visited())
        : "× " + factor((double) to.visited() / from.visited());
  }

  private static String factor(double f) {
    return f < 10 ? String.format(Locale.ROOT, "%.2f", f) : Numbers.count(Math.round(f));
  }

  /**
   * The measured time per solve and per position, or a dash; flagged when the measured run's
   * engine visited another number of positions than the code does now.
   */
  private static String time(BoardAblation b, Ablation.Row row) {
    Optional<Run> run = b.time(row.configuration());
    if (run.isEmpty()) {
      return "not measured | —";
    }
    String solve = Numbers.time(run.get().primary());
    double measured = run.get().perOperation("positions");
    if (row.evaluation().isPresent() && Math.abs(measured - row.visited()) > 0.01 * row.visited()) {
      solve += " (measured when the engine visited " + Numbers.count(measured) + ")";
    }
    return solve + " | " + Numbers.time(run.get().primary().nanosPerOp() / measured);
  }

  /**
   * One technique on every board: the ladder's step that adds it and the knock-out that drops it,
   * each as positions and, below them, the measured times.
   */
  private static String technique(Technique t, List<BoardAblation> boards) {
    StringBuilder table = new StringBuilder("[cols=\"1,4,4\",options=\"header\"]\n|===\n"
        + "| Board | Ladder: the rows above → with it | Knock-out: all → without it\n");
    int step = t.ordinal() + 1; // the ladder's row that adds t
    for (BoardAblation b : boards) {
      Ablation.Row before = b.ladder().get(step - 1);
      Ablation.Row with = b.ladder().get(step);
      Ablation.Row all = b.all();
      Ablation.Row without = b.knockOuts().get(step);
      table.append("| ").append(b.rules().name())
          .append(" | ").append(arrow(before, with)).append(" +\n")
          .append(measured(b, before)).append(" → ").append(measured(b, with))
          .append(" | ").append(arrow(all, without)).append(" +\n")
          .append(measured(b, all)).append(" → ").append(measured(b, without))
          .append('\n');
    }
    return table.append("|===\n").toString();
  }

  static String arrow(Ablation.Row from, Ablation.Row to) {
    if (from.evaluation().isEmpty() && to.evaluation().isEmpty()) {
      return "over the budget, with it and without (> " + Numbers.count(from.visited())
          + " → > " + Numbers.count(to.visited()) + ")";
    }
    return positions(from) + " → " + positions(to) + " (" + change(from, to) + ")";
  }

  private static String measured(BoardAblation b, Ablation.Row row) {
    return b.time(row.configuration()).map(r -> Numbers.time(r.primary().nanosPerOp()))
        .orElse("—");
  }

  // tag::verdicts[]
  /**
   * What the numbers say, board by board, in sentences computed from them: the idea whose
   * absence costs most, the ladder's biggest step, and every idea that costs more than it saves
   * (in positions, or in measured time beyond the error of every measurement of the solve with
   * everything on, the ablation's and the scaling benchmark's) or changes nothing.
   */
  static String verdicts(List<BoardAblation> boards) {
    StringBuilder text = new StringBuilder();
    for (BoardAblation b : boards) {
      text.append("*").append(b.rules().name()).append(".*\n\n");
      Ablation.Row all = b.all();
      Ablation.Row worst = b.knockOuts().subList(1, b.knockOuts().size()).stream()
          .max(Comparator.comparingDouble(r -> (double) r.visited() / all.visited()
              + (r.evaluation().isEmpty() ? 1e12 : 0))).orElseThrow();
      text.append("* Matters most once the others are on: `").append(name(worst))
          .append("`; without it the engine visits ").append(positions(worst))
          .append(" positions instead of ").append(Numbers.count(all.visited())).append(" (")
          .append(change(all, worst)).append(").\n");
      Optional<Ablation.Row> firstToFinish = b.ladder().stream()
          .filter(r -> r.evaluation().isPresent()).findFirst();
      if (b.ladder().get(0).evaluation().isEmpty() && firstToFinish.isPresent()) {
        text.append("* The first row of the ladder to finish within the budget: `")
            .append(firstToFinish.get().configuration().label()).append("`, ")
            .append(positions(firstToFinish.get())).append(" positions.\n");
      }
      int biggest = -1;
      double biggestCut = 1;
      for (int i = 1; i < b.ladder().size(); i++) {
        Ablation.Row from = b.ladder().get(i - 1);
        Ablation.Row to = b.ladder().get(i);
        if (from.evaluation().isPresent() && to.evaluation().isPresent()
            && (double) from.visited() / to.visited() > biggestCut) {
          biggestCut = (double) from.visited() / to.visited();
          biggest = i;
        }
      }
      if (biggest > 0) {
        text.append("* The ladder's biggest step: `").append(b.ladder().get(biggest)
            .configuration().label()).append("`, ").append(arrow(b.ladder().get(biggest - 1),
            b.ladder().get(biggest))).append(".\n");
      }
      List<String> costs = new ArrayList<>();
      for (int i = 1; i < b.ladder().size(); i++) {
        Ablation.Row from = b.ladder().get(i - 1);
        Ablation.Row to = b.ladder().get(i);
        if (from.evaluation().isPresent() && to.evaluation().isPresent()
            && to.visited() > from.visited()) {
          costs.add("adding `" + name(to) + "` to the rows above it raises the positions, "
              + arrow(from, to));
        }
      }
      List<String> nothing = new ArrayList<>();
      for (Ablation.Row without : b.knockOuts().subList(1, b.knockOuts().size())) {
        if (without.evaluation().isPresent() && without.visited() < all.visited()) {
          costs.add("without `" + name(without) + "` the engine visits fewer positions, "
              + arrow(all, without));
        } else if (without.visited() == all.visited()) {
          nothing.add("`" + name(without) + "`");
        }
        Optional<Run> faster = b.time(without.configuration());
        List<Run> withEverything = new ArrayList<>(b.allElsewhere());
        b.time(all.configuration()).ifPresent(r -> withEverything.add(0, r));
        if (faster.isPresent() && !withEverything.isEmpty() && withEverything.stream()
            .allMatch(r -> Boolean.TRUE.equals(r.primary().differsBeyondErrorFrom(
                faster.get().primary())) && faster.get().primary().nanosPerOp()
                < r.primary().nanosPerOp())) {
          costs.add("without `" + name(without) + "` the solve is faster, "
              + Numbers.time(faster.get().primary()) + " against "
              + withEverything.stream().map(r -> Numbers.time(r.primary()))
                  .collect(Collectors.joining(" and ")) + " with everything");
        }
      }
      text.append(costs.isEmpty() ? "* No idea costs more than it saves here.\n"
          : "* Costs more than it saves: " + String.join("; ", costs) + ".\n");
      if (!nothing.isEmpty()) {
        text.append("* Changes nothing once the others are on (the same positions without it): ")
            .append(String.join(", ", nothing)).append(".\n");
      }
      text.append('\n');
    }
    return text.toString();
  }
  // end::verdicts[]

  /** The technique a row adds or drops: its label without the sign. */
  private static String name(Ablation.Row row) {
    return row.configuration().label().substring(1);
  }
}
