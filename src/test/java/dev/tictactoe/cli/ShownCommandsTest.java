package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Every command the README and the site show in a shell listing is run here, as it is typed, so
 * a renamed subcommand or option, a value the CLI refuses, or a figure that no longer comes out
 * fails the build instead of staying on the page. What a test cannot afford is changed in the
 * open, one rule per kind of command ({@link #asRun}): benchmarks are listed instead of run
 * ({@code bench --list} checks the selection and parameters, and forks nothing); a search gets
 * at most {@value #SECONDS} second (and may then stop with status 3), an ablation at most
 * {@value #BUDGET} positions per configuration, a table of every board at most
 * {@value #MAX_CELLS} cells and a memory of {@value #MEMORY}; {@code play} is typed every cell
 * number in turn; {@code check} judges without measuring ({@code --speed none}); reports read a
 * copy of the committed results, in which placeholders
 * ({@code OLD}, {@code "$NEW"}) stand for two runs.
 */
@Order(Order.DEFAULT + 1) // long: at the back, see junit-platform.properties
class ShownCommandsTest {
  private static final String JAR = "java -jar target/tictactoe.jar";
  private static final int SECONDS = 1;
  private static final int BUDGET = 10_000;
  private static final int MAX_CELLS = 10;
  private static final String MEMORY = "256M";
  /** The committed runs that the listings' placeholders stand for: same machine, JDK, profile. */
  private static final String OLD_RUN = "20261123T191258Z-full";
  private static final String NEW_RUN = "20261123T195505Z-full";
  /** The other programs a listing may use; any other fails the test, to be taught here. */
  private static final Set<String> TOOLS = Set.of("printf", "tail", "sudo", "cd", "git");

  /** A command as shown: where, its words after the jar, what is piped into it, its comment. */
  record Shown(String where, List<String> args, String stdin, String comment) {
    @Override
    public String toString() {
      return where + ": " + String.join(" ", args);
    }
  }

  @Test
  void everyShownCommandRunsAndSaysWhatItsCommentClaims(@TempDir Path tmp) throws IOException {
    List<Shown> shown = shown();
    assertTrue(shown.size() >= 30, "the listings were found: " + shown.size());
    Path results = Files.createDirectories(tmp.resolve("results"));
    try (Stream<Path> files = Files.list(Path.of("results"))) {
      for (Path file : files.filter(f -> f.toString().endsWith(".json")).toList()) {
        Files.copy(file, results.resolve(file.getFileName()));
      }
    }
    List<String> failed = new ArrayList<>();
    for (Shown command : shown) {
      List<String> args = asRun(command.args(), results, tmp);
      Cli.Result r = Cli.run(args.get(0).equals("play") ? everyCell() : command.stdin(),
          args.toArray(String[]::new));
      Set<Integer> allowed = args.contains("--max-slowdown") ? Set.of(0, 1)
          : args.contains("--timeout") ? Set.of(0, 3) : Set.of(0);
      if (!allowed.contains(r.status())) {
        failed.add(command + "\n  ran as: " + String.join(" ", args) + "\n  status "
            + r.status() + ": " + r.err().strip());
      } else if (r.status() == 0 && args.equals(command.args())) { // as shown: its claims hold
        for (String figure : figures(command.comment())) {
          if (!(r.out() + r.err()).contains(figure)) {
            failed.add(command + "\n  says " + figure + " in its comment; the output does not:\n"
                + r.out());
          }
        }
      }
    }
    assertEquals("", String.join("\n", failed), failed.size() + " of " + shown.size()
        + " shown commands fail");
  }

  @Test
  void theMavenCommandsNameWhatThePomHas() throws IOException {
    String pom = Files.readString(Path.of("pom.xml"));
    int checked = 0;
    for (Path file : documents()) {
      for (String line : Files.readAllLines(file)) {
        Matcher profile = Pattern.compile("\\./mvnw .*-P(\\w+)").matcher(line);
        if (profile.find()) {
          assertTrue(pom.contains("<id>" + profile.group(1) + "</id>"),
              file + " names a profile the pom lacks: " + line);
          checked++;
        }
      }
    }
    assertTrue(checked >= 2, "the main command is shown: " + checked);
  }

  /**
   * The command as this test runs it (see the class comment); the rest of it as shown. Paths
   * under {@code results/} and every placeholder point into {@code results}, a copy.
   */
  private static List<String> asRun(List<String> shown, Path results, Path tmp) {
    CommandLine.ParseResult parsed = parse(shown);
    String command = parsed.subcommand() == null ? "" : parsed.subcommand().commandSpec().name();
    boolean timed = parsed.subcommand() != null
        && parsed.subcommand().commandSpec().findOption("--timeout") != null;
    List<String> args = new ArrayList<>();
    for (int i = 0; i < shown.size(); i++) {
      String arg = shown.get(i);
      if ((arg.equals("--timeout") && timed) || arg.equals("--budget")
          || arg.equals("--max-cells")) {
        i++; // replaced below
      } else if (arg.equals("--memory")) {
        args.addAll(List.of(arg, MEMORY));
        i++;
      } else if (arg.equals("--out") && command.equals("report")) {
        args.addAll(List.of(arg, tmp.resolve("out").toString()));
        i++;
      } else if (arg.equals("--results-dir") && command.equals("report")) {
        i++; // the copy, below
      } else {
        args.add(standIn(arg, results));
      }
    }
    if (timed) {
      args.addAll(List.of("--timeout", Integer.toString(SECONDS)));
    }
    if (command.equals("ablate")) {
      args.addAll(List.of("--budget", Integer.toString(BUDGET)));
    }
    if (command.equals("table") && !args.contains("--boards")) {
      args.addAll(List.of("--max-cells", Integer.toString(MAX_CELLS)));
    }
    if (command.equals("bench") && !args.contains("--list") && !args.contains("--list-profilers")) {
      args.add("--list");
    }
    if (command.equals("report")) {
      args.addAll(List.of("--results-dir", results.toString()));
    }
    if (command.equals("check") && !args.contains("--speed")) {
      args.addAll(List.of("--speed", "none")); // its JMH run takes a minute: the verdict only
    }
    return args;
  }

  private static String standIn(String arg, Path results) {
    return switch (arg) {
      case "$OLD", "results/OLD.json", "results/BASELINE-quick.json" ->
          results.resolve(OLD_RUN + ".json").toString();
      case "$NEW", "results/NEW.json" -> results.resolve(NEW_RUN + ".json").toString();
      default -> arg.startsWith("results/") ? results.resolve(arg.substring(8)).toString() : arg;
    };
  }

  /** Parsed as the CLI parses it: an unknown subcommand, option or value fails here. */
  private static CommandLine.ParseResult parse(List<String> args) {
    try {
      return Main.commandLine().parseArgs(args.toArray(String[]::new));
    } catch (CommandLine.ParameterException e) {
      return fail("the CLI refuses " + args + ": " + e.getMessage());
    }
  }

  /** What {@code play} is typed: every cell number in turn (a taken one just asks again). */
  private static String everyCell() {
    StringBuilder typed = new StringBuilder();
    for (int cell = 1; cell <= 64; cell++) {
      typed.append(cell).append('\n');
    }
    return typed.toString();
  }

  /**
   * The figures a comment states (a number of three digits or more, not part of a name), which
   * the output must show.
   */
  private static List<String> figures(String comment) {
    List<String> figures = new ArrayList<>();
    Matcher m = Pattern.compile("(?<![\\w/.-])(\\d{1,3}(,\\d{3})+|\\d{3,})(?![\\w/.-])")
        .matcher(comment);
    while (m.find()) {
      figures.add(m.group());
    }
    return figures;
  }

  /** The README and every chapter of the site. */
  private static List<Path> documents() throws IOException {
    List<Path> files = new ArrayList<>(List.of(Path.of("README.adoc")));
    try (Stream<Path> docs = Files.list(Path.of("docs"))) {
      docs.filter(f -> f.toString().endsWith(".adoc")).sorted().forEach(files::add);
    }
    return files;
  }

  /** Every command of the jar in a {@code [source,shell]} listing of the README or the docs. */
  static List<Shown> shown() throws IOException {
    List<Shown> shown = new ArrayList<>();
    for (Path file : documents()) {
      List<String> lines = Files.readAllLines(file);
      for (int i = 0; i < lines.size(); i++) {
        if (lines.get(i).startsWith("[source,shell]") && lines.get(i + 1).equals("----")) {
          int end = lines.subList(i + 2, lines.size()).indexOf("----") + i + 2;
          shown.addAll(commands(file + ":" + (i + 3), lines.subList(i + 2, end)));
          i = end;
        }
      }
    }
    return shown;
  }

  /** The jar's commands in one listing: lines joined at a trailing backslash, then parsed. */
  private static List<Shown> commands(String where, List<String> listing) {
    List<Shown> shown = new ArrayList<>();
    StringBuilder code = new StringBuilder();
    StringBuilder comment = new StringBuilder();
    for (String line : listing) {
      String part = withoutComment(line);
      comment.append(comment(line)).append(' ');
      if (part.endsWith("\\")) {
        code.append(part, 0, part.length() - 1).append(' ');
        continue;
      }
      code.append(part);
      if (!code.toString().isBlank()) { // else a comment on a line of its own
        shown.addAll(pipeline(where, code.toString().strip(), comment.toString()));
      }
      code.setLength(0);
      comment.setLength(0);
    }
    return shown;
  }

  /** One line of shell: {@code NAME=$(...)}, pipes, {@code printf} feeding the jar. */
  private static List<Shown> pipeline(String where, String code, String comment) {
    Matcher assignment = Pattern.compile("^\\w+=\\$\\((.*)\\)$").matcher(code);
    if (assignment.matches()) {
      code = assignment.group(1);
    }
    String stdin = "";
    List<Shown> shown = new ArrayList<>();
    for (String segment : splitOutsideQuotes(code.replace("&&", "|"), '|')) {
      if (segment.isBlank()) {
        continue;
      }
      // an environment variable set for the command (JAZZER_FUZZ=1 ./mvnw ...) is not a program
      List<String> words = words(segment.strip().replaceFirst("^(\\w+=\\S*\\s+)+", ""));
      String program = words.get(0);
      if (segment.strip().startsWith(JAR + " ") || segment.strip().equals(JAR)) {
        shown.add(new Shown(where, words.subList(3, words.size()), stdin, comment));
      } else if (program.equals("printf")) {
        stdin = words.get(1).replace("\\n", "\n");
      } else if (!program.equals("./mvnw") && !TOOLS.contains(program)) {
        fail(where + " runs " + program + ", which this test does not know: " + code);
      }
    }
    return shown;
  }

  private static String withoutComment(String line) {
    int hash = commentStart(line);
    return (hash < 0 ? line : line.substring(0, hash)).stripTrailing();
  }

  private static String comment(String line) {
    int hash = commentStart(line);
    return hash < 0 ? "" : line.substring(hash + 1).strip();
  }

  /** Where a {@code #} comment starts (at the line's start or after a space, not quoted). */
  private static int commentStart(String line) {
    return unquoted(line).filter(i -> line.charAt(i) == '#'
        && (i == 0 || line.charAt(i - 1) == ' ')).findFirst().orElse(-1);
  }

  private static List<String> splitOutsideQuotes(String code, char separator) {
    List<String> parts = new ArrayList<>();
    int start = 0;
    for (int cut : unquoted(code).filter(i -> code.charAt(i) == separator).toArray()) {
      parts.add(code.substring(start, cut));
      start = cut + 1;
    }
    parts.add(code.substring(start));
    return parts;
  }

  /** The positions of {@code text} outside single and double quotes (quote marks excluded). */
  private static IntStream unquoted(String text) {
    IntStream.Builder outside = IntStream.builder();
    char quote = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (quote != 0) {
        quote = c == quote ? 0 : quote;
      } else if (c == '\'' || c == '"') {
        quote = c;
      } else {
        outside.add(i);
      }
    }
    return outside.build();
  }

  /** Shell words: split at spaces outside quotes, quotes removed. */
  private static List<String> words(String segment) {
    List<String> words = new ArrayList<>();
    for (String word : splitOutsideQuotes(segment.replaceAll("\\s+", " "), ' ')) {
      if (!word.isEmpty()) {
        words.add(word.replaceAll("^'(.*)'$", "$1").replaceAll("^\"(.*)\"$", "$1"));
      }
    }
    return words;
  }
}
