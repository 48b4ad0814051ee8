package dev.tictactoe.cli;

import dev.tictactoe.check.Checker;
import dev.tictactoe.check.ExercismJson;
import dev.tictactoe.check.Language;
import dev.tictactoe.check.Limits;
import dev.tictactoe.judge.CheckReport;
import dev.tictactoe.judge.Progress;
import dev.tictactoe.judge.Seeded;
import dev.tictactoe.judge.Text;
import dev.tictactoe.mnk.Rules;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code check}: judges and measures a reader's own solution of one of the two problems, a source
 * file in Java, Python, JavaScript or C++ written as the problem's site takes it, a class on a
 * class path, or a program in any language, every check run in processes of its own with time and
 * memory limits, so a broken solution ends as a failed check.
 */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    header = "Check your own solution of the game or the engine puzzle: right, and how fast.",
    description = {
      "check game FILE: the class LeetCode 348 asks for (TicTacToe, a constructor taking n and"
          + " move(row, col, player)), alone in the file, exactly as submitted on LeetCode, in"
          + " Java (.java), Python (.py), JavaScript (.js, .mjs) or C++ (.cpp, .cc: no #include,"
          + " no main); the checker supplies the driver, as LeetCode does. It plays every game on"
          + " 2 x 2, all 255,168 games on 3 x 3, and targeted and random games on n = 4 up to"
          + " --max-n, each answer against the project's reference; the first failure is shrunk"
          + " to the shortest game on the smallest board that still fails, printed as a script"
          + " 'replay' accepts and as a LeetCode test case. Then its speed beside the three"
          + " designs at n = 10, 100 and 1000 (for Java, JMH: about a minute; --speed full for"
          + " the benchmarks' own profile).",
      "check engine FILE: the program CodinGame's Tic Tac Toe Engine puzzle asks for (it reads"
          + " the engine's letter and the board's rows, prints the board after its move), in"
          + " Java, Python, JavaScript (CodinGame's readline() and print()) or C++. It answers"
          + " all 5,478 reachable 3x3 positions (a finished board must come back unchanged), or"
          + " with --board and --k a seeded sample of that m,n,k-game's positions; wrong answers"
          + " are grouped by kind and shown with every cell's value. Java, Python and JavaScript"
          + " programs run many times in one process (Python and JavaScript in one a core), and"
          + " every failure reported is run again in a process of its own, as CodinGame runs it;"
          + " C++ runs a process a puzzle. Then its time per puzzle beside the project's"
          + " engines.",
      "Python, JavaScript and C++ need python3, node and g++ on the PATH. Instead of a file:"
          + " --cp DIR|JAR --class NAME for a compiled Java class, or --cmd \"COMMAND\" for a"
          + " program in any other language. The engine's program is run as CodinGame runs it,"
          + " one puzzle per process (--many: one process answers puzzle after puzzle); the"
          + " game's program serves the line protocol, one game a line ('game N r c p r c p"
          + " ...' in, each move's result out: see docs/examples/).",
      "Each call (a game, a puzzle) has --time-limit, and the process --memory: a compile"
          + " error, an exception (named by file and line), an exit, a crash, an endless loop,"
          + " a stack overflow, running out of memory or output that is no answer is a failed"
          + " or errored check with its reason; what the solution prints is shown apart from its"
          + " answers. Progress goes to standard error, with the time left; an engine run that"
          + " would take longer than --run-limit is stopped with a verdict on what it answered."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:every check passed", "1:a check failed, or none could run (say, the"
        + " source does not compile)", "2:bad option, a file that is not there, or a language"
        + " whose toolchain is not on the PATH"})
final class CheckCommand implements Callable<Integer> {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Parameters(index = "0", paramLabel = "PROBLEM",
      description = "game (LeetCode 348, Design Tic-Tac-Toe) or engine (the Tic Tac Toe Engine"
          + " puzzle).")
  String problem;

  @Parameters(index = "1", arity = "0..1", paramLabel = "FILE",
      description = "The solution's source file: .java, .py, .js, .mjs, .cpp or .cc.")
  Path source;

  @Option(names = "--cp", paramLabel = "DIR|JAR",
      description = "A class path holding the compiled solution (with --class).")
  String classPath;

  @Option(names = "--class", paramLabel = "NAME",
      description = "The solution's class: with --cp, or to choose one of a Java file's, or the"
          + " game's class in a Python or JavaScript file (default: TicTacToe).")
  String className;

  @Option(names = "--cmd", paramLabel = "COMMAND",
      description = "A program in any language, started by the shell in this directory.")
  String command;

  @Option(names = "--many",
      description = "engine with --cmd: one process answers puzzle after puzzle until its input"
          + " ends (faster than a process per puzzle).")
  boolean many;

  @CommandLine.Mixin BoardOptions boardOptions;

  @Option(names = "--positions", paramLabel = "N", defaultValue = "500",
      description = "engine with --board: how many positions to sample (default:"
          + " ${DEFAULT-VALUE}).")
  int positions;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "" + Seeded.DEFAULT,
      description = "The seed of the random games and the sampled positions (default:"
          + " ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--max-n", paramLabel = "N", defaultValue = "100",
      description = "game: the largest board side to play on, 4 to 1000 (default:"
          + " ${DEFAULT-VALUE}, the largest LeetCode's constraints promise: a correct answer"
          + " that is slow beyond them, O(n^2) a move at n = 1,000, still passes).")
  int maxSide;

  @Option(names = "--speed", paramLabel = "PROFILE", defaultValue = "quick",
      description = "How to measure speed: quick (about a minute), full (the benchmarks' own"
          + " profile), none (default: ${DEFAULT-VALUE}).")
  String speed;

  @Option(names = "--json", paramLabel = "FILE",
      description = "Also write the result as Exercism's test-runner results.json (version 2).")
  Path json;

  @Option(names = "--time-limit", paramLabel = "SECONDS", defaultValue = "10",
      description = "The most a call (a game, a puzzle) may take (default: ${DEFAULT-VALUE}).")
  double timeLimit;

  @Option(names = "--run-limit", paramLabel = "MINUTES", defaultValue = "10",
      description = "engine: the most the whole run may take; a run whose pace says it would"
          + " take over twice that is stopped sooner, with a verdict on what was answered"
          + " (default: ${DEFAULT-VALUE}).")
  double runLimit;

  @Option(names = "--memory", paramLabel = "SIZE", defaultValue = "512M",
      description = "The most memory the solution's process may hold, as 256M or 1G (default:"
          + " ${DEFAULT-VALUE}).")
  String memory;

  @Option(names = "--results-dir", paramLabel = "DIR",
      description = "Where the speed measurement's JMH results and report go (default: a new"
          + " temporary directory, named in the report).")
  Path resultsDir;

  @Override
  public Integer call() throws Exception {
    CommandLine cmd = spec.commandLine();
    Checker.Request request = request(cmd);
    PrintWriter out = cmd.getOut();
    CheckReport report = Checker.check(request, new TerminalProgress(cmd.getErr()));
    out.print(report.text());
    if (json != null) {
      ExercismJson.write(report, json);
      out.println("\nResults file: " + json.toAbsolutePath());
    }
    out.flush();
    return report.status() == CheckReport.Status.PASS ? 0 : 1;
  }

  /** The request the options make, or a refusal in one line (status 2). */
  private Checker.Request request(CommandLine cmd) {
    Checker.Problem what = switch (problem) {
      case "game" -> Checker.Problem.GAME;
      case "engine" -> Checker.Problem.ENGINE;
      default -> throw new CommandLine.ParameterException(cmd, "expected game or engine, got "
          + dev.tictactoe.text.Quote.of(problem));
    };
    int ways = (source != null ? 1 : 0) + (classPath != null ? 1 : 0) + (command != null ? 1 : 0);
    if (ways != 1) {
      throw new CommandLine.ParameterException(cmd, ways == 0
          ? "give the solution: a FILE (.java, .py, .js, .cpp), --cp DIR --class NAME, or --cmd"
              + " COMMAND"
          : "give the solution one way: a FILE, --cp with --class, or --cmd");
    }
    if (source != null) {
      language(what);
    }
    if (classPath != null) {
      for (String entry : classPath.split(java.io.File.pathSeparator)) {
        if (!Files.exists(Path.of(entry))) {
          throw new InputException("--cp: no such file or directory: " + entry);
        }
      }
      if (className == null) {
        throw new CommandLine.ParameterException(cmd, "--cp needs --class NAME");
      }
    }
    if (command != null && command.isBlank()) {
      throw new CommandLine.ParameterException(cmd, "--cmd: expected a command, got nothing");
    }
    if (className != null && command != null) {
      throw new CommandLine.ParameterException(cmd, "--class goes with a FILE or --cp, not"
          + " --cmd");
    }
    if (className != null && source != null && Language.of(source).orElseThrow()
        == Language.CPP) {
      throw new CommandLine.ParameterException(cmd, "--class goes with a .java, .py or .js"
          + " file, or --cp: a C++ answer's class is TicTacToe, as LeetCode's driver calls it");
    }
    if (many && (command == null || what != Checker.Problem.ENGINE)) {
      throw new CommandLine.ParameterException(cmd, "--many goes with engine and --cmd");
    }
    Rules rules = boardOptions.rules(cmd);
    if (what == Checker.Problem.GAME && boardOptions.board != null) {
      throw new CommandLine.ParameterException(cmd, "--board and --k go with engine: the game"
          + " plays n x n boards of every size up to --max-n");
    }
    if (positions < 1 || positions > 100_000) {
      throw new CommandLine.ParameterException(cmd, "--positions: expected 1 to 100,000, got "
          + positions);
    }
    if (maxSide < 4 || maxSide > 1000) {
      throw new CommandLine.ParameterException(cmd, "--max-n: expected 4 to 1000, got "
          + maxSide);
    }
    if (!(timeLimit > 0) || timeLimit > 3600) {
      throw new CommandLine.ParameterException(cmd, "--time-limit: expected seconds above 0 and"
          + " at most 3600, got " + timeLimit);
    }
    if (!(runLimit > 0) || runLimit > 24 * 60) {
      throw new CommandLine.ParameterException(cmd, "--run-limit: expected minutes above 0 and"
          + " at most 1440, got " + runLimit);
    }
    Checker.Speed pace = switch (speed.toLowerCase(Locale.ROOT)) {
      case "quick" -> Checker.Speed.QUICK;
      case "full" -> Checker.Speed.FULL;
      case "none" -> Checker.Speed.NONE;
      default -> throw new CommandLine.ParameterException(cmd, "--speed: expected quick, full or"
          + " none, got " + dev.tictactoe.text.Quote.of(speed));
    };
    long bytes = EngineOptions.bytes(cmd, memory);
    if (bytes < 32L << 20) {
      throw new CommandLine.ParameterException(cmd, "--memory: at least 32M, got " + memory);
    }
    if (json != null && Files.isDirectory(json)) {
      throw new CommandLine.ParameterException(cmd, "--json: " + json + " is a directory");
    }
    if (resultsDir != null) {
      Main.outputDirectory(cmd, "--results-dir", resultsDir);
    }
    Limits limits = new Limits(Duration.ofNanos((long) (timeLimit * 1e9)), bytes,
        Limits.DEFAULT.startup());
    return new Checker.Request(what, Optional.ofNullable(source), Optional.ofNullable(classPath),
        Optional.ofNullable(className), Optional.ofNullable(command), many, rules,
        boardOptions.board != null, positions, seed, maxSide, pace, limits,
        Optional.ofNullable(resultsDir), Duration.ofNanos((long) (runLimit * 60e9)));
  }

  /**
   * The source file's language, or a refusal that says what would work: a file that is not
   * there, an extension the checker does not know, a toolchain not on the PATH.
   */
  private Language language(Checker.Problem what) {
    boolean engine = what == Checker.Problem.ENGINE;
    String other = "any other program: --cmd \"...\"";
    if (!Files.isRegularFile(source)) {
      throw new InputException("no such file: " + source);
    }
    Language language = Language.of(source).orElseThrow(() -> new InputException(source
        + " is not a file check takes (" + Language.extensions() + "): a Python file, say: check "
        + problem + " " + Language.PYTHON.example(engine) + "; " + other));
    if (!language.toolchain().isEmpty() && !Checker.onPath(language.toolchain())) {
      throw new InputException(language.toolchain() + " is not on the PATH, and " + source
          .getFileName() + " needs it: install " + switch (language) {
            case PYTHON -> "Python 3";
            case JAVASCRIPT -> "Node.js";
            default -> "GCC's C++ compiler";
          } + " (" + language.toolchain() + "), or check the Java version ("
          + Language.JAVA.example(engine) + "); " + other);
    }
    return language;
  }

  /**
   * Progress on standard error: a line every two seconds once a check runs longer than that,
   * with how far the current step is and, from its pace so far, about how long it has left.
   */
  static final class TerminalProgress implements Progress {
    private static final long EVERY = 2_000_000_000L;
    private final PrintWriter err;
    private final long started = System.nanoTime();
    private long next = started + EVERY;
    private String step = "";
    private long stepStarted = started;
    private long stepDone;

    TerminalProgress(PrintWriter err) {
      this.err = err;
    }

    @Override
    public synchronized void update(String what, long done, long of) {
      long now = System.nanoTime();
      if (!what.equals(step) || done < stepDone) {
        step = what;
        stepStarted = now;
        stepDone = done;
      }
      if (now >= next) {
        next = now + EVERY;
        err.println("check: " + what + (of > 0 ? ": " + Text.thousands(done) + " of "
            + Text.thousands(of) : "") + " (" + Text.duration(now - started) + left(now, done, of)
            + ")");
        err.flush();
      }
    }

    /** "; about 40 s left", from the step's pace so far; empty until there is a pace. */
    private String left(long now, long done, long of) {
      long counted = done - stepDone;
      long spent = now - stepStarted;
      if (of <= 0 || counted <= 0 || spent < 1_000_000_000L || done >= of) {
        return "";
      }
      return "; about " + Text.duration((long) ((double) spent / counted * (of - done)))
          + " left";
    }
  }
}
