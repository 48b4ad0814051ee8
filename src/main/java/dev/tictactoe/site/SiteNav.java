package dev.tictactoe.site;

import java.util.List;

/**
 * The same bar of links on every page of the site: each chapter, the explorer and, when there is
 * one, the PDF, with the page itself marked. Without it a reader could move between chapters only
 * through links in the prose.
 *
 * <p>It is inserted into each HTML page after rendering (its style before {@code </head>}, the bar
 * right after {@code <body>}), so the chapters' text, and the PDF built from it, never see it.
 */
final class SiteNav {
  /** One link of the bar: a page (or file) of the site and what the bar calls it. */
  record Link(String file, String label) {}

  private static final String STYLE = Resources.text("site-nav.css");

  private final List<Link> links;

  SiteNav(List<Link> links) {
    this.links = List.copyOf(links);
  }

  /** {@code html} with the bar at the top of its body; {@code page} is its own file name. */
  String insertInto(String html, String page) {
    int head = html.indexOf("</head>");
    int bodyTag = html.indexOf("<body");
    int body = bodyTag < 0 ? -1 : html.indexOf('>', bodyTag) + 1;
    if (head < 0 || body <= 0 || body < head) {
      throw new SiteException(page + ": no <head> and <body> to put the site's links in");
    }
    return html.substring(0, head) + "<style>\n" + STYLE + "</style>\n"
        + html.substring(head, body) + "\n" + bar(page) + html.substring(body);
  }

  /** The bar alone, as HTML. */
  String bar(String page) {
    StringBuilder nav = new StringBuilder("<nav class=\"site-nav\" aria-label=\"Study site\"><ul>");
    for (Link link : links) {
      nav.append("<li><a href=\"").append(link.file()).append('"')
          .append(link.file().equals(page) ? " aria-current=\"page\"" : "")
          .append('>').append(Resources.escapeHtml(link.label())).append("</a></li>");
    }
    return nav.append("</ul></nav>\n").toString();
  }
}
