package dev.tictactoe.solver;

import static dev.tictactoe.solver.TranspositionTable.BUCKET_LONGS;
import static dev.tictactoe.solver.TranspositionTable.CHUNK_BUCKETS;
import static dev.tictactoe.solver.TranspositionTable.INITIAL_ENTRIES;
import static dev.tictactoe.solver.TranspositionTable.entryOf;
import static dev.tictactoe.solver.TranspositionTable.masks;
import static dev.tictactoe.solver.TranspositionTable.work;

import java.util.Arrays;

/**
 * The entries of a table that did the most work: what a checkpoint small enough to keep with
 * the results holds ({@link TableCheckpoint#saveHeaviest}). A table's selection for a file, apart
 * from the table that searches with it.
 */
final class HeaviestEntries {
  private HeaviestEntries() {}

  /**
   * A table of {@code slots} entries (a power of two) holding {@code table}'s entries that did the
   * most work: the entries of work {@link #leastKept} or more, at most half as many as it has
   * slots, put in from the least work up, so that where three of them share a bucket the
   * replacement rule keeps the two of the most work. What a checkpoint small enough to keep with
   * the results holds: each entry saves at least 2^work positions of the search that finds it.
   */
  static TranspositionTable of(TranspositionTable table, int slots) {
    int least = leastKept(table, slots);
    int most = slots / 2; // a search going on may store more of that work since leastKept
    long[] xs = new long[most];
    long[] os = new long[most];
    int[] entries = new int[most];
    long[] byWork = new long[most]; // work, then the index: sorted, the least work first
    int[] n = {0};
    forEachEntry(table, (x, o, entry) -> {
      if (work(entry) >= least && n[0] < most) {
        int i = n[0]++;
        xs[i] = x;
        os[i] = o;
        entries[i] = entry;
        byWork[i] = (long) work(entry) << 32 | i;
      }
    });
    Arrays.sort(byWork, 0, n[0]);
    TranspositionTable kept = new TranspositionTable(slots, Math.min(slots, INITIAL_ENTRIES));
    for (int k = 0; k < n[0]; k++) {
      int i = (int) byWork[k];
      kept.insert(xs[i], os[i], entries[i]);
    }
    return kept;
  }

  /**
   * The least work of the entries {@link #of} keeps: the least at which those of that work
   * or more number at most half of {@code slots}.
   */
  static int leastKept(TranspositionTable table, int slots) {
    long[] atWork = new long[64];
    forEachEntry(table, (x, o, entry) -> atWork[work(entry)]++);
    int least = 64;
    for (long kept = 0; least > 0 && kept + atWork[least - 1] <= slots / 2; least--) {
      kept += atWork[least - 1];
    }
    return least;
  }

  /** Takes each entry in use of a table read by {@link TranspositionTable#copyBuckets}. */
  @FunctionalInterface
  interface EntryVisitor {
    void entry(long x, long o, int entry);
  }

  /**
   * Every entry in use, read a chunk of buckets at a time by {@link
   * TranspositionTable#copyBuckets}.
   */
  private static void forEachEntry(TranspositionTable table, EntryVisitor visitor) {
    int total = table.bucketCount();
    long[] chunk = new long[Math.min(CHUNK_BUCKETS, total) * BUCKET_LONGS];
    for (int from = 0; from < total; from += CHUNK_BUCKETS) {
      int count = Math.min(CHUNK_BUCKETS, total - from);
      table.copyBuckets(from, count, chunk);
      for (int slot = 0; slot < 2 * count; slot++) {
        int entry = entryOf(chunk, slot);
        if (entry != 0) {
          int at = masks(slot);
          visitor.entry(chunk[at], chunk[at + 1], entry);
        }
      }
    }
  }
}
