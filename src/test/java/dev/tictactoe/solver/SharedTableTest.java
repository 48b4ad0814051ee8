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

  /**
   * What a checkpoint written during a search reads ({@link TranspositionTable#copyBuckets}, and
   * the heaviest entries made from it) while the other engine stores: every entry of every copy
   * is one the writer stored for that position, never the masks of one position with the entry
   * of another (which would make a table read back from the checkpoint give wrong answers).
   */
  @Test
  void aCopyTakenWhileTheOtherEngineStoresHoldsNoEntryOfAnotherPosition() throws Exception {
    SharedTable table = new SharedTable(4); // two buckets: every store moves entries about
    table.share();
    AtomicLong stored = new AtomicLong();
    java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic
        .AtomicBoolean();
    Thread writer = new Thread(() -> {
      long state = 7;
      while (!stop.get()) {
        state = state * 6364136223846793005L + 1442695040888963407L;
        long p = (state >>> 40) & 4095;
        long q = (state >>> 20) & 15;
        table.store(p, q, valueOf(p, q), TranspositionTable.EXACT, (int) (p & 63),
            (int) (q * 3 + (p & 1)));
        stored.incrementAndGet();
      }
    });
    writer.start();
    long[] copy = new long[table.bucketCount() * TranspositionTable.BUCKET_LONGS];
    long checked = 0;
    long storedBefore;
    try {
      while (stored.get() < 10_000) {
        Thread.onSpinWait(); // the writer is at work before the first copy
      }
      storedBefore = stored.get();
      for (int round = 0; round < 300_000; round++) {
        table.copyBuckets(0, table.bucketCount(), copy);
        for (int slot = 0; slot < 2 * table.bucketCount(); slot++) {
          int entry = TranspositionTable.entryOf(copy, slot);
          if (entry != 0) {
            int at = TranspositionTable.masks(slot);
            assertEntryOf(copy[at], copy[at + 1], entry);
            checked++;
          }
        }
        if (round % 10_000 == 0) {
          TranspositionTable heaviest = HeaviestEntries.of(table, 256);
          long[] kept = heaviest.buckets();
          for (int slot = 0; slot < 2 * heaviest.bucketCount(); slot++) {
            int entry = TranspositionTable.entryOf(kept, slot);
            if (entry != 0) {
              int at = TranspositionTable.masks(slot);
              assertEntryOf(kept[at], kept[at + 1], entry);
            }
          }
        }
      }
    } finally {
      stop.set(true);
      writer.join();
    }
    assertTrue(checked > 1_000_000, checked + " entries checked");
    assertTrue(stored.get() - storedBefore > 10_000, "the writer stored "
        + (stored.get() - storedBefore) + " entries while the copies were taken");
  }

  /**
   * The copy's protocol, step by step: a store halfway through its bucket (its stripe's lock held,
   * the masks written, the entry not yet) makes the copy wait for it, and the copy then holds the
   * whole new entry; a copy that read the bucket there and then would pair the new position's
   * masks with the old position's entry.
   */
  @Test
  void aCopyWaitsForAStoreHalfwayThroughItsBucket() throws Exception {
    SharedTable table = new SharedTable(1 << 4);
    table.store(5, 6, valueOf(5, 6), TranspositionTable.EXACT, 5, 1);
    table.share();
    int bucket = table.bucket(5, 6) >>> 1;
    long[] buckets = table.buckets();
    int at = bucket * TranspositionTable.BUCKET_LONGS;
    assertEquals(5, buckets[at], "the position is the first slot's");
    long[] copy = new long[TranspositionTable.BUCKET_LONGS];
    java.util.concurrent.locks.StampedLock lock = table.lockOf(bucket);
    long stamp = lock.writeLock(); // a store of position (9, 3) in that slot begins
    Thread copier;
    try {
      buckets[at] = 9;
      buckets[at + 1] = 3;
      copier = new Thread(() -> table.copyBuckets(bucket, 1, copy));
      copier.start();
      while (copier.getState() != Thread.State.WAITING
          && copier.getState() != Thread.State.TERMINATED) {
        Thread.onSpinWait();
      }
      assertEquals(Thread.State.WAITING, copier.getState(), "the copy waits for the store: "
          + java.util.Arrays.toString(copy));
      int entry = TranspositionTable.entry(valueOf(9, 3), TranspositionTable.EXACT, 9, 2);
      buckets[at + 4] = buckets[at + 4] & ~0xFFFFFFFFL | entry & 0xFFFFFFFFL;
    } finally {
      lock.unlockWrite(stamp); // the store ends
    }
    copier.join();
    assertEquals(9, copy[0]);
    assertEquals(3, copy[1]);
    assertEntryOf(9, 3, TranspositionTable.entryOf(copy, 0), 9, 2);
  }

  /** The entry the writer above stores for position (p, q), and no other. */
  private static void assertEntryOf(long p, long q, int entry) {
    assertEntryOf(p, q, entry, (int) (p & 63), (int) (q * 3 + (p & 1)));
  }

  private static void assertEntryOf(long p, long q, int entry, int move, int work) {
    assertEquals(valueOf(p, q), TranspositionTable.value(entry), () -> p + "," + q);
    assertEquals(move, TranspositionTable.move(entry), () -> p + "," + q);
    assertEquals(work, TranspositionTable.work(entry), () -> p + "," + q);
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
