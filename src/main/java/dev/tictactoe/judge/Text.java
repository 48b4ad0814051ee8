package dev.tictactoe.judge;

import java.util.ArrayList;
import java.util.List;

/**
 * The few ways the judge writes numbers and columns, by hand rather than through
 * {@code String.format}, whose flags the page's class library (TeaVM's) does not all have.
 */
public final class Text {
  private Text() {}

  /** {@code 255168} as {@code 255,168}. */
  public static String thousands(long value) {
    String digits = Long.toString(Math.abs(value));
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < digits.length(); i++) {
      if (i > 0 && (digits.length() - i) % 3 == 0) {
        text.append(',');
      }
      text.append(digits.charAt(i));
    }
    return (value < 0 ? "-" : "") + text;
  }

  /** A count and its noun: {@code 1 move}, {@code 4,520 positions}. */
  public static String count(long value, String one, String many) {
    return thousands(value) + " " + (value == 1 ? one : many);
  }

  /** {@code value} right-aligned in {@code width} characters. */
  public static String right(Object value, int width) {
    String text = String.valueOf(value);
    return " ".repeat(Math.max(0, width - text.length())) + text;
  }

  /** A duration in seconds, whole or to a tenth: {@code 10 seconds}, {@code 0.5 seconds}. */
  public static String seconds(long nanos) {
    long tenths = Math.round(nanos / 1e8);
    String number = tenths % 10 == 0 ? Long.toString(tenths / 10)
        : tenths / 10 + "." + tenths % 10;
    return number + (tenths == 10 ? " second" : " seconds");
  }

  /**
   * A duration as a person says it: {@code 40 s}, {@code 12 minutes}, {@code 3.1 hours}.
   */
  public static String duration(long nanos) {
    double seconds = nanos / 1e9;
    if (seconds < 120) {
      return Math.round(seconds) + " s";
    }
    if (seconds < 7200) {
      return Math.round(seconds / 60) + " minutes";
    }
    long tenths = Math.round(seconds / 360);
    return tenths / 10 + "." + tenths % 10 + " hours";
  }

  /** The text with its first letter in capitals. */
  public static String capital(String words) {
    return words.isEmpty() ? words : Character.toUpperCase(words.charAt(0)) + words.substring(1);
  }

  /** The text on one line and at most {@code max} characters, "..." where it was cut. */
  public static String shorten(String text, int max) {
    String line = Protocol.oneLine(text);
    return line.length() > max ? line.substring(0, max - 3) + "..." : line;
  }

  /** The parts of {@code text} between each {@code separator}, as typed (no pattern). */
  public static List<String> split(String text, String separator) {
    List<String> parts = new ArrayList<>();
    int start = 0;
    for (int at = text.indexOf(separator); at >= 0; at = text.indexOf(separator, start)) {
      parts.add(text.substring(start, at));
      start = at + separator.length();
    }
    parts.add(text.substring(start));
    return parts;
  }

  /** Each line of {@code text} after {@code prefix}, the last line ended too. */
  public static String indent(String text, String prefix) {
    StringBuilder out = new StringBuilder();
    for (String line : split(text.stripTrailing(), "\n")) {
      out.append(prefix).append(line).append('\n');
    }
    return out.toString();
  }
}
