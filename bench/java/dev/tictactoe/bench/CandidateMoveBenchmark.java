package dev.tictactoe.bench;

import java.io.File;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How does the cost of a reader's own {@code move()} grow with n, beside the three designs?
 *
 * <p>The reader's class (LeetCode 348's {@code TicTacToe}: a constructor {@code (int n)} and
 * {@code int move(int row, int col, int player)}) is named by two system properties,
 * {@value #CLASS_PATH} and {@value #CLASS_NAME}, which {@code check game} gives the forks. It plays
 * the moves {@code MoveCostBenchmark} plays on the designs, in batches of the same kind, so the
 * two benchmarks' times per move compare.
 *
 * <p>Run it through {@code check game FILE}, which compiles the class, checks it, and runs this
 * next to {@code MoveCostBenchmark}'s designs at n = 10, 100 and 1000. Outside {@code check} the
 * properties are missing and the setup says so.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
@State(Scope.Thread)
public class CandidateMoveBenchmark {
  /** The system property with the reader's class path. */
  public static final String CLASS_PATH = "tictactoe.candidate.classpath";
  /** The system property with the reader's class name. */
  public static final String CLASS_NAME = "tictactoe.candidate.class";

  /*
   * TRAP: A CALL THE JIT CANNOT INLINE. The reader's class is loaded by name in the fork, so its
   * move() can only be called through reflection. A MethodHandle kept in a static final field is
   * a constant to the JIT, which then inlines invokeExact as a direct call: the reader's move()
   * costs what it would cost called by name. (Method.invoke, or a handle in an instance field,
   * would add a call the designs do not pay.)
   */
  static final MethodHandle NEW;
  static final MethodHandle MOVE;

  static {
    MethodHandle create = null;
    MethodHandle move = null;
    String path = System.getProperty(CLASS_PATH);
    String name = System.getProperty(CLASS_NAME);
    if (path != null && name != null) {
      try {
        URL[] urls = Arrays.stream(path.split(File.pathSeparator)).map(CandidateMoveBenchmark::url)
            .toArray(URL[]::new);
        Class<?> type = Class.forName(name, true, new URLClassLoader(urls,
            CandidateMoveBenchmark.class.getClassLoader()));
        Constructor<?> constructor = type.getDeclaredConstructor(int.class);
        constructor.setAccessible(true);
        Method method = type.getDeclaredMethod("move", int.class, int.class, int.class);
        method.setAccessible(true);
        create = MethodHandles.lookup().unreflectConstructor(constructor)
            .asType(MethodType.methodType(Object.class, int.class));
        move = MethodHandles.lookup().unreflect(method)
            .asType(MethodType.methodType(int.class, Object.class, int.class, int.class,
                int.class));
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException("cannot load " + name + " from " + path + ": " + e, e);
      }
    }
    NEW = create;
    MOVE = move;
  }

  private static URL url(String path) {
    try {
      return new File(path).toURI().toURL();
    } catch (MalformedURLException e) {
      throw new IllegalArgumentException(path, e);
    }
  }

  @Param({"10", "100", "1000"})
  public int n;

  int[] script;

  @Setup(Level.Trial)
  public void writeScript() {
    if (NEW == null) {
      throw new IllegalStateException("no reader's class to measure: run it through 'check game'"
          + " (it sets -D" + CLASS_PATH + " and -D" + CLASS_NAME + ")");
    }
    script = MoveScript.withoutAWin(n);
  }

  /*
   * THE BATCH. The reader's cost is unknown, so the batch is the full scan's, the smallest of the
   * three designs': a thousand moves of an O(n^2) move at n = 1000 still fit in a second, and an
   * O(1) move still gives an invocation of microseconds, above what Level.Invocation's timestamps
   * cost (see MoveCostBenchmark on both traps).
   */
  static final int MOVES = MoveCostBenchmark.FULL_SCAN_MOVES;

  @State(Scope.Thread)
  public static class Games {
    Object[] games;

    @Setup(Level.Invocation)
    public void build(CandidateMoveBenchmark bench) throws Throwable {
      int perGame = MoveScript.movesPerGame(bench.n);
      games = new Object[Math.max(1, MOVES / perGame)];
      for (int i = 0; i < games.length; i++) {
        games[i] = (Object) NEW.invokeExact(bench.n);
      }
    }
  }

  @Benchmark
  @OperationsPerInvocation(MOVES)
  public int candidate(Games fresh) throws Throwable {
    int perGame = Math.min(MOVES, script.length / 3);
    int sum = 0;
    for (int m = 0; m < MOVES; m++) {
      int at = 3 * (m % perGame);
      Object game = fresh.games[m / perGame];
      sum += (int) MOVE.invokeExact(game, script[at], script[at + 1], script[at + 2]);
    }
    return sum; // returned, so no move is dead code (JMHSample_08)
  }

  /*
   * HOW TO RUN. java -jar target/tictactoe.jar check game TicTacToe.java (the speed part).
   *
   * WHAT TO EXPECT. What the reader's design costs: a few ns per move at every n for counters,
   * growing with n for a scan; the check fits the exponent and names the design it grows like.
   */
}
