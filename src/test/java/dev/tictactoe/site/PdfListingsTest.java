package dev.tictactoe.site;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The PDF shows short listings, names long ones, and keeps the ones a chapter marks whole. */
class PdfListingsTest {
  @TempDir Path root;

  private static String listing(String role, String tag) {
    return "[source,java" + role + "]\n----\ninclude::src/A.java[tag=" + tag + ",indent=0]\n----\n";
  }

  @Test
  void aListingOverTheLimitIsNamedUnlessMarkedWhole() throws IOException {
    StringBuilder source = new StringBuilder("class A {\n  // tag::short[]\n  int a;\n"
        + "  // end::short[]\n  // tag::long[]\n");
    for (int i = 0; i <= PdfListings.MAX_LINES; i++) {
      source.append("  int b").append(i).append(";\n");
    }
    source.append("  // end::long[]\n}\n");
    Files.createDirectories(root.resolve("src"));
    Files.writeString(root.resolve("src/A.java"), source);
    PdfListings pdf = new PdfListings(root);
    String chapter = "Text.\n\n" + listing("", "short") + "\n" + listing("", "long") + "\n"
        + listing(",role=whole", "long");
    assertEquals("Text.\n\n" + listing("", "short") + "\nThe code, " + (PdfListings.MAX_LINES
        + 1) + " lines, is the region `long` of `A.java`; the site shows it.\n\n"
        + listing(",role=whole", "long"), pdf.shorten(chapter));
  }

  /** A path in a table's cell or in prose breaks only after a slash; code as typed stays so. */
  @Test
  void aPathInRunningTextMayBreakOnlyAfterASlash() {
    String chapter = "| `src/main/java/dev/tictactoe/game` | The game\n"
        + "The class `dev.tictactoe.game.Game`, and `a/b` in `results/`.\n"
        + "include::src/main/java/A.java[tag=x]\n"
        + "----\n`src/in/a/listing` stays\n----\n"
        + "// `a comment/as typed`";
    assertEquals("| `src/\u200Bmain/\u200Bjava/\u200Bdev/\u200Btictactoe/\u200Bgame` | The game\n"
        + "The class `dev.tictactoe.game.Game`, and `a/\u200Bb` in `results/`.\n"
        + "include::src/main/java/A.java[tag=x]\n"
        + "----\n`src/in/a/listing` stays\n----\n"
        + "// `a comment/as typed`", PdfListings.breakPaths(chapter));
  }
}
