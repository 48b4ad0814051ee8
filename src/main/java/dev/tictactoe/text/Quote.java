package dev.tictactoe.text;

/**
 * Text the user gave, as an error message shows it: on one line, whatever it holds.
 *
 * <p>Messages quote what was wrong ("got '4y4'"), and the CLI prints each as its one line on
 * standard error, the explorer's engine as its one {@code error} line. A line break inside the
 * quote would split that line, and another control character would be obeyed by the terminal
 * rather than shown, so each is written as an escape instead: {@code \n}, {@code \r},
 * {@code \t}, else {@code \}{@code uXXXX} (the C0 and C1 controls, and Unicode's line and
 * paragraph separators). Fuzzing found the first such message; the fuzz tests hold every parser
 * to it.
 */
public final class Quote {
  private Quote() {}

  /** The text in single quotes, escaped: {@code 'a\nb'}. */
  public static String of(String text) {
    return "'" + escaped(text) + "'";
  }

  /** The text with every character that would break or steer a line written as an escape. */
  public static String escaped(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (breaksALine(c)) {
            // by hand, not String.format: the browser engine (TeaVM) would carry a Formatter
            String hex = Integer.toHexString(c);
            out.append("\\u").append("0000", hex.length(), 4).append(hex);
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.toString();
  }

  /** Whether the character is a control character or a line or paragraph separator. */
  public static boolean breaksALine(char c) {
    return Character.isISOControl(c) || c == '\u2028' || c == '\u2029';
  }
}
