package dev.tictactoe.solver;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.SearchMonitor;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The weak game asked on its own: can the breaker, only blocking, stop every line of the maker
 * from this position (the Maker-Breaker game)? The engine asks it near its root, on a budget (the
 * {@code weak-game} technique); this asks it with no budget and a large table, as the published
 * proofs of 6,6,5, 7,7,5 and 8,8,5 do, so that its proofs can be measured apart from the
 * engine's. The CLI's {@code weak} command.
 */
public final class MakerBreaker {
  /** The techniques the weak game has: the engine's others do not apply to it. */
  public static final Set<Technique> TECHNIQUES =
      Collections.unmodifiableSet(EnumSet.of(Technique.KILLER_REPLIES, Technique.MOVE_DOMINATION));
  /** Entries of the weak game's table at most: 16 million, 25 bytes each. */
  public static final int MAX_TABLE_ENTRIES = 1 << 24;
  private static final long BYTES_PER_ENTRY = 25;

  private MakerBreaker() {}

  /**
   * What the weak game found.
   *
   * @param breakerHolds whether the breaker stops every line (else the maker fills one)
   * @param visited the positions the weak game visited
   */
  public record Answer(boolean breakerHolds, long visited) {}

  /**
   * The weak game from {@code board}, with {@code makerIsX} saying who is the maker (the other
   * player blocks) and the board saying who moves; {@code techniques} among {@link #TECHNIQUES},
   * a table of {@code tableEntries} entries (a power of two). As long as it takes: the monitor
   * hears of the positions and may stop it.
   *
   * @throws dev.tictactoe.mnk.SearchStoppedException if the monitor stops it
   * @throws IllegalArgumentException for a technique the weak game does not have, or a table size
   *     that is not a power of two from 2 to {@link #MAX_TABLE_ENTRIES}
   */
  public static Answer ask(Board board, boolean makerIsX, Set<Technique> techniques,
      int tableEntries, SearchMonitor monitor) {
    for (Technique t : techniques) {
      if (!TECHNIQUES.contains(t)) {
        throw notItsOwn(t);
      }
    }
    if (tableEntries < 2 || tableEntries > MAX_TABLE_ENTRIES
        || Integer.bitCount(tableEntries) != 1) {
      throw new IllegalArgumentException("a table of 2 to " + MAX_TABLE_ENTRIES
          + " entries, a power of two, got " + tableEntries);
    }
    WeakGame weak = new WeakGame(board.rules(), AlphaBetaEngine.PAIRING_STEPS, tableEntries,
        techniques.contains(Technique.KILLER_REPLIES),
        techniques.contains(Technique.MOVE_DOMINATION), monitor);
    long maker = makerIsX ? board.x() : board.o();
    long breaker = makerIsX ? board.o() : board.x();
    WeakGame.Verdict verdict = weak.decide(maker, breaker, board.xToMove() == makerIsX,
        Long.MAX_VALUE / 2, 0, SearchMonitor.INTERVAL);
    return new Answer(verdict == WeakGame.Verdict.BREAKER_HOLDS, weak.visited());
  }

  /**
   * The weak game's techniques but the ones named in {@code commaSeparated}
   * ({@code "killer-replies"}).
   *
   * @throws IllegalArgumentException for a name that is not a technique, one that is the
   *     engine's alone, or an empty list
   */
  public static Set<Technique> allBut(String commaSeparated) {
    EnumSet<Technique> named = EnumSet.allOf(Technique.class);
    named.removeAll(Technique.allBut(commaSeparated));
    for (Technique t : named) {
      if (!TECHNIQUES.contains(t)) {
        throw notItsOwn(t);
      }
    }
    EnumSet<Technique> on = EnumSet.copyOf(TECHNIQUES);
    on.removeAll(named);
    return Collections.unmodifiableSet(on);
  }

  private static IllegalArgumentException notItsOwn(Technique t) {
    return new IllegalArgumentException("the weak game has no technique '" + t + "' (its"
        + " techniques: " + TECHNIQUES.stream().map(Technique::cliName)
            .collect(Collectors.joining(", ")) + ")");
  }

  /**
   * The largest table, up to {@link #MAX_TABLE_ENTRIES}, that takes at most a quarter of a heap
   * of {@code heapBytes}.
   */
  public static int tableEntriesFor(long heapBytes) {
    int entries = MAX_TABLE_ENTRIES;
    while (entries > 2 && entries * BYTES_PER_ENTRY > heapBytes / 4) {
      entries >>= 1;
    }
    return entries;
  }
}
