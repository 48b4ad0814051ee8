package dev.tictactoe.site;

import dev.tictactoe.report.ResultFiles;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.logging.Logger;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.asciidoctor.Asciidoctor;
import org.asciidoctor.Attributes;
import org.asciidoctor.AttributesBuilder;
import org.asciidoctor.Options;
import org.asciidoctor.OptionsBuilder;
import org.asciidoctor.SafeMode;
import org.asciidoctor.log.LogRecord;
import org.asciidoctor.log.Severity;

/**
 * Renders {@code docs/} into the study site: one HTML page per chapter and one PDF of the whole
 * guide, with AsciidoctorJ in SAFE mode and the project root as the base directory.
 *
 * <p>Conventions the chapters follow (see {@code docs/README.adoc}):
 *
 * <ul>
 *   <li>Code comes in by tagged region, with paths from the project root:
 *       {@code include::src/main/java/...[tag=move]}. Top-level includes resolve against the base
 *       directory, and the PDF is built from the chapters' text, so the same path works in both.
 *   <li>Links to another chapter are written {@code xref:{chapter-engine}minimax[...]}: the
 *       attribute is {@code engine.adoc#} in HTML (a link to engine.html) and empty in the PDF (a
 *       link inside the one document).
 *   <li>Charts are images named after the latest report ({@code {report-stem}-...svg}); they live
 *       beside it (in {@code results/}, or the results directory given) and are copied into the
 *       site's {@code images/}.
 *   <li>{@code {report-file}} is the latest report, when there is one; {@code {captured-dir}}
 *       holds command output captured when the site is rendered ({@code help-replay.txt} for
 *       {@code replay --help}, {@code census.txt}, ...).
 * </ul>
 *
 * <p>Beside the chapters it writes the game-tree explorer ({@link ExplorerPage}), and every HTML
 * page gets the same bar of links to all the others ({@link SiteNav}), inserted after rendering so
 * the PDF does not have it. A chapter may hold a practice pane ({@code practice::game[]}, see
 * {@link PracticePane}), whose shared files go to {@code practice/} ({@link PracticeAssets}).
 *
 * <p>Nothing broken is published: any Asciidoctor warning (a missing include or tag, a missing
 * image in the PDF), any image or page the HTML points to that does not exist (the bar of links
 * and the explorer included), and any link to an anchor that is not on its page, fails the render
 * with a {@link SiteException}.
 */
public final class Site {
  /** The PDF's file name in the output directory. */
  public static final String PDF = "tictactoe-guide.pdf";
  /**
   * The most pages the PDF guide may have: half of the 159 it had when the site was edited for
   * the learner (the long listings, the CLI's help and the build history moved to the site and an
   * appendix), and the complete table's chapter since (its pictures: one more page). A render
   * whose guide grows past it fails: something a reader skims crept back in.
   */
  public static final int PDF_PAGES = 80;
  /** Where what the render computes is written, relative to the project root. */
  public static final String GENERATED_DIR = "target/generated-docs";
  /** Where captured command output is written, relative to the project root. */
  public static final String CAPTURED_DIR = GENERATED_DIR + "/captured";

  /**
   * AsciidoctorJ also logs every message through java.util.logging, which prints it to the console;
   * the registered handler below already turns warnings into one clear failure, so the console
   * copy is switched off. (A static field: JUL holds loggers weakly.)
   */
  private static final Logger ASCIIDOCTOR_LOG = Logger.getLogger("asciidoctor");

  static {
    ASCIIDOCTOR_LOG.setUseParentHandlers(false);
  }

  private final Path root;
  private final List<String> chapters;
  private final Set<String> appendices;
  private final Asciidoctor asciidoctor;
  private final List<LogRecord> warnings = new ArrayList<>();
  private int mostPdfPages = PDF_PAGES;

  /**
   * A renderer for the given chapters of {@code root/docs}, in reading order; the first is the
   * index page. Starting Asciidoctor takes seconds (JRuby), so one instance renders everything.
   */
  public Site(Path root, List<String> chapters) {
    this(root, chapters, Set.of(), newAsciidoctor());
  }

  /**
   * A renderer for the given pages of {@code root/docs}, in reading order (the first is the index
   * page), of which {@code appendices} are the book's appendices in the PDF.
   */
  public Site(Path root, List<String> chapters, Set<String> appendices) {
    this(root, chapters, appendices, newAsciidoctor());
  }

  /**
   * A new Asciidoctor, its JRuby told not to compile Ruby to JVM bytecode (unless the caller's
   * {@code -Djruby.compile.mode} says otherwise): a render runs each Ruby method too few times for
   * that compilation to pay, and the whole site renders in about 20% less time without it.
   */
  public static Asciidoctor newAsciidoctor() {
    if (System.getProperty("jruby.compile.mode") == null) {
      System.setProperty("jruby.compile.mode", "OFF");
    }
    return Asciidoctor.Factory.create();
  }

  /** As {@link #Site(Path, List)}, with an Asciidoctor instance the caller made (and may reuse). */
  public Site(Path root, List<String> chapters, Asciidoctor asciidoctor) {
    this(root, chapters, Set.of(), asciidoctor);
  }

  /** As {@link #Site(Path, List, Set)}, with an Asciidoctor instance the caller made. */
  public Site(Path root, List<String> chapters, Set<String> appendices,
      Asciidoctor asciidoctor) {
    this.root = root.toAbsolutePath().normalize();
    this.chapters = List.copyOf(chapters);
    this.appendices = Set.copyOf(appendices);
    if (!chapters.containsAll(appendices)) {
      throw new IllegalArgumentException("every appendix is one of the pages: " + appendices);
    }
    for (String chapter : chapters) {
      if (!Files.isRegularFile(chapterFile(chapter))) {
        throw new SiteException("missing chapter " + this.root.relativize(chapterFile(chapter))
            + " (run from the project root)");
      }
    }
    this.asciidoctor = asciidoctor;
    asciidoctor.javaExtensionRegistry().treeprocessor(KeepCaptions.class);
    asciidoctor.javaExtensionRegistry().blockMacro(PracticePane.class);
    asciidoctor.registerLogHandler(record -> {
      if (record.getSeverity().ordinal() >= Severity.WARN.ordinal()) {
        warnings.add(record);
      }
    });
  }

  private Path chapterFile(String chapter) {
    return root.resolve("docs").resolve(chapter + ".adoc");
  }

  /**
   * What a render shows besides {@code docs/}.
   *
   * @param report the measured run's report, an AsciiDoc file under the project root, whose
   *     tagged regions the chapters include ({@code {report-file}})
   * @param latestReport the newest report of any run, which the benchmarking chapter shows
   *     whole ({@code {latest-report-file}}; a quick run's is marked a smoke run)
   * @param profiledReport the newest report of a run with flame graphs ({@code bench --prof
   *     async}), whose links to them the benchmarking chapter shows ({@code
   *     {profiled-report-file}}); the graphs are copied into the site beside the pages
   * @param captured command output and computed tables by file name (without {@code .txt}), for
   *     the docs to include from {@code {captured-dir}}
   * @param figures the {@link FigureBook}'s figures, given to every page as attributes and held
   *     to the pages by {@link PageCheck} (when there are any)
   * @param datedPages the pages whose figures are dated facts about past commits
   */
  public record Inputs(Optional<Path> report, Optional<Path> latestReport,
      Optional<Path> profiledReport, Map<String, String> captured, Map<String, String> figures,
      Set<String> datedPages) {}

  /**
   * Renders the site into {@code out} with one report for both the chapters and the latest
   * report, and no figures.
   */
  public Path render(Path out, Optional<Path> report, Map<String, String> captured, boolean pdf,
      Consumer<String> progress) {
    return render(out, new Inputs(report, report, Optional.empty(), captured, Map.of(), Set.of()),
        pdf, progress);
  }

  /**
   * Renders the site into {@code out}.
   *
   * @param pdf whether to render the PDF too (it takes the longest)
   * @param progress told what is being rendered
   * @return the index page
   */
  public Path render(Path out, Inputs inputs, boolean pdf, Consumer<String> progress) {
    try {
      Files.createDirectories(out);
      writeCaptured(inputs.captured());
      Map<String, Object> common = commonAttributes(inputs.report(), inputs.latestReport());
      inputs.profiledReport().ifPresent(file -> {
        common.put("profiled-report-file", relative(file));
        common.put("profiled-report-stem", ResultFiles.stem(ResultFiles.resultsOf(file)));
      });
      common.putAll(inputs.figures());
      if (pdf) {
        common.put("site-pdf", PDF); // the index links to the PDF only when there is one
      }
      SiteNav nav = nav(pdf);
      List<Path> pages = new ArrayList<>();
      boolean practice = false;
      for (String chapter : chapters) {
        progress.accept("rendering " + chapter + ".html");
        String html = convert(Files.readString(chapterFile(chapter)), chapter + ".adoc",
            Options.builder().backend("html5").standalone(true),
            htmlAttributes(common));
        html = AnswerTabs.insertInto(html, chapter + ".html");
        if (PracticePane.isOn(html)) {
          practice = true;
          html = PracticePane.insertInto(html, chapter + ".html");
        }
        pages.add(writePage(out, chapter + ".html", html, nav));
      }
      if (practice) {
        progress.accept("writing " + PracticeAssets.DIR + "/");
        PracticeAssets.write(out);
      }
      progress.accept("writing " + ExplorerPage.FILE);
      pages.add(writePage(out, ExplorerPage.FILE, ExplorerPage.html(), nav));
      // The pages are complete before the PDF, the longest step, starts: a reader (or a test)
      // may open them while it renders. The bar's link to the PDF is the one not yet there.
      progress.accept("checking links and images");
      new LinkCheck(out, chartsDir(inputs.report()), pdf ? Set.of(PDF) : Set.of())
          .checkAndCopyImages(pages);
      if (!inputs.figures().isEmpty()) {
        progress.accept("checking the pages' figures");
        Map<String, String> html = new LinkedHashMap<>();
        for (String chapter : chapters) {
          html.put(chapter, Files.readString(out.resolve(chapter + ".html")));
        }
        new PageCheck(inputs.figures(), inputs.datedPages()).check(html);
      }
      if (pdf) {
        progress.accept("rendering " + PDF);
        try (OutputStream file = Files.newOutputStream(out.resolve(PDF))) {
          convert(guideText(), "the PDF guide",
              Options.builder().backend("pdf").toStream(file),
              pdfAttributes(common, inputs.report()));
        }
        int pdfPages = pdfPages(out.resolve(PDF));
        progress.accept(PDF + ": " + pdfPages + " pages");
        if (pdfPages > mostPdfPages) {
          throw new SiteException(PDF + " has " + pdfPages + " pages, more than the " + mostPdfPages
              + " the guide may have: shorten a chapter, or make what a reader looks up an"
              + " appendix");
        }
      }
      return out.resolve(chapters.get(0) + ".html");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The same renderer, whose PDF may have at most {@code most} pages (a test's limit). */
  Site mostPdfPages(int most) {
    this.mostPdfPages = most;
    return this;
  }

  /** The number of pages of a PDF file, read with PDFBox. */
  private static int pdfPages(Path pdf) throws IOException {
    try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
      return document.getNumberOfPages();
    }
  }

  /**
   * Loads the PDF converter, its fonts and the highlighter by converting a one-listing document
   * and discarding it: seconds of JRuby loading that the PDF would otherwise pay at its start, at
   * the end of the render. The site command does it while it waits for the docs' figures.
   */
  public void loadPdfBackend() {
    convert("= Warm-up\n\n[source,java]\n----\nint x = 1;\n----\n", "the PDF warm-up",
        Options.builder().backend("pdf").toStream(OutputStream.nullOutputStream()),
        withAll(commonAttributes(Optional.empty(), Optional.empty())).build());
  }

  /** Writes a page with the site's links at its top. */
  private static Path writePage(Path out, String name, String html, SiteNav nav)
      throws IOException {
    return Files.writeString(out.resolve(name), nav.insertInto(html, name));
  }

  /** The links on every page: the chapters by their titles, the explorer, the PDF if any. */
  private SiteNav nav(boolean pdf) throws IOException {
    List<SiteNav.Link> links = new ArrayList<>();
    for (String chapter : chapters) {
      links.add(new SiteNav.Link(chapter + ".html", shortTitle(chapter)));
    }
    links.add(new SiteNav.Link(ExplorerPage.FILE, ExplorerPage.LABEL));
    if (pdf) {
      links.add(new SiteNav.Link(PDF, "PDF"));
    }
    return new SiteNav(links);
  }

  /**
   * The chapter's title up to its first colon ("Testing: how ... is proved" is "Testing"), or
   * the chapter's name when it does not open with a title line.
   */
  private String shortTitle(String chapter) throws IOException {
    return Files.readAllLines(chapterFile(chapter)).stream()
        .filter(line -> !line.isBlank() && !line.startsWith("//")).findFirst()
        .filter(line -> line.startsWith("= "))
        .map(line -> line.substring(2).split(":", 2)[0].strip())
        .orElse(chapter);
  }

  /**
   * The whole guide as one book: each chapter's text, one level down, the appendices last, and
   * every listing longer than {@link PdfListings#MAX_LINES} lines named instead of shown.
   */
  private String guideText() throws IOException {
    StringBuilder guide = new StringBuilder()
        .append("= Tic-tac-toe workbench: the study guide\n")
        .append(":doctype: book\n:toc:\n:toclevels: 1\n:sectnums:\n")
        .append(":autofit-option:\n\n"); // a listing shrinks to its longest line (PdfListings)
    PdfListings listings = new PdfListings(root);
    for (String chapter : chapters) {
      guide.append(":leveloffset: +1\n\n")
          .append(appendices.contains(chapter) ? "[appendix]\n" : "")
          .append(PdfListings.breakPaths(listings.shorten(Files.readString(
              chapterFile(chapter)).stripLeading())))
          .append("\n\n:leveloffset: -1\n\n");
    }
    return guide.toString();
  }

  private String convert(String text, String what, OptionsBuilder options,
      Attributes attributes) {
    warnings.clear();
    String output = asciidoctor.convert(text, options.safe(SafeMode.SAFE).baseDir(root.toFile())
        .attributes(attributes).build());
    if (!warnings.isEmpty()) {
      LogRecord first = warnings.get(0);
      String where = first.getCursor() == null || first.getCursor().getFile() == null
          ? what : root.relativize(Path.of(first.getCursor().getFile()).toAbsolutePath())
              + ":" + first.getCursor().getLineNumber();
      throw new SiteException(where + ": " + first.getMessage()
          + (warnings.size() > 1 ? " (and " + (warnings.size() - 1) + " more)" : ""));
    }
    return output;
  }

  /**
   * A captured file that defines AsciiDoc attributes, one {@code :name: value} line each, for a
   * chapter that includes it before it uses them. Values are plain text: an attribute is
   * substituted after inline formatting, so backticks in one would reach the page as typed.
   */
  static String attributeEntries(Map<String, String> values) {
    StringBuilder text = new StringBuilder();
    values.forEach((name, value) -> text.append(':').append(name).append(": ").append(value)
        .append('\n'));
    return text.toString();
  }

  private void writeCaptured(Map<String, String> captured) throws IOException {
    Path dir = root.resolve(CAPTURED_DIR);
    Files.createDirectories(dir);
    for (Map.Entry<String, String> text : captured.entrySet()) {
      Files.writeString(dir.resolve(text.getKey() + ".txt"), text.getValue(),
          StandardCharsets.UTF_8);
    }
  }

  private Map<String, Object> commonAttributes(Optional<Path> report,
      Optional<Path> latestReport) {
    Map<String, Object> attributes = new LinkedHashMap<>();
    attributes.put("source-highlighter", "rouge");
    attributes.put("idprefix", "");
    attributes.put("idseparator", "-");
    attributes.put("captured-dir", CAPTURED_DIR);
    // A reference to an attribute nobody defined ({alloc-run} before the include that defines
    // it, say) would reach the page as typed: a warning, so the render fails on it.
    attributes.put("attribute-missing", "warn");
    report.ifPresent(file -> {
      attributes.put("report-file", relative(file));
      attributes.put("report-stem", ResultFiles.stem(ResultFiles.resultsOf(file)));
    });
    latestReport.ifPresent(file -> {
      attributes.put("latest-report-file", relative(file));
      Path results = ResultFiles.resultsOf(file);
      attributes.put("latest-report-stem", ResultFiles.stem(results));
      if (ResultFiles.profileOf(results).orElse("").equals(ResultFiles.QUICK)) {
        attributes.put("latest-report-smoke", "");
      }
    });
    return attributes;
  }

  private String relative(Path file) {
    return root.relativize(file.toAbsolutePath().normalize()).toString();
  }

  private Attributes htmlAttributes(Map<String, Object> common) {
    AttributesBuilder html = withAll(common)
        .attribute("toc", "left").attribute("toclevels", "3")
        .attribute("sectanchors", "").attribute("sectlinks", "")
        .attribute("relfilesuffix", ".html").attribute("imagesdir", "images")
        .attribute("site-html", "")
        // a listing scrolls rather than wrapping a line of code in the middle of a comment
        .attribute("prewrap!", "")
        // Asciidoctor's pages link Google's font servers unless told not to: the site loads
        // nothing from another host, so its text is set in the reader's own fonts (the default
        // stylesheet's fallbacks: DejaVu, then the system's sans-serif, serif and monospace).
        .attribute("webfonts!", "");
    chapters.forEach(c -> html.attribute("chapter-" + c, c + ".adoc#"));
    return html.build();
  }

  /** Where the charts are: beside the report ({@code results/} when there is none). */
  private Path chartsDir(Optional<Path> report) {
    return report.map(r -> r.toAbsolutePath().normalize().getParent())
        .orElse(root.resolve("results"));
  }

  private Attributes pdfAttributes(Map<String, Object> common, Optional<Path> report) {
    AttributesBuilder pdf = withAll(common)
        .attribute("imagesdir", root.relativize(chartsDir(report)).toString())
        .attribute("site-pdf-build", "");
    chapters.forEach(c -> pdf.attribute("chapter-" + c, ""));
    return pdf.build();
  }

  private static AttributesBuilder withAll(Map<String, Object> attributes) {
    AttributesBuilder builder = Attributes.builder();
    attributes.forEach(builder::attribute);
    return builder;
  }

  /** Copies a file, replacing an older copy: the site directory is output, rebuilt each time. */
  static void copy(Path from, Path to) throws IOException {
    Files.createDirectories(to.getParent());
    Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
  }
}
