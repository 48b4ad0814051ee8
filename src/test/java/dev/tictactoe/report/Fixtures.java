package dev.tictactoe.report;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** Copies the checked-in JMH JSON fixtures into a directory under a results-file name. */
final class Fixtures {
  static final String SMALL = "jmh-small.json";
  static final String AFTER = "jmh-after.json";

  private Fixtures() {}

  static Path copy(String fixture, Path dir, String name) throws IOException {
    try (InputStream in = Fixtures.class.getResourceAsStream(fixture)) {
      Path file = dir.resolve(name);
      Files.copy(in, file);
      return file;
    }
  }
}
