package dev.tictactoe.solver;

import java.util.Locale;

/**
 * A bounded transposition table: what searches proved about positions, kept in a primitive array
 * of a fixed size, so that it costs the same memory however long the engine runs and a search
 * never waits for a garbage collector.
 *
 * <p><b>What an entry holds.</b> The position itself (both masks, so a lookup is exact and a
 * collision of hashes can never hand one position another's value), the score and what kind of
 * number it is ({@link #EXACT}, {@link #LOWER}: the value is at least this, {@link #UPPER}: at
 * most this), the best move found, and how much work the search that wrote it did
 * (log2 of the positions it visited). The 3x3 engine's table, in other words, for boards where a
 * slot per position no longer fits: 3^16 = 43 million codes for 4x4, 3^25 for 5x5.
 *
 * <p><b>Why not a {@code HashMap<Long, Entry>}.</b> Every entry would be a boxed key, an entry
 * object and a node, some 80 bytes and three pointers to chase instead of 20 bytes in one array
 * (a bucket of two entries in 40 bytes, so a lookup reads one cache line or two); and the map
 * would grow until the heap is full. Here the caller chooses the size and the table never grows
 * past it.
 *
 * <p><b>Growth, up to the cap.</b> The array starts at {@link #INITIAL_ENTRIES} and doubles
 * whenever a new entry would push an old one out of its bucket, until it reaches the size the
 * caller set; only from then on does the replacement rule below decide what is forgotten. A cold
 * search of a small board so pays for the few kilobytes it uses, not for a table sized for 5x5:
 * allocating and clearing 1.3 MB took 400 microseconds, forty times the whole 3x3 search.
 *
 * <p><b>Replacement.</b> The table is an array of buckets of two slots, found by a hash of the
 * position. A bucket's first slot keeps the entry whose search did the most work (it is the most
 * expensive to recompute); the second takes whatever came last (recent positions are the likely
 * next questions). A new entry for a position already in the bucket replaces it; otherwise a new
 * entry that did at least as much work as the first slot's takes the first slot and moves the old
 * one to the second, and any other new entry takes the second. Nothing is ever lost that the
 * engine needs for correctness: an entry only saves work, so a full or tiny table makes the
 * engine slower, never wrong.
 */
public sealed class TranspositionTable permits SharedTable {
  /**
   * The default size: 2^16 entries, 1.3 MB. Measured: a larger table is slower on every board this
   * workbench solves, because a fresh one must be allocated and cleared and its misses leave the
   * caches (4x7 k=4 takes 2.9 s with 2^22 entries, 2.0 s with 2^16, though it visits 16% more
   * positions); a much smaller one starts to forget too much (2.6 s with 2^12).
   */
  public static final int DEFAULT_ENTRIES = 1 << 16;

  /** The heap an entry takes: the two masks and the packed entry. */
  public static final int BYTES_PER_ENTRY = 2 * Long.BYTES + Integer.BYTES;

  /**
   * The most entries a table holds, 2^29 (10 GB): its buckets are one array, and Java's arrays
   * stop short of 2^31 elements.
   */
  public static final int MAX_ENTRIES = 1 << 29;

  /** The size the array starts at: 1,024 entries, 20 KB. */
  static final int INITIAL_ENTRIES = 1 << 10;

  static final int EXACT = 1;
  static final int LOWER = 2;
  static final int UPPER = 3;

  private static final int VALUE_OFFSET = 128;

  private final int capacity;
  /**
   * The buckets, five longs each, so that a lookup reads one or two cache lines: the first slot's
   * X and O masks, the second slot's, then both slots' entries (the first in the low half). An
   * entry: value + 128 (bits 0-7), bound (8-9, 0 = empty slot), move + 1 (10-16), work (17-22).
   */
  private long[] buckets;
  /** Slots: two per bucket. */
  private int size;
  private int bucketMask;
  private int used;

  /**
   * A table of at most {@code entries} slots, rounded down to a power of two and to at most
   * {@link #MAX_ENTRIES}.
   *
   * @throws IllegalArgumentException if {@code entries} is below 2
   * @throws TableTooLargeException if the table could outgrow the heap this JVM may use
   */
  public TranspositionTable(int entries) {
    this(checkedCapacity(entries), INITIAL_ENTRIES);
  }

  /** A table of at most {@code capacity} slots (a power of two), starting with {@code initial}. */
  TranspositionTable(int capacity, int initial) {
    this.capacity = capacity;
    allocate(Math.min(capacity, initial));
  }

  /** A table of {@link #DEFAULT_ENTRIES}, 1.3 MB at most: not checked against the heap. */
  static TranspositionTable ofDefaultSize() {
    return new TranspositionTable(DEFAULT_ENTRIES, INITIAL_ENTRIES);
  }

  /**
   * A cold solve's table, {@link ColdSolve#TABLE_ENTRIES} at most (84 MB, under any heap the
   * workbench runs with): not checked against the heap, since the explorer's engine, compiled to
   * WebAssembly, has no heap size to ask.
   */
  static TranspositionTable ofColdSolveSize() {
    return new TranspositionTable(capacityFor(ColdSolve.TABLE_ENTRIES), INITIAL_ENTRIES);
  }

  /** The capacity of a table of at most {@code entries}, if it fits the heap. */
  private static int checkedCapacity(int entries) {
    if (entries < 2) {
      throw new IllegalArgumentException("a transposition table needs at least 2 entries, got "
          + entries);
    }
    checkFits(entries);
    return capacityFor(entries);
  }

  // tag::memory[]
  /**
   * The heap a table of at most {@code entries} slots takes at its peak: when its array doubles
   * the last time, the full-size array and the half-size one it replaces are both alive.
   */
  public static long peakBytes(int entries) {
    return capacityFor(entries) * (long) BYTES_PER_ENTRY * 3 / 2;
  }

  /** The entries a table asked for {@code entries} (2 or more) holds at most. */
  private static int capacityFor(int entries) {
    return Integer.highestOneBit(Math.min(entries, MAX_ENTRIES));
  }

  /** The most entries (a power of two) whose peak fits in {@code bytes}; at least 2. */
  public static int entriesFor(long bytes) {
    long entries = Math.min(bytes * 2 / 3 / BYTES_PER_ENTRY, MAX_ENTRIES);
    return Math.max(2, Integer.highestOneBit((int) entries));
  }

  /**
   * The heap a table may take: three quarters of what this JVM may use at most (the rest is for
   * the engine's scratch and everything else), so that running out of heap is refused here, up
   * front, instead of ending a long search.
   */
  public static long heapAllowance() {
    return Runtime.getRuntime().maxMemory() / 4 * 3;
  }

  /**
   * The table the commands give a search unless told otherwise: the most entries whose peak fits
   * in half of this JVM's heap, and never fewer than a cold solve's {@link
   * ColdSolve#TABLE_ENTRIES}. It follows the heap because the frontier's boards fill any table:
   * 8x8 k=5 took 1,397 s with 2^22 entries, and in one kind of run ({@code table --boards
   * 8x8k5 --table-size N}, two threads) 1,298 s with 2^24, 1,354 s with 2^25 and 1,082 s with
   * 2^26. Half leaves a quarter of the heap, under the three quarters a table may take ({@link
   * #heapAllowance}), for the weak game's tables and everything else. On a JVM of 6 GB (the
   * default on a 24 GB machine) that is 2^26 entries, 1.9 GB at most; the table starts small and
   * grows only as it fills, so a small board pays nothing for it.
   */
  public static int defaultEntries() {
    return Math.max(ColdSolve.TABLE_ENTRIES,
        entriesFor(Runtime.getRuntime().maxMemory() / 2));
  }

  /**
   * Refuses a table that could outgrow the heap allowance.
   *
   * @throws TableTooLargeException saying how much it needs and how much there is
   */
  public static void checkFits(int entries) {
    long needed = peakBytes(entries);
    long allowed = heapAllowance();
    if (needed > allowed) {
      throw new TableTooLargeException(String.format(Locale.ROOT, "a table of %,d entries needs"
          + " up to %s of heap as it grows, but this JVM allows it %s (three quarters of its"
          + " -Xmx, %s); ask for at most %,d entries, or give the JVM more heap with -Xmx",
          capacityFor(entries), bytes(needed), bytes(allowed),
          bytes(Runtime.getRuntime().maxMemory()), entriesFor(allowed)));
    }
  }
  // end::memory[]

  /** {@code "1.5 GB"}, {@code "320 MB"}: a size in bytes, in binary units. */
  static String bytes(long bytes) {
    if (bytes >= 1L << 30) {
      return String.format(Locale.ROOT, "%.1f GB", bytes / (double) (1L << 30));
    }
    return String.format(Locale.ROOT, "%,d MB", Math.max(1, bytes >> 20));
  }

  private void allocate(int size) {
    this.size = size;
    buckets = new long[size / 2 * BUCKET_LONGS];
    bucketMask = size / 2 - 1;
    used = 0;
  }

  static final int BUCKET_LONGS = 5;
  /** Buckets read at a time where a whole table is read a chunk at a time: 2.5 MB. */
  static final int CHUNK_BUCKETS = 1 << 16;

  /** Where a slot's X mask is; its O mask follows. */
  static int masks(int slot) {
    return (slot >>> 1) * BUCKET_LONGS + ((slot & 1) << 1);
  }

  /** Where a slot's entry is: the low half of that long for a bucket's first slot. */
  private static int infos(int slot) {
    return (slot >>> 1) * BUCKET_LONGS + 4;
  }

  /** How far a slot's entry is shifted in its long. */
  private static int shift(int slot) {
    return (slot & 1) << 5;
  }

  /** A slot's entry in these buckets (0 if the slot is empty). */
  static int entryOf(long[] buckets, int slot) {
    return (int) (buckets[infos(slot)] >>> shift(slot));
  }

  private boolean holds(int slot, long x, long o) {
    int at = masks(slot);
    return buckets[at] == x && buckets[at + 1] == o;
  }

  private int info(int slot) {
    return entryOf(buckets, slot);
  }

  /** How many entries it holds at most. */
  public int capacity() {
    return capacity;
  }

  /** How many entries its array holds now (it doubles as it fills, up to the capacity). */
  public int allocated() {
    return size;
  }

  /** How many slots are in use. */
  public int used() {
    return used;
  }

  /** The share of the capacity in use, 0..1. */
  public double fill() {
    return (double) used / capacity;
  }

  /** The first slot of the position's bucket. */
  final int bucket(long x, long o) {
    long h = x * 0x9E3779B97F4A7C15L + o * 0xC2B2AE3D27D4EB4FL;
    h ^= h >>> 31;
    h *= 0xBF58476D1CE4E5B9L;
    h ^= h >>> 29;
    return ((int) h & bucketMask) << 1;
  }

  /** The entry for the position, as a packed int (0 if there is none). */
  int probe(long x, long o) {
    int at = (bucket(x, o) >>> 1) * BUCKET_LONGS;
    long[] b = buckets;
    long infos = b[at + 4];
    if (b[at] == x && b[at + 1] == o && (int) infos != 0) {
      return (int) infos;
    }
    if (b[at + 2] == x && b[at + 3] == o && (int) (infos >>> 32) != 0) {
      return (int) (infos >>> 32);
    }
    return 0;
  }

  // tag::store[]
  /** Remembers what a search proved about the position, by the replacement rule above. */
  void store(long x, long o, int value, int bound, int move, int work) {
    insert(x, o, entry(value, bound, move, work));
  }

  /** Remembers a packed entry (a search's, or another table's) by the replacement rule. */
  void insert(long x, long o, int entry) {
    while (size < capacity && wouldEvict(x, o)) {
      grow(); // below the cap, nothing is forgotten: make room instead
    }
    put(x, o, entry);
  }

  /** An entry packed into an int, as {@link #probe} returns it. */
  static int entry(int value, int bound, int move, int work) {
    return (value + VALUE_OFFSET) | bound << 8 | (move + 1) << 10 | work << 17;
  }

  /** Whether both slots of the position's bucket hold other positions. */
  private boolean wouldEvict(long x, long o) {
    int first = bucket(x, o);
    for (int slot = first; slot <= first + 1; slot++) {
      if (info(slot) == 0 || holds(slot, x, o)) {
        return false;
      }
    }
    return true;
  }

  final void put(long x, long o, int entry) {
    int work = work(entry);
    int first = bucket(x, o);
    int second = first + 1;
    if (holds(second, x, o) && info(second) != 0) {
      set(second, x, o, entry); // the same position: what was just proved replaces what was known
      return;
    }
    int firstInfo = info(first);
    boolean same = holds(first, x, o);
    if (same || firstInfo == 0 || work >= work(firstInfo)) {
      if (!same && firstInfo != 0) {
        int at = masks(first); // the deep entry steps down a slot
        set(second, buckets[at], buckets[at + 1], firstInfo);
      }
      set(first, x, o, entry);
    } else {
      set(second, x, o, entry);
    }
  }
  // end::store[]

  /** Grows the array to the capacity now: it never grows again. */
  final void growToCapacity() {
    while (size < capacity) {
      grow();
    }
  }

  /** Doubles the array and puts every entry back in its new bucket. */
  private void grow() {
    long[] old = buckets;
    int oldSize = size;
    allocate(2 * oldSize);
    for (int slot = 0; slot < oldSize; slot++) {
      int entry = entryOf(old, slot);
      if (entry != 0) {
        int at = masks(slot);
        put(old[at], old[at + 1], entry);
      }
    }
  }

  private void set(int slot, long x, long o, int entry) {
    int at = masks(slot);
    int infoAt = infos(slot);
    int shift = shift(slot);
    long infos = buckets[infoAt];
    if ((int) (infos >>> shift) == 0) {
      used++;
    }
    buckets[at] = x;
    buckets[at + 1] = o;
    buckets[infoAt] = infos & ~(0xFFFFFFFFL << shift) | (entry & 0xFFFFFFFFL) << shift;
  }

  /**
   * The array itself: for tests, and for a table no engine searches with.
   */
  final long[] buckets() {
    return buckets;
  }

  /** How many buckets of two entries the array holds now. */
  final int bucketCount() {
    return size / 2;
  }

  /**
   * Copies {@code count} buckets from bucket {@code from} on into {@code into}, {@link
   * #BUCKET_LONGS} longs each as the array holds them, each bucket as a store left it whole:
   * what a {@link TableCheckpoint} writes, also while a search goes on. Here the caller must be
   * the only thread that writes to the table: the engine that searches with it, from one of its
   * checkpoints (its thread is then between two positions), or anyone between searches. A {@link
   * SharedTable}, once shared, reads around the other engine's stores.
   */
  void copyBuckets(int from, int count, long[] into) {
    System.arraycopy(buckets, from * BUCKET_LONGS, into, 0, count * BUCKET_LONGS);
  }

  /**
   * Puts back the array a {@link TableCheckpoint} wrote, of {@code slots} entries with {@code
   * inUse} of them used, in place of this table's entries.
   *
   * @throws IllegalArgumentException if the array cannot be one of this table's sizes
   */
  void restore(long[] saved, int slots, int inUse) {
    if (!canHold(slots, inUse, saved.length)) {
      throw new IllegalArgumentException("not an array of a table of at most " + capacity
          + " entries: " + slots + " slots, " + inUse + " in use, " + saved.length + " longs");
    }
    buckets = saved;
    size = slots;
    bucketMask = slots / 2 - 1;
    used = inUse;
  }

  /**
   * Whether an array of {@code longs} longs, {@code slots} entries with {@code inUse} of them
   * used, is one this table could have had: what {@link #restore} takes.
   */
  final boolean canHold(int slots, int inUse, long longs) {
    return canHold(capacity, slots, inUse, longs);
  }

  /**
   * Whether such an array is one a table of at most {@code capacity} entries could have had:
   * what a checkpoint's header is checked against before its array is made.
   */
  static boolean canHold(int capacity, int slots, int inUse, long longs) {
    return Integer.bitCount(capacity) == 1 && capacity <= MAX_ENTRIES
        && Integer.bitCount(slots) == 1 && slots >= 2 && slots <= capacity
        && longs == (long) slots / 2 * BUCKET_LONGS && inUse >= 0 && inUse <= slots;
  }

  /**
   * Puts in the entries of another table's array (a checkpoint of another size), each by the
   * replacement rule: into a smaller table, what it has no room for is forgotten.
   */
  void putAll(long[] saved) {
    for (int slot = 0; slot < saved.length / BUCKET_LONGS * 2; slot++) {
      int entry = entryOf(saved, slot);
      if (entry != 0) {
        int at = masks(slot);
        insert(saved[at], saved[at + 1], entry);
      }
    }
  }

  /** Empties the table, back to its initial size. */
  public void clear() {
    allocate(Math.min(capacity, INITIAL_ENTRIES));
  }

  static int value(int entry) {
    return (entry & 0xFF) - VALUE_OFFSET;
  }

  static int bound(int entry) {
    return entry >>> 8 & 3;
  }

  /** The best move stored, or -1. */
  static int move(int entry) {
    return (entry >>> 10 & 0x7F) - 1;
  }

  static int work(int entry) {
    return entry >>> 17 & 0x3F;
  }

  /** log2 of a number of positions, 0..63: an entry's measure of the work it saves. */
  static int workOf(long positions) {
    return 63 - Long.numberOfLeadingZeros(positions | 1);
  }
}
