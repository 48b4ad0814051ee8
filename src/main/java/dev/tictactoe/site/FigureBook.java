package dev.tictactoe.site;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * Every figure the chapters' prose states, by one name each, computed when the site renders: from
 * the code and the engines (counts, positions), or from the measured run (times). The chapters
 * read them as attributes ({@code {positions-4x4k4}}, {@code {technique-count}}), so none is
 * typed by hand and a quantity has one value on every page.
 *
 * <p>A name is given its value once. Giving it another is two computations of one quantity that
 * disagree (a board's positions counted by two engines, say), which fails the render rather than
 * letting two pages state different values.
 */
public final class FigureBook {
  /** Where the figures are written for the tests that check the rendered pages against them. */
  public static final String FILE = "figures.properties";

  private final Map<String, String> figures = new TreeMap<>();

  /**
   * Gives {@code name} its value.
   *
   * @throws SiteException if the name already has another value
   */
  public synchronized FigureBook put(String name, String value) {
    String before = figures.putIfAbsent(name, value);
    if (before != null && !before.equals(value)) {
      throw new SiteException("two values for the figure " + name + ": " + before + " and "
          + value + " (two computations of one quantity disagree)");
    }
    return this;
  }

  /** Every figure of {@code more}, as {@link #put} gives them. */
  public FigureBook putAll(Map<String, String> more) {
    more.forEach(this::put);
    return this;
  }

  /** The figures, by name. */
  public synchronized Map<String, String> figures() {
    return Collections.unmodifiableMap(new TreeMap<>(figures));
  }

  /** Writes the figures, one {@code name=value} line each, into {@code dir/}{@link #FILE}. */
  public synchronized void write(Path dir) {
    StringBuilder text = new StringBuilder();
    figures.forEach((name, value) -> text.append(name).append('=').append(value).append('\n'));
    try {
      Files.createDirectories(dir);
      Files.writeString(dir.resolve(FILE), text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The figures of a file {@link #write} wrote. */
  public static Map<String, String> read(Path dir) throws IOException {
    Map<String, String> figures = new TreeMap<>();
    for (String line : Files.readAllLines(dir.resolve(FILE))) {
      int eq = line.indexOf('=');
      if (eq > 0) {
        figures.put(line.substring(0, eq), line.substring(eq + 1));
      }
    }
    return figures;
  }
}
