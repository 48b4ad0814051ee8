package dev.tictactoe.judge;

/**
 * What the reader's code printed during a check, kept as the report shows it: the first
 * {@value #KEPT} characters (Exercism's limit for a test's {@code output}), then how much more
 * there was. Appending past the limit only counts, so a solution that prints on every move costs
 * the checker nothing more.
 */
public final class Printed {
  /** The characters kept: Exercism truncates a test's output at 500. */
  public static final int KEPT = 500;

  private final StringBuilder kept = new StringBuilder();
  private long more;

  /** Adds what was printed next. */
  public void add(String text) {
    if (text.isEmpty()) {
      return;
    }
    int room = KEPT - kept.length();
    if (text.length() <= room) {
      kept.append(text);
    } else {
      kept.append(text, 0, Math.max(0, room));
      more += text.length() - Math.max(0, room);
    }
  }

  public boolean isEmpty() {
    return kept.length() == 0;
  }

  /** What was kept, and a last line saying how much was not, if anything was cut. */
  public String text() {
    return more == 0 ? kept.toString() : kept + (kept.toString().endsWith("\n") ? "" : "\n")
        + "[" + Text.count(more, "more character", "more characters") + " not shown]\n";
  }
}
