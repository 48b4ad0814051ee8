package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;

class TranspositionTableTest {

  @Test
  void remembersAnEntryExactlyAndNothingForAnotherPosition() {
    TranspositionTable table = new TranspositionTable(1024);
    table.store(0b101, 0b010, -7, TranspositionTable.LOWER, 12, 9);
    int entry = table.probe(0b101, 0b010);
    assertEquals(-7, TranspositionTable.value(entry));
    assertEquals(TranspositionTable.LOWER, TranspositionTable.bound(entry));
    assertEquals(12, TranspositionTable.move(entry));
    assertEquals(9, TranspositionTable.work(entry));
    assertEquals(0, table.probe(0b101, 0b100), "same X marks, other O marks: not this entry");
    assertEquals(1, table.used());
  }

  @Test
  void theSizeIsRoundedDownToAPowerOfTwoAndMustHoldABucket() {
    assertEquals(16, new TranspositionTable(16).capacity());
    assertEquals(16, new TranspositionTable(31).capacity());
    assertEquals(2, new TranspositionTable(2).capacity());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new TranspositionTable(1));
    assertEquals("a transposition table needs at least 2 entries, got 1", e.getMessage());
  }

  // tag::replacement[]
  @Test
  void aBucketKeepsTheMostExpensiveEntryAndTheLatestOne() {
    TranspositionTable table = new TranspositionTable(2); // one bucket: every position collides
    table.store(1, 0, 3, TranspositionTable.EXACT, -1, 20); // expensive
    table.store(2, 0, 4, TranspositionTable.EXACT, -1, 1); // cheap: takes the second slot
    table.store(4, 0, 5, TranspositionTable.EXACT, -1, 2); // cheap: replaces the other cheap one
    assertEquals(3, TranspositionTable.value(table.probe(1, 0)), "the expensive entry stays");
    assertEquals(0, table.probe(2, 0), "the older cheap entry is gone");
    assertEquals(5, TranspositionTable.value(table.probe(4, 0)));
    table.store(8, 0, 6, TranspositionTable.EXACT, -1, 30); // more expensive still
    assertEquals(6, TranspositionTable.value(table.probe(8, 0)));
    assertEquals(3, TranspositionTable.value(table.probe(1, 0)), "stepped down to the 2nd slot");
    assertEquals(0, table.probe(4, 0));
    table.store(1, 0, -2, TranspositionTable.UPPER, -1, 0); // the same position, newer knowledge
    assertEquals(-2, TranspositionTable.value(table.probe(1, 0)));
    assertEquals(2, table.used());
  }
  // end::replacement[]

  @Test
  void holdsEveryScoreAndEveryCell() {
    TranspositionTable table = new TranspositionTable(1 << 12);
    for (int value = -65; value <= 65; value++) {
      for (int move : new int[] {-1, 0, 63}) {
        table.clear();
        table.store(value + 100, move + 1, value, TranspositionTable.UPPER, move, 63);
        int entry = table.probe(value + 100, move + 1);
        assertEquals(value, TranspositionTable.value(entry));
        assertEquals(move, TranspositionTable.move(entry));
        assertEquals(TranspositionTable.UPPER, TranspositionTable.bound(entry));
        assertEquals(63, TranspositionTable.work(entry));
      }
    }
  }

  @Test
  void startsSmallAndDoublesAsItFillsButNeverPastItsCapacity() {
    TranspositionTable table = new TranspositionTable(1 << 20);
    assertEquals(TranspositionTable.INITIAL_ENTRIES, table.allocated());
    int stored = 5_000;
    for (int p = 1; p <= stored; p++) {
      table.store(p, 0, p % 60, TranspositionTable.EXACT, -1, 0);
    }
    assertTrue(table.allocated() > TranspositionTable.INITIAL_ENTRIES, "it grew");
    assertTrue(table.allocated() < table.capacity(), "but not to its capacity");
    assertEquals(stored, table.used());
    for (int p = 1; p <= stored; p++) {
      int entry = table.probe(p, 0);
      assertEquals(p % 60, TranspositionTable.value(entry), "below the cap nothing is forgotten");
    }
    for (int p = stored + 1; p <= 3_000_000; p++) {
      table.store(p, 0, 0, TranspositionTable.EXACT, -1, 0);
    }
    assertEquals(1 << 20, table.allocated(), "the capacity is a bound");
    assertTrue(table.used() <= table.capacity());
  }

  @Test
  void theMemoryForATableAndTheTableForAMemoryAgree() {
    for (int log = 1; log <= 29; log++) {
      int entries = 1 << log;
      long peak = TranspositionTable.peakBytes(entries);
      assertEquals(entries * 20L * 3 / 2, peak, "full arrays and the half-size ones they replace");
      assertEquals(entries, TranspositionTable.entriesFor(peak), "exactly enough: " + entries);
      assertEquals(Math.max(2, entries / 2), TranspositionTable.entriesFor(peak - 1),
          "a byte short: half as many");
    }
    assertEquals(2, TranspositionTable.entriesFor(1), "never fewer than a bucket");
    long most = TranspositionTable.peakBytes(TranspositionTable.MAX_ENTRIES);
    assertEquals(most, TranspositionTable.peakBytes(Integer.MAX_VALUE), "asking more: the most");
    assertEquals(TranspositionTable.MAX_ENTRIES, TranspositionTable.entriesFor(4 * most),
        "more heap than the most entries need: the most");
  }

  @Test
  void theDefaultTableFollowsTheHeapAndFitsHalfOfIt() {
    int entries = TranspositionTable.defaultEntries();
    long half = Runtime.getRuntime().maxMemory() / 2;
    assertEquals(Integer.bitCount(entries), 1, "a power of two: " + entries);
    assertTrue(entries >= ColdSolve.TABLE_ENTRIES, "never less than a cold solve's table");
    assertTrue(entries == ColdSolve.TABLE_ENTRIES
        || TranspositionTable.peakBytes(entries) <= half, "fits half of the heap");
    assertTrue(entries == TranspositionTable.MAX_ENTRIES
        || TranspositionTable.peakBytes(entries * 2) > half, "the most that fits: " + entries);
  }

  @Test
  void aTableThatCouldOutgrowTheHeapIsRefusedBeforeAnythingIsAllocated() {
    int entries = Integer.MAX_VALUE; // held to the most a table holds, 2^29
    assumeTrue(TranspositionTable.peakBytes(entries) > TranspositionTable.heapAllowance(),
        "this JVM has heap enough for the largest table");
    TableTooLargeException e = assertThrows(TableTooLargeException.class,
        () -> new TranspositionTable(entries));
    assertTrue(e.getMessage().startsWith("a table of 536,870,912 entries needs up to 15.0 GB"
        + " of heap as it grows, but this JVM allows it "), e.getMessage());
    int fits = TranspositionTable.entriesFor(TranspositionTable.heapAllowance());
    assertTrue(e.getMessage().contains(String.format(java.util.Locale.ROOT,
        "ask for at most %,d entries", fits)), e.getMessage());
    assertEquals(fits, new TranspositionTable(fits).capacity(), "the size it offers is accepted");
  }
}
