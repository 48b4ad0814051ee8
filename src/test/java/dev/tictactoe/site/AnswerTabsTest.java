package dev.tictactoe.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A page with a set of tabs gets their style and script, once, where a browser reads them; a page
 * without one is left as it was. (SiteIT clicks the tabs of the real pages in Chromium.)
 */
class AnswerTabsTest {
  private static final String TABS = "<html><head><title>t</title></head><body>"
      + "<div class=\"openblock tabs\"><div class=\"content\"></div></div></body></html>";

  @Test
  void aPageWithTabsGetsTheirStyleInItsHeadAndTheirScriptAtTheEndOfItsBody() {
    String html = AnswerTabs.insertInto(TABS, "interview.html");
    int style = html.indexOf(".openblock.tabs > .content > .tab-bar");
    int script = html.indexOf("tictactoe-answer-language");
    assertTrue(style > 0 && style < html.indexOf("</head>"), "the style is in the head");
    assertTrue(script > html.indexOf("class=\"openblock tabs\""), "the script runs after the tabs");
    assertTrue(script < html.indexOf("</body>"), "inside the body");
    assertEquals(1, html.split("<script>", -1).length - 1, "one script");
  }

  @Test
  void theRoleMayStandAmongOthers() {
    String html = AnswerTabs.insertInto(TABS.replace("openblock tabs", "openblock wide tabs"),
        "game.html");
    assertTrue(html.contains("tictactoe-answer-language"));
  }

  @Test
  void aPageWithoutTabsIsLeftAsItWas() {
    String plain = TABS.replace("openblock tabs", "openblock tabsheet");
    assertEquals(plain, AnswerTabs.insertInto(plain, "index.html"));
  }

  @Test
  void aPageWithNowhereToPutThemFailsTheRender() {
    assertEquals("broken.html: no <head> and </body> to put the answers' tabs in",
        assertThrows(SiteException.class, () -> AnswerTabs.insertInto(
            "<div class=\"openblock tabs\"></div>", "broken.html")).getMessage());
  }
}
