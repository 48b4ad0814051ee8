package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.engine.TicTacToeEngine;
import dev.tictactoe.mnk.Census;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.site.Chromium;
import dev.tictactoe.site.ExplorerPage;
import dev.tictactoe.site.Site;
import dev.tictactoe.site.SiteServer;
import dev.tictactoe.solver.ColdSolve;
import dev.tictactoe.solver.Technique;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The real docs render, from the packaged jar, into pages and the explorer: every include, image
 * and link between pages resolves (the renderer fails on any that does not), and every page has
 * the same bar of links to all the others. The PDF is left out ({@code --no-pdf}): at half a minute
 * of a core it was the suite's longest step. SiteTest renders a PDF through the same converter,
 * and the main command renders the real one and holds it to {@link Site#PDF_PAGES}. The docs'
 * example answers are not judged either ({@code --no-verdicts}: over a minute of both cores, the
 * three Python game answers' 255,168 games most of it): {@code check}'s own tests judge answers
 * written the same ways, and the main command judges these and fails on a verdict that is not
 * the one its page claims.
 */
@Order(1) // the longest: it starts first (surefire orders classes by @Order, see the pom)
class SiteIT {
  private static final Path out = Path.of("target/site-it").toAbsolutePath();
  private static Cli.Result rendered;
  /** Why the pages were not opened in a browser, if they were not. */
  private static String notOpened;
  /** Every request the browser made, opening every page from file:// and over HTTP. */
  private static final List<String> asked = new ArrayList<>();
  /** The paths the loopback server was asked for. */
  private static final List<String> served =
      java.util.Collections.synchronizedList(new ArrayList<>());

  /** Renders the site from the jar, then opens every page in the browser. */
  @BeforeAll
  static void render() throws Exception {
    notOpened = Chromium.missing("SiteIT's browser check").orElse(null);
    rendered = Jar.site("--out", out.toString(), "--no-pdf", "--no-verdicts").finish();
    if (notOpened == null && rendered.status() != 0) {
      notOpened = "the render failed";
    }
    if (notOpened == null) {
      openEveryPage();
    }
  }

  /** Opens every page in Chromium, from file:// and over loopback HTTP, noting every request. */
  private static void openEveryPage() throws Exception {
    SiteServer server = Chromium.serve(out, served);
    WebDriver driver = Chromium.start();
    try {
      for (String page : pages()) {
        for (String address : List.of(out.resolve(page).toUri().toString(),
            Chromium.address(server, page))) {
          driver.get(address);
          new WebDriverWait(driver, Duration.ofSeconds(30)).until(d -> "complete".equals(
              ((JavascriptExecutor) d).executeScript("return document.readyState")));
          asked.addAll(Chromium.requests(driver));
        }
      }
    } finally {
      driver.quit();
      server.close();
    }
  }

  /** Every page of the site, the chapters and the explorer. */
  private static List<String> pages() {
    List<String> pages = new ArrayList<>();
    SiteCommand.CHAPTERS.forEach(chapter -> pages.add(chapter + ".html"));
    pages.add(ExplorerPage.FILE);
    return pages;
  }

  @Test
  void theStudySiteRendersWithEveryChapter() throws Exception {
    Cli.Result r = rendered;
    assertEquals(0, r.status(), r.out() + r.err());
    List<String> lines = r.out().lines().toList();
    assertEquals(out.resolve("index.html").toString(), lines.get(lines.size() - 1));
    for (String chapter : SiteCommand.CHAPTERS) {
      String html = Files.readString(out.resolve(chapter + ".html"));
      assertTrue(html.contains("id=\"toc\""), chapter + " has a table of contents");
      assertTrue(!html.contains("Unresolved directive"), chapter + " has no broken include");
    }
    String game = Files.readString(out.resolve("game.html"));
    assertTrue(game.contains("class=\"rouge"), "source is highlighted");
    String gameText = game.replaceAll("<[^>]+>", ""); // highlighting splits code into spans
    assertTrue(gameText.contains("rows[row] += delta;"), "the real CounterGame code is included");
    String engine = Files.readString(out.resolve("engine.html"));
    assertTrue(engine.contains("game-tree nodes with the root: 549946"),
        "the census output is captured");
    assertTrue(engine.contains("Puzzle engine, asked again"), "the node counts are included");
    // the table's numbers too, not only its header: the empty board's row, as counted now
    assertTrue(engine.replaceAll("<[^>]+>", "").contains(String.format(Locale.ROOT,
        "\n%,d\n%,d\n1\n", Census.take(Rules.ticTacToe()).nodes(),
        new TicTacToeEngine().decide(Rules.ticTacToe().emptyBoard()).visited())),
        "the node counts are included");
    String scaling = Files.readString(out.resolve("scaling.html")).replaceAll("<[^>]+>", "");
    assertTrue(scaling.contains("6,5,4 (6x5 k=4)") && scaling.contains("X wins on ply 11"),
        "the published values are computed beside the literature's");
    assertTrue(scaling.contains("6,5,4 (6x5 k=4)\nX wins\nX wins on ply 11\nyes\n"),
        "on one row: the published value, the computed one, and that they agree");
    assertTrue(scaling.contains("A single row, every n and k up to 30 cells"),
        "the solved boards are computed");
    assertSolvedBoards(scaling);
    assertTrue(scaling.contains("36,277,691,063,105 (counted)"), "the 4x4 tree is counted");
    assertTrue(!scaling.contains("*NO*") && !scaling.contains(">NO<"), "every value agrees");
    String ideas = Files.readString(out.resolve("ideas.html")).replaceAll("<[^>]+>", "");
    for (Technique t : Technique.values()) {
      assertTrue(ideas.contains(t.cliName() + ": "), "a section for " + t.cliName());
    }
    Rules fourByFour = Rules.of(4, 4, 4);
    long all = ColdSolve.of(fourByFour).visited();
    assertTrue(java.util.regex.Pattern.compile("\\ball\\s+" + String.format(Locale.ROOT, "%,d",
        all) + "\\s").matcher(ideas).find(), "the knock-outs show what the engine visits now");
    assertTrue(ideas.contains("Matters most once the others are on"), "the verdicts are computed");
    String explorer = Files.readString(out.resolve(ExplorerPage.FILE));
    assertTrue(explorer.contains("id=\"explorer-data\"") && explorer.contains("\"kkkkkkkkk 4 "),
        "the explorer has every position's data, the empty board's included");
    List<String> pages = pages();
    for (String page : pages) {
      String html = Files.readString(out.resolve(page));
      String bar = html.substring(html.indexOf("<nav class=\"site-nav\""),
          html.indexOf("</nav>") + "</nav>".length());
      for (String target : pages) {
        assertTrue(bar.contains("href=\"" + target + "\""), page + " links to " + target);
      }
      assertTrue(!bar.contains("href=\"" + Site.PDF + "\""), page + ": no link to a PDF not made");
      assertTrue(bar.contains("href=\"" + page + "\" aria-current=\"page\""), page + " is marked");
    }
    for (String chapter : List.of("index", "engine")) {
      String html = Files.readString(out.resolve(chapter + ".html"));
      assertTrue(html.split("href=\"explore.html\"", -1).length - 1 >= 2,
          chapter + " links to the explorer in its text too");
    }
  }

  @Test
  void theTableChapterShowsEveryBoardOfTheCommittedTable() throws Exception {
    assertEquals(0, rendered.status(), rendered.out() + rendered.err());
    Path table = dev.tictactoe.report.ResultFiles.newestTable(Path.of("results")).orElseThrow();
    Map<Rules, dev.tictactoe.report.TableFile.Row> rows = dev.tictactoe.report.TableFile.read(table);
    String html = Files.readString(out.resolve("table.html"));
    assertEquals(rows.size(), html.split("<tr data-m=", -1).length - 1, "a row a board");
    assertTrue(html.contains("<a href=\"explore.html#4x4k4:\">4x4 k=4</a>"),
        "a board the explorer plays links to it");
    assertTrue(html.contains(dev.tictactoe.report.ResultFiles.stem(table)), "the run is named");
    String text = html.replaceAll("<[^>]+>", "");
    assertTrue(text.contains(String.format(Locale.ROOT, "%,d boards, ", rows.size())), "summed up");
  }

  @Test
  void theInterviewPathHasBothAnswersTheirFiguresAndThePagesAgree() throws Exception {
    Cli.Result r = rendered;
    assertEquals(0, r.status(), r.out() + r.err());
    assertTrue(r.out().contains("checking the pages' figures"), "the figures were checked");
    String interview = Files.readString(out.resolve("interview.html")).replaceAll("<[^>]+>", "")
        .replaceAll("\\s+", " ");
    assertTrue(interview.contains("GRID_ORDER") && interview.contains("rows[row] += delta;"),
        "the candidate's answers to both problems, from the sources");
    Census census = Census.take(Rules.ticTacToe());
    assertTrue(interview.contains(String.format(Locale.ROOT, "%,d positions, the root included",
        census.nodes())), "the tree's size, counted");
    java.util.Map<String, String> figures = dev.tictactoe.site.FigureBook.read(
        Path.of(Site.GENERATED_DIR));
    assertEquals(String.format(Locale.ROOT, "%,d", census.games().total()),
        figures.get("games-3x3"));
    assertEquals(String.valueOf(Technique.values().length), figures.get("technique-count"));
    for (String appendix : SiteCommand.APPENDICES) {
      assertTrue(Files.readString(out.resolve(appendix + ".html")).contains("id=\"toc\""),
          appendix);
    }
  }

  /**
   * The interview page has both practice panes, the game and engine chapters one each, and no
   * other page any; the panes' files are in the site, the judge among them, compiled to
   * WebAssembly and inlined in the script that brings it with the checker's drivers.
   */
  @Test
  void thePracticePanesAreOnTheirPagesWithTheirFiles() throws Exception {
    assertEquals(0, rendered.status(), rendered.err());
    Map<String, List<String>> panes = new TreeMap<>();
    for (String chapter : SiteCommand.CHAPTERS) {
      String html = Files.readString(out.resolve(chapter + ".html"));
      java.util.regex.Matcher pane = java.util.regex.Pattern.compile(
          "<section class=\"practice\" data-problem=\"(\\w+)\"").matcher(html);
      while (pane.find()) {
        panes.computeIfAbsent(chapter, c -> new ArrayList<>()).add(pane.group(1));
      }
      assertEquals(panes.containsKey(chapter), html.contains(
          "<script src=\"practice/practice.js\"></script>"), chapter + ": the script with a pane");
    }
    assertEquals(Map.of("engine", List.of("engine"), "game", List.of("game"), "interview",
        List.of("game", "engine")), panes);
    String judge = Files.readString(out.resolve("practice/judge.js"));
    java.util.regex.Matcher wasm = java.util.regex.Pattern.compile("\"wasm\":\"([^\"]+)\"")
        .matcher(judge);
    assertTrue(wasm.find(), "the judge's module is inlined");
    byte[] module = java.util.Base64.getDecoder().decode(wasm.group(1));
    assertEquals("\0asm", new String(module, 0, 4, java.nio.charset.StandardCharsets.ISO_8859_1));
    String assigned = "self.PracticeJudge = ";
    com.fasterxml.jackson.databind.JsonNode drivers = new com.fasterxml.jackson.databind
        .ObjectMapper().readTree(judge.substring(judge.indexOf(assigned) + assigned.length(),
            judge.lastIndexOf(';'))).path("drivers");
    assertEquals(dev.tictactoe.check.Drivers.text("driver.py"), drivers.path("python").asText(),
        "the page calls Python answers through the checker's own driver");
    assertEquals(dev.tictactoe.check.Drivers.text("driver.js"),
        drivers.path("javascript").asText(), "and JavaScript ones through its other");
    assertTrue(Files.size(out.resolve("practice/pyodide/pyodide.asm.wasm")) > 1_000_000,
        "Pyodide's interpreter is in the site");
  }

  /**
   * Opened in Chromium, from {@code file://} and over loopback HTTP, no page asks another host for
   * anything: no web fonts, no scripts, no styles (the renderer would link Google's fonts if it
   * were not told not to). Every request the browser makes is read from its network log.
   */
  @Test
  void noPageAsksAnotherHostForAnything() {
    assertEquals(0, rendered.status(), rendered.err());
    assumeTrue(notOpened == null, notOpened);
    assertTrue(served.containsAll(pages().stream().map(p -> "/" + p).toList()),
        "every page was served: " + served);
    assertTrue(asked.stream().anyMatch(u -> u.endsWith(".svg")), "the charts were loaded too");
    assertTrue(served.contains("/practice/practice.js"), "the practice pane's script too");
    assertEquals(List.of(), Chromium.elsewhere(asked),
        "requests to other hosts, out of " + asked.size());
  }

  /**
   * The answers' tabs on the real pages, in Chromium: every set shows its Java first and one pane
   * at a time; choosing Python shows the Python of every set on the page, with what check says of
   * it in its tab, and the next page opens on the Python too. The hints are closed until clicked.
   */
  @Test
  void theAnswersAreTabsAndTheLanguageChosenHoldsFromPageToPage() {
    assertEquals(0, rendered.status(), rendered.err());
    assumeTrue(notOpened == null, notOpened);
    WebDriver driver = Chromium.start();
    try {
      driver.get(out.resolve("interview.html").toUri().toString());
      List<WebElement> sets = driver.findElements(By.cssSelector(".openblock.tabs"));
      assertTrue(sets.size() >= 2, "both answers are in tabs");
      for (WebElement set : sets) {
        assertEquals(List.of("Java", "Python"), set.findElements(By.cssSelector(".tab-bar button"))
            .stream().map(WebElement::getText).toList());
      }
      assertEquals(java.util.Collections.nCopies(sets.size(), "java"), shownLanguages(driver));
      WebElement hint = driver.findElement(By.cssSelector("#game-hints ~ details"));
      assertTrue(hint.getAttribute("open") == null, "a hint is closed until clicked");
      sets.get(0).findElements(By.cssSelector(".tab-bar button")).get(1).click();
      assertEquals(java.util.Collections.nCopies(sets.size(), "python"), shownLanguages(driver));
      String python = sets.get(0).findElement(By.cssSelector(".tab-pane:not([hidden])")).getText();
      assertTrue(python.contains("class TicTacToe") && python.contains("What check says"),
          "the Python answer and its verdict share a tab: " + python);
      driver.get(out.resolve("engine.html").toUri().toString());
      List<String> engine = shownLanguages(driver);
      assertTrue(engine.size() >= 2 && engine.stream().allMatch("python"::equals),
          "the next page opens on the language chosen: " + engine);
    } finally {
      driver.quit();
    }
  }

  /** The language of the one pane each set of tabs on the page shows. */
  @SuppressWarnings("unchecked")
  private static List<String> shownLanguages(WebDriver driver) {
    return (List<String>) ((JavascriptExecutor) driver).executeScript(
        "return Array.from(document.querySelectorAll('.openblock.tabs')).map(function (set) {"
        + "  var shown = set.querySelectorAll('.tab-pane:not([hidden])');"
        + "  var code = shown.length === 1 ? shown[0].querySelector('code[data-lang]') : null;"
        + "  return code ? code.getAttribute('data-lang') : shown.length + ' panes shown';"
        + "});");
  }

  /**
   * The table of boards solved up to 30 cells shows what the engine finds now: the cell of each
   * board of three rows or more up to 16 cells (the larger take seconds to solve), its value and
   * positions, and the single and double rows summed up by their values.
   */
  private static void assertSolvedBoards(String scaling) {
    Map<Integer, Map<String, Integer>> thin = new TreeMap<>();
    for (Rules rules : Rules.boardsUpTo(30)) {
      if (rules.rows() > 2 && rules.cells() > 16) {
        continue;
      }
      Evaluation solved = ColdSolve.of(rules);
      String value = Score.outcome(solved.scoreForX(), rules.cells());
      if (rules.rows() <= 2) {
        thin.computeIfAbsent(rules.rows(), rows -> new TreeMap<>()).merge(value, 1, Integer::sum);
      } else {
        assertTrue(scaling.contains(String.format(Locale.ROOT, "%s\n%,d\n", value,
            solved.visited())), rules.name() + " solved as the engine solves it");
      }
    }
    thin.forEach((rows, values) -> {
      List<String> parts = new ArrayList<>();
      values.forEach((value, boards) -> parts.add(boards + " board" + (boards == 1 ? "" : "s")
          + ": " + value));
      assertTrue(scaling.contains((rows == 1 ? "A single row" : "Two rows") + ", every n and k up"
          + " to 30 cells: " + String.join("; ", parts) + "\n"), parts::toString);
    });
  }

}
