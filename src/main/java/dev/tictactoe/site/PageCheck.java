package dev.tictactoe.site;

import dev.tictactoe.mnk.Rules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;

/**
 * The site's check of its own pages, run on the rendered pages before the PDF: a page that
 * states a figure the code, the engines or the measured run contradict, two pages that state
 * different values for one quantity, or code that Asciidoctor's typography changed, fail the
 * render. Seven rules:
 *
 * <ol>
 *   <li><b>Counts of the code's own things</b> ("nineteen ideas", "7 speed targets", "two
 *       orders") agree on every page, and with the code where it knows them: the techniques and
 *       the targets ({@code technique-count}, {@code target-count} in the {@link FigureBook}).
 *   <li><b>Figures in prose</b>, a count of 100 or more positions, games, nodes, boards or cases,
 *       or a time in ns, µs, ms or s, are figures the site computed: each must appear in the
 *       {@link FigureBook}, which holds what the code, the engines and the measured run say. A
 *       typed figure ("about 1,500 positions") is found there only by chance.
 *   <li><b>One source per figure</b>: a board's time or positions, wherever a table quotes them
 *       (a row per board, or a row {@code all} under a caption naming the board) and wherever the
 *       explorer shows them ({@code explorer-positions-...} in the book, what its engine counts
 *       for the same question), have one value, unless each value says which measurement it is:
 *       a benchmark ({@code AblationBenchmark}), the table's run, or computed now, named in the
 *       table's caption or headings or in the text just before it. Two values under one label, or
 *       any unlabelled value beside another, fail.
 *   <li><b>Comparisons hold</b>: a clause that calls one time faster or slower than others
 *       ("faster, 87.78 ms against 119.2 ms") agrees with its figures, and with every other
 *       measurement of the quantity it compares against that a page quotes; a clause that calls a
 *       run's times high, low, faster or slower states the figures it compares.
 *   <li><b>The latest report names its machine</b>, and where that is not the measured run's
 *       machine ({@code latest-machine} and {@code times-machine} in the book), its introduction
 *       compares nothing with the measured run.
 *   <li><b>A bound in words holds</b>: "everything up to 36 cells took under a minute" fails
 *       where a page gives a larger time for the same boards (up to the same cells, or the same
 *       board); a target's own row, met or not, and a clause that names a commit are left alone.
 *   <li><b>Typography</b>: no double arrow anywhere (Asciidoctor turns {@code <=} and {@code =>}
 *       into ⇐ and ⇒; the pages mean ≤, or code), and no ellipsis, dash or arrow inside an
 *       inline code span, which must read as typed ({@code ...} is three dots of a board row);
 *       listing blocks are verbatim already.
 * </ol>
 *
 * <p>Rule 2 leaves alone what is the measured run's own text (blocks with the role
 * {@value #MEASURED}, the report's tables and sentences included there), code, and the pages whose
 * figures are dated facts about past commits (the history appendix); the other rules read them
 * too. The benchmarking chapter's latest report is a source of its own (it may be a quick smoke
 * run), read by rule 5 alone.
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
  /** A row of the ablation's tables, under a caption naming the board: "all", "-pairing". */
  private static final Pattern CONFIGURATION = Pattern.compile("all|none|[+-][a-z-]+");
  /** A time with its unit, as the pages write one: "79.01 ± 1.99 ms", "1,006 s", "6.45 hours". */
  private static final Pattern TIME = Pattern.compile("(?<![\\d.,])(\\d{1,3}(?:,\\d{3})+|\\d+)"
      + "(\\.\\d+)?(?:\\s*±\\s*[\\d.,]+)?\\s*(ns|µs|us|ms|s|seconds?|minutes?|hours?|days?)\\b");
  /** What says which measurement a figure is: a benchmark, the table's run, or the render's. */
  private static final Pattern LABEL = Pattern.compile("\\b[A-Z][A-Za-z]*Benchmark\\b"
      + "|\\bthe table['’]s (?:own )?run\\b|\\bcomputed (?:now|when this page)");
  /** Words that compare times: the clause must bear them out. */
  private static final Pattern FASTER = Pattern.compile("\\b(faster|quicker|lower)\\b");
  private static final Pattern SLOWER = Pattern.compile("\\b(slower|higher)\\b");
  /** What a ranked time is ranked against: the times after these words. */
  private static final Pattern RANKED_AGAINST = Pattern.compile("\\b(against|than)\\b");
  /** A comparison of runs: a word that ranks times, in a clause about a run. */
  private static final Pattern RANKS =
      Pattern.compile("\\b(high|low|higher|lower|faster|slower)\\b");
  private static final Pattern RUN = Pattern.compile("\\b(quick|smoke|full|measured)\\s+runs?\\b");
  /** A bound in words: "under a minute", "in less than 10 minutes". */
  private static final Pattern BOUND = Pattern.compile("\\b(?:under|within|less than)\\s+"
      + "(a|an|one|half an?|\\d+(?:\\.\\d+)?|two|three|four|five|six|seven|eight|nine|ten)\\s+"
      + "(second|minute|hour|day)s?\\b");
  /** What a bound or a time is about: the boards up to some cells, or one board. */
  private static final Pattern ABOUT =
      Pattern.compile("\\bup to (\\d+) cells\\b|\\b(\\d+x\\d+ k=\\d+)\\b");
  /** A commit, which makes a clause a dated fact. */
  private static final Pattern COMMIT = Pattern.compile("\\b[0-9a-f]{7,12}\\b");

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
    List<Quote> quotes = new ArrayList<>(explorerQuotes());
    Map<String, List<String>> clauses = new LinkedHashMap<>(); // page -> its prose's clauses
    Map<String, List<String>> rows = new LinkedHashMap<>(); // page -> its tables' rows, as text
    pages.forEach((page, html) -> {
      Document doc = Jsoup.parse(html);
      checkTypography(page, doc, problems);
      // the site's machinery, written by code: the bar of links, the practice panes
      doc.select("script, style, nav, pre, section.practice").remove();
      // the latest report may be a quick smoke run, a source of its own, said so on its page
      Elements latest = doc.select("div.sect1:has(> h2#" + LATEST_REPORT + ")");
      latest.forEach(section -> checkLatestReport(page, section, problems));
      latest.remove();
      readQuotes(page, doc, quotes);
      doc.select("code, kbd").remove();
      readCounts(page, doc.body().text(), counts);
      rows.put(page, doc.select("tr").eachText());
      Document prose = doc.clone();
      prose.select("table").remove();
      clauses.put(page, clauses(prose.body().text()));
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
    checkQuotes(quotes, problems);
    clauses.forEach((page, texts) -> checkComparisons(page, texts, quotes, problems));
    checkBounds(clauses, rows, problems);
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

  /**
   * What Asciidoctor's replacements make of {@code <=}, {@code =>}, {@code ...}, {@code --}, ...
   */
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

  // --- rule 3: one source per figure ---

  /**
   * A board's figure as a page states it: the board and the configuration ({@code all} for every
   * technique), the quantity ({@code time}, {@code positions}, or plain minimax's), its value (a
   * time in ns, or a count), as shown, where, and which measurement it says it is ("" for none).
   */
  record Quote(String board, String configuration, String quantity, double value, String shown,
      String page, String label) {
    String key() {
      return board + (configuration.equals("all") ? "" : " " + configuration) + ": "
          + quantity;
    }

    boolean sameValue(Quote other) {
      return Math.abs(value - other.value) <= 0.005 * Math.max(Math.abs(value),
          Math.abs(other.value));
    }

    String where() {
      return page + " (" + shown + (label.isEmpty() ? "" : ", " + label) + ")";
    }
  }

  /** The boards' times and positions that the page's tables quote. */
  private static void readQuotes(String page, Document doc, List<Quote> quotes) {
    for (Element table : doc.select("table")) {
      List<String> headings = table.select("thead tr").isEmpty() ? List.of()
          : table.select("thead tr").first().select("th").stream().map(Element::text).toList();
      Element caption = table.selectFirst("caption");
      Matcher named = BOARD.matcher(caption == null ? "" : caption.text());
      String captionBoard = named.find() ? named.group(1) : null;
      String label = labelOf(table);
      for (Element row : table.select("tbody tr")) {
        // every cell, the empty ones too (eachText() leaves those out, and the columns with them)
        List<String> texts = row.select("td").stream().map(Element::text).toList();
        if (texts.isEmpty() || texts.size() != headings.size()) {
          continue;
        }
        Matcher board = BOARD.matcher(texts.get(0));
        String name;
        String configuration;
        if (board.find()) {
          name = board.group(1);
          configuration = "all";
        } else if (captionBoard != null && CONFIGURATION.matcher(texts.get(0)).matches()) {
          name = captionBoard;
          configuration = texts.get(0);
        } else {
          continue;
        }
        for (int i = 1; i < texts.size(); i++) {
          String quantity = quantity(headings.get(i));
          if (quantity == null) {
            continue;
          }
          String cell = texts.get(i);
          OptionalDouble value = quantity.endsWith("time") ? nanos(cell) : count(cell);
          if (value.isPresent()) {
            quotes.add(new Quote(name, configuration, quantity, value.getAsDouble(), cell, page,
                label));
          }
        }
      }
    }
  }

  /** The quantity a column holds, from its heading: a time or positions, the strong engine's. */
  private static String quantity(String heading) {
    String h = heading.toLowerCase(Locale.ROOT);
    if (h.contains("per position")) {
      return null;
    }
    String engine = h.contains("minimax") ? "plain minimax's " : "";
    return h.contains("time") ? engine + "time" : h.contains("positions") ? engine + "positions"
        : null;
  }

  /** A cell's time in ns, if it states one time and no more ("under 1 ms" or "≈ ..." do not). */
  static OptionalDouble nanos(String cell) {
    Matcher m = TIME.matcher(cell);
    if (cell.contains("≈") || cell.contains("under") || !m.find()) {
      return OptionalDouble.empty();
    }
    return OptionalDouble.of(nanosOf(m));
  }

  private static double nanosOf(Matcher time) {
    double number = Double.parseDouble(time.group(1).replace(",", "")
        + (time.group(2) == null ? "" : time.group(2)));
    String unit = time.group(3);
    double scale = switch (unit) {
      case "ns" -> 1;
      case "µs", "us" -> 1e3;
      case "ms" -> 1e6;
      case "s", "second", "seconds" -> 1e9;
      case "minute", "minutes" -> 60e9;
      case "hour", "hours" -> 3600e9;
      default -> 86400e9; // days
    };
    return number * scale;
  }

  /**
   * A cell that is a count and nothing else, or an estimate of one ("163,368", "≈ 282,975,262";
   * not "> 2,031,616 (over the budget)", nor a power of ten).
   */
  private static OptionalDouble count(String cell) {
    String number = cell.startsWith("≈ ") ? cell.substring(2) : cell;
    return number.matches("\\d{1,3}(,\\d{3})*|\\d+") ? OptionalDouble.of(Double.parseDouble(
        number.replace(",", ""))) : OptionalDouble.empty();
  }

  /**
   * Which measurement a table says it is: a label in its caption or headings, or in the text
   * just before it in its section (up to three blocks back, not past a heading or another
   * table); "" if none.
   */
  private static String labelOf(Element table) {
    StringBuilder text = new StringBuilder();
    Element caption = table.selectFirst("caption");
    if (caption != null) {
      text.append(caption.text()).append(' ');
    }
    text.append(String.join(" ", table.select("thead th").eachText())).append(' ');
    Element at = table;
    for (int blocks = 0; blocks < 3 && at != null; blocks++) {
      Element before = at.previousElementSibling();
      while (before == null && at.parent() != null && !isSection(at.parent())) {
        at = at.parent();
        before = at.previousElementSibling();
      }
      if (before == null || isSection(before) || before.is("h1, h2, h3, h4, h5, h6")
          || !before.select("table").isEmpty()) {
        break;
      }
      text.append(before.text()).append(' ');
      at = before;
    }
    Matcher m = LABEL.matcher(text);
    return m.find() ? m.group().replace('’', '\'').replace("table's own run", "table's run")
        .replace("computed when this page", "computed now") : "";
  }

  private static boolean isSection(Element e) {
    return e.nameIs("body")
        || e.classNames().stream().anyMatch(c -> c.matches("sect\\d|sectionbody"));
  }

  /**
   * What the explorer shows for a board's value, as the book holds it ({@code
   * explorer-positions-4x4k4}, {@code explorer-positions-4x4k4-minus-pairing}): quotes of the
   * explorer's own, with no label, since it answers the pages' own question.
   */
  private List<Quote> explorerQuotes() {
    List<Quote> quotes = new ArrayList<>();
    Pattern name =
        Pattern.compile("explorer-positions-(\\d+x\\d+k\\d+)(?:-(minus|plus)-([a-z-]+))?");
    figures.forEach((figure, value) -> {
      Matcher m = name.matcher(figure);
      OptionalDouble count = count(value);
      if (m.matches() && count.isPresent()) {
        String configuration = m.group(2) == null ? "all"
            : (m.group(2).equals("minus") ? "-" : "+") + m.group(3);
        quotes.add(new Quote(Rules.ofCompactName(m.group(1)).name(), configuration, "positions",
            count.getAsDouble(), value, "explore", ""));
      }
    });
    return quotes;
  }

  /**
   * Each quantity's quotes: one value, or values that each say which measurement they are, one
   * value to a label.
   */
  private static void checkQuotes(List<Quote> quotes, List<String> problems) {
    Map<String, List<Quote>> byKey = new TreeMap<>();
    quotes.forEach(q -> byKey.computeIfAbsent(q.key(), k -> new ArrayList<>()).add(q));
    byKey.forEach((key, list) -> {
      List<Quote> distinct = new ArrayList<>();
      for (Quote q : list) {
        if (distinct.stream().noneMatch(q::sameValue)) {
          distinct.add(q);
        }
      }
      if (distinct.size() < 2) {
        return;
      }
      for (Quote q : list) {
        Optional<Quote> other = list.stream().filter(o -> !o.sameValue(q)
            && (q.label().isEmpty() || o.label().equals(q.label()))).findFirst();
        if (other.isPresent()) {
          problems.add(key + " is " + q.where() + " but " + other.get().where() + (q.label()
              .isEmpty() ? ", and the first does not say which measurement it is"
              : ", two values of one measurement"));
          return;
        }
      }
    });
  }

  // --- rule 4: comparisons hold ---

  /** The text's clauses: split at each sentence's end and each semicolon. */
  private static List<String> clauses(String text) {
    return Arrays.stream(text.split("(?<=[.;!?])\\s+(?=[A-Z*(\"“a-z])|;\\s+")).map(String::strip)
        .filter(c -> !c.isEmpty()).toList();
  }

  /**
   * A clause that ranks one time against others states them in that order ("faster, A against
   * B"): the ranking must hold, against each figure it names and against every other
   * measurement of a quantity one of them is; a clause that ranks a run's times must state some.
   */
  private static void checkComparisons(String page, List<String> clauses, List<Quote> quotes,
      List<String> problems) {
    for (String clause : clauses) {
      if (RANKS.matcher(clause).find() && RUN.matcher(clause).find()
          && !clause.matches("(?s).*\\d.*")) {
        problems.add(page + " ranks a run's times with no figure to show it: \"" + brief(clause)
            + "\"");
        continue;
      }
      boolean faster = FASTER.matcher(clause).find();
      if (faster == SLOWER.matcher(clause).find()) {
        continue; // no ranking, or both ways: nothing to hold it to
      }
      // the subject is the first time; what it is ranked against, the times after "against" or
      // "than" (a clause that names times without saying which it ranks is not checked)
      Matcher subject = TIME.matcher(clause);
      Matcher marker = RANKED_AGAINST.matcher(clause);
      if (!subject.find() || !marker.find(subject.end())) {
        continue;
      }
      double mine = nanosOf(subject);
      Matcher against = TIME.matcher(clause).region(marker.end(), clause.length());
      while (against.find()) {
        double other = nanosOf(against);
        // every measurement a page quotes of the quantity this figure is one of
        List<Quote> measurements = quotes.stream().filter(q -> q.quantity().equals("time")
                && Math.abs(q.value() - other) <= 0.005 * other)
            .flatMap(q -> quotes.stream().filter(o -> o.key().equals(q.key()))).toList();
        Optional<String> broken = (faster ? mine >= other : mine <= other)
            ? Optional.of(against.group())
            : measurements.stream().filter(q -> faster ? mine >= q.value() : mine <= q.value())
                .findFirst().map(Quote::where);
        if (broken.isPresent()) {
          problems.add(page + " says \"" + brief(clause) + "\", but " + subject.group() + " is not "
              + (faster ? "below " : "above ") + broken.get());
          break;
        }
      }
    }
  }

  private static String brief(String clause) {
    return clause.length() > 120 ? clause.substring(0, 117) + "..." : clause;
  }

  // --- rule 5: the latest report names its machine ---

  /**
   * The latest report's introduction (its section's text before the report's own sections) names
   * the machine it was made on; where that is not the measured run's, it ranks nothing.
   */
  private void checkLatestReport(String page, Element section, List<String> problems) {
    String machine = figures.get("latest-machine");
    if (machine == null) {
      return;
    }
    Element copy = section.clone();
    copy.select("div.sect2, div.sect3, table, .imageblock").remove();
    String intro = copy.text();
    if (!intro.contains(typographic(machine))) {
      problems.add(page + "'s latest report does not say which machine it was made on ("
          + machine + ")");
    }
    Matcher ranks = RANKS.matcher(intro);
    if (!machine.equals(figures.get("times-machine")) && ranks.find()) {
      problems.add(page + "'s latest report was made on another machine than the measured run's,"
          + " but its introduction calls something " + ranks.group() + ": \"" + brief(clauses(intro)
              .stream().filter(c -> RANKS.matcher(c).find()).findFirst().orElse(intro)) + "\"");
    }
  }

  /** The text as Asciidoctor shows it: (R), (C) and (TM) become their signs. */
  private static String typographic(String text) {
    return text.replace("(R)", "®").replace("(C)", "©").replace("(TM)", "™");
  }

  // --- rule 6: a bound in words holds ---

  /**
   * Every clause that bounds the time of some boards in words ("up to 36 cells took under a
   * minute") holds against every time any page gives for the same boards, in prose or in a
   * table's row; a target's row, and a clause that names a commit, are no such claim.
   */
  private static void checkBounds(Map<String, List<String>> clauses,
      Map<String, List<String>> rows, List<String> problems) {
    Map<String, List<String>> times = new TreeMap<>(); // what -> "page: the text with a time"
    clauses.forEach((page, texts) -> texts.forEach(t -> timesAbout(page, t, times)));
    rows.forEach((page, texts) -> texts.forEach(t -> timesAbout(page, t, times)));
    clauses.forEach((page, texts) -> {
      for (String clause : texts) {
        Matcher bound = BOUND.matcher(clause);
        Matcher about = ABOUT.matcher(clause);
        if (!bound.find() || !about.find() || COMMIT.matcher(clause).find()) {
          continue;
        }
        double limit = boundNanos(bound);
        for (String figure : times.getOrDefault(about.group(), List.of())) {
          Matcher time = TIME.matcher(figure.substring(figure.indexOf(": ") + 2));
          while (time.find()) {
            if (nanosOf(time) > limit) {
              problems.add(page + " says \"" + brief(clause) + "\", but " + figure.substring(0,
                  figure.indexOf(": ")) + " gives " + time.group() + " for " + about.group());
              return;
            }
          }
        }
      }
    });
  }

  /** The times a text gives, by what they are about; a target's bound is not one of them. */
  private static void timesAbout(String page, String text, Map<String, List<String>> times) {
    Matcher about = ABOUT.matcher(text);
    if (!about.find()) {
      return;
    }
    String figures = BOUND.matcher(text).replaceAll("");
    if (TIME.matcher(figures).find()) {
      times.computeIfAbsent(about.group(), a -> new ArrayList<>()).add(page + ": " + figures);
    }
  }

  private static double boundNanos(Matcher bound) {
    String amount = bound.group(1);
    double n = switch (amount) {
      case "a", "an", "one" -> 1;
      case "half a", "half an" -> 0.5;
      default -> amount.matches("[\\d.]+") ? Double.parseDouble(amount)
          : CodeFigures.numberOf(amount);
    };
    return n * switch (bound.group(2)) {
      case "second" -> 1e9;
      case "minute" -> 60e9;
      case "hour" -> 3600e9;
      default -> 86400e9;
    };
  }
}
