package dev.tictactoe.cli;

import dev.tictactoe.mnk.SearchStoppedException;
import dev.tictactoe.text.Quote;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Properties;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;

/**
 * The {@code tictactoe} command: one jar, one subcommand per job.
 *
 * <p>Every error a user can cause ends the same way: one line on standard error that says what was
 * wrong and where, and exit status 2 ({@link #USAGE_ERROR}). Stack traces are for bugs only, and
 * even then are shown only when {@code TICTACTOE_DEBUG} is set.
 */
@Command(
    name = "tictactoe",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class,
    description = "Tic-tac-toe reference and benchmark workbench.",
    subcommands = {CommandLine.HelpCommand.class, ReplayCommand.class, SolveCommand.class,
        CensusCommand.class, TableCommand.class, PlayCommand.class, TechniquesCommand.class,
        WeakCommand.class, AblateCommand.class, CheckCommand.class, BenchCommand.class,
        ReportCommand.class, SiteCommand.class, ServeCommand.class})
public final class Main implements Callable<Integer> {

  /**
   * Exit status for any input the user can fix: a bad option, a malformed line, an illegal move.
   */
  public static final int USAGE_ERROR = CommandLine.ExitCode.USAGE;

  /** Exit status for a search stopped by {@code --timeout}. */
  public static final int STOPPED = 3;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  public static void main(String[] args) {
    System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
  }

  /** Runs the CLI with the given streams and returns the exit status; used by tests too. */
  public static int run(String[] args, PrintWriter out, PrintWriter err) {
    CommandLine cli = commandLine();
    cli.setOut(out);
    cli.setErr(err);
    return cli.execute(args);
  }

  private static final String BYTE_ORDER_MARK = "\uFEFF";

  /**
   * Standard input as UTF-8 lines, read when a command runs (not when it is built), so tests can
   * replace System.in. Lines may end in \n or \r\n, and a byte-order mark before the first line
   * (which some Windows editors write) is dropped rather than read as part of the first move or
   * letter. Nothing is read until the command asks for a line, so a prompt shows first.
   */
  static BufferedReader standardInput() {
    return new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)) {
      private boolean first = true;

      @Override
      public String readLine() throws IOException {
        String line = super.readLine();
        if (first && line != null && line.startsWith(BYTE_ORDER_MARK)) {
          line = line.substring(BYTE_ORDER_MARK.length());
        }
        first = false;
        return line;
      }
    };
  }

  /** The configured command tree, without streams; the site uses it to capture help texts. */
  public static CommandLine commandLine() {
    return configured(new Main());
  }

  /**
   * A command as the CLI runs it: errors reported in one line, and arguments taken as typed.
   * picocli would read an argument {@code @FILE} as the arguments in that file, and stop with a
   * stack trace when FILE is a directory ({@code --memory @/}, found by fuzzing); the CLI
   * documents no such files, so {@code @} is an ordinary character.
   */
  static CommandLine configured(Object command) {
    CommandLine cli = new CommandLine(command);
    cli.setParameterExceptionHandler(Main::onBadParameters);
    cli.setExecutionExceptionHandler(Main::onFailure);
    cli.setExpandAtFiles(false);
    return cli;
  }

  /** Without a subcommand there is nothing to do: show the usage, and say so with status 2. */
  @Override
  public Integer call() {
    spec.commandLine().usage(spec.commandLine().getErr());
    return USAGE_ERROR;
  }

  private static int onBadParameters(CommandLine.ParameterException e, String[] args) {
    e.getCommandLine().getErr().println(errorLine(e));
    return USAGE_ERROR;
  }

  /**
   * What the CLI prints for bad parameters: one line, even where picocli's message quotes an
   * argument that holds a line break.
   */
  static String errorLine(CommandLine.ParameterException e) {
    String name = e.getCommandLine().getCommandSpec().qualifiedName();
    return name + ": " + Quote.escaped(message(e)) + " (see '" + name + " --help')";
  }

  /**
   * picocli's message, or for a word that is no subcommand or option and a near miss of one
   * (picocli's suggestion, two letters off at most: {@code chek} for {@code check}), what was
   * meant.
   */
  private static String message(CommandLine.ParameterException e) {
    if (e instanceof CommandLine.UnmatchedArgumentException unmatched
        && !unmatched.getSuggestions().isEmpty() && !unmatched.getUnmatched().isEmpty()) {
      String typed = unmatched.getUnmatched().get(0);
      String meant = unmatched.getSuggestions().stream()
          .min(java.util.Comparator.comparingInt(word -> edits(typed, word))).orElseThrow();
      int edits = edits(typed, meant);
      if (edits > 2 || 3 * edits > typed.length()) {
        return e.getMessage(); // not a near miss
      }
      boolean command = !unmatched.isUnknownOption()
          && !e.getCommandLine().getSubcommands().isEmpty();
      return command ? "no command " + Quote.of(typed) + ": did you mean " + Quote.of(meant) + "?"
          : e.getMessage() + "; did you mean " + Quote.of(meant) + "?";
    }
    return e.getMessage();
  }

  /** How many letters to add, drop or change to make {@code a} into {@code b} (Levenshtein). */
  static int edits(String a, String b) {
    int[] row = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      row[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      int diagonal = row[0];
      row[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int above = row[j];
        row[j] = Math.min(Math.min(row[j] + 1, row[j - 1] + 1),
            diagonal + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
        diagonal = above;
      }
    }
    return row[b.length()];
  }

  private static int onFailure(Exception e, CommandLine cmd, CommandLine.ParseResult parsed) {
    String name = cmd.getCommandSpec().qualifiedName();
    if (e instanceof InputException) {
      cmd.getErr().println(name + ": " + e.getMessage());
      return USAGE_ERROR;
    }
    if (e instanceof SearchStoppedException stopped) {
      cmd.getErr().println(name + ": " + e.getMessage() + "; proven: " + stopped.proven());
      return STOPPED;
    }
    if (e instanceof CommandFailedException) {
      cmd.getErr().println(name + ": " + e.getMessage());
      return CommandLine.ExitCode.SOFTWARE;
    }
    // A file that cannot be read or written is the machine's doing, not a bug: say which.
    IOException io = e instanceof IOException direct ? direct
        : e instanceof UncheckedIOException wrapped ? wrapped.getCause() : null;
    if (io != null) {
      cmd.getErr().println(name + ": cannot read or write a file: " + describe(io));
      return CommandLine.ExitCode.SOFTWARE;
    }
    cmd.getErr().println(name + ": internal error: " + e);
    if (System.getenv("TICTACTOE_DEBUG") != null) {
      e.printStackTrace(cmd.getErr());
    }
    return CommandLine.ExitCode.SOFTWARE;
  }

  /**
   * The directory an option names, created with its parents if it is missing.
   *
   * @throws CommandLine.ParameterException (status 2) if it exists and is not a directory, or
   *     cannot be created
   */
  static Path outputDirectory(CommandLine cmd, String option, Path dir) {
    try {
      return Files.createDirectories(dir);
    } catch (FileAlreadyExistsException e) {
      throw new CommandLine.ParameterException(cmd, option + ": " + dir
          + " exists and is not a directory");
    } catch (IOException e) {
      throw new CommandLine.ParameterException(cmd, option + ": cannot create " + dir + " ("
          + describe(e) + ")");
    }
  }

  /** An I/O failure in words: the file, and what went wrong with it. */
  static String describe(IOException e) {
    if (e instanceof AccessDeniedException) {
      return e.getMessage() + ": permission denied";
    }
    if (e instanceof NoSuchFileException) {
      return e.getMessage() + ": no such file or directory";
    }
    if (e instanceof FileAlreadyExistsException) {
      return e.getMessage() + ": already exists";
    }
    return e.getMessage() == null ? e.toString() : e.getMessage();
  }

  /** Reads the version Maven wrote into {@code version.properties} at build time. */
  static final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() {
      Properties p = new Properties();
      try (InputStream in = Main.class.getResourceAsStream("version.properties")) {
        if (in != null) {
          p.load(in);
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      return new String[] {
        "tictactoe " + p.getProperty("version", "unknown"),
        "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"
      };
    }
  }
}
