package dev.tictactoe.check;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the checker found, as the terminal shows it and as Exercism's test-runner interface
 * (version 2) has it: an overall status, pass when every check passed, fail when one failed,
 * error when none could run (the solution does not compile, lacks the method, never starts), and
 * one entry per check with its own status and message; then the details a reader needs (the
 * shrunk failing game, the wrong answers grouped by kind, the speed beside the references).
 */
public final class CheckReport {
  /** A check's verdict, in Exercism's words. */
  public enum Status {
    PASS, FAIL, ERROR;

    String word() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /**
   * One check: its name, its verdict, a message of one line when it did not pass, and what a
   * reader needs to see the failure (the shrunk game, the boards), if anything.
   */
  public record Test(String name, Status status, String message, String detail) {
    static Test passed(String name) {
      return new Test(name, Status.PASS, "", "");
    }
  }

  private final String solution;
  private final List<Test> tests = new ArrayList<>();
  private final List<String> details = new ArrayList<>();
  private Optional<String> error = Optional.empty();

  CheckReport(String solution) {
    this.solution = solution;
  }

  void add(Test test) {
    tests.add(test);
  }

  void detail(String text) {
    details.add(text);
  }

  /** No check could run, for this reason. */
  void error(String message) {
    error = Optional.of(message);
  }

  public List<Test> tests() {
    return List.copyOf(tests);
  }

  public List<String> details() {
    return List.copyOf(details);
  }

  public Optional<String> errorMessage() {
    return error;
  }

  /** Error if no check ran, fail if one did not pass, else pass. */
  public Status status() {
    if (error.isPresent()) {
      return Status.ERROR;
    }
    return tests.stream().allMatch(t -> t.status() == Status.PASS) ? Status.PASS : Status.FAIL;
  }

  /** The report as the terminal shows it. */
  public String text() {
    StringBuilder text = new StringBuilder();
    text.append(solution).append(": ").append(switch (status()) {
      case PASS -> "every check passed";
      case FAIL -> tests.stream().filter(t -> t.status() != Status.PASS).count() + " of "
          + tests.size() + " checks failed";
      case ERROR -> "no check could run";
    }).append('\n');
    error.ifPresent(e -> text.append("  error: ").append(e).append('\n'));
    for (Test t : tests) {
      text.append("  ").append(t.status() == Status.PASS ? "pass" : t.status().word())
          .append("  ").append(t.name());
      if (!t.message().isEmpty()) {
        text.append(": ").append(t.message());
      }
      text.append('\n');
    }
    for (Test t : tests) {
      if (!t.detail().isEmpty()) {
        text.append('\n').append(t.detail().stripTrailing()).append('\n');
      }
    }
    for (String detail : details) {
      text.append('\n').append(detail.stripTrailing()).append('\n');
    }
    return text.toString();
  }

  /** Writes the report as Exercism's results.json, version 2. */
  public void writeExercismJson(Path file) {
    ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    ObjectNode root = json.createObjectNode();
    root.put("version", 2);
    root.put("status", status().word());
    if (status() == Status.ERROR) {
      root.put("message", error.orElse(""));
    }
    ArrayNode list = root.putArray("tests");
    for (Test t : tests) {
      ObjectNode test = list.addObject();
      test.put("name", t.name());
      test.put("status", t.status().word());
      if (t.status() != Status.PASS) {
        test.put("message", t.detail().isEmpty() ? t.message()
            : t.message() + "\n\n" + t.detail().stripTrailing());
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
