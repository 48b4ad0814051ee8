package dev.tictactoe.report;

import dev.tictactoe.mnk.Published;
import dev.tictactoe.mnk.Rules;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The report of a table ({@link TableFile}), beside it: the run (boards, time, machine, threads,
 * table sizes, commits), its targets met or not, the ten slowest boards, how many boards each kind
 * of proof settled, the boards no published result settles and what settles the others, and a
 * picture for each k (a grid of rows by columns, each board coloured by its value, a win labelled
 * with its ply), as tagged regions the site includes.
 */
public final class TableReport {
  /**
   * The targets the table is held to: the boards up to 49 cells, each of the narrow boards (where
   * most of the time goes), and all up to 64.
   */
  static final int SMALL_CELLS = 49;
  static final double SMALL_SECONDS = 600;
  static final List<Rules> NARROW = IntStream.rangeClosed(11, 16)
      .mapToObj(columns -> Rules.of(4, columns, 4)).toList();
  static final double NARROW_SECONDS = 1_200;
  static final int ALL_CELLS = 64;
  static final double ALL_SECONDS = 7_200;

  private TableReport() {}

  /** Writes the report and its pictures beside {@code table}; returns the report's path. */
  public static Path write(Path table) {
    Map<Rules, TableFile.Row> rows = TableFile.read(table);
    String stem = ResultFiles.stem(table);
    StringBuilder doc = new StringBuilder("= Table " + stem + "\n\n");
    summary(table, rows, doc);
    targets(rows, doc);
    slowest(rows, doc);
    proofs(rows, doc);
    fresh(rows, doc);
    pictures(table, stem, rows, doc);
    Path report = reportOf(table);
    try {
      Files.writeString(report, doc);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return report;
  }

  /** Where a table's report is: {@code X.adoc} beside {@code X.csv}. */
  public static Path reportOf(Path table) {
    return table.resolveSibling(ResultFiles.stem(table) + ".adoc");
  }

  /**
   * The seconds the boards of at most {@code cells} took, summed: a table solved one board at a
   * time (the default), in one run or resumed over several, took that long.
   */
  static double finishedBy(Map<Rules, TableFile.Row> rows, int cells) {
    return rows.values().stream().filter(r -> r.rules().cells() <= cells)
        .mapToDouble(TableFile.Row::seconds).reduce(Double::sum).orElse(Double.NaN);
  }

  private static void summary(Path table, Map<Rules, TableFile.Row> rows, StringBuilder doc) {
    long solved = rows.values().stream()
        .filter(TableFile.Row::isSolved).count();
    long positions = rows.values().stream().mapToLong(TableFile.Row::positions).sum();
    EnvironmentFile env = EnvironmentFile.beside(table);
    doc.append("// tag::table-summary[]\n");
    doc.append(String.format(Locale.ROOT, "%,d boards, %,d of them solved, in %s (the boards' times"
        + " summed, one board at a time), %,d positions in all, on %s: engine %s on %s, %s.%n",
        rows.size(), solved, Numbers.time(finishedBy(rows, ALL_CELLS) * 1e9), positions,
        machines(rows.values(), env),
        rows.values().stream().map(TableFile.Row::version).distinct()
            .collect(Collectors.joining(", ")), threadsAndTables(rows.values()),
        commits(rows.values())));
    doc.append("// end::table-summary[]\n\n");
  }

  /**
   * The machines that solved the boards: "a 2-core Intel Xeon", or where rows name several CPUs,
   * each with its boards, most first: "2-core machines (1,585 boards on an AMD EPYC, 1,233 on
   * an Intel Xeon)". A row without a CPU of its own ran on the one the environment file names.
   */
  static String machines(Collection<TableFile.Row> rows, EnvironmentFile env) {
    String recorded = env.text(EnvironmentFile.CPU).orElse("machine not recorded");
    Map<String, Long> counts = rows.stream().collect(Collectors.groupingBy(
        r -> r.cpu().isEmpty() ? recorded : r.cpu(), Collectors.counting()));
    String cores = env.text(EnvironmentFile.CORES).map(c -> c + "-core ").orElse("");
    if (counts.size() <= 1) {
      return "a " + cores + counts.keySet().stream().findFirst().orElse(recorded);
    }
    return cores + "machines (" + counts.entrySet().stream()
        .sorted(Map.Entry.<String, Long>comparingByValue().reversed()
            .thenComparing(Map.Entry.comparingByKey()))
        .map(e -> String.format(Locale.ROOT, "%,d %s on %s", e.getValue(),
            e.getValue() == 1 ? "board" : "boards", e.getKey()))
        .collect(Collectors.joining(", ")) + ")";
  }

  /** "2 threads, with a table of 2^25 to 2^28 entries": what the rows were solved with. */
  static String threadsAndTables(Collection<TableFile.Row> rows) {
    SortedSet<Integer> threads = rows.stream().map(TableFile.Row::threads)
        .collect(Collectors.toCollection(TreeSet::new));
    SortedSet<Integer> tables = rows.stream().map(TableFile.Row::table)
        .collect(Collectors.toCollection(TreeSet::new));
    String t = threads.isEmpty() ? "no threads recorded" : threads.first().equals(threads.last())
        ? threads.first() + (threads.first() == 1 ? " thread" : " threads")
        : threads.first() + " to " + threads.last() + " threads";
    return t + (tables.isEmpty() ? "" : ", with a table of " + power(tables.first())
        + (tables.first().equals(tables.last()) ? "" : " to " + power(tables.last()))
        + " entries");
  }

  private static String power(int entries) {
    return Integer.bitCount(entries) == 1 ? "2^" + Integer.numberOfTrailingZeros(entries) + "^"
        : String.format(Locale.ROOT, "%,d", entries);
  }

  /**
   * Which commits solved the boards, most boards first: "1,585 boards solved at bc0c935, 1,225 at
   * a2be39d and 8 at 6 other commits (each board's row names its own)". A commit is named by its
   * first seven digits, however long the row wrote it.
   */
  static String commits(Collection<TableFile.Row> rows) {
    Map<String, Long> counts = rows.stream().collect(Collectors.groupingBy(
        r -> r.commit().substring(0, Math.min(7, r.commit().length())), Collectors.counting()));
    List<Map.Entry<String, Long>> byBoards = counts.entrySet().stream()
        .sorted(Map.Entry.<String, Long>comparingByValue().reversed()
            .thenComparing(Map.Entry.comparingByKey())).toList();
    int named = byBoards.size() <= 3 ? byBoards.size() : 2; // a long tail is counted, not listed
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < named; i++) {
      parts.add(String.format(Locale.ROOT, "%,d%s at %s", byBoards.get(i).getValue(),
          i == 0 ? (byBoards.get(i).getValue() == 1 ? " board solved" : " boards solved") : "",
          byBoards.get(i).getKey()));
    }
    if (named < byBoards.size()) {
      long rest = byBoards.subList(named, byBoards.size()).stream()
          .mapToLong(Map.Entry::getValue).sum();
      parts.add(String.format(Locale.ROOT, "%,d at %d other commits", rest,
          byBoards.size() - named));
    }
    String list = parts.size() == 1 ? parts.get(0) : String.join(", ",
        parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
    return list + (byBoards.size() > 1 ? " (each board's row names its own)" : "");
  }

  private static void targets(Map<Rules, TableFile.Row> rows, StringBuilder doc) {
    doc.append("// tag::table-targets[]\n[cols=\"5,3,1\",options=\"header\"]\n|===\n"
        + "| Target | Measured | Met?\n");
    target(rows, SMALL_CELLS, SMALL_SECONDS, "Every board of up to " + SMALL_CELLS + " cells"
        + " solved, in under 10 minutes on 2 cores", doc);
    narrow(rows, doc);
    target(rows, ALL_CELLS, ALL_SECONDS, "Every board of up to " + ALL_CELLS + " cells solved"
        + " (the complete table), in under 2 hours on 2 cores", doc);
    doc.append("|===\n// end::table-targets[]\n\n");
  }

  private static void target(Map<Rules, TableFile.Row> rows, int cells, double seconds,
      String what, StringBuilder doc) {
    long boards = Rules.boardsUpTo(cells).size();
    long solved = rows.values().stream().filter(r -> r.rules().cells() <= cells
        && r.isSolved()).count();
    double took = finishedBy(rows, cells);
    boolean met = solved == boards && took < seconds;
    doc.append("| ").append(what).append(" | ").append(String.format(Locale.ROOT,
        "%,d of %,d boards solved, in %s", solved, boards, Double.isNaN(took) ? "-"
            : Numbers.time(took * 1e9))).append(" | ").append(met ? "yes" : "*no*").append('\n');
  }

  /** Each narrow board in its 20 minutes: "3 of 6 in time: 4x11 116.7 s, ..., 4x16 6.453 hours". */
  private static void narrow(Map<Rules, TableFile.Row> rows, StringBuilder doc) {
    List<String> times = new ArrayList<>();
    int inTime = 0;
    for (Rules board : NARROW) {
      TableFile.Row row = rows.get(board);
      boolean solved = row != null && row.isSolved();
      inTime += solved && row.seconds() < NARROW_SECONDS ? 1 : 0;
      times.add(board.rows() + "x" + board.columns() + " "
          + (solved ? Numbers.time(row.seconds() * 1e9) : "not solved"));
    }
    Rules first = NARROW.get(0);
    Rules last = NARROW.get(NARROW.size() - 1);
    doc.append(String.format(Locale.ROOT, "| Each of %dx%d to %dx%d with %d in a row solved in under"
        + " 20 minutes on 2 cores | %d of %d in time: %s | %s%n", first.rows(), first.columns(),
        last.rows(), last.columns(), first.k(), inTime, NARROW.size(), String.join(", ", times),
        inTime == NARROW.size() ? "yes" : "*no*"));
  }

  private static void slowest(Map<Rules, TableFile.Row> rows, StringBuilder doc) {
    doc.append("// tag::table-slowest[]\n[cols=\"2,3,2,2,3\",options=\"header\"]\n|===\n"
        + "| Board | Value | Time | Positions | Proven by\n");
    rows.values().stream().sorted(Comparator.comparingDouble(TableFile.Row::seconds).reversed())
        .limit(10).forEach(r -> doc.append("| ").append(r.rules().name()).append(" | ")
            .append(r.outcome()).append(" | ").append(Numbers.time(r.seconds() * 1e9))
            .append(String.format(Locale.ROOT, " | %,d | ", r.positions())).append(r.proof())
            .append('\n'));
    doc.append("|===\n// end::table-slowest[]\n\n");
  }

  /** The boards no published value and no general result settles ({@link Published#known}). */
  static List<TableFile.Row> fresh(Map<Rules, TableFile.Row> rows) {
    return rows.values().stream().filter(r -> Published.known(r.rules()).isEmpty()).toList();
  }

  /**
   * The boards that are new, in a sentence ({@code table-new}), and what settles the others, in a
   * table ({@code table-settled}): the boards with a published value of their own, then each
   * general result with the boards it is the first to settle.
   */
  private static void fresh(Map<Rules, TableFile.Row> rows, StringBuilder doc) {
    List<TableFile.Row> fresh = fresh(rows);
    doc.append("// tag::table-new[]\n");
    doc.append(String.format(Locale.ROOT, "%,d of the %,d boards are settled by no published"
        + " result: no value of their own in the literature, and no general result covers them",
        fresh.size(), rows.size()));
    List<TableFile.Row> three = fresh.stream().filter(r -> r.rules().k() == 3).toList();
    if (!three.isEmpty()) {
      doc.append(String.format(Locale.ROOT, "; %,d of them with three in a row, %s", three.size(),
          outcomes(three)));
    }
    List<String> longer = fresh.stream().filter(r -> r.rules().k() > 3)
        .map(r -> r.rules().name() + ": " + r.outcome()).toList();
    doc.append(longer.isEmpty() ? ".\n" : ". With four in a row or more: " + String.join("; ",
        longer) + ".\n");
    doc.append("// end::table-new[]\n\n");
    doc.append("// tag::table-settled[]\n[cols=\"3,1,1,6\",options=\"header\"]\n|===\n"
        + "| Settled by | Value | Boards | Source\n");
    Map<String, Long> counts = rows.keySet().stream().map(Published::settledBy)
        .flatMap(Optional::stream)
        .collect(Collectors.groupingBy(name -> name, Collectors.counting()));
    doc.append(String.format(Locale.ROOT, "| a value of its own | draw or X wins | %,d | the"
        + " literature, board by board (the scaling chapter lists each with its source)%n",
        counts.getOrDefault("published", 0L)));
    for (Published.General g : Published.GENERAL) {
      long first = counts.getOrDefault(g.name(), 0L);
      long covered = rows.keySet().stream().filter(g.covers()).count();
      doc.append(String.format(Locale.ROOT, "| %s | %s | %s | %s%n", g.name(), g.value(),
          first > 0 || covered == 0 ? String.format(Locale.ROOT, "%,d", first)
              : String.format(Locale.ROOT, "none first: its %,d are settled above", covered),
          g.source()));
    }
    doc.append(String.format(Locale.ROOT, "| nothing: new | | %,d | this table%n", fresh.size()));
    doc.append("|===\n// end::table-settled[]\n\n");
  }

  /** "all won by X on ply 5 or 7", "2 draws and 3 won by X on ply 9": the rows' values. */
  private static String outcomes(List<TableFile.Row> rows) {
    long draws = rows.stream().filter(TableFile.Row::isDraw).count();
    SortedSet<Integer> plies = rows.stream().filter(TableFile.Row::isWin)
        .map(r -> r.ply().orElse(0)).collect(Collectors.toCollection(TreeSet::new));
    long wins = rows.stream().filter(TableFile.Row::isWin).count();
    String won = plies.isEmpty() ? "" : "won by X on ply " + (plies.size() == 1 ? plies.first()
        : plies.headSet(plies.last()).stream().map(String::valueOf)
            .collect(Collectors.joining(", ")) + " or " + plies.last());
    if (wins == rows.size()) {
      return "every one " + won;
    }
    return String.format(Locale.ROOT, "%,d draws%s", draws, wins == 0 ? ""
        : String.format(Locale.ROOT, " and %,d %s", wins, won));
  }

  /** How each board was proven, with the number of boards: the table page's "Proven by". */
  private static void proofs(Map<Rules, TableFile.Row> rows, StringBuilder doc) {
    Map<String, Long> counts = rows.values().stream().collect(Collectors.groupingBy(
        TableFile.Row::proof, TreeMap::new, Collectors.counting()));
    doc.append("// tag::table-proofs[]\n[cols=\"2,1\",options=\"header\"]\n|===\n"
        + "| Proven by | Boards\n");
    counts.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed())
        .forEach(e -> doc.append(String.format(Locale.ROOT, "| %s | %,d%n", e.getKey(),
            e.getValue())));
    doc.append("|===\n// end::table-proofs[]\n\n");
  }

  private static void pictures(Path table, String stem, Map<Rules, TableFile.Row> rows,
      StringBuilder doc) {
    TreeSet<Integer> ks = rows.keySet().stream().map(Rules::k)
        .collect(Collectors.toCollection(TreeSet::new));
    // past the last k with a board that is not a draw, every picture would be all grey: one
    // sentence says so instead of a picture each
    int lastPictured = rows.values().stream().filter(r -> !r.isDraw())
        .mapToInt(r -> r.rules().k()).max().orElse(ks.isEmpty() ? 0 : ks.first());
    doc.append("// tag::table-pictures[]\n");
    // a board of one or two rows stretches a picture to 64 columns: they are counted instead
    Map<String, Long> thin = rows.values().stream().filter(r -> r.rules().rows() <= 2)
        .collect(Collectors.groupingBy(r -> r.isDraw() ? "draws"
            : !r.isSolved() ? "not solved" : "wins", TreeMap::new,
            Collectors.counting()));
    if (!thin.isEmpty()) {
      doc.append("The boards of one or two rows are left out of the pictures: ")
          .append(thin.entrySet().stream().map(e -> String.format(Locale.ROOT, "%,d %s",
              e.getValue(), e.getKey())).collect(Collectors.joining(", "))).append(".\n\n");
    }
    for (int k : ks.headSet(lastPictured, true)) {
      String name = stem + "-k" + k + ".svg";
      try {
        Files.writeString(table.resolveSibling(name), picture(k, rows));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      doc.append("image::").append(name).append("[k = ").append(k).append("]\n\n"); // its own size
    }
    SortedSet<Integer> drawn = ks.tailSet(lastPictured, false);
    if (!drawn.isEmpty()) {
      long boards = rows.keySet().stream().filter(r -> r.k() > lastPictured).count();
      doc.append(String.format(Locale.ROOT, "For k = %s every board is a draw (%,d %s), so"
          + " there is no picture.%n%n", drawn.first().equals(drawn.last()) ? drawn.first()
              : drawn.first() + " to " + drawn.last(), boards, boards == 1 ? "board" : "boards"));
    }
    doc.append("// end::table-pictures[]\n");
  }

  /**
   * One k's boards of three rows or more as a grid, rows m down and columns n across (m ≤ n):
   * grey a draw, blue a win for X with its ply written in, white with a "?" a board not solved; a
   * dot marks a board no published result settles.
   */
  static String picture(int k, Map<Rules, TableFile.Row> rows) {
    Map<Integer, Map<Integer, TableFile.Row>> grid = new TreeMap<>();
    rows.values().stream().filter(r -> r.rules().k() == k && r.rules().rows() >= 3)
        .forEach(r -> grid.computeIfAbsent(r.rules().rows(), m -> new TreeMap<>())
            .put(r.rules().columns(), r));
    int maxN = grid.values().stream().flatMap(m -> m.keySet().stream()).max(Integer::compare)
        .orElse(k);
    int minN = grid.values().stream().flatMap(m -> m.keySet().stream()).min(Integer::compare)
        .orElse(k);
    int maxM = grid.keySet().stream().max(Integer::compare).orElse(3);
    int cell = 20; // px a board: three pictures and their text fit a PDF page
    int left = 30;
    int top = 30;
    int width = left + (maxN - minN + 1) * cell + 10;
    int height = top + (maxM - 2) * cell + 10;
    StringBuilder svg = new StringBuilder(String.format(Locale.ROOT,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family="
            + "\"sans-serif\" font-size=\"9\">%n<text x=\"4\" y=\"14\" font-size=\"12\">k = %d:"
            + " m rows down, n columns across</text>%n", width, height, k));
    for (int n = minN; n <= maxN; n++) {
      svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">"
          + "%d</text>%n", left + (n - minN) * cell + cell / 2, top - 6, n));
    }
    for (int m = 3; m <= maxM; m++) {
      svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%d"
          + "</text>%n", left - 6, top + (m - 3) * cell + cell / 2 + 4, m));
      for (Map.Entry<Integer, TableFile.Row> e : grid.getOrDefault(m, Map.of()).entrySet()) {
        TableFile.Row r = e.getValue();
        int x = left + (e.getKey() - minN) * cell;
        int y = top + (m - 3) * cell;
        boolean win = r.isWin();
        String fill = win ? "#4a78c2" : r.isDraw() ? "#c8c8c8" : "#ffffff";
        svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height="
            + "\"%d\" fill=\"%s\" stroke=\"#ffffff\"><title>%s: %s</title></rect>%n", x, y, cell,
            cell, fill, r.rules().name(), r.outcome()));
        String label = win ? Integer.toString(r.ply().orElse(0)) : r.isDraw() ? ""
            : "?";
        if (!label.isEmpty()) {
          svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\""
              + " fill=\"%s\">%s</text>%n", x + cell / 2, y + cell / 2 + 4, win ? "#ffffff"
                  : "#000000", label));
        }
        if (Published.known(r.rules()).isEmpty()) {
          svg.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"2\""
              + " fill=\"#d04000\"/>%n", x + cell - 5, y + 5));
        }
      }
    }
    return svg.append("</svg>\n").toString();
  }
}
