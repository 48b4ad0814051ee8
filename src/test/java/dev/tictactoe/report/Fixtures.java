package dev.tictactoe.report;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** Copies the checked-in JMH JSON fixtures into a directory under a results-file name. */
final class Fixtures {
  static final String SMALL = "jmh-small.json";
  static final String AFTER = "jmh-after.json";
  /** ScalingBenchmark: both engines on m,n,k boards, round numbers to check the arithmetic by. */
  static final String SCALING = "jmh-scaling.json";
  /** A real quick run of MoveCostBenchmark.counters n=10 with the GC profiler (-prof gc). */
  static final String GC = "jmh-gc.json";

  private Fixtures() {}

  static Path copy(String fixture, Path dir, String name) throws IOException {
    try (InputStream in = Fixtures.class.getResourceAsStream(fixture)) {
      Path file = dir.resolve(name);
      Files.copy(in, file);
      return file;
    }
  }
}
