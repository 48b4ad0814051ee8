package dev.tictactoe.site;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Links into the explorer at a board are addresses its script reads, held to what it plays; a
 * run's flame graphs are copied beside the pages that link them.
 */
class LinkCheckTest {
  @TempDir Path out;

  private void check(String link) throws Exception {
    Files.writeString(out.resolve(ExplorerPage.FILE), "<html><body id=\"top\"></body></html>");
    Path page = Files.writeString(out.resolve("table.html"),
        "<html><body><a href=\"" + link + "\">a board</a></body></html>");
    new LinkCheck(out, out, Set.of()).checkAndCopyImages(List.of(page,
        out.resolve(ExplorerPage.FILE)));
  }

  @Test
  void aBoardTheExplorerPlaysIsALinkAndAnAnchorStillIsOne() {
    assertDoesNotThrow(() -> check("explore.html#4x4k4:"));
    assertDoesNotThrow(() -> check("explore.html#8x8k5:"));
    assertDoesNotThrow(() -> check("explore.html#top"));
  }

  @Test
  void aPositionInTheAddressIsOneThatCanArise() {
    assertDoesNotThrow(() -> check("explore.html#3x3k3:XOXO.X.O."));
    assertDoesNotThrow(() -> check("explore.html#1x1k1:X"));
    assertEquals("table.html: link to explore.html#3x3k3:XX......., which is no position of a"
        + " real game: X has 2 marks and O has 0: X moves first and the players alternate, so X"
        + " has as many marks as O or one more",
        assertThrows(SiteException.class, () -> check("explore.html#3x3k3:XX.......")).getMessage());
    assertThrows(SiteException.class, () -> check("explore.html#3x3k3:XO.")); // too few cells
    assertThrows(SiteException.class, () -> check("explore.html#3x3k3:XOXOXOXO?"));
  }

  @Test
  void aBoardTooLargeOrNoRulesOrAMissingAnchorIsRefused() {
    assertEquals("table.html: link to explore.html#4x16k4:, a board larger than the explorer"
        + " plays", assertThrows(SiteException.class, () -> check("explore.html#4x16k4:"))
            .getMessage());
    assertThrows(SiteException.class, () -> check("explore.html#4x4k9:"));
    assertThrows(SiteException.class, () -> check("explore.html#nowhere"));
  }

  @Test
  void aLinkedFlameGraphIsCopiedFromTheResultsAtItsOwnPathAndAMissingOneFails(
      @TempDir Path results) throws Exception {
    String graph = "20261207T010016Z-quick-flamegraphs/b.C.m-AverageTime-n-10/"
        + "flame-cpu-forward.html";
    Path page = Files.writeString(out.resolve("benchmarking.html"),
        "<html><body><a href=\"" + graph + "\">cpu</a></body></html>");
    LinkCheck check = new LinkCheck(out, results, Set.of());
    assertEquals("benchmarking.html: flame graph " + graph + " not found in "
        + results.getFileName() + "/", assertThrows(SiteException.class,
            () -> check.checkAndCopyImages(List.of(page))).getMessage());
    Files.createDirectories(results.resolve(graph).getParent());
    Files.writeString(results.resolve(graph), "<html>flames</html>");
    check.checkAndCopyImages(List.of(page));
    assertEquals("<html>flames</html>", Files.readString(out.resolve(graph)));
  }
}
