package dev.tictactoe.cli;

import dev.tictactoe.check.Checker;
import dev.tictactoe.report.ResultFiles;
import dev.tictactoe.site.AblationFigures;
import dev.tictactoe.site.AllocationFigures;
import dev.tictactoe.site.CodeFigures;
import dev.tictactoe.site.CounterDryRun;
import dev.tictactoe.site.EngineFigures;
import dev.tictactoe.site.ExplorerPage;
import dev.tictactoe.site.FigureBook;
import dev.tictactoe.site.FrontierFigures;
import dev.tictactoe.site.MeasuredRun;
import dev.tictactoe.site.ProseFigures;
import dev.tictactoe.site.RunFigures;
import dev.tictactoe.site.Site;
import dev.tictactoe.site.SiteException;
import dev.tictactoe.site.TableFigures;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code site}: renders docs/ and the latest report into HTML pages, the explorer and a PDF. */
@Command(
    name = "site",
    mixinStandardHelpOptions = true,
    header = "Render the study site (HTML and PDF) from docs/ and the latest report.",
    description = {
      "Renders each chapter of docs/ to an HTML page with a table of contents, highlighted source"
          + " and charts, and the whole guide to one PDF, with AsciidoctorJ in SAFE mode. Run it"
          + " from the project root. The latest report is the newest results/<timestamp>-<profile>"
          + ".adoc (see 'report') whose run measured every benchmark; newer reports of partial"
          + " runs are passed over, saying so.",
      "Beside the chapters it writes explore.html, the game-tree explorer: every reachable 3x3"
          + " position with each move's value, the engine's move and both engines' visit"
          + " counts, computed by the engines now. Every page gets the same bar of links.",
      "A broken include, a missing image or a dead link between pages fails the render.",
      "The last line printed is the path of the index page."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:the site was rendered", "1:the docs are broken (include, image, link)",
        "2:bad option, or not run from the project root"})
final class SiteCommand implements Callable<Integer> {

  /**
   * The pages of docs/, in reading order: the first is the index page, the last three the
   * appendices ({@link #APPENDICES}).
   */
  static final List<String> CHAPTERS = List.of("index", "interview", "game", "engine", "check",
      "scaling", "table", "ideas", "benchmarking", "testing", "glossary", "history", "reference");

  /** The pages whose figures are dated facts about past commits, not today's figures. */
  static final Set<String> DATED = Set.of("history");

  /** The pages that are appendices in the PDF: what a learner may look up, not read through. */
  static final Set<String> APPENDICES = Set.of("glossary", "history", "reference");

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(names = "--out", paramLabel = "DIR", defaultValue = "target/site",
      description = "Where to write the site (default: ${DEFAULT-VALUE}).")
  Path out;

  @Option(names = "--no-pdf", description = "Skip the PDF, which takes the longest to render.")
  boolean noPdf;

  @Option(names = "--no-verdicts", description = "Skip judging the docs' example answers with"
      + " 'check' (about a minute of both cores, most of it the Python answers' 255,168 games);"
      + " each page then says where a verdict was left out. For a quick look at the pages: a"
      + " site to publish judges them, and fails if one is not the verdict its page claims.")
  boolean noVerdicts;

  @Option(names = "--results-dir", paramLabel = "DIR", defaultValue = "results",
      description = "Where to look for the latest report (default: ${DEFAULT-VALUE}).")
  Path resultsDir;

  @Override
  public Integer call() throws IOException {
    Path root = Path.of("").toAbsolutePath();
    if (!Files.isDirectory(root.resolve("docs"))) {
      throw new InputException("no docs/ directory here: run 'site' from the project root");
    }
    Main.outputDirectory(spec.commandLine(), "--out", this.out);
    PrintWriter out = spec.commandLine().getOut();
    // The chapters' times come from one run, the newest full run of every benchmark (the
    // frontier's one-shot solves included); the latest report may be any run of the suite.
    Set<String> everything = BenchCommand.benchmarks(".*").stream()
        .map(BenchmarkListEntry::getUsername).collect(Collectors.toSet());
    Set<String> suite = BenchCommand.benchmarks(".*").stream()
        .filter(b -> !BenchCommand.isOneShot(b)).map(BenchmarkListEntry::getUsername)
        .collect(Collectors.toSet());
    Optional<MeasuredRun> measured = MeasuredRun.newestComplete(resultsDir, everything,
        Optional.of(ResultFiles.FULL), note -> { });
    Optional<MeasuredRun> latest = MeasuredRun.newestComplete(resultsDir, suite,
        Optional.empty(), out::println);
    out.println(measured.map(m -> "times from: " + m.report()).orElse("no full run of every"
        + " benchmark under " + resultsDir + "/ yet: the pages' times will say 'not measured'"
        + " (run 'bench', then 'report')"));
    out.println(latest.map(r -> "latest report: " + r.report()).orElse("no report of a complete"
        + " run under " + resultsDir + "/ yet: the docs will say so (run 'bench' and 'report')"));
    out.println("starting Asciidoctor; computing the docs' figures meanwhile");
    out.flush();
    // The figures (census, node counts, solved boards, the ablation) take about as long as JRuby
    // takes to start: they are computed on two threads of their own while Asciidoctor starts.
    ExecutorService threads = Executors.newFixedThreadPool(2, task -> {
      Thread thread = new Thread(task, "figures");
      thread.setDaemon(true); // a failed render must not wait for the figures
      return thread;
    });
    try {
      FigureBook book = new FigureBook();
      CompletableFuture<Map<String, String>> engines =
          CompletableFuture.supplyAsync(() -> captured(book), threads);
      CompletableFuture<Map<String, String>> checks =
          CompletableFuture.supplyAsync(() -> checkTexts(!noVerdicts), threads);
      CompletableFuture<Map<String, String>> ablation =
          CompletableFuture.supplyAsync(() -> AblationFigures.all(measured, book), threads);
      Site site = new Site(root, CHAPTERS, APPENDICES);
      if (!noPdf) {
        site.loadPdfBackend(); // while the figures are computed: the PDF is the last, longest step
      }
      Map<String, String> captured = new LinkedHashMap<>(join(engines));
      captured.putAll(join(ablation));
      captured.putAll(join(checks));
      captured.putAll(FrontierFigures.all(measured));
      captured.putAll(TableFigures.all(TableFigures.newest(resultsDir), root));
      book.putAll(RunFigures.all(measured));
      book.putAll(RunFigures.latest(latest, measured));
      book.putAll(AllocationFigures.all(measured));
      book.putAll(ProseFigures.all(resultsDir, measured));
      book.write(root.resolve(Site.GENERATED_DIR));
      Path index = site.render(this.out, new Site.Inputs(measured.map(MeasuredRun::report),
          latest.map(MeasuredRun::report), ResultFiles.newestProfiledReport(resultsDir),
          captured, book.figures(), DATED), !noPdf, step -> {
            out.println(step);
            out.flush();
          });
      out.println(index.toAbsolutePath());
    } catch (SiteException e) {
      throw new CommandFailedException(e.getMessage());
    } finally {
      threads.shutdownNow();
    }
    return 0;
  }

  /** The figures, or what went wrong computing them, unwrapped. */
  private static <T> T join(CompletableFuture<T> figures) {
    try {
      return figures.join();
    } catch (CompletionException e) {
      if (e.getCause() instanceof RuntimeException cause) {
        throw cause;
      }
      throw e;
    }
  }

  /**
   * What the docs show of the CLI and the engines, produced now so it cannot drift: every
   * command's --help ({@code help-<name>}), the output of {@code census} and {@code techniques},
   * the engines' tables ({@link EngineFigures}) and the counters' dry run ({@link
   * CounterDryRun}); the figures the prose quotes from the code
   * and the engines go into {@code book} ({@link CodeFigures}, {@link EngineFigures}).
   */
  static Map<String, String> captured(FigureBook book) {
    Map<String, String> texts = commandTexts();
    texts.putAll(EngineFigures.all(book));
    texts.putAll(CounterDryRun.all());
    CodeFigures.all(book);
    ExplorerPage.counts(book);
    return texts;
  }

  /**
   * The Python beside each Java answer on the interview page and in the game and engine chapters,
   * each judged as one submits it (the LeetCode class alone, the CodinGame program alone), with
   * the verdict the pages claim for it, as in {@link #checkTexts(boolean)}.
   */
  static final String[][] ANSWERS_AS_WRITTEN = {
      {"game-counters-py", "game docs/examples/game/counters.py", "0"},
      {"game-local-scan-py", "game docs/examples/game/local_scan.py", "0"},
      {"game-full-scan-py", "game docs/examples/game/full_scan.py", "0"},
      {"engine-minimax-py", "engine docs/examples/engine/minimax.py", "0"},
      {"engine-alphabeta-py", "engine docs/examples/engine/alphabeta.py", "0"}};


  /**
   * The examples under docs/examples/ as {@code check} judges them, each its command and output
   * ({@code check-<name>}): what the "Check your own solution" chapter shows, and the verdicts
   * of the answers the interview page and the game and engine chapters show. Correctness only
   * ({@code --speed none}), and the game up to n = 16. Unless {@code judge}, each text only says
   * that it was left out ({@code --no-verdicts}).
   */
  static Map<String, String> checkTexts(boolean judge) {
    // each example with the verdict the chapter claims for it: 0 passes, 1 fails
    String[][] examples = {
        {"game-java", "game docs/examples/game/TicTacToe.java", "0"},
        {"game-anti-diagonal", "game docs/examples/game/anti-diagonal/TicTacToe.java", "1"},
        {"game-late-win", "game docs/examples/game/late-win/TicTacToe.java", "1"},
        {"game-python-player-two", "game docs/examples/game/tictactoe_player_two.py", "1"},
        {"engine-java", "engine docs/examples/engine/Solution.java", "0"},
        {"engine-no-depth", "engine docs/examples/engine/no-depth/Solution.java", "1"},
        {"engine-row-major", "engine docs/examples/engine/row-major/Solution.java", "1"},
        {"engine-python-moves-when-over", "engine"
            + " docs/examples/engine/solution_moves_when_over.py", "1"},
        // the interview's answer to the engine puzzle, the whole program one submits
        {"engine-interview-java", "engine src/main/java/dev/tictactoe/engine/InterviewMinimax.java",
            "0"}};
    List<String[]> judged = new java.util.ArrayList<>(List.of(ANSWERS_AS_WRITTEN));
    judged.addAll(List.of(examples)); // the Python answers first: they take the longest
    // two at a time: a check spends much of its time starting processes and compiling
    ExecutorService pool = Executors.newFixedThreadPool(2, task -> {
      Thread thread = new Thread(task, "check-texts");
      thread.setDaemon(true);
      return thread;
    });
    try {
      List<CompletableFuture<String>> texts = judged.stream().map(example -> CompletableFuture
          .supplyAsync(() -> checkText(example, judge), pool)).toList();
      Map<String, String> byName = new java.util.TreeMap<>();
      for (int i = 0; i < judged.size(); i++) {
        byName.put("check-" + judged.get(i)[0], join(texts.get(i)));
      }
      return byName;
    } finally {
      pool.shutdownNow();
    }
  }

  /** What {@code check} says of one example, as the page shows it. */
  private static String checkText(String[] example, boolean judge) {
    if (!judge) {
      return "(what check says of this answer was left out of this render, 'site"
          + " --no-verdicts')\n";
    }
    if (example[1].endsWith(".py") && !Checker.onPath("python3")) {
      return "(python3 is not on this machine's PATH, so what check says of this program was"
          + " not captured: render the site where it is)\n";
    }
    List<String> args = new java.util.ArrayList<>(List.of("check"));
    String[] words = example[1].split(" ");
    for (int i = 0; i < words.length; i++) {
      if (words[i].equals("--cmd")) { // the rest is the command, one argument
        args.add("--cmd");
        args.add(String.join(" ", java.util.Arrays.copyOfRange(words, i + 1, words.length)));
        break;
      }
      args.add(words[i]);
    }
    args.addAll(example[0].startsWith("game") ? List.of("--max-n", "16", "--speed", "none")
        : List.of("--speed", "none"));
    StringWriter output = new StringWriter();
    int status = Main.run(args.toArray(String[]::new), new PrintWriter(output),
        new PrintWriter(new StringWriter()));
    if (status != Integer.parseInt(example[2])) {
      throw new SiteException("check " + example[1] + " ended with status " + status + ", not "
          + example[2] + " as the site says: " + output.toString().lines().findFirst()
          .orElse(""));
    }
    // the replay script as a reader in the clone types it, not this machine's path to the jar
    String shown = output.toString().replace(Checker.cliCommand(), "java -jar"
        + " target/tictactoe.jar");
    return "$ java -jar target/tictactoe.jar " + args.stream()
        .map(a -> a.contains(" ") ? "\"" + a + "\"" : a).collect(Collectors.joining(" "))
        + "\n" + shown + "(exit status " + status + ")\n";
  }

  /** The part of {@link #captured()} about the CLI: every command's help, census, techniques. */
  static Map<String, String> commandTexts() {
    Map<String, String> texts = new LinkedHashMap<>();
    CommandLine main = Main.commandLine();
    texts.put("help-tictactoe", main.getUsageMessage(CommandLine.Help.Ansi.OFF));
    main.getSubcommands().forEach((name, sub) -> {
      if (!name.equals("help")) {
        texts.put("help-" + name, sub.getUsageMessage(CommandLine.Help.Ansi.OFF));
      }
    });
    for (String command : List.of("census", "techniques")) {
      StringWriter output = new StringWriter();
      Main.run(new String[] {command}, new PrintWriter(output), new PrintWriter(new StringWriter()));
      texts.put(command, output.toString());
    }
    return texts;
  }

}
