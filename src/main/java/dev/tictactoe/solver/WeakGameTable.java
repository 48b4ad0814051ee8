package dev.tictactoe.solver;

import static dev.tictactoe.solver.WeakGame.Verdict.BREAKER_HOLDS;
import static dev.tictactoe.solver.WeakGame.Verdict.MAKER_WINS;
import static dev.tictactoe.solver.WeakGame.Verdict.UNKNOWN;

import dev.tictactoe.mnk.Symmetry;
import dev.tictactoe.solver.WeakGame.Verdict;

/**
 * What the weak game has proved, by position and whose turn: a table of fixed size where a new
 * entry replaces the one in its slot; a breaker proof keeps its zone. Keyed by the position's
 * canonical image, so that its rotations and reflections share one entry (the zone is kept in
 * the canonical image's cells and taken back on the way out).
 */
final class WeakGameTable {
  private final long[] makers;
  private final long[] breakers;
  private final long[] zones;
  /** 0: empty; else bit 0 the maker to move, bit 1 the breaker holds, bit 2 in use. */
  private final byte[] flags;
  private final int mask;
  private final Symmetry symmetry;
  private long zone;
  private long keyMaker;
  private long keyBreaker;
  private int keySymmetry;

  WeakGameTable(int entries, Symmetry symmetry) {
    int size = Integer.highestOneBit(Math.max(1, entries));
    makers = new long[size];
    breakers = new long[size];
    zones = new long[size];
    flags = new byte[size];
    mask = size - 1;
    this.symmetry = symmetry;
  }

  /** Sets the key: the canonical image of the position and the symmetry that takes it there. */
  private void key(long maker, long breaker) {
    keySymmetry = symmetry.canonicalSymmetry(maker, breaker);
    keyMaker = symmetry.image(keySymmetry, maker);
    keyBreaker = symmetry.image(keySymmetry, breaker);
  }

  private int slot(boolean makerMoves) {
    long h = keyMaker * 0x9E3779B97F4A7C15L ^ keyBreaker * 0xC2B2AE3D27D4EB4FL;
    h ^= makerMoves ? 0x165667B19E3779F9L : 0;
    h ^= h >>> 29;
    return (int) h & mask;
  }

  /** What is known of this position: the breaker holds (its zone in {@link #zone}), or not. */
  Verdict probe(long maker, long breaker, boolean makerMoves) {
    key(maker, breaker);
    int s = slot(makerMoves);
    int f = flags[s];
    if (f == 0 || makers[s] != keyMaker || breakers[s] != keyBreaker
        || (f & 1) != (makerMoves ? 1 : 0)) {
      return UNKNOWN;
    }
    zone = symmetry.image(symmetry.inverse(keySymmetry), zones[s]);
    return (f & 2) != 0 ? BREAKER_HOLDS : MAKER_WINS;
  }

  long zone() {
    return zone;
  }

  void store(long maker, long breaker, boolean makerMoves, Verdict result, long zone) {
    key(maker, breaker);
    int s = slot(makerMoves);
    makers[s] = keyMaker;
    breakers[s] = keyBreaker;
    zones[s] = symmetry.image(keySymmetry, zone);
    flags[s] = (byte) (4 | (makerMoves ? 1 : 0) | (result == BREAKER_HOLDS ? 2 : 0));
  }
}
