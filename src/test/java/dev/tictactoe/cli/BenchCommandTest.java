package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tictactoe.solver.Ablation;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.runner.BenchmarkListEntry;

/** The bench command's refusals and listing, without running JMH (JarIT-style tests do that). */
class BenchCommandTest {

  @TempDir Path dir;

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "--include (|--include: not a valid regular expression: Unclosed group near index 1",
      "--include NoSuchBenchmark|--include: no benchmark matches 'NoSuchBenchmark' (--list shows"
          + " them all)",
      "-p size=3|--param: no selected benchmark has a parameter 'size'",
      "-p n=|--param: 'n=' needs comma-separated values",
      "-p n=3,,10|--param: 'n=3,,10' needs comma-separated values",
      "--quick --forks 0|Unknown options: '--forks', '0'",
      "-p n=abc|--param: n=abc: 'abc' is not a valid int (MoveCostBenchmark.n)",
      "-p n=10,1|--param: n=1: MoveCostBenchmark cannot run it: n must be between 2 and 10000 (on"
          + " a 1 x 1 board the first move wins, so no move can be measured), got 1",
      "--include Validation -p n=20000|--param: n=20000: ValidationCostBenchmark cannot run it: n"
          + " must be between 2 and 10000 (on a 1 x 1 board the first move wins, so no move can be"
          + " measured), got 20000",
      "-p position=opening|--param: position=opening: EngineQueryBenchmark cannot run it: unknown"
          + " position 'opening', expected one of: empty, corner, midgame",
      "-p positions=some|--param: positions=some: EngineSweepBenchmark cannot run it: unknown set"
          + " of positions 'some', expected nonTerminal or all",
      // parameters on a benchmark's nested @State classes are checked by their own setups too
      "-p board=9x9k9|--param: board=9x9k9: ScalingBenchmark cannot run it: a board has at most 64"
          + " cells (each player's marks are one 64-bit mask), but 9x9 has 81",
      "-p minimaxBoard=4by4|--param: minimaxBoard=4by4: ScalingBenchmark cannot run it: unknown"
          + " board '4by4', expected rows x columns and k, such as 4x4k4",
      "-p frontierBoard=9x9k5|--param: frontierBoard=9x9k5: FrontierBenchmark cannot run it: a"
          + " board has at most 64 cells (each player's marks are one 64-bit mask), but 9x9 has 81",
      "--quick --include Frontier|--quick leaves out dev.tictactoe.bench.FrontierBenchmark.board,"
          + " dev.tictactoe.bench.FrontierBenchmark.table (one cold solve of up to minutes each);"
          + " run it without --quick",
      // async-profiler's options that are bench's own, refused before its library is loaded
      "--prof async:dir=elsewhere|--prof async: dir is bench's to choose: the flame graphs go"
          + " beside the run's results, in <results-dir>/<run>-flamegraphs/",
      "--prof async --prof async:event=itimer|--prof async: given twice",
      "--prof async:event=cpu;event=itimer|--prof async: event is given twice",
      "--prof async:libPath=/no/such/libasyncProfiler.so|--prof async: libPath:"
          + " /no/such/libasyncProfiler.so: no such file"})
  void refusesBadOptionsInOneLineAndWritesNothing(String args, String reason) throws IOException {
    String[] argv = Stream.concat(Stream.of("bench", "--results-dir", dir.toString()),
        Stream.of(args.split(" "))).toArray(String[]::new);
    Cli.Result r = Cli.run("", argv);
    assertEquals(2, r.status());
    assertEquals("tictactoe bench: " + reason + " (see 'tictactoe bench --help')\n", r.err());
    try (Stream<Path> files = Files.list(dir)) {
      assertEquals(0, files.count(), "a refused run writes nothing");
    }
  }

  @Test
  void aJvmThatIsNotAWorkingJavaIsRefusedBeforeAnythingIsForked() throws IOException {
    Path fake = dir.resolve("java");
    Files.writeString(fake, "#!/bin/sh\nexit 0\n");
    assertTrue(fake.toFile().setExecutable(true));
    Path out = dir.resolve("out");
    String[][] cases = {
        {"--jvm", dir.resolve("missing").toString()},
        {"--jvm", fake.toString()},
        {"--jvm-args=-XX:+NoSuchOptionAnywhere"}};
    String[] reasons = {
        "--jvm: " + dir.resolve("missing") + ": no such file",
        "--jvm: " + fake + ": not a working Java executable (-version gave status 0)",
        "--jvm-args: " + Path.of(System.getProperty("java.home"), "bin", "java")
            + " -XX:+NoSuchOptionAnywhere: not a working Java executable (-version gave status 1:"
            + " Unrecognized VM option 'NoSuchOptionAnywhere')"};
    for (int i = 0; i < cases.length; i++) {
      String[] argv = Stream.concat(Stream.of("bench", "--quick", "--include", "counters$",
          "--results-dir", out.toString()), Stream.of(cases[i])).toArray(String[]::new);
      Cli.Result r = Cli.run("", argv);
      assertEquals(2, r.status(), r.err());
      assertEquals("tictactoe bench: " + reasons[i] + " (see 'tictactoe bench --help')\n",
          r.err());
      assertFalse(Files.exists(out), "a refused run writes nothing");
    }
  }

  /**
   * Runs {@code bench args... --results-dir out} and holds it to a refusal: status 2, the reason
   * in one line, and nothing written.
   */
  private static void assertRefused(String reason, Path out, String... args) {
    Cli.Result r = Cli.run("", Stream.concat(Stream.concat(Stream.of("bench"), Stream.of(args)),
        Stream.of("--results-dir", out.toString())).toArray(String[]::new));
    assertEquals(2, r.status(), r.err());
    assertEquals("tictactoe bench: " + reason + " (see 'tictactoe bench --help')\n", r.err());
    assertFalse(Files.exists(out), "a refused run writes nothing");
  }

  @Test
  void aProfilerIsCheckedByJmhBeforeAnythingIsForked() {
    assertRefused("--prof: unknown profiler 'nosuch' (--list-profilers shows those that can)",
        dir.resolve("out"), "--include", "counters$", "--prof", "nosuch");
    Cli.Result list = Cli.run("", "bench", "--list-profilers");
    assertEquals(0, list.status(), list.err());
    assertTrue(list.out().lines().anyMatch(line -> line.strip().startsWith("gc: ")), list.out());
  }

  @Test
  void asyncProfilerIsRefusedAnEventItCannotSampleOrAResultsPathItCannotSplit() {
    Path comma = dir.resolve("a,b");
    assertRefused("--prof async: the results directory's path must not contain ',' or ';'"
        + " (async-profiler and JMH split their options on them): " + comma, comma,
        "--include", "counters$", "--prof", "async");
    assumeTrue(AsyncProfilingTest.loadsHere(), AsyncProfilingTest.WHY_NOT);
    assertRefused("--prof async: event 'nosuchevent' cannot be sampled here (Unsupported event"
        + " type); cpu, ctimer and itimer need no hardware counters", dir.resolve("out"),
        "--include", "counters$", "--prof", "async:event=nosuchevent");
  }

  @Test
  void theProfilerListShowsAsyncProfilerAmongThoseThatWorkAndWhichEventItSamples() {
    assumeTrue(AsyncProfilingTest.loadsHere(), AsyncProfilingTest.WHY_NOT);
    Cli.Result list = Cli.run("", "bench", "--list-profilers");
    assertEquals(0, list.status(), list.err());
    String supported = list.out().substring(0, list.out().indexOf("Unsupported profilers:"));
    assertTrue(supported.lines().anyMatch(line -> line.strip().startsWith("async: ")),
        list.out());
    List<String> lines = list.out().lines().toList();
    assertTrue(lines.get(lines.size() - 1).matches("async: async-profiler \\d[\\d.]* from this"
        + " jar; bench --prof async samples event (cpu|ctimer|itimer) here: .*"), list.out());
  }

  @Test
  void aResultsDirectoryThatIsAFileIsRefused() throws IOException {
    Path file = Files.writeString(dir.resolve("results"), "not a directory");
    Cli.Result r = Cli.run("", "bench", "--quick", "--include", "counters$", "-p", "n=3",
        "--results-dir", file.toString());
    assertEquals(2, r.status());
    assertEquals("tictactoe bench: --results-dir: " + file + " exists and is not a directory"
        + " (see 'tictactoe bench --help')\n", r.err());
    assertEquals("not a directory", Files.readString(file));
  }

  @Test
  void listsEveryBenchmarkWithItsParameters() throws Exception {
    Cli.Result r = Cli.run("", "bench", "--list");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains(
        "dev.tictactoe.bench.MoveCostBenchmark.counters  [n=3,10,30,100,300,1000]\n"), r.out());
    assertTrue(r.out().contains("dev.tictactoe.bench.ValidationCostBenchmark.countersValidated"),
        r.out());
    assertEquals(declaredBenchmarks(), r.out().lines().toList(), "one line per @Benchmark method");
  }

  /**
   * Every {@code @Benchmark} method of the bench package, as {@code --list} must show it: its name
   * and each {@code @Param} of its class or of the states it takes, with the declared values. Read
   * from the compiled classes here, not from JMH's list, which is what the command shows.
   */
  private static List<String> declaredBenchmarks() throws Exception {
    Path bench = Path.of(BenchCommandTest.class.getResource("/dev/tictactoe/bench").toURI());
    Map<String, String> lines = new TreeMap<>(); // by name, as JMH sorts its list
    try (Stream<Path> files = Files.list(bench)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
        Class<?> type = Class.forName("dev.tictactoe.bench."
            + file.getFileName().toString().replace(".class", ""));
        if (type.getSimpleName().equals("CandidateMoveBenchmark")) {
          continue; // check game's, not the suite's (BenchCommand.NOT_THE_SUITE)
        }
        for (Method method : type.getDeclaredMethods()) {
          if (!method.isAnnotationPresent(Benchmark.class)) {
            continue;
          }
          Set<String> params = new TreeSet<>();
          List<Class<?>> states = new ArrayList<>(List.of(method.getParameterTypes()));
          states.add(type);
          for (Class<?> state : states) {
            for (Field field : state.getDeclaredFields()) {
              if (field.isAnnotationPresent(Param.class)) {
                String[] values = field.getAnnotation(Param.class).value();
                params.add(field.getName() + "=" + String.join(",", values.length > 0 ? values
                    : computed(field.getName()).toArray(String[]::new)));
              }
            }
          }
          String name = type.getName() + "." + method.getName();
          lines.put(name, name + (params.isEmpty() ? "" : "  " + params));
        }
      }
    }
    return List.copyOf(lines.values());
  }

  /**
   * The values of a parameter declared empty ({@code @Param({})}), which {@code bench} computes:
   * the only one is the ablation's cases, from the list of techniques.
   */
  private static List<String> computed(String param) {
    assertEquals("ablation", param, "a @Param({}) that bench computes no values for");
    return Ablation.benchmarkCases().stream().map(Ablation.Case::name).toList();
  }

  /**
   * The ablation's cases are given to JMH at run time: -p narrows them like any others, and a
   * case that is not one is refused by the benchmark's setup before anything is forked.
   */
  @Test
  void theAblationsCasesComeFromTheTechniqueList() {
    Cli.Result r = Cli.run("", "bench", "--list", "--include", "Ablation");
    assertEquals(0, r.status(), r.err());
    assertEquals("dev.tictactoe.bench.AblationBenchmark.solve  [ablation="
        + String.join(",", computed("ablation")) + "]\n", r.out());
    Cli.Result one = Cli.run("", "bench", "--list", "--include", "Ablation", "-p",
        "ablation=4x4k4 all");
    assertEquals(0, one.status(), one.err());
    Cli.Result unknown = Cli.run("", "bench", "--list", "--include", "Ablation", "-p",
        "ablation=4x4k4 +memo");
    assertEquals(2, unknown.status());
    assertTrue(unknown.err().startsWith("tictactoe bench: --param: ablation=4x4k4 +memo:"
        + " AblationBenchmark cannot run it: unknown configuration '+memo'"), unknown.err());
  }

  @Test
  void theQuickProfileLeavesOutTheSlowestCasesUnlessTheUserNamesThem() {
    Map<String, String[]> narrowed = BenchProfile.QUICK.narrowedParams(
        BenchCommand.benchmarks(".*"), Set.of());
    assertEquals(List.of("3x3k3 all", "4x4k4 none", "4x4k4 all", "5x5k4 all"),
        List.of(narrowed.get("ablation")), "in the benchmark's own order");
    assertEquals(List.of("10", "100", "1000"), List.of(narrowed.get("n")));
    assertEquals(List.of("empty", "midgame"), List.of(narrowed.get("position")));
    assertEquals(List.of("all"), List.of(narrowed.get("positions")));
    assertFalse(List.of(narrowed.get("board")).contains("4x7k4"));
    assertFalse(BenchProfile.QUICK.narrowedParams(BenchCommand.benchmarks(".*"),
        Set.of("ablation")).containsKey("ablation"), "a value given with -p is the user's choice");
    assertTrue(BenchProfile.FULL.narrowedParams(BenchCommand.benchmarks(".*"), Set.of())
        .isEmpty(), "the full profile runs everything");
  }

  /**
   * The game's moves warm up less in the quick profile, and nothing else does; BenchIT runs one
   * of them and finds its two warm-ups in the results file.
   */
  @Test
  void inTheQuickProfileOnlyTheGamesMovesSettleAtOnce() {
    Set<String> settled = new TreeSet<>();
    for (BenchmarkListEntry b : BenchCommand.benchmarks(".*")) {
      if (BenchProfile.QUICK.settlesAtOnce(b)) {
        settled.add(b.getUserClassQName().replaceAll(".*\\.", ""));
      }
      assertFalse(BenchProfile.FULL.settlesAtOnce(b), b.getUsername());
    }
    assertEquals(Set.of("MoveCostBenchmark", "ValidationCostBenchmark"), settled);
    assertTrue(BenchProfile.QUICK.settledWarmupIterations < BenchProfile.QUICK.warmupIterations);
  }

  @Test
  void theHelpCountsTheAblationCasesThereAre() {
    int cases = Ablation.benchmarkCases().size();
    String help = Cli.run("", "bench", "--help").out().replaceAll("\\s+", " ");
    assertTrue(help.contains("the ablation's " + cases + " cases"), help);
  }

  @Test
  void listHonoursInclude() {
    Cli.Result r = Cli.run("", "bench", "--list", "--include", "fullScan");
    assertEquals(0, r.status(), r.err());
    assertEquals("dev.tictactoe.bench.MoveCostBenchmark.fullScan  [n=3,10,30,100,300,1000]\n",
        r.out());
  }

  /**
   * The forks get a copy of the CLI's jar taken before the first one starts, so a build that
   * rewrites the jar during a run cannot change what the later forks measure; a class path of
   * several entries, or of no jar, is left to JMH as it is.
   */
  @Test
  void theForksClassPathIsACopyOfTheJarThatLaterBuildsLeaveAlone() throws IOException {
    Path jar = dir.resolve("tictactoe.jar");
    Files.write(jar, new byte[] {1, 2, 3});
    Path copy = BenchCommand.snapshotOfSoleJar(jar.toString());
    try {
      Files.write(jar, new byte[] {4, 5, 6, 7}); // a build replaces the jar
      assertArrayEquals(new byte[] {1, 2, 3}, Files.readAllBytes(copy));
      assertFalse(copy.startsWith(dir), "the copy is elsewhere: " + copy);
    } finally {
      Files.deleteIfExists(copy);
    }
    assertNull(BenchCommand.snapshotOfSoleJar(jar + java.io.File.pathSeparator + dir));
    assertNull(BenchCommand.snapshotOfSoleJar(dir.resolve("classes").toString()));
    assertNull(BenchCommand.snapshotOfSoleJar(dir.resolve("missing.jar").toString()));
  }
}
