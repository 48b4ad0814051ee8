package dev.tictactoe.site;

import dev.tictactoe.mnk.Published;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.report.Numbers;
import dev.tictactoe.report.ResultFiles;
import dev.tictactoe.report.TableFile;
import dev.tictactoe.report.TableReport;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The complete table of solved boards on the site: the newest table under {@code results/}
 * ({@code table --csv}) that has its report beside it ({@code report TABLE.csv}, committed with
 * its pictures), and every board in one HTML table a reader filters by m, n, k and value, each
 * board the explorer plays linked to it there. Without one, the chapter says how to make it.
 */
public final class TableFigures {
  /**
   * The table's filter (in this package's resources): shows the rows whose m, n, k, value and
   * "new" match the inputs above the table, and how many there are.
   */
  private static final String FILTER_SCRIPT = Resources.text("table-filter.js");

  private TableFigures() {}

  /** The newest table in {@code resultsDir} with its report beside it, if there is one. */
  public static Optional<Path> newest(Path resultsDir) {
    try {
      return ResultFiles.newestTable(resultsDir)
          .filter(table -> Files.exists(TableReport.reportOf(table)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The captured texts: {@code table-all} (the filterable table, HTML only) and {@code
   * table-attributes} (the report's path, the run's name and what the boards of up to 36 cells and
   * the draws took, as the attributes the chapters that quote the table include first), both empty
   * without a table.
   */
  public static Map<String, String> all(Optional<Path> table, Path root) {
    Map<String, String> texts = new LinkedHashMap<>();
    if (table.isEmpty()) {
      texts.put("table-attributes", "");
      texts.put("table-all", "");
      return texts;
    }
    Map<String, String> attributes = new LinkedHashMap<>();
    attributes.put("table-report-file", root.relativize(TableReport.reportOf(table.get())
        .toAbsolutePath().normalize()).toString());
    attributes.put("table-run", ResultFiles.stem(table.get()));
    Map<Rules, TableFile.Row> rows = TableFile.read(table.get());
    // what the history appendix says the table took, summed from its rows
    attributes.put("table-time-36", took(rows, r -> r.rules().cells() <= 36));
    attributes.put("table-time-draws", took(rows, TableFile.Row::isDraw));
    texts.put("table-attributes", Site.attributeEntries(attributes));
    texts.put("table-all", html(rows));
    return texts;
  }

  /** The seconds the rows that pass took, summed, as a time: "81.50 s". */
  private static String took(Map<Rules, TableFile.Row> rows, Predicate<TableFile.Row> which) {
    return Numbers.time(rows.values().stream().filter(which).mapToDouble(TableFile.Row::seconds)
        .sum() * 1e9);
  }

  /**
   * A row's time: the table writes seconds to the millisecond, so below one it can only say so
   * ("0.000 s" is no time to show).
   */
  static String time(double seconds) {
    return seconds < 0.0005 ? "under 1 ms" : Numbers.time(seconds * 1e9);
  }

  /** Every board, filterable: a passthrough block of HTML with its script. */
  static String html(Map<Rules, TableFile.Row> rows) {
    StringBuilder html = new StringBuilder("++++\n<div class=\"board-filter\">"
        + "<label>m <input id=\"filter-m\" type=\"number\" min=\"1\" max=\"8\"></label> "
        + "<label>n <input id=\"filter-n\" type=\"number\" min=\"3\" max=\"64\"></label> "
        + "<label>k <input id=\"filter-k\" type=\"number\" min=\"3\" max=\"64\"></label> "
        + "<label>value <select id=\"filter-value\"><option value=\"\">any</option>"
        + "<option>draw</option><option>X wins</option><option>not solved</option></select>"
        + "</label> <label><input id=\"filter-new\" type=\"checkbox\"> new only</label> "
        + "<span id=\"filter-count\"></span></div>\n"
        + "<table id=\"all-boards\" class=\"tableblock frame-all grid-all stretch\"><thead><tr>"
        + "<th>Board</th><th>Value</th><th>Proven by</th><th>Time (the table's run)</th>"
        + "<th>Positions (the table's run)</th><th>Settled by</th></tr></thead><tbody>\n");
    for (TableFile.Row r : rows.values()) {
      Rules rules = r.rules();
      Optional<Published> known = Published.known(rules);
      String board = ExplorerPage.plays(rules)
          ? "<a href=\"explore.html#" + rules.compactName() + ":\">" + rules.name() + "</a>"
          : rules.name();
      html.append(String.format(Locale.ROOT, "<tr data-m=\"%d\" data-n=\"%d\" data-k=\"%d\""
          + " data-value=\"%s\" data-new=\"%s\"><td>%s</td><td>%s</td><td>%s</td>"
          + "<td>%s</td><td>%,d</td><td%s</td></tr>%n", rules.rows(), rules.columns(),
          rules.k(), r.value(), known.isEmpty(), board, r.outcome(),
          Resources.escapeHtml(r.proof()), time(r.seconds()), r.positions(),
          known.map(p -> " title=\"" + Resources.escapeHtml(p.source()) + "\">"
              + Resources.escapeHtml(p.value() + ": " + Published.settledBy(rules).orElseThrow()))
              .orElse(">new")));
    }
    html.append("</tbody></table>\n<script>\n").append(FILTER_SCRIPT)
        .append("</script>\n++++\n");
    return html.toString();
  }
}
