package dev.tictactoe.solver;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.mnk.SearchStoppedException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * The weak game asked on its own: can the breaker, only blocking, stop every line of the maker
 * from this position (the Maker-Breaker game)? The engine asks it near its root, on a budget (the
 * {@code weak-game} technique); this asks it with no budget and a large table, as the published
 * proofs of 6,6,5, 7,7,5 and 8,8,5 do, so that its proofs can be measured apart from the
 * engine's. The CLI's {@code weak} command.
 *
 * <p>With the maker to move and {@code move-deepening} on, each of its moves up to symmetry is
 * asked on its own (an {@link Opening}), as the weak game deepens each move at its root: the
 * breaker holds if it holds after every one. So the openings can be shared out among threads,
 * each with a weak game and a table of its own, and a long question that is stopped still says
 * which openings it settled. With {@code sibling-zones}, an opening not yet taken that lies
 * outside the zone of a settled one's proof is settled by that proof.
 */
public final class MakerBreaker {
  /** The techniques the weak game has: the engine's others do not apply to it. */
  public static final Set<Technique> TECHNIQUES =
      Collections.unmodifiableSet(EnumSet.of(Technique.KILLER_REPLIES, Technique.MOVE_DOMINATION,
          Technique.MOVE_DEEPENING, Technique.SIBLING_ZONES));
  /** Entries of the weak game's table at most: 16 million, 25 bytes each. */
  public static final int MAX_TABLE_ENTRIES = 1 << 24;

  private MakerBreaker() {}

  /**
   * What the weak game found.
   *
   * @param breakerHolds whether the breaker stops every line (else the maker fills one)
   * @param visited the positions the weak game visited
   */
  public record Answer(boolean breakerHolds, long visited, List<Opening> openings) {}

  /**
   * One of the maker's moves from the position asked, asked on its own.
   *
   * @param cell the move
   * @param alike how many moves it stands for: itself and the cells a symmetry of the position
   *     takes it to
   * @param breakerHolds whether the breaker stops every line after it
   * @param visited the positions this opening's search visited
   * @param seconds how long it took
   * @param settledBy the opening whose proof settled this one, by its zone (no search of its own),
   *     or -1
   */
  public record Opening(int cell, int alike, boolean breakerHolds, long visited, double seconds,
      int settledBy) {}

  /**
   * The weak game from {@code board}, with {@code makerIsX} saying who is the maker (the other
   * player blocks) and the board saying who moves; {@code techniques} among {@link #TECHNIQUES},
   * on {@code threads} threads, each with a table of {@code tableEntries} entries (a power of
   * two). With the maker to move and move deepening on, its moves up to symmetry are asked one by
   * one, the cell on the most windows first, and {@code openings} hears of each as it is settled
   * (from the thread that settled it); the answer lists them in that order. Otherwise the
   * question is one search on one thread. As long as it takes: the monitor hears of the
   * positions of all threads together, from one thread at a time, and may stop the search.
   *
   * @throws SearchStoppedException if the monitor stops it
   * @throws IllegalArgumentException for a technique the weak game does not have, a table size
   *     that is not a power of two from 2 to {@link #MAX_TABLE_ENTRIES}, or threads below 1
   */
  public static Answer ask(Board board, boolean makerIsX, Set<Technique> techniques,
      int tableEntries, int threads, SearchMonitor monitor, Consumer<Opening> openings) {
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
    if (threads < 1) {
      throw new IllegalArgumentException("at least one thread, got " + threads);
    }
    long maker = makerIsX ? board.x() : board.o();
    long breaker = makerIsX ? board.o() : board.x();
    boolean makerMoves = board.xToMove() == makerIsX;
    int[] cells = makerMoves && techniques.contains(Technique.MOVE_DEEPENING)
        ? openings(board.rules(), maker, breaker) : null;
    if (cells == null) {
      WeakGame weak = weakGame(board.rules(), techniques, tableEntries, monitor);
      WeakGame.Verdict verdict = weak.decideAlone(maker, breaker, makerMoves, Long.MAX_VALUE / 2);
      return new Answer(verdict == WeakGame.Verdict.BREAKER_HOLDS, weak.visited(), List.of());
    }
    return new Split(board.rules(), techniques, tableEntries, maker, breaker, cells, monitor,
        openings).run(Math.min(threads, Math.max(1, cells.length / 2)));
  }

  /**
   * The maker's moves up to symmetry, the cell on the most windows first, each followed by how
   * many it stands for ({cell, alike, cell, alike, ...}); null if the maker has a line or one of
   * them fills a window, so that the question is answered at once.
   */
  private static int[] openings(Rules rules, long maker, long breaker) {
    if (rules.hasLine(maker)) {
      return null;
    }
    Map<List<Long>, Integer> seen = new HashMap<>();
    int[] found = new int[2 * rules.cells()];
    int count = 0;
    for (int cell : rules.preferenceOrder()) {
      long bit = 1L << cell;
      if (((maker | breaker) & bit) != 0) {
        continue;
      }
      if (rules.completesLine(maker, cell)) {
        return null;
      }
      long[] image = rules.symmetry().canonical(maker | bit, breaker);
      Integer at = seen.putIfAbsent(List.of(image[0], image[1]), count);
      if (at == null) {
        found[count] = cell;
        found[count + 1] = 1;
        count += 2;
      } else {
        found[at + 1]++;
      }
    }
    return Arrays.copyOf(found, count);
  }

  private static WeakGame weakGame(Rules rules, Set<Technique> techniques, int tableEntries,
      SearchMonitor monitor) {
    return new WeakGame(rules, Pairing.SEARCH_STEPS, tableEntries,
        techniques.contains(Technique.KILLER_REPLIES),
        techniques.contains(Technique.MOVE_DOMINATION),
        techniques.contains(Technique.MOVE_DEEPENING),
        techniques.contains(Technique.SIBLING_ZONES), monitor);
  }

  /**
   * The maker's openings shared out among threads: each thread takes the next one not yet taken
   * or settled and asks it with its own weak game, whose table it keeps for the openings it takes
   * after. The first opening the maker wins ends the question: the others stop at their next
   * checkpoint.
   */
  private static final class Split {
    private final Rules rules;
    private final Set<Technique> techniques;
    private final int tableEntries;
    private final long maker;
    private final long breaker;
    private final int[] cells;
    private final SearchMonitor monitor;
    private final Consumer<Opening> listener;
    private final AtomicInteger next = new AtomicInteger();
    private final Opening[] settled;
    /** Each thread's positions so far, guarded by this. */
    private long[] visited;
    private volatile boolean over;
    /** The first failure of a thread (the monitor's stop among them), guarded by this. */
    private RuntimeException failure;

    Split(Rules rules, Set<Technique> techniques, int tableEntries, long maker, long breaker,
        int[] cells, SearchMonitor monitor, Consumer<Opening> listener) {
      this.rules = rules;
      this.techniques = techniques;
      this.tableEntries = tableEntries;
      this.maker = maker;
      this.breaker = breaker;
      this.cells = cells;
      this.monitor = monitor;
      this.listener = listener;
      this.settled = new Opening[cells.length / 2];
    }

    Answer run(int threads) {
      visited = new long[threads];
      List<Thread> helpers = new ArrayList<>();
      for (int t = 1; t < threads; t++) {
        int index = t;
        Thread helper = new Thread(() -> work(index), "weak game " + t);
        helper.setDaemon(true);
        helper.start();
        helpers.add(helper);
      }
      work(0);
      for (Thread helper : helpers) {
        try {
          helper.join();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new SearchStoppedException("interrupted", total());
        }
      }
      synchronized (this) {
        if (failure != null) {
          throw failure;
        }
      }
      List<Opening> answered = Arrays.stream(settled).filter(o -> o != null).toList();
      boolean holds = answered.size() == settled.length
          && answered.stream().allMatch(Opening::breakerHolds);
      return new Answer(holds, total(), answered);
    }

    private synchronized long total() {
      return Arrays.stream(visited).sum();
    }

    /** One thread: the next opening not yet taken, until none is left or the question is over. */
    private void work(int index) {
      WeakGame weak = weakGame(rules, techniques, tableEntries,
          (positions, fill) -> checkpoint(index, positions));
      try {
        for (int i = next.getAndIncrement(); i < settled.length && !over;
            i = next.getAndIncrement()) {
          if (isSettled(i)) {
            continue;
          }
          long start = System.nanoTime();
          long before = weak.visited();
          WeakGame.Verdict verdict = weak.decideAlone(maker | 1L << cells[2 * i], breaker, false,
              Long.MAX_VALUE / 2);
          boolean holds = verdict == WeakGame.Verdict.BREAKER_HOLDS;
          settle(i, new Opening(cells[2 * i], cells[2 * i + 1], holds, weak.visited() - before,
              (System.nanoTime() - start) / 1e9, -1), holds ? weak.zone() : -1L);
          if (!holds) {
            over = true;
          }
        }
      } catch (RuntimeException e) {
        synchronized (this) {
          if (failure == null && !(over && e == STOP)) {
            failure = e;
          }
        }
        over = true;
      } finally {
        synchronized (this) {
          visited[index] = weak.visited();
        }
      }
    }

    private synchronized boolean isSettled(int i) {
      return settled[i] != null;
    }

    /**
     * Opening i is settled; with sibling zones, so is each opening not yet taken outside the zone
     * of its proof (all ones if it has none). The listener hears of them in that order.
     */
    private void settle(int i, Opening opening, long zone) {
      List<Opening> now = new ArrayList<>();
      synchronized (this) {
        settled[i] = opening;
        now.add(opening);
        if (techniques.contains(Technique.SIBLING_ZONES)) {
          for (int j = next.get(); j < settled.length; j++) {
            if (settled[j] == null && (zone & 1L << cells[2 * j]) == 0) {
              settled[j] = new Opening(cells[2 * j], cells[2 * j + 1], true, 0, 0, opening.cell());
              now.add(settled[j]);
            }
          }
        }
      }
      now.forEach(listener);
    }

    /** A thread's checkpoint: the monitor hears of all threads' positions together. */
    private void checkpoint(int index, long positions) {
      if (over) {
        throw STOP;
      }
      synchronized (this) {
        visited[index] = positions;
        monitor.checkpoint(Arrays.stream(visited).sum(), 0);
      }
    }
  }

  /** Stops a thread whose question another thread has answered. */
  private static final SearchStoppedException STOP =
      new SearchStoppedException("answered by another thread", 0);

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
   * The largest table, up to {@link #MAX_TABLE_ENTRIES}, such that {@code threads} of them take
   * at most a quarter of a heap of {@code heapBytes}.
   */
  public static int tableEntriesFor(long heapBytes, int threads) {
    return WeakGame.tableEntries(MAX_TABLE_ENTRIES, heapBytes / 4 / threads);
  }
}
