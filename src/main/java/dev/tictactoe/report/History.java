package dev.tictactoe.report;

import dev.tictactoe.text.Quote;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Each benchmark's score across many runs, oldest first: one chart and one table per benchmark
 * class, written as {@code history.adoc} with {@code history-<Class>-<group>.svg} beside it, and
 * {@code history.files}, the list of what it wrote.
 *
 * <p>Runs are told apart by profile and machine before anything is drawn. A quick run's scores
 * are high and wide next to a full run's, and another CPU, core count or OS has other caches and
 * clocks, so a line through runs of both would show a change that no commit made. Each
 * combination of profile and machine (CPU, cores and OS from the {@code .env.json} beside a
 * results file) is a group of its own, with its own charts and tables, and the report lists the
 * groups first. A run without an environment file is on an "unknown" machine, a group of its own.
 *
 * <p>Every file is read, and every problem found, before anything is written.
 */
public final class History {
  /** One results file: where it came from, and its runs that the regex selected. */
  private record Entry(Path file, String profile, String commit, String jdk,
      String machine, List<Run> runs) {
    String label(int index) {
      return "#" + index + " " + (commit.equals("unknown") && jdk.equals("unknown") ? "unknown"
          : commit + ", " + jdk);
    }
  }

  /** Runs of one profile on one machine, oldest first. */
  private record Group(String id, String profile, String machine, List<Entry> entries) {}

  private final String include;
  private final List<Group> groups;

  private History(String include, List<Group> groups) {
    this.include = include;
    this.groups = groups;
  }

  /**
   * Reads the results files (named {@code <UTC timestamp>-<profile>.json}, given in time order)
   * and the environment files beside them, keeping the benchmarks whose full name
   * ({@code package.Class.method}) the regex finds, as {@code bench --include} selects them.
   *
   * @throws ReportException naming the file, if one cannot be read; or if no benchmark matches
   */
  public static History of(List<Path> files, Pattern include) {
    Map<String, Group> groups = new LinkedHashMap<>();
    Map<String, Integer> machines = new LinkedHashMap<>();
    for (Path file : files) {
      List<Run> runs = JmhJson.read(file).stream()
          .filter(r -> include.matcher(r.benchmark()).find()).toList();
      String profile = ResultFiles.profileOf(file).orElseThrow(() ->
          new ReportException(file + ": not named <UTC timestamp>-<profile>.json"));
      EnvironmentFile env = EnvironmentFile.beside(file);
      boolean known = env.json().isPresent();
      String machine = known ? env.machine().value() : "unknown (no environment file)";
      Entry entry = new Entry(file, profile, env.shortCommit(),
          env.text(EnvironmentFile.JDK).orElse(EnvironmentFile.UNKNOWN), machine, runs);
      if (runs.isEmpty()) {
        continue;
      }
      String id = entry.profile() + "-" + (!known ? "unknown"
          : "m" + machines.computeIfAbsent(machine, k -> machines.size() + 1));
      groups.computeIfAbsent(id, k -> new Group(id, entry.profile(), machine, new ArrayList<>()))
          .entries().add(entry);
    }
    if (groups.isEmpty()) {
      throw new ReportException("no benchmark in the " + files.size() + " results file"
          + (files.size() == 1 ? "" : "s") + " matches --include "
          + Quote.of(include.pattern()));
    }
    return new History(include.pattern(), new ArrayList<>(groups.values()));
  }

  /**
   * Writes {@code history.adoc} and its charts into {@code dir}, removes the files an earlier
   * history wrote there that this one does not write again, and returns the report.
   */
  public Path write(Path dir) {
    Written written = new Written(dir);
    StringBuilder doc = new StringBuilder();
    doc.append("= Benchmark history\n\n");
    int files = groups.stream().mapToInt(g -> g.entries().size()).sum();
    doc.append("Scores across ").append(files).append(" run").append(files == 1 ? "" : "s")
        .append(", oldest first, of the benchmarks that `").append(include)
        .append("` selects. Each run is labelled by its commit and JDK, from the `.env.json`"
            + " beside it (\"unknown\" without one). Scores are means with the half-width of"
            + " their 99.9% confidence interval; \"n/a\" means JMH had too few samples to"
            + " estimate it.\n\n");
    doc.append(groups.size() == 1
        ? "All runs share one profile and one machine.\n\n"
        : "The runs fall into " + groups.size() + " groups of profile and machine. Their numbers"
            + " are not comparable (a quick run's errors are wide, another machine has other"
            + " caches and clocks), so each group has charts and tables of its own, and no chart"
            + " or table mixes two.\n\n");
    doc.append("[cols=\"1,1,4,1\",options=\"header\"]\n|===\n"
        + "| Group | Profile | Machine (CPU, cores, OS) | Runs\n");
    for (Group g : groups) {
      doc.append("| ").append(g.id()).append(" | ").append(g.profile()).append(" | ")
          .append(cell(g.machine())).append(" | ").append(g.entries().size()).append('\n');
    }
    doc.append("|===\n\n");
    for (Group g : groups) {
      group(g, written, doc);
    }
    Path report = Report.writeText(written.file(ResultFiles.HISTORY), doc);
    written.removeTheRest();
    return report;
  }

  /**
   * The files the history writes into its directory, listed in {@code history.files}. How it
   * knows what it wrote before: the next history removes the listed files it does not write again
   * (the chart of a benchmark class no longer measured, of a group that is gone), and nothing
   * else, so a directory shared with other files loses none of them. The list grows before each
   * file is written, so a history stopped half way leaves a list of all it wrote.
   */
  private static final class Written {
    private final Path dir;
    private final Set<String> before;
    private final Set<String> now = new LinkedHashSet<>();

    Written(Path dir) {
      this.dir = dir;
      Path list = dir.resolve(ResultFiles.HISTORY_FILES);
      try {
        before = Files.isRegularFile(list) ? new LinkedHashSet<>(Files.readAllLines(list)
            .stream().map(String::strip).filter(ResultFiles::isHistoryName).toList())
            : Set.of();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    /** The file to write by this name, listed first. */
    Path file(String name) {
      now.add(name);
      Set<String> all = new LinkedHashSet<>(before);
      all.addAll(now);
      list(all);
      return dir.resolve(name);
    }

    /** Removes the listed files of the last history that this one did not write. */
    void removeTheRest() {
      try {
        for (String name : before) {
          if (!now.contains(name) && !name.equals(ResultFiles.HISTORY_FILES)) {
            Files.deleteIfExists(dir.resolve(name));
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      list(now);
    }

    private void list(Set<String> names) {
      Report.writeText(dir.resolve(ResultFiles.HISTORY_FILES),
          new StringBuilder(String.join("\n", names)).append('\n'));
    }
  }

  private static void group(Group g, Written written, StringBuilder doc) {
    doc.append("== ").append(g.profile()).append(" profile on ").append(g.machine())
        .append(" (").append(g.id()).append(")\n\n");
    doc.append("[cols=\"1,3,2,3\",options=\"header\"]\n|===\n"
        + "| Run | Results file | Commit | JDK\n");
    List<String> labels = new ArrayList<>();
    for (int i = 0; i < g.entries().size(); i++) {
      Entry e = g.entries().get(i);
      labels.add(e.label(i + 1));
      doc.append("| #").append(i + 1).append(" | `").append(e.file().getFileName())
          .append("` | ").append(e.commit()).append(" | ").append(cell(e.jdk())).append('\n');
    }
    doc.append("|===\n\n");
    // Per class, per benchmark (method, parameters, mode): its score in each run, or none.
    Map<String, Map<String, Run[]>> classes = new LinkedHashMap<>();
    for (int i = 0; i < g.entries().size(); i++) {
      for (Run r : g.entries().get(i).runs()) {
        classes.computeIfAbsent(r.group(), c -> new LinkedHashMap<>())
            .computeIfAbsent(seriesName(r), s -> new Run[g.entries().size()])[i] = r;
      }
    }
    classes.forEach((group, benchmarks) -> {
      String chart = ResultFiles.historyChart(group, g.id());
      Map<String, List<double[]>> series = new LinkedHashMap<>();
      benchmarks.forEach((name, runs) -> {
        List<double[]> points = new ArrayList<>();
        for (int i = 0; i < runs.length; i++) {
          if (runs[i] != null) {
            points.add(new double[] {i + 1, runs[i].primary().nanosPerOp(),
                runs[i].primary().errorNanosPerOp()});
          }
        }
        series.put(name, points);
      });
      doc.append("=== ").append(group).append("\n\n");
      // A score a log axis cannot show (NaN, JMH's "+INF") is left off the chart; the table shows
      // it.
      if (LogScale.drawable(series).isEmpty()) {
        doc.append("No score of this class can be drawn (none is a finite time).\n\n");
      } else {
        Charts.history(group + " (" + g.profile() + ", " + g.id() + "): time per operation",
            labels, series, written.file(chart));
        doc.append("image::").append(chart).append("[").append(group)
            .append(",width=100%]\n\n");
      }
      table(benchmarks, g.entries().size(), doc);
    });
  }

  /** Benchmarks down, runs across: each cell a score with its error and unit, or a dash. */
  private static void table(Map<String, Run[]> benchmarks, int runs, StringBuilder doc) {
    doc.append("[cols=\"3").append(",2".repeat(runs)).append("\",options=\"header\"]\n|===\n")
        .append("| Benchmark");
    for (int i = 1; i <= runs; i++) {
      doc.append(" | #").append(i);
    }
    doc.append('\n');
    benchmarks.forEach((name, row) -> {
      doc.append("| ").append(cell(name));
      for (Run r : row) {
        doc.append(" | ").append(r == null ? "—"
            : r.primary().scoreWithError() + " " + r.primary().unit());
      }
      doc.append('\n');
    });
    doc.append("|===\n\n");
  }

  /** The method and its parameters; the mode too, unless it is the usual average time. */
  private static String seriesName(Run r) {
    return r.method() + (r.params().isEmpty() ? "" : " " + r.paramsText())
        + (r.mode().equals("avgt") ? "" : " (" + r.mode() + ")");
  }

  private static String cell(String text) {
    return text.replace("|", "\\|");
  }
}
