package dev.tictactoe.cli;

import static dev.tictactoe.report.EnvironmentFile.CLI_JDK;
import static dev.tictactoe.report.EnvironmentFile.CORES;
import static dev.tictactoe.report.EnvironmentFile.CPU;
import static dev.tictactoe.report.EnvironmentFile.FORK_JVM;
import static dev.tictactoe.report.EnvironmentFile.GIT_COMMIT;
import static dev.tictactoe.report.EnvironmentFile.GIT_DIRTY;
import static dev.tictactoe.report.EnvironmentFile.JDK;
import static dev.tictactoe.report.EnvironmentFile.PROFILE;
import static dev.tictactoe.report.EnvironmentFile.SETTINGS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tictactoe.report.EnvironmentFile;
import dev.tictactoe.report.ResultFiles;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;

/** The jar can run the benchmarks: a packaging mistake fails here, not in a user's hands. */
class BenchIT {
  /**
   * JMH takes a machine-wide lock (/tmp/jmh.lock) for each run, and a second run at the same time
   * exits with "Another JMH instance might be running". The test must pass whatever else runs on
   * the machine (a benchmark, another build), so its run ignores the lock, as JMH allows.
   */
  static final List<String> BESIDE_ANOTHER_RUN = List.of("-Djmh.ignoreLock=true");

  @TempDir Path dir;

  @Test
  void theJarListsEveryBenchmarkMethodOfTheBenchPackage() throws Exception {
    Set<String> declared = new TreeSet<>();
    Set<String> listed;
    try (JarFile jar = new JarFile(Jar.path().toFile());
        URLClassLoader loader = new URLClassLoader(new URL[] {Jar.path().toUri().toURL()}, null)) {
      List<String> benchClasses = jar.stream().map(e -> e.getName())
          .filter(name -> name.matches("dev/tictactoe/bench/[A-Za-z]+Benchmark\\.class"))
          .toList();
      assertTrue(benchClasses.size() >= 2, "benchmark classes in the jar: " + benchClasses);
      @SuppressWarnings("unchecked")
      Class<? extends java.lang.annotation.Annotation> benchmark =
          (Class<? extends java.lang.annotation.Annotation>)
              loader.loadClass(Benchmark.class.getName());
      for (String file : benchClasses) {
        Class<?> type = loader.loadClass(file.replace('/', '.').replace(".class", ""));
        for (Method m : type.getDeclaredMethods()) {
          if (m.isAnnotationPresent(benchmark)) {
            declared.add(type.getName() + "." + m.getName());
          }
        }
      }
      var list = jar.getEntry("META-INF/BenchmarkList");
      assertTrue(list != null, "the jar has no META-INF/BenchmarkList: JMH cannot find anything");
      try (InputStream in = jar.getInputStream(list)) {
        listed = BenchmarkList.readBenchmarkList(in).stream()
            .map(BenchmarkListEntry::getUsername).collect(Collectors.toCollection(TreeSet::new));
      }
    }
    assertTrue(declared.size() >= 5, "@Benchmark methods found: " + declared);
    assertEquals(declared, listed);
  }

  /** Another JDK when the machine has one (the image ships Temurin 25), else this one. */
  private static Path forkJava() {
    Path temurin = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64/bin/java");
    return Files.isExecutable(temurin) ? temurin
        : Path.of(System.getProperty("java.home"), "bin", "java");
  }

  @Test
  void aQuickRunWritesJmhJsonAndTheEnvironmentAndEndsWithThePath() throws Exception {
    // Run in a repository of known commit: the environment must name it, not "unknown".
    String head = GitRepository.withOneCommit(dir);
    // a game benchmark, whose code settles at once: run apart, with fewer warm-ups
    Cli.Result r = Jar.run(dir, "", BESIDE_ANOTHER_RUN, "bench", "--quick", "--include",
        "MoveCost.*counters$", "-p", "n=3", "--results-dir", "out", "--jvm",
        forkJava().toString(), "--jvm-args=-Xmx256m", "--prof", "gc");
    assertEquals(0, r.status(), r.err());
    List<String> lines = r.out().lines().toList();
    assertTrue(lines.size() > 10, "JMH's progress is shown: " + r.out());
    Path results = dir.resolve(lines.get(lines.size() - 1));
    assertTrue(results.getFileName().toString().matches("\\d{8}T\\d{6}Z-quick\\.json"), results::toString);
    ObjectMapper json = new ObjectMapper();
    JsonNode runs = json.readTree(results.toFile());
    assertEquals(1, runs.size());
    assertEquals("dev.tictactoe.bench.MoveCostBenchmark.counters", runs.get(0).get("benchmark")
        .asText());
    assertEquals(2, runs.get(0).get("warmupIterations").asInt(), "a game's move warms up twice");
    assertEquals("3", runs.get(0).get("params").get("n").asText());
    assertEquals(1, runs.get(0).get("forks").asInt());
    JsonNode env = json.readTree(ResultFiles.envFileOf(results).toFile());
    assertEquals("quick", env.get(PROFILE).asText());
    assertEquals("MoveCostBenchmark,ValidationCostBenchmark",
        env.get(SETTINGS).get("settledAtOnce").asText(), env::toString);
    assertEquals(Runtime.getRuntime().availableProcessors(), env.get(CORES).asInt());
    assertTrue(env.has(GIT_COMMIT) && env.has(GIT_DIRTY) && env.has(CPU), env::toString);
    assertEquals(head, env.get(GIT_COMMIT).asText(), "the commit of the directory it ran in");
    assertEquals(false, env.get(GIT_DIRTY).asBoolean(true), "results files are not tracked");
    // The environment names the JVM the forks ran on, as JMH itself recorded it from the fork.
    JsonNode run = runs.get(0);
    assertEquals(forkJava().toString(), run.get("jvm").asText());
    assertEquals("-Xmx256m", run.get("jvmArgs").get(0).asText());
    assertEquals(run.get("jdkVersion").asText(), env.get(FORK_JVM).get("java.version").asText());
    assertTrue(env.get(JDK).asText().endsWith(" " + run.get("jdkVersion").asText()),
        env::toString);
    assertEquals(System.getProperty("java.version"),
        env.get(CLI_JDK).asText().replaceAll(".* ", ""));
    // --prof gc: bytes per operation are in the JSON for the report
    assertTrue(run.get("secondaryMetrics").has("gc.alloc.rate.norm"), run::toString);
    try (var files = Files.list(dir.resolve("out"))) {
      assertEquals(2, files.count());
    }
  }

  /**
   * {@code bench --prof async} writes flame graphs of each benchmark beside the results, and the
   * report links each one (ResultFilesTest holds the directories' names to JMH's for parameters
   * that URL encoding changes).
   */
  @Test
  void anAsyncProfiledRunWritesFlameGraphsThatItsReportLinks() throws Exception {
    assumeTrue(AsyncProfilingTest.loadsHere(), AsyncProfilingTest.WHY_NOT);
    Cli.Result r = Jar.run(dir, "", BESIDE_ANOTHER_RUN, "bench", "--quick", "--include",
        "MoveCostBenchmark.counters$", "-p", "n=10", "--results-dir", "out", "--prof", "async");
    assertEquals(0, r.status(), r.err());
    List<String> lines = r.out().lines().toList();
    Path results = dir.resolve(lines.get(lines.size() - 1));
    JsonNode env = new ObjectMapper().readTree(ResultFiles.envFileOf(results).toFile());
    String event = env.get(EnvironmentFile.ASYNC_PROFILER).get("event").asText();
    assertTrue(r.err().contains("async-profiler " + env.get(EnvironmentFile.ASYNC_PROFILER)
        .get("version").asText() + " samples event " + event + ": "), "one line says which: "
        + r.err());
    assertTrue(Set.of("cpu", "ctimer", "itimer").contains(event), event);
    Cli.Result report = Jar.run(dir, "", "report", results.toString());
    assertEquals(0, report.status(), report.err());
    String adoc = Files.readString(dir.resolve(report.out().strip()));
    Matcher link = Pattern.compile("link:\\+\\+([^\\[]+)\\+\\+\\[" + event + "]").matcher(adoc);
    Set<String> linked = new TreeSet<>();
    while (link.find()) {
      Path graph = results.resolveSibling(link.group(1));
      assertTrue(Files.readString(graph).contains("async-profiler"), graph + " is a flame graph");
      linked.add(link.group(1));
    }
    try (var files = Files.walk(ResultFiles.flameGraphsOf(results))) {
      Set<String> written = files.filter(f -> f.toString().endsWith(".html"))
          .map(f -> results.getParent().relativize(f).toString())
          .collect(Collectors.toCollection(TreeSet::new));
      assertEquals(2, written.size(), "a graph by caller and one by callee: " + written);
      assertEquals(written, linked, "the report links every graph");
    }
  }

  /**
   * Where the kernel refuses perf events (here a seccomp filter, as in many containers; this
   * machine's own kernel allows them), async-profiler's cpu event would fall back on a timer
   * without a word: bench names the timer it samples instead, and why.
   */
  @Test
  void whereTheKernelRefusesPerfEventsATimerIsSampledAndTheLineSaysSo() throws Exception {
    assumeTrue(AsyncProfilingTest.loadsHere(), AsyncProfilingTest.WHY_NOT);
    Path filter = dir.resolve("no_perf_events");
    Process cc;
    try {
      cc = new ProcessBuilder("cc", "-o", filter.toString(),
          Path.of(getClass().getResource("no_perf_events.c").toURI()).toString())
          .redirectErrorStream(true).start();
    } catch (java.io.IOException e) {
      cc = null;
    }
    assumeTrue(cc != null && cc.waitFor() == 0, "no C compiler (cc) to build the seccomp filter"
        + " that refuses perf events");
    Path out = dir.resolve("out.txt");
    Process bench = new ProcessBuilder(filter.toString(),
        Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
        Jar.path().toAbsolutePath().toString(), "bench", "--list-profilers")
        .redirectErrorStream(true).redirectOutput(out.toFile()).start();
    assertTrue(bench.waitFor(2, java.util.concurrent.TimeUnit.MINUTES), "timed out");
    assertEquals(0, bench.exitValue(), Files.readString(out));
    List<String> lines = Files.readAllLines(out);
    assertTrue(lines.get(lines.size() - 1).matches("async: async-profiler \\S+ from this jar;"
        + " bench --prof async samples event ctimer here: perf events are refused here"
        + " \\(Permission denied(; kernel.perf_event_paranoid = \\d+)?\\), so a timer per thread"
        + " samples CPU time instead of event cpu: the same Java frames, no kernel frames"),
        lines.get(lines.size() - 1));
  }
}
