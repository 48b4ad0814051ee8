package dev.tictactoe.site;

import java.util.regex.Pattern;

/**
 * Answers in several languages, shown as tabs in HTML: a chapter puts the listings of one answer
 * (the Java, then the Python) in an open block with the role {@value #ROLE}, and every page that
 * has one gets this style and script ({@code answer-tabs.css}, {@code answer-tabs.js}), inserted
 * after rendering. Each listing is a tab named by its language; choosing one shows that language
 * in every set on the page, and is remembered. Without the script, and in the PDF (which shows
 * the Java only), the listings follow one another.
 *
 * <p>Why not the asciidoctor-tabs extension: it is a Ruby gem that Maven Central does not serve,
 * and the site is built from Maven Central alone; these few lines need nothing.
 */
final class AnswerTabs {
  /** The role of the open block whose listings are tabs: {@code [.tabs]}. */
  static final String ROLE = "tabs";

  private static final Pattern TABS = Pattern.compile("class=\"openblock(?: [^\"]*)? " + ROLE
      + "(?: [^\"]*)?\"");
  private static final String STYLE = Resources.text("answer-tabs.css");
  private static final String SCRIPT = Resources.text("answer-tabs.js");

  private AnswerTabs() {}

  /** {@code html} with the tabs' style and script, if it has a set of tabs; else unchanged. */
  static String insertInto(String html, String page) {
    if (!TABS.matcher(html).find()) {
      return html;
    }
    int head = html.indexOf("</head>");
    int end = html.lastIndexOf("</body>");
    if (head < 0 || end < head) {
      throw new SiteException(page + ": no <head> and </body> to put the answers' tabs in");
    }
    return html.substring(0, head) + "<style>\n" + STYLE + "</style>\n"
        + html.substring(head, end) + "<script>\n" + SCRIPT + "</script>\n" + html.substring(end);
  }
}
