package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class SharedTableTest {

  /** The value every entry of position (p, q) holds in the test below: a function of both. */
  private static int valueOf(long p, long q) {
    return (int) ((p * 31 + q * 17) % 129) - 64;
  }

  @Test
  void twoThreadsWritingAndReadingNeverSeeOnePositionsMasksWithAnothersEntry() throws Exception {
    SharedTable table = new SharedTable(1 << 12); // small: the threads collide in every bucket
    table.store(1, 2, valueOf(1, 2), TranspositionTable.EXACT, 1, 14); // as the threads store it
    table.share();
    assertEquals(1 << 12, table.allocated(), "shared, it is as large as it will ever be");
    AtomicLong hits = new AtomicLong();
    List<Throwable> failures = new ArrayList<>();
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < 2; t++) {
      long seed = t;
      threads.add(new Thread(() -> {
        try {
          long state = seed;
          for (int i = 0; i < 2_000_000; i++) {
            state = state * 6364136223846793005L + 1442695040888963407L;
            long p = (state >>> 40) & 1023; // few positions, many writes to each
            long q = (state >>> 20) & 7;
            if ((state & 1) == 0) {
              int value = valueOf(p, q);
              table.store(p, q, value, TranspositionTable.EXACT, (int) (p & 63), (int) (q * 7));
            } else {
              int entry = table.probe(p, q);
              if (entry != 0) {
                hits.incrementAndGet();
                assertEquals(valueOf(p, q), TranspositionTable.value(entry));
                assertEquals((int) (p & 63), TranspositionTable.move(entry));
                assertEquals((int) (q * 7), TranspositionTable.work(entry));
              }
            }
          }
        } catch (Throwable e) {
          synchronized (failures) {
            failures.add(e);
          }
        }
      }));
    }
    threads.forEach(Thread::start);
    for (Thread thread : threads) {
      thread.join();
    }
    assertEquals(List.of(), failures);
    assertTrue(hits.get() > 100_000, "the threads read each other's entries: " + hits);
  }

  @Test
  void untilItIsSharedItIsThePlainTableAndClearingEndsTheSharing() {
    SharedTable table = new SharedTable(1 << 16);
    assertEquals(TranspositionTable.INITIAL_ENTRIES, table.allocated(), "it grows as it fills");
    table.store(3, 4, 7, TranspositionTable.LOWER, 2, 1);
    table.share();
    assertEquals(7, TranspositionTable.value(table.probe(3, 4)), "what it held is kept");
    table.clear();
    assertEquals(0, table.probe(3, 4));
    assertEquals(TranspositionTable.INITIAL_ENTRIES, table.allocated());
  }
}
