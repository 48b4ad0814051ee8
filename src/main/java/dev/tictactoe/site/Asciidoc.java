package dev.tictactoe.site;

import dev.tictactoe.mnk.Board;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * AsciiDoc the computed tables and figures write, in one place: text in a code span that
 * Asciidoctor must show as typed. Its typographic replacements apply inside a plain code span
 * too ({@code `...`} became an ellipsis, {@code <=} a double arrow), so a span is literal
 * ({@code `+...+`}), which shows every character as it is.
 */
public final class Asciidoc {
  private Asciidoc() {}

  /** {@code text} in a literal code span. */
  public static String literal(String text) {
    if (text.contains("+`")) {
      throw new IllegalArgumentException("cannot be a literal code span: " + text);
    }
    return "`+" + text + "+`";
  }

  /** A board's rows, each a literal code span, with slashes between: {@code `+XO.+` / ...}. */
  public static String boardRows(Board board) {
    return Arrays.stream(board.toString().strip().split("\n")).map(Asciidoc::literal)
        .collect(Collectors.joining(" / "));
  }
}
