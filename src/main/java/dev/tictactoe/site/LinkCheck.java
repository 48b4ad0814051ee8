package dev.tictactoe.site;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.BoardFormatException;
import dev.tictactoe.mnk.IllegalPositionException;
import dev.tictactoe.mnk.InvalidRulesException;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.report.ResultFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Checks what the rendered pages point to, the way a reader's browser would: every local page,
 * anchor and file must exist. Images are looked up where charts live ({@code results/}) and
 * copied next to the pages, so the site directory can be published on its own; so are a run's
 * flame graphs ({@link ResultFiles#isFlameGraph}), at the path the report links them by.
 *
 * <p>Asciidoctor itself does not warn about a missing image in HTML (it just writes the
 * {@code <img>}), nor about a link to an anchor on another page; this check does.
 */
final class LinkCheck {
  private static final Pattern TARGET = Pattern.compile("(?:src|href)=\"([^\"]+)\"");
  private static final Pattern ID = Pattern.compile("\\sid=\"([^\"]+)\"");
  private static final String IMAGES = "images/";

  private final Path out;
  private final Path imageSources;
  private final Set<String> coming;
  private final Map<String, Set<String>> idsByPage = new HashMap<>();

  /**
   * A check of the pages in {@code out}, copying their images from {@code imageSources}; a link to
   * one of {@code coming} (files written after the check, the PDF) counts as a link to the site.
   */
  LinkCheck(Path out, Path imageSources, Set<String> coming) {
    this.out = out;
    this.imageSources = imageSources;
    this.coming = Set.copyOf(coming);
  }

  void checkAndCopyImages(List<Path> pages) throws IOException {
    for (Path page : pages) {
      idsByPage.put(page.getFileName().toString(), ids(Files.readString(page)));
    }
    for (Path page : pages) {
      String name = page.getFileName().toString();
      Matcher m = TARGET.matcher(Files.readString(page));
      while (m.find()) {
        check(name, m.group(1).replace("&amp;", "&"));
      }
    }
  }

  /**
   * A link into the explorer at a board ({@code explore.html#4x4k4:} or with the cells after the
   * colon) is an address its script reads, not an anchor: its rules must be rules the explorer
   * plays, and its cells, if it has any, a position that can arise in a real game (the explorer
   * would open the empty board instead, saying why).
   */
  private static void checkExplorerAddress(String page, String target, String address) {
    int colon = address.indexOf(':');
    Rules rules;
    try {
      rules = Rules.ofCompactName(address.substring(0, colon));
    } catch (InvalidRulesException e) {
      throw new SiteException(page + ": link to " + target + ", whose rules are no rules: "
          + e.getMessage());
    }
    if (!ExplorerPage.plays(rules)) {
      throw new SiteException(page + ": link to " + target + ", a board larger than the"
          + " explorer plays");
    }
    String cells = address.substring(colon + 1);
    if (!cells.isEmpty()) {
      try {
        Board.ofCells(rules, cells).check();
      } catch (BoardFormatException | IllegalPositionException e) {
        throw new SiteException(page + ": link to " + target + ", which is no position of a"
            + " real game: " + e.getMessage());
      }
    }
  }

  private void check(String page, String target) throws IOException {
    if (target.matches("^[a-z][a-z0-9+.-]*:.*")) {
      return; // http:, https:, mailto:, data: and the like are not ours to check
    }
    int hash = target.indexOf('#');
    String file = hash < 0 ? target : target.substring(0, hash);
    String anchor = hash < 0 ? "" : target.substring(hash + 1);
    if (file.startsWith(IMAGES)) {
      copyIn(page, "image " + file, file.substring(IMAGES.length()), file);
      return;
    }
    if (ResultFiles.isFlameGraph(file)) {
      copyIn(page, "flame graph " + file, file, file);
      return;
    }
    String targetPage = file.isEmpty() ? page : file;
    if (targetPage.endsWith(".html")) {
      Set<String> ids = idsByPage.get(targetPage);
      if (ids == null) {
        throw new SiteException(page + ": link to " + target + ", but there is no page "
            + targetPage);
      }
      if (targetPage.equals(ExplorerPage.FILE) && anchor.contains(":")) {
        checkExplorerAddress(page, target, anchor);
        return;
      }
      if (!anchor.isEmpty() && !ids.contains(anchor)) {
        throw new SiteException(page + ": link to " + target + ", but " + targetPage
            + " has no anchor '" + anchor + "'");
      }
    } else if (!coming.contains(file) && !Files.exists(out.resolve(file))) {
      throw new SiteException(page + ": link to " + target + ", which is not in the site");
    }
  }

  /** Copies a file the page links from the sources' directory into the site, which must hold it. */
  private void copyIn(String page, String what, String source, String target) throws IOException {
    Path from = imageSources.resolve(source).normalize();
    if (!from.startsWith(imageSources) || !Files.isRegularFile(from)) {
      throw new SiteException(page + ": " + what + " not found in " + imageSources.getFileName()
          + "/");
    }
    Site.copy(from, out.resolve(target));
  }

  private static Set<String> ids(String html) {
    Matcher m = ID.matcher(html);
    return m.results().map(r -> r.group(1)).collect(Collectors.toSet());
  }
}
