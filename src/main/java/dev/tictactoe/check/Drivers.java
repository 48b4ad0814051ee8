package dev.tictactoe.check;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The checker's drivers, one per language, as LeetCode and CodinGame supply theirs: the program
 * around the reader's code that serves the line protocols, the game's and the engine's. They are
 * resource files ({@code src/main/resources/dev/tictactoe/check/driver/}), written into the
 * check's work directory to run. The Python and JavaScript drivers' function layers also run in
 * the page, as its way of calling the reader's code (the site writes them into the practice
 * pane's judge, {@code practice/judge.js}); each file documents its API at its top. (A
 * Java answer is served by the hosts in {@code check.host}; a C++ engine program, which has its
 * own {@code main}, needs no driver.)
 */
public final class Drivers {
  /** Every driver, by file name. */
  static final String[] FILES = {"driver.py", "driver.js", "driver.cpp"};

  private Drivers() {}

  /** The driver's file name for an answer in {@code language}. */
  public static String file(Language language) {
    return switch (language) {
      case PYTHON -> "driver.py";
      case JAVASCRIPT -> "driver.js";
      case CPP -> "driver.cpp";
      case JAVA -> throw new IllegalArgumentException("Java is served by the checker's hosts");
    };
  }

  /** The text of a driver, as the jar holds it. */
  public static String text(String file) {
    try (InputStream in = Drivers.class.getResourceAsStream("driver/" + file)) {
      if (in == null) {
        throw new IllegalStateException("the checker's driver " + file + " is missing from the"
            + " jar");
      }
      return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Writes every driver into {@code dir} (created if need be), and returns it. */
  static Path writeAll(Path dir) {
    try {
      Files.createDirectories(dir);
      for (String file : FILES) {
        Files.writeString(dir.resolve(file), text(file));
      }
      return dir;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
