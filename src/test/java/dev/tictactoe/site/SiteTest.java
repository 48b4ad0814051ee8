package dev.tictactoe.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.asciidoctor.Asciidoctor;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The site renderer on a small project of its own: what renders, and every way a page could come
 * out with a hole in it, which must fail instead. (The real docs are rendered by SiteIT.)
 */
@Order(Order.DEFAULT + 1) // long: at the back, see junit-platform.properties
class SiteTest {
  private static Asciidoctor asciidoctor;

  @TempDir Path root;
  Path out;

  @BeforeAll
  static void startAsciidoctor() {
    asciidoctor = Site.newAsciidoctor(); // JRuby starts once for the whole class
  }

  @AfterAll
  static void stopAsciidoctor() {
    asciidoctor.shutdown();
  }

  @BeforeEach
  void writeProject() throws IOException {
    out = root.resolve("target/site");
    write("src/Sample.java", """
        class Sample {
          // tag::answer[]
          int answer = 42;
          // end::answer[]
        }
        """);
    write("results/20261122T000000Z-quick.adoc", "= A report\n\nimage::20261122T000000Z-quick-chart.svg[]\n");
    write("results/20261122T000000Z-quick-chart.svg",
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"/>");
    // with a practice pane, outside ifdef::site-html[]: the macro itself leaves the PDF without
    write("docs/other.adoc", "= Other\n\n[#there]\n== There\n\nBack to xref:{chapter-index}top[the top].\n"
        + "\npractice::game[]\n");
  }

  private void write(String file, String text) throws IOException {
    Files.createDirectories(root.resolve(file).getParent());
    Files.writeString(root.resolve(file), text);
  }

  private Path render(String index) throws IOException {
    write("docs/index.adoc", index);
    return new Site(root, List.of("index", "other"), asciidoctor).render(out,
        Optional.of(root.resolve("results/20261122T000000Z-quick.adoc")),
        Map.of("help-replay", "Usage: tictactoe replay"), false, step -> { });
  }

  private static final String GOOD = """
      = Index

      [#top]
      == Code

      [source,java]
      ----
      include::src/Sample.java[tag=answer]
      ----

      ----
      include::{captured-dir}/help-replay.txt[]
      ----

      See xref:{chapter-other}there[over there].

      include::{report-file}[leveloffset=+1]
      """;

  @Test
  void rendersIncludesHelpLinksTheReportWithItsImageAndTheBarOfLinks() throws IOException {
    Path index = render(GOOD);
    assertEquals(out.resolve("index.html"), index);
    String html = Files.readString(index);
    assertTrue(html.contains("answer"), "the tagged region is included");
    assertTrue(html.contains("42"));
    // the listing is the tagged line and nothing else (highlighting splits it into spans)
    // (nowrap: the site's listings scroll rather than wrap a line of code)
    Matcher listing = Pattern.compile("(?s)<pre class=\"rouge highlight nowrap\">(.*?)</pre>")
        .matcher(html);
    assertTrue(listing.find(), html);
    assertEquals("int answer = 42;", listing.group(1).replaceAll("<[^>]+>", "").strip());
    assertTrue(!html.contains("tag::"), "tag markers are not part of the listing");
    assertTrue(html.contains("Usage: tictactoe replay"), "the help text is included");
    assertTrue(html.contains("<style>") && !html.contains("<link rel=\"stylesheet\""),
        "styled inline, with no stylesheet to fetch (Asciidoctor links Google's fonts by default)");
    assertTrue(html.contains("href=\"other.html#there\""), html);
    assertTrue(html.contains("src=\"images/20261122T000000Z-quick-chart.svg\""), html);
    assertTrue(Files.isRegularFile(out.resolve("images/20261122T000000Z-quick-chart.svg")),
        "charts are copied next to the pages");
    assertTrue(Files.readString(out.resolve("other.html")).contains("href=\"index.html#top\""));
    // every page, the explorer too, has the same bar of links to all of them (one render: JRuby
    // is slow)
    String bar = "<nav class=\"site-nav\" aria-label=\"Study site\"><ul>"
        + "<li><a href=\"index.html\">Index</a></li>"
        + "<li><a href=\"other.html\">Other</a></li>"
        + "<li><a href=\"explore.html\">Explorer</a></li></ul></nav>";
    for (String page : List.of("index.html", "other.html", ExplorerPage.FILE)) {
      String text = Files.readString(out.resolve(page));
      assertTrue(text.contains(bar.replace("href=\"" + page + "\"",
          "href=\"" + page + "\" aria-current=\"page\"")), page + " has the bar:\n" + text);
      assertTrue(text.indexOf("nav.site-nav {") < text.indexOf("</head>"), "styled in the head");
      assertEquals(1, text.split("<nav class=\"site-nav\"", -1).length - 1, "once");
    }
    assertTrue(Files.readString(out.resolve(ExplorerPage.FILE)).contains("id=\"explorer-data\""));
    // the page with a pane loads the panes' shared style and script, which the site holds
    String other = Files.readString(out.resolve("other.html"));
    assertTrue(other.contains("<section class=\"practice\" data-problem=\"game\""), other);
    assertTrue(other.indexOf("<link rel=\"stylesheet\" href=\"practice/practice.css\">")
        < other.indexOf("</head>"), "the style in the head");
    assertTrue(other.indexOf("<script src=\"practice/practice.js\"></script>")
        > other.indexOf("<section class=\"practice\""), "the script after the pane");
    assertTrue(!html.contains("practice/practice.js"), "a page without a pane loads nothing");
    for (String file : List.of("practice.js", "practice.css", "judge.js", "LICENSES.txt",
        "pyodide/pyodide.mjs", "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip")) {
      assertTrue(Files.size(out.resolve("practice").resolve(file)) > 0, file);
    }
  }

  @Test
  void aPaneForNoProblemFailsTheRender() {
    SiteException e = assertThrows(SiteException.class,
        () -> render(GOOD + "\npractice::chess[]\n"));
    assertTrue(e.getMessage().contains("practice::chess[]: no practice pane for chess: the panes"
        + " are"), e.getMessage());
  }

  /**
   * The PDF of the small project, through the guide's own converter, theme and highlighter (the
   * real docs' PDF, 80 pages and half a minute, is rendered by the main command, which holds it
   * to {@link Site#PDF_PAGES}): the chapters' text is in it, the pages link to it, and a guide
   * over its page limit fails the render (one render, held to a limit of one page: JRuby's PDF
   * converter takes seconds to load).
   */
  @Test
  void rendersThePdfGuideAndFailsOneOverItsPageLimit() throws IOException {
    write("docs/index.adoc", GOOD);
    Site site = new Site(root, List.of("index", "other"), Set.of("other"), asciidoctor)
        .mostPdfPages(1);
    List<String> steps = new ArrayList<>();
    SiteException e = assertThrows(SiteException.class, () -> site.render(out,
        Optional.of(root.resolve("results/20261122T000000Z-quick.adoc")),
        Map.of("help-replay", "Usage: tictactoe replay"), true, steps::add));
    try (PDDocument document = Loader.loadPDF(out.resolve(Site.PDF).toFile())) {
      int pages = document.getNumberOfPages();
      assertTrue(pages >= 2, "a title page and the chapters: " + pages);
      assertEquals(Site.PDF + ": " + pages + " pages", steps.get(steps.size() - 1));
      assertEquals(Site.PDF + " has " + pages + " pages, more than the 1 the guide may have:"
          + " shorten a chapter, or make what a reader looks up an appendix", e.getMessage());
      String text = new PDFTextStripper().getText(document);
      assertTrue(text.contains("int answer = 42;"), "the tagged region is in the PDF:\n" + text);
      assertTrue(text.contains("Usage: tictactoe replay"), "the captured help too");
      assertTrue(text.contains("Appendix A: Other"), "the appendix is one:\n" + text);
      assertTrue(!text.contains("Practise") && !text.contains("Check"), "no pane in the PDF");
    }
    assertTrue(Files.readString(out.resolve("index.html")).contains("href=\"" + Site.PDF + "\""),
        "the bar links to the PDF");
  }

  @Test
  void aMissingIncludeFailsTheRender() {
    SiteException e = assertThrows(SiteException.class,
        () -> render(GOOD.replace("src/Sample.java", "src/Missing.java")));
    assertEquals("index.adoc: include file not found: " + root.resolve("src/Missing.java"),
        e.getMessage());
  }

  @Test
  void aMissingTagFailsTheRender() {
    SiteException e = assertThrows(SiteException.class,
        () -> render(GOOD.replace("tag=answer", "tag=question")));
    assertEquals("index.adoc: tag 'question' not found in include file: "
        + root.resolve("src/Sample.java"), e.getMessage());
  }

  @Test
  void aMissingImageFailsTheRender() {
    SiteException e = assertThrows(SiteException.class,
        () -> render(GOOD + "\nimage::no-such-chart.svg[]\n"));
    assertEquals("index.html: image images/no-such-chart.svg not found in results/",
        e.getMessage());
  }

  @Test
  void aLinkToAMissingAnchorFailsTheRender() {
    SiteException e = assertThrows(SiteException.class,
        () -> render(GOOD.replace("there[over there]", "nowhere[over there]")));
    assertEquals("index.html: link to other.html#nowhere, but other.html has no anchor 'nowhere'",
        e.getMessage());
  }

  @Test
  void anIncludeOutsideTheProjectIsRefused() {
    SiteException e = assertThrows(SiteException.class,
        () -> render(GOOD.replace("src/Sample.java", "../outside.java")));
    // refused as outside the project, not for any other reason a render can fail
    assertEquals("index.adoc: include file has illegal reference to ancestor of jail; recovering"
        + " automatically (and 1 more)", e.getMessage());
  }
}
