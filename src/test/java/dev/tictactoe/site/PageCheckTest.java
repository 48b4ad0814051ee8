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
    assertEquals(List.of("4x4 k=4: positions is scaling (19) but ideas (20), and the first does"
        + " not say which measurement it is"),
        problems("scaling", table.formatted("19"), "ideas", table.formatted("20")));
  }

  // --- one source per figure: each kind of disagreement the issue found, on pages holding it ---

  private static final String SCALING_TIMES = "<div class=\"sect2\"><h3>Time</h3><div"
      + " class=\"paragraph\"><p>ScalingBenchmark solves the empty board cold.</p></div><div"
      + " class=\"openblock measured\"><div class=\"content\"><table><thead><tr><th>Board</th>"
      + "<th>Strong engine: time</th><th>Strong engine: positions</th></tr></thead><tbody><tr>"
      + "<td>5x5 k=4</td><td>79.01 ± 1.99 ms</td><td>163,368</td></tr><tr><td>4x4 k=4</td>"
      + "<td>20.21 ± 0.81 µs</td><td>19</td></tr></tbody></table></div></div></div>";

  /** An ablation table of one board, its caption as given, its row "all" at this time. */
  private static String ablation(String caption, String board, String time) {
    return "<table><caption class=\"title\">Table 7. " + board + caption + "</caption><thead><tr>"
        + "<th>Configuration</th><th>Positions visited</th><th>Time per solve</th><th>Time per"
        + " position</th></tr></thead><tbody><tr><td><code>all</code></td><td>163,368</td><td>"
        + time + "</td><td>729.6 ns</td></tr><tr><td><code>-pairing</code></td><td>462,941</td>"
        + "<td>278.4 ± 40.6 ms</td><td>601.4 ns</td></tr></tbody></table>";
  }

  @Test
  void aBoardsTimeFromTwoMeasurementsSaysWhichEachIs() {
    // the ideas chapter's 119.2 ms beside the scaling chapter's 79.01 ms, for 5x5 k=4 all on
    List<String> unsaid = problems("scaling", SCALING_TIMES,
        "ideas", ablation("", "5x5 k=4", "119.2 ± 19.9 ms"));
    assertEquals(List.of("5x5 k=4: time is ideas (119.2 ± 19.9 ms) but scaling (79.01 ± 1.99 ms,"
        + " ScalingBenchmark), and the first does not say which measurement it is"), unsaid);
    assertEquals(List.of(), problems("scaling", SCALING_TIMES,
        "ideas", ablation(": positions computed now, times from AblationBenchmark", "5x5 k=4",
            "119.2 ± 19.9 ms")), "two measurements, each named");
    // two values under one name are still two values of one quantity
    assertEquals(1, problems("scaling", SCALING_TIMES, "ideas", ablation(", ScalingBenchmark",
        "5x5 k=4", "119.2 ± 19.9 ms")).size());
  }

  @Test
  void theTablePagesOwnTimesAndCountsSayTheyAreTheTablesRun() {
    String frontier = "<div class=\"paragraph\"><p>Times and positions from the measured run"
        + " (FrontierBenchmark: one cold solve per board):</p></div><table><thead><tr>"
        + "<th>Board</th><th>Time</th><th>Positions visited</th></tr></thead><tbody><tr>"
        + "<td>4x8 k=4</td><td>8.29 s</td><td>17,726,244</td></tr></tbody></table>";
    String every = "<table><thead><tr><th>Board</th><th>Time%s</th><th>Positions%<s</th></tr>"
        + "</thead><tbody><tr><td>4x8 k=4</td><td>11.831 s</td><td>20,853,621</td></tr><tr>"
        + "<td>5x5 k=4</td><td>0.136 s</td><td>163,368</td></tr></tbody></table>";
    List<String> unsaid = problems("scaling", frontier + SCALING_TIMES, "table",
        every.formatted(""));
    assertEquals(3, unsaid.size(), unsaid.toString());
    assertTrue(unsaid.contains("4x8 k=4: positions is table (20,853,621) but scaling"
        + " (17,726,244, FrontierBenchmark), and the first does not say which measurement it is"),
        unsaid.toString());
    assertEquals(List.of(), problems("scaling", frontier + SCALING_TIMES, "table",
        every.formatted(" (the table's run)")));
  }

  @Test
  void theExplorersCountIsThePagesCountOfTheSameQuestion() {
    String table = "<table><thead><tr><th>Board</th><th>Strong engine: positions to solve</th>"
        + "</tr></thead><tbody><tr><td>4x4 k=4</td><td>19</td></tr></tbody></table>";
    // the explorer counted the move too: 20 where every page says 19
    PageCheck moveCounted = new PageCheck(Map.of("explorer-positions-4x4k4", "20"), Set.of());
    assertEquals(List.of("4x4 k=4: positions is explore (20) but scaling (19), and the first"
        + " does not say which measurement it is"), moveCounted.problems(Map.of("scaling",
            page(table))));
    assertEquals(List.of(), new PageCheck(Map.of("explorer-positions-4x4k4", "19"), Set.of())
        .problems(Map.of("scaling", page(table))));
    // with pairing off: 21 in the explorer, 19 in the chapter's knock-out row
    String knockOuts = ablation(": positions computed now", "4x4 k=4", "27.20 ± 4.74 µs")
        .replace("462,941", "19").replace("163,368", "19");
    assertEquals(List.of("4x4 k=4 -pairing: positions is explore (21) but ideas (19, computed"
        + " now), and the first does not say which measurement it is"), new PageCheck(Map.of(
            "explorer-positions-4x4k4-minus-pairing", "21"), Set.of()).problems(Map.of("ideas",
                page(knockOuts))));
  }

  @Test
  void aComparisonHoldsAgainstEveryMeasurementOfWhatItCompares() {
    String verdict = "<div class=\"openblock measured\"><ul><li><p>Costs more than it saves:"
        + " without <code>null-window</code> the solve is faster, 87.78 ± 8.48 ms against 119.2"
        + " ± 19.9 ms with everything.</p></li></ul></div>";
    String ideas = ablation(", times from AblationBenchmark", "5x5 k=4", "119.2 ± 19.9 ms")
        + verdict;
    // faster than the ablation's own measurement, slower than the scaling benchmark's
    List<String> found = problems("scaling", SCALING_TIMES, "ideas", ideas);
    assertEquals(1, found.size(), found.toString());
    assertTrue(found.get(0).startsWith("ideas says \"Costs more than it saves: without the solve"
        + " is faster, 87.78 ± 8.48 ms"
        + " against 119.2 ± 19.9 ms with everything.\", but 87.78 ± 8.48 ms is not below scaling"
        + " (79.01 ± 1.99 ms, ScalingBenchmark)"), found.get(0));
    assertEquals(List.of(), problems("ideas", ideas), "with one measurement it holds");
    assertEquals(1, problems("history", "<p>It is slower, 80.00 ms against 90.00 ms.</p>").size(),
        "a comparison its own figures contradict");
  }

  @Test
  void aRunsTimesAreRankedOnlyWithTheFiguresThatShowIt() {
    assertEquals(List.of("benchmarking ranks a run's times with no figure to show it: \"Its"
        + " engines need a longer warm-up, so the quick run's small-board times are high and"
        + " wide.\""), problems("benchmarking", "<p>Its engines need a longer warm-up, so the"
            + " quick run's small-board times are high and wide.</p>"));
    assertEquals(List.of(), problems("benchmarking", "<p>The quick run shows that everything"
        + " runs, not how fast.</p>"));
  }

  @Test
  void theLatestReportNamesItsMachineAndRanksNothingAgainstAnother() {
    String section = "<div class=\"sect1\"><h2 id=\"latest-report\">The latest report</h2><div"
        + " class=\"sectionbody\"><div class=\"paragraph\"><p>%s</p></div><div class=\"sect2\">"
        + "<h3>Targets</h3><p>4x4 k=4 faster than before</p></div></div></div>";
    Map<String, String> machines = Map.of("latest-machine", "2-core AMD EPYC 7B13",
        "times-machine", "2-core Intel(R) Xeon(R) Processor @ 2.80GHz");
    PageCheck check = new PageCheck(machines, Set.of());
    assertEquals(List.of("benchmarking's latest report does not say which machine it was made"
        + " on (2-core AMD EPYC 7B13)", "benchmarking's latest report was made on another"
        + " machine than the measured run's, but its introduction calls something high: \"Its"
        + " errors are wide and its small-board times high.\""), check.problems(Map.of(
            "benchmarking", page(section.formatted("A quick smoke run. Its errors are wide and its"
                + " small-board times high.")))));
    assertEquals(List.of(), check.problems(Map.of("benchmarking", page(section.formatted("A quick"
        + " smoke run, made on a 2-core AMD EPYC 7B13. The measured run was made on another"
        + " machine, so nothing in this run compares with the other pages' times.")))));
    // on the measured run's own machine a smoke run may be set beside it
    assertEquals(List.of(), new PageCheck(Map.of("latest-machine", "2-core Intel(R) Xeon(R)",
        "times-machine", "2-core Intel(R) Xeon(R)"), Set.of()).problems(Map.of("benchmarking",
            page(section.formatted("Made on a 2-core Intel® Xeon®: its times are high.")))));
  }

  @Test
  void aBoundInWordsHoldsAgainstEveryTimeOfTheSameBoards() {
    String target = "<table><thead><tr><th>Target</th><th>Measured</th><th>Met?</th></tr></thead>"
        + "<tbody><tr><td>every board of up to 36 cells solved cold, all of them in under a"
        + " minute</td><td>all 829 boards in 83.4 s</td><td>no</td></tr></tbody></table>";
    assertEquals(List.of("history says \"Everything up to 36 cells took under a minute, and"
        + " every draw under half an hour.\", but benchmarking gives 83.4 s for up to 36 cells"),
        problems("benchmarking", target, "history", "<p>Everything up to 36 cells took under a"
            + " minute, and every draw under half an hour.</p>"));
    assertEquals(List.of(), problems("benchmarking", target), "a target missed is no claim");
    assertEquals(List.of(), problems("benchmarking", target, "history", "<p>At eb4a1b7"
        + " everything up to 36 cells took under a minute.</p>"), "a dated claim");
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
