package dev.tictactoe.judge;

/**
 * The judge's random numbers: SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom
 * number generators", OOPSLA 2014), seeded, in a few lines of our own, so that a seed gives the
 * same games and positions on the JVM and in the page. ({@code SplittableRandom} is not in the
 * page's class library, and {@code java.util.Random.nextInt(bound)} is computed differently
 * there.)
 */
public final class Seeded {
  /** The seed {@code check} plays and samples by unless told another, and the page's. */
  public static final long DEFAULT = 20261127L;

  private long state;

  public Seeded(long seed) {
    this.state = seed;
  }

  /** The next 64 random bits. */
  public long nextLong() {
    long z = state += 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /**
   * A number from 0 to {@code bound - 1}, each as likely: 62 random bits reduced modulo the
   * bound, drawn again in the rare case they fall in the last, incomplete run.
   */
  public int nextInt(int bound) {
    if (bound <= 0) {
      throw new IllegalArgumentException("bound must be positive: " + bound);
    }
    long limit = Long.MAX_VALUE / 2 - (Long.MAX_VALUE / 2) % bound;
    while (true) {
      long bits = nextLong() >>> 2;
      if (bits < limit) {
        return (int) (bits % bound);
      }
    }
  }
}
