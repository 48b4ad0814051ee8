package dev.tictactoe.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * No design allocates on a move: every structure is built by the constructor. A regression (a
 * boxed counter, a list per line scan, a varargs call) shows up here as bytes per move, counted by
 * the JVM for this thread, not timed. JMH's GC profiler ({@code bench --prof gc}) reports the same
 * per operation, plus what the benchmark's own setup allocates.
 */
class AllocationTest {
  private static final int N = 64;
  private static final int MOVES = 2_000;
  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  private static int[][] moves;

  @BeforeAll
  static void randomMovesWithoutAWin() {
    assumeTrue(THREADS.isThreadAllocatedMemorySupported()
        && THREADS.isThreadAllocatedMemoryEnabled(), "this JVM cannot count allocated bytes");
    List<Integer> cells = new SplittableRandom(348).ints(0, N * N).limit(20 * MOVES).boxed()
        .toList();
    Script script = Script.alternating(N, cells);
    moves = script.moves().subList(0, MOVES).toArray(int[][]::new);
    assertTrue(IntStream.of(script.expected()).limit(MOVES).allMatch(r -> r == 0),
        "the first moves win nothing");
  }

  @ParameterizedTest
  @EnumSource(Design.class)
  void aMoveAllocatesNothing(Design design) {
    assertEquals(0, bytesPerMove(design::create), 0.01, design + ": bytes allocated per move");
  }

  @ParameterizedTest
  @EnumSource(Design.class)
  void norDoesTheValidatingWrapper(Design design) {
    assertEquals(0, bytesPerMove(n -> ValidatedGame.wrap(design.create(n))), 0.01,
        design + " validated: bytes allocated per move");
  }

  /**
   * Bytes this thread allocates per move over the script, on a game built beforehand: the least
   * of three plays, because the JVM itself may allocate now and then on this thread (linking a
   * call site, the compiler's bookkeeping), while a move that allocates does so on every play.
   */
  private static double bytesPerMove(IntFunction<Game> design) {
    play(design.apply(N)); // first: load and link classes, which allocates
    long least = Long.MAX_VALUE;
    for (int attempt = 0; attempt < 3; attempt++) {
      Game game = design.apply(N);
      long thread = Thread.currentThread().getId();
      long before = THREADS.getThreadAllocatedBytes(thread);
      int wins = play(game);
      long after = THREADS.getThreadAllocatedBytes(thread);
      assertEquals(0, wins);
      least = Math.min(least, after - before);
    }
    return (double) least / MOVES;
  }

  private static int play(Game game) {
    int wins = 0;
    for (int[] m : moves) {
      wins += game.move(m[0], m[1], m[2]);
    }
    return wins;
  }
}
