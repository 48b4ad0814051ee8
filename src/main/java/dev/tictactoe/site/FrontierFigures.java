package dev.tictactoe.site;

import dev.tictactoe.mnk.Published;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.report.Frontier;
import dev.tictactoe.report.Run;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The scaling chapter's table of the frontier: every board past 30 cells whose value is published,
 * beside what the engine proved of it in the measured run's {@code FrontierBenchmark} (one cold
 * solve each, minutes at most; too long to run whenever the site renders).
 */
public final class FrontierFigures {
  private FrontierFigures() {}

  /** {@code mnk-frontier}: the table, or a note saying the measured run has no frontier. */
  public static Map<String, String> all(Optional<MeasuredRun> measured) {
    return Map.of("mnk-frontier", measured
        .filter(m -> m.runs().stream().anyMatch(r -> r.benchmark().endsWith(BENCHMARK)))
        .map(FrontierFigures::table)
        .orElse("NOTE: The measured run has no solves of the frontier benchmark: run `bench` (the"
            + " full profile, which includes them) and render the site again.\n"));
  }

  private static final String BENCHMARK = "FrontierBenchmark.board";

  // tag::frontier-table[]
  private static String table(MeasuredRun measured) {
    List<Run> frontier = measured.runs().stream().filter(r -> r.benchmark().endsWith(BENCHMARK))
        .toList();
    StringBuilder table = new StringBuilder("Times and positions from the measured run, ")
        .append(measured.stem()).append(" (`FrontierBenchmark`: one cold solve per board in a"
            + " fresh JVM, stopped at its `limitSeconds`)").append(threads(frontier))
        .append(":\n\n[cols=\"2,2,4,3,2,2\",options=\"header\"]\n|===\n"
            + "| Board | Published | Source | Ours, cold | Time | Positions visited\n");
    for (Published p : Published.VALUES) {
      if (p.rules().cells() <= Frontier.CELLS) {
        continue;
      }
      Optional<Run> run = Frontier.board(measured.runs(), p.rules());
      table.append("| ").append(p.rules().name()).append(" | ").append(p.value())
          .append(" | ").append(p.source()).append(" | ");
      if (run.isEmpty()) {
        table.append("not measured in this run | | \n");
        continue;
      }
      Optional<String> ours = Frontier.outcome(run.get());
      table.append(ours.map(v -> p.agrees(v) ? v : "*" + v + "* (disagrees)")
              .orElse("not solved: stopped" + Frontier.provenPart(run.get())))
          .append(String.format(Locale.ROOT, " | %.2f s | %,d%n", Frontier.seconds(run.get()),
              Frontier.positions(run.get())));
    }
    table.append("|===\n\n");
    Frontier.table(measured.runs(), 36).ifPresent(r -> table.append(String.format(Locale.ROOT,
        "`table --max-cells 36` (%d boards) in the same run, on the same threads: %s in %.1f s.%n",
        Rules.boardsUpTo(36).size(), r.counted("solved") == 1 ? "every board solved"
            : "stopped after " + (long) r.counted("boards") + " boards", Frontier.seconds(r))));
    return table.toString();
  }

  /** On how many threads the frontier's engine solved: its runs' {@code threads} parameter. */
  private static String threads(List<Run> runs) {
    List<String> counts = runs.stream().map(r -> r.params().getOrDefault("threads", "1"))
        .distinct().toList();
    return counts.equals(List.of("2")) ? ", the engine on two threads (`ParallelEngine`: a second"
        + " engine joins each query past a million positions, sharing the table)"
        : counts.equals(List.of("1")) ? ", the engine on one thread" : "";
  }
  // end::frontier-table[]
}
