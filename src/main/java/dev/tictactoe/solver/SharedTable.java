package dev.tictactoe.solver;

import java.util.concurrent.locks.StampedLock;

/**
 * A transposition table that two engines on two threads can share, once it is {@link #share
 * shared}; until then it is the plain table, growing as it fills. Everything an entry says is a
 * fact about its position (a value or a bound on it), whichever search proved it, so the two
 * engines may read each other's entries as their own.
 *
 * <p>What must not happen is a read that mixes two entries: the masks of one position with the
 * value of another. So, once shared, the buckets are guarded by stripes of {@link StampedLock}s.
 * A probe reads optimistically and counts as a miss if a store held its stripe meanwhile; a store
 * that finds its stripe held by the other engine drops its entry. Either way the table only
 * loses an entry, which costs work, never an answer. The table no longer grows once shared (both
 * engines read its array without a lock), so it grows to its capacity when it is shared.
 *
 * <p>Its own class, not a mode of {@link TranspositionTable}: the browser's build of the engine
 * (TeaVM) has no {@code StampedLock}, and never makes a shared table.
 */
final class SharedTable extends TranspositionTable {
  /** Stripes of locks over the buckets: two threads rarely want the same one. */
  private static final int STRIPES = 1 << 12;

  /** Null until the table is shared. */
  private StampedLock[] locks;

  /** A table of at most {@code entries}, rounded down to a power of two, not yet shared. */
  SharedTable(int entries) {
    super(entries);
  }

  // tag::share[]
  /**
   * Makes the table safe for a second engine on another thread: it grows to its capacity now,
   * and from then on reads and writes go through the locks. Call it on the thread that has used
   * the table so far, before starting the other: starting a thread publishes the array to it.
   * The count of slots in use may fall short from then on (two threads may count at once).
   */
  void share() {
    growToCapacity();
    StampedLock[] stripes = new StampedLock[STRIPES];
    for (int i = 0; i < STRIPES; i++) {
      stripes[i] = new StampedLock();
    }
    locks = stripes;
  }

  @Override
  int probe(long x, long o) {
    if (locks == null) {
      return super.probe(x, o);
    }
    StampedLock lock = stripe(bucket(x, o));
    long stamp = lock.tryOptimisticRead(); // 0 while a store holds the stripe
    int entry = super.probe(x, o);
    return lock.validate(stamp) ? entry : 0;
  }

  @Override
  void store(long x, long o, int value, int bound, int move, int work) {
    if (locks == null) {
      super.store(x, o, value, bound, move, work);
      return;
    }
    StampedLock lock = stripe(bucket(x, o));
    long stamp = lock.tryWriteLock();
    if (stamp != 0) { // else the other engine is writing to this stripe: let the entry go
      put(x, o, entry(value, bound, move, work));
      lock.unlockWrite(stamp);
    }
  }
  // end::share[]

  // tag::copy[]
  /**
   * {@inheritDoc} Once shared, from the lead engine's thread while the helper searches and
   * stores: each bucket is read as a probe reads it, optimistically, and read again under its
   * stripe's read lock if a store held the stripe meanwhile (the helper's store that finds the
   * stripe so held drops its entry, as it drops any entry whose stripe is taken). A store writes
   * its bucket only while it holds the stripe, so a copy that no store came between is one that
   * no store was halfway through: no copied bucket pairs one position's masks with another's
   * entry.
   */
  @Override
  void copyBuckets(int from, int count, long[] into) {
    if (locks == null) {
      super.copyBuckets(from, count, into);
      return;
    }
    long[] buckets = buckets();
    for (int i = 0; i < count; i++) {
      int bucket = from + i;
      StampedLock lock = lockOf(bucket);
      long stamp = lock.tryOptimisticRead(); // 0 while a store holds the stripe
      System.arraycopy(buckets, bucket * BUCKET_LONGS, into, i * BUCKET_LONGS, BUCKET_LONGS);
      if (!lock.validate(stamp)) {
        stamp = lock.readLock();
        try {
          System.arraycopy(buckets, bucket * BUCKET_LONGS, into, i * BUCKET_LONGS,
              BUCKET_LONGS);
        } finally {
          lock.unlockRead(stamp);
        }
      }
    }
  }
  // end::copy[]

  /** The lock of the slot's bucket. */
  private StampedLock stripe(int slot) {
    return lockOf(slot >>> 1);
  }

  /** The lock of a bucket, once shared: its stripe's. */
  StampedLock lockOf(int bucket) {
    return locks[bucket & STRIPES - 1];
  }

  /** {@inheritDoc} Back to one engine: the next helper shares it again. */
  @Override
  void restore(long[] saved, int slots, int inUse) {
    locks = null;
    super.restore(saved, slots, inUse);
  }

  /** Empties the table, back to its initial size and to one engine. */
  @Override
  public void clear() {
    locks = null;
    super.clear();
  }
}
