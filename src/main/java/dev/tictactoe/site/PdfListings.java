package dev.tictactoe.site;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The PDF's rule for code: a listing of up to {@link #MAX_LINES} lines is shown, a longer one is
 * named (its file, its region and its length) and left to the site, where every listing is shown
 * whole; a chapter keeps a longer listing in the PDF by marking it {@code [source,java,role=whole]}
 * (the interview's answer, say). A printed page holds about fifty lines of code: the long regions
 * (the weak game, ply deepening, the pairing search) took a third of the old PDF's pages, and a
 * reader follows them better with the source open anyway.
 *
 * <p>A path in running text or a table ({@code `src/main/java/dev/tictactoe/game`}) may break
 * only after a slash ({@link #breakPaths}): the PDF breaks a word too long for its line anywhere,
 * and a narrow column split {@code dev/tictacto} from {@code e/game}. Listings are shrunk to fit
 * their longest line instead (the {@code autofit-option} attribute), so that a line of code never
 * wraps in the middle of a comment's sentence.
 */
final class PdfListings {
  /** The longest listing the PDF shows. */
  static final int MAX_LINES = 14;

  /** A source block that is one include of tagged regions, and nothing else. */
  private static final Pattern LISTING = Pattern.compile(
      "(?m)^\\[source,[a-z]+\\]\\n----\\ninclude::([^\\[\\n]+)\\[tags?=([^,\\]]+)[^\\]]*\\]\\n----\\n");

  private final Path root;

  PdfListings(Path root) {
    this.root = root;
  }

  /** {@code chapter} with each listing over the limit replaced by a sentence naming it. */
  String shorten(String chapter) {
    Matcher m = LISTING.matcher(chapter);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String file = m.group(1);
      List<String> tags = List.of(m.group(2).split(";"));
      int lines = regionLines(root.resolve(file), tags);
      String replacement = lines <= MAX_LINES ? m.group() : "The code, " + lines + " lines, is "
          + (tags.size() == 1 ? "the region `" + tags.get(0) + "`" : "the regions `"
          + String.join("`, `", tags) + "`") + " of `" + Path.of(file).getFileName()
          + "`; the site shows it.\n";
      m.appendReplacement(out, Matcher.quoteReplacement(replacement));
    }
    m.appendTail(out);
    return out.toString();
  }

  /** An inline code span of one line: {@code `text`}, unconstrained ones left out. */
  private static final Pattern CODE_SPAN = Pattern.compile("(?<![\\w`])`([^`\\n]+)`(?![\\w`])");
  /** The delimiters of the blocks whose lines are shown as typed: listings, literals, passes. */
  private static final List<String> VERBATIM = List.of("----", "....", "++++", "////");

  /**
   * {@code chapter} with a zero-width space after each slash inside an inline code span, where the
   * PDF may then break a path; listings, passthroughs, comments and directives are left as typed.
   */
  static String breakPaths(String chapter) {
    StringBuilder out = new StringBuilder();
    String open = null; // the delimiter of the verbatim block we are in, if any
    for (String line : chapter.split("\n", -1)) {
      if (open != null) {
        open = line.equals(open) ? null : open;
      } else if (VERBATIM.contains(line)) {
        open = line;
      } else if (!line.startsWith("//") && !line.startsWith(":") && !line.matches(
          "^(include|image|ifdef|ifndef|endif|ifeval)::.*")) {
        Matcher m = CODE_SPAN.matcher(line);
        StringBuilder broken = new StringBuilder();
        while (m.find()) {
          m.appendReplacement(broken, Matcher.quoteReplacement("`" + m.group(1)
              .replaceAll("/(?=.)", "/\u200B") + "`"));
        }
        line = m.appendTail(broken).toString();
      }
      out.append(line).append('\n');
    }
    return out.substring(0, out.length() - 1);
  }

  /** The lines of the tagged regions of {@code file}, tag lines themselves left out. */
  static int regionLines(Path file, List<String> tags) {
    if (!Files.isRegularFile(file)) {
      return 0; // shown as it is: the render then names the missing include
    }
    List<String> lines;
    try {
      lines = Files.readAllLines(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    int count = 0;
    for (String tag : tags) {
      boolean inside = false;
      for (String line : lines) {
        if (line.contains("tag::" + tag + "[]")) {
          inside = true;
        } else if (line.contains("end::" + tag + "[]")) {
          inside = false;
        } else if (inside && !line.contains("tag::") && !line.contains("end::")) {
          count++;
        }
      }
    }
    return count;
  }
}
