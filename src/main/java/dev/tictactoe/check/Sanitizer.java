package dev.tictactoe.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A sanitizer's report (AddressSanitizer's, UndefinedBehaviorSanitizer's), which a C++ answer
 * compiled as LeetCode compiles it writes on standard error as it dies, read down to what a
 * reader needs: what went wrong, and where in their own file, as the checker's failure lines put
 * a thrown exception: {@code AddressSanitizer: heap-buffer-overflow | at TicTacToe::move(int,
 * int, int) (tictactoe.cpp:9)}.
 */
final class Sanitizer {
  private static final Pattern ERROR = Pattern.compile(
      "ERROR: (AddressSanitizer|LeakSanitizer): ([\\w-]+)");
  private static final Pattern RUNTIME = Pattern.compile(
      "(?m)^(\\S+?):(\\d+)(?::\\d+)?: runtime error: (.*)$");
  private static final Pattern FRAME = Pattern.compile(
      "(?m)^\\s*#\\d+ 0x[0-9a-f]+ in (.+?) (\\S+?):(\\d+)(?::\\d+)?$");

  private Sanitizer() {}

  /**
   * The report in {@code errors} as one line, its frames in {@code file} (the reader's, by its
   * name) innermost first; empty if there is no report.
   */
  static Optional<String> describe(String errors, String file) {
    String head;
    Matcher error = ERROR.matcher(errors);
    Matcher runtime = RUNTIME.matcher(errors);
    List<String> frames = new ArrayList<>();
    int from;
    if (error.find()) {
      head = error.group(1) + ": " + error.group(2);
      from = error.end();
    } else if (runtime.find()) {
      head = "UndefinedBehaviorSanitizer: " + runtime.group(3).strip();
      frames.add("at " + base(runtime.group(1)) + ":" + runtime.group(2));
      from = runtime.end();
    } else {
      return Optional.empty();
    }
    // the first stack after the report's head: where it happened (a later one says where the
    // memory was allocated or freed)
    int blank = errors.indexOf("\n\n", errors.indexOf("#0 ", from));
    Matcher frame = FRAME.matcher(errors).region(from, blank < 0 ? errors.length() : blank);
    while (frame.find() && frames.size() < 8) {
      String where = "at " + frame.group(1) + " (" + base(frame.group(2)) + ":" + frame.group(3)
          + ")";
      if (base(frame.group(2)).equals(file) && !frames.contains(where)) {
        frames.add(where);
      }
    }
    List<String> parts = new ArrayList<>(List.of(head));
    parts.addAll(frames);
    return Optional.of(String.join(" | ", parts));
  }

  private static String base(String path) {
    return path.substring(path.lastIndexOf('/') + 1);
  }
}
