package dev.tictactoe.site;

import dev.tictactoe.browser.BrowserEngine;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.solver.Ablation;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;

/**
 * The game-tree explorer, {@code explore.html}: one self-contained page where a reader plays any
 * 3x3 position and sees what every move is worth, the engine's choice and why, and what each
 * engine visits to answer.
 *
 * <p>Written from Java, not through Asciidoctor: the page is a template
 * ({@code explore.html} beside this class) into which its stylesheet, its script and the data of
 * every reachable position ({@link ExplorerData}) are inlined. So it needs no JRuby (a test writes
 * it in well under a second), works from {@code file://} as from any static host, and loads
 * nothing from the network. The CSS and JavaScript stay real files, to read and review.
 *
 * <p>Size: about 133 KB, of which 112 KB is the data (20 bytes per position) and 21 KB the page,
 * its CSS and its script.
 */
public final class ExplorerPage {
  /** The page's file name in the site. */
  public static final String FILE = "explore.html";

  /** The most rows and columns the page plays (its script's {@code MAX_SIDE}). */
  public static final int MAX_SIDE = 8;

  /** Whether the page plays a board of these rules: at most {@link #MAX_SIDE} each way. */
  public static boolean plays(Rules rules) {
    return rules.rows() <= MAX_SIDE && rules.columns() <= MAX_SIDE;
  }
  /** What the site's links call the page. */
  static final String LABEL = "Explorer";

  private ExplorerPage() {}

  /** The data does not change within a run: computed once, on first use. */
  private static final class Data {
    static final String JSON = ExplorerData.json();
  }

  /**
   * What the page shows for the value of the empty board of the chapters' boards ({@link
   * Ablation#BOARDS}), with every technique and, on the smaller two, with each one off:
   * computed here by the Java the page runs ({@link BrowserEngine}), into {@code book} as {@code
   * explorer-positions-4x4k4} and {@code explorer-positions-4x4k4-minus-pairing}, which {@link
   * PageCheck} holds to the counts the pages give for the same solves. Time: the solves, about
   * a tenth of a second.
   */
  public static void counts(FigureBook book) {
    for (String board : Ablation.BOARDS) {
      Rules rules = Rules.ofCompactName(board);
      List<Ablation.Configuration> configurations = rules.cells() <= 16 ? Ablation.knockOuts()
          : List.of(Ablation.knockOuts().get(0));
      for (Ablation.Configuration c : configurations) {
        String without = c.label().equals("all") ? "-" : c.label().substring(1);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        BrowserEngine.answer(new String[] {board, rules.emptyBoard().cells(), without, "move"},
            new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String solve = bytes.toString(StandardCharsets.UTF_8).lines()
            .filter(l -> l.startsWith("solve ")).findFirst().orElseThrow(() ->
                new SiteException("the explorer's engine gave no count for " + board + ": "
                    + bytes));
        book.put("explorer-positions-" + board + (c.label().equals("all") ? ""
            : "-minus-" + without), CodeFigures.format(Long.parseLong(solve.split(" ")[1])));
      }
    }
  }

  /** The whole page, without the site's navigation. */
  public static String html() {
    return Resources.text("explore.html")
        .replace("/*explore.css*/", Resources.text("explore.css"))
        .replace("/*explore.js*/", Resources.text("explore.js"))
        .replace("/*explorer-data.json*/", Data.JSON)
        .replace("/*engine-worker.js*/", Resources.text("wasm/engine.wasm-runtime.js") + "\n"
            + Resources.text("explore-worker.js"))
        .replace("/*engine.wasm*/", Base64.getEncoder().encodeToString(
            Resources.bytes("wasm/engine.wasm")));
  }
}
