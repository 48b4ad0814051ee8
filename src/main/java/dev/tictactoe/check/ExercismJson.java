package dev.tictactoe.check;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tictactoe.judge.CheckReport;
import dev.tictactoe.judge.CheckReport.Status;
import dev.tictactoe.judge.CheckReport.Test;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A check's report as Exercism's test-runner interface has it, {@code results.json} version 2:
 * {@code status} (pass, fail, error), {@code message} when no check could run, and a test per
 * check with its {@code name}, {@code status}, {@code message} (the failure's line and its
 * details) and {@code output}, what the reader's code printed while it ran (cut at 500
 * characters, as the interface asks).
 */
public final class ExercismJson {
  private ExercismJson() {}

  /** Writes {@code report} to {@code file}, creating its directory if need be. */
  public static void write(CheckReport report, Path file) {
    ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    ObjectNode root = json.createObjectNode();
    root.put("version", 2);
    root.put("status", report.status().word());
    if (report.status() == Status.ERROR) {
      root.put("message", report.errorMessage().orElse(""));
    }
    ArrayNode list = root.putArray("tests");
    for (Test t : report.tests()) {
      ObjectNode test = list.addObject();
      test.put("name", t.name());
      test.put("status", t.status().word());
      if (t.status() != Status.PASS) {
        test.put("message", t.detail().isEmpty() ? t.message()
            : t.message() + "\n\n" + t.detail().stripTrailing());
      }
      if (!t.output().isEmpty()) {
        test.put("output", t.output());
      }
    }
    try {
      if (file.getParent() != null) {
        Files.createDirectories(file.getParent());
      }
      Files.writeString(file, json.writeValueAsString(root) + "\n");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
