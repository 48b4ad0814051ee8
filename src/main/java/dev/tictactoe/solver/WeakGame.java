package dev.tictactoe.solver;

import static dev.tictactoe.solver.WeakGame.Verdict.BREAKER_HOLDS;
import static dev.tictactoe.solver.WeakGame.Verdict.MAKER_WINS;
import static dev.tictactoe.solver.WeakGame.Verdict.UNKNOWN;

import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;

/**
 * A proof that a player cannot win, by searching the <em>weak game</em> (Maker-Breaker): the
 * maker tries to fill a k-window, the breaker only tries to stop it and never wins itself. If the
 * breaker can stop every line in the weak game, the maker cannot win the real game either: there
 * the breaker may also win, or force the maker's hand with threats, which only takes from the
 * maker. So a weak-game proof is an upper bound of a draw on the maker's value.
 *
 * <p>What keeps the proof small (the ideas of Hsu et al., "On solving the 7,7,5-game and the
 * 8,8,5-game", 2020):
 *
 * <ul>
 *   <li><b>Static proofs at every node</b>: a pairing (found by a short search), and the
 *       Erdős-Selfridge potential: if the live windows' weights, 2^(the maker's marks in each),
 *       sum to less than 2^k with the breaker to move (2^(k-1) with the maker to move), the
 *       breaker, always taking the cell whose windows weigh most, holds.
 *   <li><b>Relevance zones</b>: each proof that the breaker holds carries the empty cells it
 *       depends on; the maker could have any of the others and the proof would still hold. A
 *       pairing's zone is its pairs' cells; the potential's, the cells of the live windows; a
 *       breaker node's, its reply's zone and the reply; a maker node's, all its moves' zones.
 *   <li><b>Shallow proofs first</b>: the search is depth-limited and deepened two plies at a
 *       time, so a breaker reply that closes the position in a few moves is found before the
 *       search sinks into a deep line. A node at the limit is unknown, not lost. Below full
 *       depth a breaker node tries only its {@link #WIDTH} best replies; a node that runs out of
 *       them is unknown too. So every verdict is sound, and at full depth, exact.
 *   <li><b>Move deepening</b> ({@code move-deepening}): the breaker must hold after every maker
 *       move, and each needs a proof of its own depth; so a maker node deepens each of its
 *       moves on its own, two plies at a time up to its limit, and the question's root deepens
 *       each of its moves to the end, one after the other, remembering those it settled for the
 *       next call if it runs out of budget. Without it one deepening serves the whole tree, and
 *       each move after the first is searched at once to the depth that the hardest move before
 *       it needed, where a breaker reply that fails deep is tried in full before one that holds
 *       shallow.
 *   <li><b>Sibling zones</b> ({@code sibling-zones}): once the breaker holds after one maker
 *       move, a maker move outside that proof's zone needs no search: the maker with both marks
 *       would still be stopped, and with only the second it has less.
 *   <li><b>Killer replies</b> ({@code killer-replies}): the reply that held at a breaker node
 *       often holds at its neighbours at the same depth, where the maker played elsewhere; so
 *       the last two that held there are tried first. Only the order changes: a verdict is as
 *       sound as before, and a call may now end within its budget where it ran out, or the
 *       reverse.
 *   <li><b>Move domination</b> ({@code move-domination}): neither side searches a cell whose
 *       every live window also holds one other free cell: a mark there does all it would and
 *       more ({@link Domination}). A maker node's proof then also rests on those other cells
 *       staying free, so they join its zone.
 * </ul>
 *
 * <p>The search is bounded: a call that would visit more than its budget gives up and says so,
 * and nothing is concluded. What it proved on the way stays in its table, so a later call reuses
 * it. Not thread-safe.
 */
final class WeakGame {
  /** What a call found. */
  enum Verdict { BREAKER_HOLDS, MAKER_WINS, UNKNOWN }

  /** Windows any number of maker moves could fill: every window without a breaker mark. */
  private static final int ANY = Integer.MAX_VALUE / 2;
  /**
   * Replies a breaker node tries, best first, below full depth: the reply that holds is nearly
   * always among the first few, and a node where none does would otherwise try every one.
   * Measured on 7x7 k=5, the weak game after each of X's first moves (3 million positions each at
   * most), positions in all: 3 replies, no proof (21.7 million); 6, no proof (8.1 million); 10,
   * 498 thousand; 12, 290 thousand; 14, 124 thousand; 16, 133 thousand; 18, 148 thousand; 20,
   * 161 thousand; 24, 213 thousand; every reply, 930 thousand.
   */
  private static final int WIDTH = 16;

  /** Bytes a table entry takes: the canonical position's two masks, its zone and its flags. */
  static final long BYTES_PER_ENTRY = 3 * Long.BYTES + 1;

  /** Calls that ran out of budget remembered, so as not to ask them again with no more room. */
  private static final int FAILED = 1 << 10;

  private final Rules rules;
  private final long[] windows;
  private final int k;
  /** The potential below which the breaker holds: 2^(k-1) with the maker to move, 2^k else. */
  private final int makerMovesBound;
  private final int breakerMovesBound;
  private final int pairingSteps;
  private final int tableEntries;
  private final boolean usesKillerReplies;
  private final boolean usesMoveDeepening;
  private final boolean usesSiblingZones;
  /** Move domination, or null without it. */
  private final Domination domination;
  private Pairing pairing;
  private WeakGameTable table;
  /** The depth that stands for a question's root with move deepening: deeper than any search. */
  private final int root;
  /** Scratch per depth: the moves and their weights. */
  private int[][] moves;
  private int[][] weight;
  /** The killer replies, or null without them. */
  private KillerReplies killers;
  /** The cells on the list {@link #ordered} made last. */
  private long listed;
  /** Where the last root searched stood when it ended. */
  private RootLeft rootLeft = new RootLeft(-1L, -1L);
  /** The zone of the last proof that the breaker holds. */
  private long zone;
  /** How many replies a breaker node tries in this iteration. */
  private int width;
  /** The positions visited, shared with the engine that asks (if any), and the call's limit. */
  private final Visits visits;
  private long limit;
  /**
   * The count's next checkpoint as the last call that searched left it, which a call that
   * returns at once hands back: the engine's checkpoints fall where they always have.
   */
  private long lastNext;
  private final SearchMonitor monitor;
  private long[] failedMaker;
  private long[] failedBreaker;
  private long[] failedBudget;
  private boolean[] failedMakerMoves;

  /**
   * A weak game on these rules, with pairing searches of at most {@code pairingSteps} steps and a
   * table of {@code tableEntries} entries, made when first needed, reporting to {@code monitor};
   * with {@code usesKillerReplies}, a breaker node first tries the replies that last held at its
   * depth; with {@code usesMoveDomination}, neither side searches a cell that another dominates;
   * with {@code usesMoveDeepening}, each maker move is deepened on its own; with {@code
   * usesSiblingZones}, a maker move outside the zone of a proof after another is not searched.
   */
  WeakGame(Rules rules, int pairingSteps, int tableEntries, boolean usesKillerReplies,
      boolean usesMoveDomination, boolean usesMoveDeepening, boolean usesSiblingZones,
      SearchMonitor monitor) {
    this(rules, pairingSteps, tableEntries, usesKillerReplies, usesMoveDomination,
        usesMoveDeepening, usesSiblingZones, new Visits(), monitor);
  }

  /**
   * The same, counting its positions in {@code visits}: an engine's, whose count they continue,
   * the monitor hearing of them at the engine's checkpoints as if the engine had visited them.
   */
  WeakGame(Rules rules, int pairingSteps, int tableEntries, boolean usesKillerReplies,
      boolean usesMoveDomination, boolean usesMoveDeepening, boolean usesSiblingZones,
      Visits visits, SearchMonitor monitor) {
    this.rules = rules;
    this.visits = visits;
    this.monitor = monitor;
    this.windows = rules.windows();
    this.k = rules.k();
    this.makerMovesBound = 1 << k - 1;
    this.breakerMovesBound = 1 << k;
    this.pairingSteps = pairingSteps;
    this.tableEntries = tableEntries;
    this.usesKillerReplies = usesKillerReplies;
    this.domination = usesMoveDomination ? new Domination(rules.cells()) : null;
    this.usesMoveDeepening = usesMoveDeepening;
    this.usesSiblingZones = usesSiblingZones;
    this.root = rules.cells() + 1;
  }

  /**
   * The most entries, a power of two from 2 up to {@code wanted}, whose table takes at most
   * {@code bytes}.
   */
  static int tableEntries(int wanted, long bytes) {
    int entries = Math.max(2, Integer.highestOneBit(wanted));
    while (entries > 2 && entries * BYTES_PER_ENTRY > bytes) {
      entries >>= 1;
    }
    return entries;
  }

  /** Makes the table and scratch space on the first call: most engines never need them. */
  private void allocate() {
    pairing = new Pairing(rules);
    table = new WeakGameTable(tableEntries, rules.symmetry());
    moves = new int[rules.cells() + 2][rules.cells()];
    weight = new int[rules.cells() + 2][rules.cells()];
    killers = usesKillerReplies ? new KillerReplies(rules.cells() + 2) : null;
    failedMaker = new long[FAILED];
    failedBreaker = new long[FAILED];
    failedBudget = new long[FAILED];
    failedMakerMoves = new boolean[FAILED];
  }

  /** Positions visited, all calls together (with the engine's, when it shares its count). */
  long visited() {
    return visits.count;
  }

  /**
   * Whether the breaker can stop the maker from ever filling a window, from this position, with
   * the maker or the breaker to move; at most {@code budget} positions. The monitor hears of them
   * at the count's next checkpoint and every {@link SearchMonitor#INTERVAL} after.
   */
  Verdict decide(long maker, long breaker, boolean makerMoves, long budget) {
    if (table == null) {
      allocate();
    }
    int failed = failedSlot(maker, breaker, makerMoves);
    if (failedMaker[failed] == maker && failedBreaker[failed] == breaker
        && failedMakerMoves[failed] == makerMoves && failedBudget[failed] >= budget) {
      visits.next = lastNext; // as the last call left it: a checkpoint at once does no harm
      return UNKNOWN; // asked before with as much room, and it did not finish
    }
    Verdict verdict;
    try {
      verdict = search(maker, breaker, makerMoves, budget);
    } finally {
      lastNext = visits.next;
    }
    if (verdict == UNKNOWN) {
      failedMaker[failed] = maker;
      failedBreaker[failed] = breaker;
      failedMakerMoves[failed] = makerMoves;
      failedBudget[failed] = budget;
    }
    return verdict;
  }

  private int failedSlot(long maker, long breaker, boolean makerMoves) {
    long h = (maker * 0x9E3779B97F4A7C15L ^ breaker * 0xC2B2AE3D27D4EB4FL) >>> 40;
    return (int) (h ^ (makerMoves ? 1 : 0)) & failedMaker.length - 1;
  }

  /**
   * The zone of the last call's proof, where the breaker held: the empty cells it depends on (the
   * maker could have any of the others and the breaker would still hold).
   */
  long zone() {
    return zone;
  }

  /** The same on a count of its own, its first checkpoint {@link SearchMonitor#INTERVAL} on. */
  Verdict decideAlone(long maker, long breaker, boolean makerMoves, long budget) {
    visits.next = visits.count + SearchMonitor.INTERVAL;
    return decide(maker, breaker, makerMoves, budget);
  }

  private Verdict search(long maker, long breaker, boolean makerMoves, long budget) {
    limit = visits.count + budget;
    try {
      Verdict r = makerMoves && usesMoveDeepening ? makerNode(maker, breaker, root)
          : deepen(maker, breaker, makerMoves);
      return r == BREAKER_HOLDS ? r : MAKER_WINS;
    } catch (OutOfBudget e) {
      return UNKNOWN;
    }
  }

  /** The position deepened two plies at a time until it is settled (at full depth it is). */
  private Verdict deepen(long maker, long breaker, boolean makerMoves) {
    int free = Long.bitCount(rules.allCells() & ~(maker | breaker));
    for (int depth = 1; ; depth += 2) {
      width = depth >= free ? Integer.MAX_VALUE : WIDTH;
      Verdict r = makerMoves ? makerNode(maker, breaker, depth)
          : breakerNode(maker, breaker, depth);
      if (r != UNKNOWN) {
        return r;
      }
    }
  }

  // tag::weak-game[]
  /** The maker to move: the breaker holds only if it holds after every maker move. */
  private Verdict makerNode(long maker, long breaker, int depth) {
    count();
    long live = 0;
    int potential = 0;
    for (long w : windows) {
      if ((w & breaker) == 0) {
        int marks = Long.bitCount(w & maker);
        if (marks >= k - 1) {
          return MAKER_WINS; // the maker fills it now
        }
        potential += 1 << marks;
        live |= w;
      }
    }
    long candidates = live & ~(maker | breaker);
    Verdict known = knownWithoutSearch(maker, breaker, candidates, potential, true, true);
    if (known != UNKNOWN || depth <= 0) {
      return known;
    }
    int count = ordered(maker, breaker, candidates, depth);
    // the moves dropped are proven by the cells that dominate them, kept free
    long found = domination == null ? 0 : domination.dominators();
    long open = -1; // the moves that no proof so far has settled
    if (depth == root) { // a root asked again goes on from where it stood
      if (rootLeft.maker == maker && rootLeft.breaker == breaker) {
        open = rootLeft.open;
        found |= rootLeft.found;
      } else {
        rootLeft = new RootLeft(maker, breaker);
      }
    }
    // tag::sibling-zones[]
    for (int i = 0; i < count; i++) {
      int cell = moves[depth][i];
      if ((open & 1L << cell) == 0) {
        continue; // settled, or the maker with this mark and a sibling's would be stopped too
      }
      Verdict r = afterMove(maker | 1L << cell, breaker, depth);
      if (r != BREAKER_HOLDS) {
        if (r == MAKER_WINS) {
          table.store(maker, breaker, true, MAKER_WINS, 0);
        }
        return r;
      }
      found |= zone;
      open &= ~(1L << cell);
      if (usesSiblingZones) {
        open &= zone;
      }
      if (depth == root) {
        rootLeft.open = open;
        rootLeft.found = found;
      }
    }
    // end::sibling-zones[]
    table.store(maker, breaker, true, BREAKER_HOLDS, found);
    zone = found;
    return BREAKER_HOLDS;
  }

  // tag::move-deepening[]
  /**
   * Whether the breaker holds after a maker move from a node searched to {@code depth}: to one
   * ply less; with move deepening, deepened on its own up to that, and from the question's root
   * to the end, one move after the other, as the {@code weak} command asks the first moves. A
   * root that runs out of budget leaves the moves it settled in {@link #rootLeft}: asked the same
   * position again, the next call goes on with the others.
   */
  private Verdict afterMove(long maker, long breaker, int depth) {
    if (!usesMoveDeepening) {
      return breakerNode(maker, breaker, depth - 1);
    }
    if (depth == root) {
      return deepen(maker, breaker, false);
    }
    Verdict r = UNKNOWN;
    for (int d = 2 - (depth - 1 & 1); d <= depth - 1 && r == UNKNOWN; d += 2) {
      r = breakerNode(maker, breaker, d);
    }
    return r;
  }

  /** Where the last root searched stood: its moves not yet settled, and their zones so far. */
  private static final class RootLeft {
    final long maker;
    final long breaker;
    long open = -1L;
    long found;

    RootLeft(long maker, long breaker) {
      this.maker = maker;
      this.breaker = breaker;
    }
  }
  // end::move-deepening[]

  /** The breaker to move: it holds if one reply holds. */
  private Verdict breakerNode(long maker, long breaker, int depth) {
    count();
    long live = 0;
    long makerWins = 0;
    int potential = 0;
    for (long w : windows) {
      if ((w & breaker) == 0) {
        long open = w & ~maker;
        if (Long.bitCount(open) == 1) {
          makerWins |= open;
        }
        potential += 1 << Long.bitCount(w & maker);
        live |= w;
      }
    }
    if ((makerWins & makerWins - 1) != 0) {
      return MAKER_WINS; // two cells that each fill a window: one stays open
    }
    long candidates = live & ~(maker | breaker);
    Verdict known = knownWithoutSearch(maker, breaker, candidates, potential, false,
        makerWins == 0);
    if (known != UNKNOWN || depth <= 0) {
      return known;
    }
    int count;
    if (makerWins != 0) {
      moves[depth][0] = Long.numberOfTrailingZeros(makerWins); // the forced block
      count = 1;
    } else {
      count = ordered(maker, breaker, candidates, depth);
      if (usesKillerReplies) {
        killers.first(moves[depth], listed, depth);
      }
    }
    boolean unknown = count > width;
    count = Math.min(count, width);
    for (int i = 0; i < count; i++) {
      int cell = moves[depth][i];
      Verdict r = makerNode(maker, breaker | 1L << cell, depth - 1);
      if (r == BREAKER_HOLDS) {
        if (usesKillerReplies) {
          killers.heldAt(cell, depth);
        }
        zone |= 1L << cell;
        table.store(maker, breaker, false, BREAKER_HOLDS, zone);
        return BREAKER_HOLDS;
      }
      unknown |= r == UNKNOWN;
    }
    if (unknown) {
      return UNKNOWN;
    }
    table.store(maker, breaker, false, MAKER_WINS, 0);
    return MAKER_WINS;
  }

  /**
   * What a node knows before it searches a move, or UNKNOWN, with the zone of the proof: the
   * breaker holds where no live window has a free cell, where the maker's potential is below the
   * bound for the side to move (Erdos-Selfridge), or, asked only where the maker has no cell that
   * fills a window, where a pairing stops the maker; else the table may know the position.
   */
  private Verdict knownWithoutSearch(long maker, long breaker, long candidates, int potential,
      boolean makerMoves, boolean pairingAsked) {
    if (candidates == 0 || potential < (makerMoves ? makerMovesBound : breakerMovesBound)) {
      zone = candidates;
      return BREAKER_HOLDS;
    }
    Verdict known = table.probe(maker, breaker, makerMoves);
    if (known != UNKNOWN) {
      zone = table.zone();
      return known;
    }
    if (pairingAsked && paired(maker, breaker)) {
      zone = pairing.pairCells();
      return BREAKER_HOLDS;
    }
    return UNKNOWN;
  }
  // end::weak-game[]

  /**
   * Whether a pairing stops the maker, found by a short search (whose first try is a greedy one,
   * as in the engine).
   */
  private boolean paired(long maker, long breaker) {
    return pairing.blocksBySearch(maker, breaker, ANY, pairingSteps);
  }

  private void count() {
    Visits v = visits;
    if (++v.count > limit) {
      throw OutOfBudget.INSTANCE;
    }
    if (v.count >= v.next) {
      v.next = v.count + SearchMonitor.INTERVAL;
      monitor.checkpoint(v.count, 0);
    }
  }

  /**
   * The candidate cells, best first for either side: by the weight of the maker's live windows
   * through each cell, a window with c maker marks weighing 4^c (the engine's pass, {@link
   * MovePicker#weigh}). With domination, the cells that
   * another candidate dominates are left off, found in the same pass over the windows ({@link
   * #listed} says which cells the list holds).
   */
  private int ordered(long maker, long breaker, long candidates, int depth) {
    int[] w = weight[depth];
    int[] list = moves[depth];
    long[] common = domination == null ? null : domination.start(candidates);
    MovePicker.weigh(windows, windows.length, breaker, maker, candidates, w, common);
    listed = common == null ? candidates : candidates & ~domination.dominated(candidates);
    int count = 0;
    for (long e = listed; e != 0; e &= e - 1) {
      int cell = Long.numberOfTrailingZeros(e);
      int i = count++;
      while (i > 0 && w[list[i - 1]] < w[cell]) {
        list[i] = list[i - 1];
        i--;
      }
      list[i] = cell;
    }
    return count;
  }
}
