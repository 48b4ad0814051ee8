package dev.tictactoe.site;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * The site's check of its own pages, run on the rendered pages before the PDF: a page that
 * states a figure the code, the engines or the measured run contradict, two pages that state
 * different values for one quantity, or code that Asciidoctor's typography changed, fail the
 * render. Four rules:
 *
 * <ol>
 *   <li><b>Counts of the code's own things</b> ("nineteen ideas", "7 speed targets", "two
 *       orders") agree on every page, and with the code where it knows them: the techniques and
 *       the targets ({@code technique-count}, {@code target-count} in the {@link FigureBook}).
 *   <li><b>Figures in prose</b>, a count of 100 or more positions, games, nodes, boards or cases,
 *       or a time in ns, µs, ms or s, are figures the site computed: each must appear in the
 *       {@link FigureBook}, which holds what the code, the engines and the measured run say. A
 *       typed figure ("about 1,500 positions") is found there only by chance.
 *   <li><b>Tables</b>: a column headed with positions holds one value per board, whichever table
 *       and page it is in.
 *   <li><b>Typography</b>: no double arrow anywhere (Asciidoctor turns {@code <=} and {@code =>}
 *       into ⇐ and ⇒; the pages mean ≤, or code), and no ellipsis, dash or arrow inside an
 *       inline code span, which must read as typed ({@code ...} is three dots of a board row);
 *       listing blocks are verbatim already.
 * </ol>
 *
 * <p>Rule 2 leaves alone what is the measured run's own text (blocks with the role
 * {@value #MEASURED}, the report's tables and sentences included there), code, and the pages whose
 * figures are dated facts about past commits (the history appendix); rule 1 reads them too.
 */
public final class PageCheck {
  /** The role of a block whose text is the measured run's report, included as it is. */
  public static final String MEASURED = "measured";

  private static final String NUMBER = "(\\d+|" + String.join("|", CodeFigures.numberWords())
      + ")";
  /** A count of the code's own things, by the word for it. */
  private static final Pattern COUNT = Pattern.compile("(?i)\\b" + NUMBER
      + "\\s+(?:different\\s+|switchable\\s+|search\\s+|speed\\s+)?(ideas|techniques|targets|"
      + "orders)\\b");
  /** A count in prose: 100 or more of positions, games, nodes, boards or cases. */
  private static final Pattern PROSE_COUNT = Pattern.compile(
      "(?<![\\d.,])(\\d{1,3}(?:,\\d{3})+|\\d{3,})(\\s+(?:million|billion))?\\s+"
          + "(?:[a-z-]+\\s+)?(positions|games|nodes|boards|cases)\\b");
  /** A time in prose. */
  private static final Pattern PROSE_TIME = Pattern.compile(
      "(?<![\\d.,])(\\d+(?:[.,]\\d+)*)\\s+(ns|µs|us|ms|s)\\b");
  /** A board, as a table's first cell names it: "4x4 k=4", or "6,5,4 (6x5 k=4)". */
  private static final Pattern BOARD = Pattern.compile("\\b(\\d+x\\d+ k=\\d+)\\b");

  /** The id of the benchmarking chapter's section that shows the newest report whole. */
  static final String LATEST_REPORT = "latest-report";

  private final Map<String, String> figures;
  private final Set<String> datedPages;

  /**
   * A check against these figures; {@code datedPages} are pages (by name, without
   * {@code .html}) whose figures are dated facts, left out of rule 2.
   */
  public PageCheck(Map<String, String> figures, Set<String> datedPages) {
    this.figures = Map.copyOf(figures);
    this.datedPages = Set.copyOf(datedPages);
  }

  /**
   * Every problem found, one line each, naming the page and what it says.
   *
   * @param pages the rendered HTML, by page name
   */
  public List<String> problems(Map<String, String> pages) {
    List<String> problems = new ArrayList<>();
    Map<String, Map<String, String>> counts = new TreeMap<>(); // quantity -> value -> where
    Map<String, Map<String, String>> cells = new TreeMap<>(); // heading @ board -> value -> where
    pages.forEach((page, html) -> {
      Document doc = Jsoup.parse(html);
      checkTypography(page, doc, problems);
      // the site's machinery, written by code: the bar of links, the practice panes
      doc.select("pre, code, kbd, script, style, nav, section.practice").remove();
      // the latest report may be a quick smoke run, a source of its own, said so on its page
      doc.select("div.sect1:has(> h2#" + LATEST_REPORT + ")").remove();
      readCounts(page, doc.body().text(), counts);
      readTables(page, doc, cells);
      if (!datedPages.contains(page)) {
        doc.select("." + MEASURED).remove();
        doc.select("table").remove();
        checkProse(page, doc, problems);
      }
    });
    counts.forEach((quantity, values) -> {
      String known = figures.get(quantity.equals("ideas") ? "technique-count"
          : quantity.equals("targets") ? "target-count" : "");
      if (values.size() > 1) {
        problems.add("the count of " + quantity + " differs between pages: " + values);
      } else if (known != null && !values.containsKey(known)) {
        problems.add("the count of " + quantity + " is " + known + " in the code, but "
            + values);
      }
    });
    cells.forEach((key, values) -> {
      if (values.size() > 1) {
        problems.add("the tables give " + key + " different values: " + values);
      }
    });
    return problems;
  }

  /**
   * Renders nothing: fails with the problems, the first ones in full.
   *
   * @throws SiteException naming the problems, if there are any
   */
  public void check(Map<String, String> pages) {
    List<String> problems = problems(pages);
    if (!problems.isEmpty()) {
      throw new SiteException("the pages' figures disagree: " + String.join("; ",
          problems.subList(0, Math.min(3, problems.size())))
          + (problems.size() > 3 ? " (and " + (problems.size() - 3) + " more)" : ""));
    }
  }

  /** What Asciidoctor's replacements make of {@code <=}, {@code =>}, {@code ...}, {@code --}, ... */
  private static final String REPLACED = "⇐⇒…—→←";

  private static void checkTypography(String page, Document doc, List<String> problems) {
    for (char c : "⇐⇒".toCharArray()) {
      if (doc.body().text().indexOf(c) >= 0) {
        problems.add(page + " has a " + c + " where the source meant ≤, ≥ or code");
      }
    }
    for (Element code : doc.select("code")) {
      if (code.parents().stream().anyMatch(parent -> parent.nameIs("pre"))) {
        continue; // a listing block is shown verbatim: what is in it was typed in the source
      }
      String text = code.text();
      for (char c : REPLACED.toCharArray()) {
        if (text.indexOf(c) >= 0) {
          problems.add(page + " shows code with a typographic " + c + ": \""
              + (text.length() > 40 ? text.substring(0, 40) + "..." : text) + "\"");
          break;
        }
      }
    }
  }

  private static void readCounts(String page, String text,
      Map<String, Map<String, String>> counts) {
    Matcher m = COUNT.matcher(text);
    while (m.find()) {
      String noun = m.group(2).toLowerCase(Locale.ROOT);
      String quantity = noun.equals("techniques") ? "ideas" : noun;
      int n = CodeFigures.numberOf(m.group(1));
      counts.computeIfAbsent(quantity, q -> new TreeMap<>())
          .putIfAbsent(Integer.toString(n), page + " (\"" + m.group() + "\")");
    }
  }

  private static void readTables(String page, Document doc,
      Map<String, Map<String, String>> cells) {
    for (Element table : doc.select("table")) {
      List<String> headings = table.select("thead tr").isEmpty() ? List.of()
          : table.select("thead tr").first().select("th").eachText();
      for (Element row : table.select("tbody tr")) {
        List<String> texts = row.select("td").eachText();
        if (texts.isEmpty() || texts.size() != headings.size()) {
          continue;
        }
        Matcher board = BOARD.matcher(texts.get(0));
        if (!board.find()) {
          continue;
        }
        for (int i = 1; i < texts.size(); i++) {
          if (headings.get(i).toLowerCase(Locale.ROOT).contains("positions")) {
            cells.computeIfAbsent("\"" + headings.get(i) + "\" of " + board.group(1),
                k -> new LinkedHashMap<>()).putIfAbsent(texts.get(i), page);
          }
        }
      }
    }
  }

  private void checkProse(String page, Document doc, List<String> problems) {
    String text = doc.body().text();
    Matcher count = PROSE_COUNT.matcher(text);
    while (count.find()) {
      String number = count.group(1) + (count.group(2) == null ? "" : count.group(2));
      if (!computed(number)) {
        problems.add(page + " states \"" + count.group() + "\", which is no figure the site"
            + " computed");
      }
    }
    Matcher time = PROSE_TIME.matcher(text);
    while (time.find()) {
      if (!computed(time.group(1) + " " + time.group(2))) {
        problems.add(page + " states \"" + time.group() + "\", which is no time of the measured"
            + " run");
      }
    }
  }

  /** Whether some figure's value holds {@code text}, not as part of a longer number. */
  private boolean computed(String text) {
    Pattern whole = Pattern.compile("(?<![\\d.,])" + Pattern.quote(text) + "(?![\\d])");
    return figures.values().stream().anyMatch(v -> whole.matcher(v).find());
  }
}
