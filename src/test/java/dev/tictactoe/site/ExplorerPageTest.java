package dev.tictactoe.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Positions;
import dev.tictactoe.mnk.Rules;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The explorer page without a browser: its data agrees with the engines on every reachable
 * position, and the page is small and self-contained. (ExplorerBrowserTest clicks it.)
 */
class ExplorerPageTest {

  @Test
  void everyPositionsRecordAgreesWithTheEngines() {
    List<Board> boards = Positions.all(Rules.ticTacToe());
    List<String> records = ExplorerData.records();
    assertEquals(5_478, records.size());
    for (int i = 0; i < boards.size(); i++) {
      Expected expected = Expected.of(boards.get(i));
      StringBuilder cells = new StringBuilder();
      for (int cell = 0; cell < 9; cell++) {
        Integer score = expected.scores().get(cell);
        cells.append(score != null ? (char) (ExplorerData.DRAW + score)
            : expected.board().at(cell));
      }
      assertEquals(cells + " " + (expected.choice() < 0 ? "-" : expected.choice()) + " "
          + expected.minimaxVisits() + " " + expected.alphaBetaVisits(), records.get(i),
          () -> "on\n" + expected.board());
    }
  }

  @Test
  void theEmptyBoardsRecordReadsAsDocumented() {
    // every move draws, the engine takes the centre (cell 4), minimax searches the whole tree
    assertEquals("kkkkkkkkk 4 549946", ExplorerData.records().get(0).replaceAll(" \\d+$", ""));
  }

  @Test
  void thePagesScriptPlaysTheSidesTheJavaSideLinksTo() {
    assertTrue(ExplorerPage.html().contains("var MAX_SIDE = " + ExplorerPage.MAX_SIDE + ";"),
        "explore.js's MAX_SIDE is ExplorerPage.MAX_SIDE");
  }

  @Test
  void thePageIsSmallSelfContainedAndComplete() {
    String html = ExplorerPage.html();
    int bytes = html.getBytes(StandardCharsets.UTF_8).length;
    int worker = html.indexOf("<script type=\"text/plain\" id=\"engine-worker\">");
    int wasm = html.indexOf("<script type=\"text/plain\" id=\"engine-wasm\">");
    int wasmEnd = html.indexOf("</script>", wasm);
    assertTrue(worker > 0 && wasm > worker, "the engine's worker and module are inlined");
    int engine = wasmEnd - worker;
    assertTrue(bytes - engine < 200_000, "page and 3x3 data within their 200 KB budget: "
        + (bytes - engine) + " bytes");
    assertTrue(engine < 450_000, "the engine (module in base64, TeaVM's loader, the worker) within"
        + " its 450 KB budget: " + engine + " bytes");
    assertFalse(html.contains("/*explore") || html.contains("/*engine"),
        "the stylesheet, script, data and engine are inlined");
    // TeaVM's loader can fetch a module by URL; the page hands it the bytes instead, and the
    // browser test checks that no request leaves the page. The rest is checked as text.
    String page = html.substring(0, worker) + html.substring(wasmEnd);
    assertFalse(Pattern.compile("(?i)https?:|(?<![a-z])url\\(|import|fetch\\(").matcher(page).find(),
        "nothing is loaded from the network, or from another file");
    assertFalse(Pattern.compile("(?i)\\b(src|href)\\s*=").matcher(page).find(),
        "no file or page is loaded or linked (the site adds its own links)");
    int data = html.indexOf("\"positions\":[", html.indexOf("id=\"explorer-data\">"));
    String block = html.substring(data, html.indexOf("</script>", data));
    assertEquals(5_478, block.split("\",").length, "one record per reachable position");
  }
}
