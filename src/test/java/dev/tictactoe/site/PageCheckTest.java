package dev.tictactoe.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The site's check of its own pages, on pages written here: each kind of contradiction the
 * issue found on the old site is caught, and what is right passes.
 */
class PageCheckTest {
  private static final Map<String, String> FIGURES = Map.of("technique-count", "19",
      "target-count", "23", "positions-4x4k4", "19", "positions-5x5k4", "163,368",
      "time-counters-n10", "2.500 ± 0.100 ns");
  private final PageCheck check = new PageCheck(FIGURES, Set.of("history"));

  private static String page(String body) {
    return "<html><body>" + body + "</body></html>";
  }

  private List<String> problems(String... namesAndBodies) {
    Map<String, String> pages = new java.util.LinkedHashMap<>();
    for (int i = 0; i < namesAndBodies.length; i += 2) {
      pages.put(namesAndBodies[i], page(namesAndBodies[i + 1]));
    }
    return check.problems(pages);
  }

  @Test
  void countsOfTheCodesThingsAgreeBetweenPagesAndWithTheCode() {
    assertEquals(List.of(), problems("index", "<p>the strong engine's nineteen ideas</p>",
        "ideas", "<p>Between the two stand 19 ideas.</p>"));
    List<String> nine = problems("index", "<p>the strong engine's nine ideas</p>",
        "ideas", "<p>Between the two stand 19 techniques.</p>");
    assertEquals(List.of("the count of ideas differs between pages: {19=ideas (\"19"
        + " techniques\"), 9=index (\"nine ideas\")}"), nine);
    assertEquals(List.of("the count of targets is 23 in the code, but {7=benchmarking (\"seven"
        + " speed targets\")}"), problems("benchmarking", "<p>seven speed targets</p>"));
    assertEquals(1, problems("engine", "<p>in three different orders</p>",
        "testing", "<p>asked in two orders</p>").size(), "three orders against two");
  }

  @Test
  void aFigureInProseIsOneTheSiteComputed() {
    assertEquals(List.of(), problems("ideas", "<p>proves 4x4 after 19 positions, and 5x5 after"
        + " 163,368 positions; a move costs 2.500 ± 0.100 ns</p>"));
    assertEquals(List.of("ideas states \"1,500 positions\", which is no figure the site"
        + " computed"), problems("ideas", "<p>the empty 4x4 board after about 1,500"
        + " positions</p>"));
    assertEquals(List.of("game states \"7.9 ns\", which is no time of the measured run"),
        problems("game", "<p>countersValidated at 7.9 ns</p>"));
  }

  @Test
  void theMeasuredRunsOwnTextCodeAndDatedPagesAreNotProseClaims() {
    assertEquals(List.of(), problems(
        "scaling", "<div class=\"openblock measured\"><p>at 11.5 ns per position</p></div>",
        "history", "<p>at eb4a1b7, 9.37 billion positions and 3,029 s</p>",
        "engine", "<pre>// 1,234 positions</pre>"));
  }

  @Test
  void aBoardHasOneValueUnderOneHeadingInEveryTable() {
    String table = "<table><thead><tr><th>Board</th><th>Strong engine: positions to solve</th>"
        + "</tr></thead><tbody><tr><td>4x4 k=4</td><td>%s</td></tr></tbody></table>";
    assertEquals(List.of(), problems("scaling", table.formatted("19"),
        "ideas", table.formatted("19")));
    assertEquals(List.of("the tables give \"Strong engine: positions to solve\" of 4x4 k=4"
        + " different values: {19=scaling, 20=ideas}"),
        problems("scaling", table.formatted("19"), "ideas", table.formatted("20")));
  }

  @Test
  void theLatestReportIsASourceOfItsOwn() {
    String table = "<table><thead><tr><th>Board</th><th>Positions</th></tr></thead><tbody>"
        + "<tr><td>3x4 k=3</td><td>%s</td></tr></tbody></table>";
    // a quick smoke run estimates what the measured run counted: not a contradiction
    assertEquals(List.of(), new PageCheck(Map.of(), Set.of()).problems(Map.of(
        "scaling", table.formatted("276,911,233"),
        "benchmarking", "<div class=\"sect1\"><h2 id=\"latest-report\">The latest report</h2>"
            + table.formatted("≈ 282,975,262") + "</div>")));
    assertEquals(1, new PageCheck(Map.of(), Set.of()).problems(Map.of(
        "scaling", table.formatted("276,911,233"),
        "benchmarking", table.formatted("≈ 282,975,262"))).size(), "elsewhere it is one");
  }

  @Test
  void codeReadsAsTypedAndNoDoubleArrowReachesAPage() {
    assertEquals(List.of("scaling has a ⇐ where the source meant ≤, ≥ or code"),
        problems("scaling", "<p>every board (m ⇐ n)</p>"));
    assertEquals(List.of("engine shows code with a typographic …: \"…\""),
        problems("engine", "<p>on <code>XOX</code> / <code>…</code></p>"));
    assertEquals(List.of(), problems("testing", "<pre><code>// 70 → 74</code></pre>"),
        "a listing is verbatim: its arrow was typed in the source");
    // a listing elsewhere on the page does not excuse a code span (the check chapter's "game N r
    // c p ..." was missed so)
    assertEquals(List.of("check shows code with a typographic …: \"game N …\""),
        problems("check", "<pre><code>$ check game</code></pre><p><code>game N …</code></p>"));
  }

  @Test
  void theRenderFailsOnProblemsNamingTheFirst() {
    SiteException e = assertThrows(SiteException.class, () -> check.check(Map.of("index",
        page("<p>nine ideas</p>"))));
    assertTrue(e.getMessage().startsWith("the pages' figures disagree: the count of ideas is 19"
        + " in the code"), e.getMessage());
  }
}
