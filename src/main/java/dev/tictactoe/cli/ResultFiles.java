package dev.tictactoe.cli;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Names in {@code results/}: {@code <UTC timestamp>-<profile>.json} for JMH's JSON, and
 * {@code <same stem>.env.json} for the environment beside it. The timestamp sorts as text, so the
 * newest run is the greatest name.
 */
final class ResultFiles {
  static final DateTimeFormatter TIMESTAMP =
      DateTimeFormatter.ofPattern("uuuuMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

  private ResultFiles() {}

  /**
   * Creates an empty results file for a run started at {@code start}, never touching an existing
   * one: if the name is taken (two runs in one second), the next second's name is tried.
   */
  static Path reserve(Path dir, String profile, Instant start) throws IOException {
    Instant t = start.truncatedTo(ChronoUnit.SECONDS);
    while (true) {
      Path json = dir.resolve(TIMESTAMP.format(t) + "-" + profile + ".json");
      if (!Files.exists(envFileOf(json))) {
        try {
          return Files.createFile(json); // atomic: fails if another run took the name first
        } catch (FileAlreadyExistsException taken) {
          // fall through to the next second
        }
      }
      t = t.plusSeconds(1);
    }
  }

  /** JMH results files, and the reports rendered from them: {@code <timestamp>-<profile>}. */
  static final Pattern RESULTS = Pattern.compile("\\d{8}T\\d{6}Z-(quick|full)\\.json");
  static final Pattern REPORT = Pattern.compile("\\d{8}T\\d{6}Z-(quick|full)\\.adoc");

  /** The reports in {@code dir}, newest first: timestamps sort as text. */
  static List<Path> reportsNewestFirst(Path dir) throws IOException {
    return newestFirst(dir, REPORT);
  }

  static Optional<Path> newest(Path dir, Pattern name) throws IOException {
    return newestFirst(dir, name).stream().findFirst();
  }

  /** The files in {@code dir} whose names match, newest first: timestamps sort as text. */
  static List<Path> newestFirst(Path dir, Pattern name) throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(f -> name.matcher(f.getFileName().toString()).matches())
          .sorted(Comparator.comparing((Path f) -> f.getFileName().toString()).reversed())
          .toList();
    }
  }

  /** The results file a report was rendered from: {@code X.json} beside {@code X.adoc}. */
  static Path resultsOf(Path report) {
    return sibling(report, ".adoc", ".json");
  }

  /** The environment file beside a results file: {@code X.env.json} beside {@code X.json}. */
  static Path envFileOf(Path json) {
    return sibling(json, ".json", ".env.json");
  }

  /** The file beside {@code file} with the same stem and another suffix. */
  private static Path sibling(Path file, String suffix, String otherSuffix) {
    String name = file.getFileName().toString();
    return file.resolveSibling(name.substring(0, name.length() - suffix.length()) + otherSuffix);
  }
}
