package dev.tictactoe.site;

import dev.tictactoe.browser.BrowserJudge;
import dev.tictactoe.check.Limits;
import java.util.Map;
import org.asciidoctor.ast.StructuralNode;
import org.asciidoctor.extension.BlockMacroProcessor;
import org.asciidoctor.extension.Name;
import org.asciidoctor.log.LogRecord;
import org.asciidoctor.log.Severity;

/**
 * The practice pane, where a reader writes an answer in Python or JavaScript and checks it in
 * the page: a chapter asks for one with the block macro {@code practice::game[]} or
 * {@code practice::engine[]} (inside {@code ifdef::site-html[]}: the PDF has no pane). The macro
 * writes the pane's HTML ({@code practice/pane.html} beside this class); {@link #insertInto}
 * then gives a page that has a pane its style and script, which are shared files of the site
 * ({@link PracticeAssets}), so a page with two panes, and three pages, load them once.
 */
@Name("practice")
public final class PracticePane extends BlockMacroProcessor {
  /** The problems a pane checks, with what the pane calls each and the task in a sentence. */
  private static final Map<String, String[]> PROBLEMS = Map.of(
      "game", new String[] {"Practise: Design Tic-Tac-Toe (LeetCode 348)",
          "Write LeetCode's class, TicTacToe with a constructor taking n and move(row, col,"
          + " player), as you would submit it. Check plays what check game plays: every game on"
          + " 2 x 2 and 3 x 3, then games on boards from 4 x 4 to " + BrowserJudge.MAX_SIDE
          + " x " + BrowserJudge.MAX_SIDE + " (a win on every line by either player, random"
          + " games), against the reference, and shows the shortest failing game."},
      "engine", new String[] {"Practise: the Tic Tac Toe Engine puzzle (CodinGame)",
          "Write the program CodinGame runs: it reads the engine's letter (X or O) and the"
          + " board's three rows, and prints the board after its move. Check asks it every"
          + " reachable 3x3 position, as check engine does, and groups the wrong answers by"
          + " kind."});

  /** The pane for {@code problem}, as HTML. */
  static String html(String problem) {
    String[] about = PROBLEMS.get(problem);
    if (about == null) {
      throw new IllegalArgumentException("no practice pane for " + problem + ": the panes are "
          + String.join(" and ", PROBLEMS.keySet()));
    }
    long limit = Limits.DEFAULT.call().toMillis();
    return Resources.text("practice/pane.html").replace("{problem}", problem)
        .replace("{time-limit}", Long.toString(limit)).replace("{label}", about[0])
        .replace("{task}", about[1]).replace("{seconds}", limit / 1000 + " s");
  }

  @Override
  public StructuralNode process(StructuralNode parent, String target,
      Map<String, Object> attributes) {
    if (!"html5".equals(parent.getDocument().getAttribute("backend"))) {
      return null; // no pane in the PDF
    }
    try {
      return createBlock(parent, "pass", html(target));
    } catch (IllegalArgumentException e) {
      log(new LogRecord(Severity.ERROR, "practice::" + target + "[]: " + e.getMessage()));
      return null;
    }
  }

  /** Whether a rendered page holds a pane. */
  static boolean isOn(String html) {
    return html.contains("<section class=\"practice\"");
  }

  /** {@code html} with the panes' style in its head and their script at the end of its body. */
  static String insertInto(String html, String page) {
    int head = html.indexOf("</head>");
    int body = html.lastIndexOf("</body>");
    if (head < 0 || body < head) {
      throw new SiteException(page + ": no </head> and </body> to put the practice pane's"
          + " style and script in");
    }
    return html.substring(0, head) + "<link rel=\"stylesheet\" href=\"" + PracticeAssets.STYLE
        + "\">\n" + html.substring(head, body) + "<script src=\"" + PracticeAssets.SCRIPT
        + "\"></script>\n" + html.substring(body);
  }
}
