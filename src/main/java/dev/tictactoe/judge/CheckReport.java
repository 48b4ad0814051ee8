package dev.tictactoe.judge;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the checker found, as the terminal shows it and in the shape of Exercism's test-runner
 * interface (version 2), which the runner writes as {@code results.json}: an overall status, pass
 * when every check passed, fail when one failed, error when none could run (the solution does not
 * compile, lacks the method, never starts), and one entry per check with its own status, message
 * and what the reader's code printed meanwhile; then the details a reader needs (the shrunk
 * failing game, the wrong answers grouped by kind, the speed beside the references) and notes.
 */
public final class CheckReport {
  /** A check's verdict, in Exercism's words. */
  public enum Status {
    PASS, FAIL, ERROR;

    /** Exercism's word for it: pass, fail, error. */
    public String word() {
      return this == PASS ? "pass" : this == FAIL ? "fail" : "error";
    }
  }

  /**
   * One check: its name, its verdict, a message of one line when it did not pass, what the
   * reader's code printed while it ran (cut as {@link Printed} cuts it), and what a reader needs
   * to see the failure, if anything: the game problem's failing game, or the engine problem's
   * wrong answers, kind by kind. Those two are the report's data; the terminal's text of them
   * ({@link #detail}) and the page's verdict are both made from them.
   */
  public record Test(String name, Status status, String message, String output,
      Optional<FailingGame> game, List<WrongAnswers> wrong) {
    public Test {
      wrong = List.copyOf(wrong);
    }

    public static Test passed(String name, String output) {
      return new Test(name, Status.PASS, "", output, Optional.empty(), List.of());
    }

    /** A check that failed with nothing to show but its message. */
    public static Test failed(String name, String message, String output) {
      return new Test(name, Status.FAIL, message, output, Optional.empty(), List.of());
    }

    /** The failure shown as the terminal shows it: the failing game, or the wrong answers. */
    public String detail() {
      StringBuilder text = new StringBuilder();
      game.ifPresent(g -> text.append(g.text()));
      for (WrongAnswers kind : wrong) {
        text.append(kind.text());
      }
      return text.toString();
    }
  }

  private final String solution;
  private final List<Test> tests = new ArrayList<>();
  private final List<String> details = new ArrayList<>();
  private final List<String> notes = new ArrayList<>();
  private Optional<String> error = Optional.empty();

  public CheckReport(String solution) {
    this.solution = solution;
  }

  /** What the report calls the solution and the problem: {@code tictactoe.py, the game}. */
  public String solution() {
    return solution;
  }

  public void add(Test test) {
    tests.add(test);
  }

  /** A paragraph after the checks: the speed, say. */
  public void detail(String text) {
    details.add(text);
  }

  /** A remark on how the check was run, printed last: "Note: ...". */
  public void note(String text) {
    if (!notes.contains(text)) {
      notes.add(text);
    }
  }

  /** No check could run, for this reason. */
  public void error(String message) {
    error = Optional.of(message);
  }

  public List<Test> tests() {
    return List.copyOf(tests);
  }

  public List<String> details() {
    return List.copyOf(details);
  }

  public List<String> notes() {
    return List.copyOf(notes);
  }

  public Optional<String> errorMessage() {
    return error;
  }

  /** Error if no check ran, fail if one did not pass, else pass. */
  public Status status() {
    if (error.isPresent()) {
      return Status.ERROR;
    }
    for (Test t : tests) {
      if (t.status() != Status.PASS) {
        return Status.FAIL;
      }
    }
    return Status.PASS;
  }

  /** The verdict in a few words: "every check passed", "1 of 3 checks failed". */
  public String summary() {
    int failed = 0;
    for (Test t : tests) {
      failed += t.status() == Status.PASS ? 0 : 1;
    }
    return switch (status()) {
      case PASS -> "every check passed";
      case FAIL -> failed + " of " + tests.size() + " checks failed";
      case ERROR -> "no check could run";
    };
  }

  /** The report as the terminal shows it. */
  public String text() {
    StringBuilder text = new StringBuilder();
    text.append(solution).append(": ").append(summary()).append('\n');
    error.ifPresent(e -> text.append("  error: ").append(e).append('\n'));
    for (Test t : tests) {
      text.append("  ").append(t.status().word()).append("  ").append(t.name());
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
    for (Test t : tests) {
      if (!t.output().isEmpty()) {
        text.append("\nWhat your code printed during \"").append(t.name()).append("\":\n")
            .append(Text.indent(t.output(), "  | "));
      }
    }
    for (String detail : details) {
      text.append('\n').append(detail.stripTrailing()).append('\n');
    }
    for (String note : notes) {
      text.append("\nNote: ").append(note.stripTrailing()).append('\n');
    }
    return text.toString();
  }
}
