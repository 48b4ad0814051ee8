package dev.tictactoe.solver;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import java.util.Set;

/**
 * The node search of {@link AlphaBetaEngine}: {@link #search} as a list of steps, each a call of
 * the class that holds its technique, guarded by a switch set once. Each technique is sound on its
 * own: it proves a bound, skips a move that cannot be better than one searched, or changes only
 * the order of moves; with every one off it is plain alpha-beta that takes a win when there is
 * one. The helpers are final classes in final fields, each named for what it holds ({@code table}
 * is the {@link SymmetricTable}), and the switches final booleans, each named {@code uses} and its
 * technique ({@code usesTable}), so the JIT inlines the calls and drops the steps an engine has
 * switched off; a node allocates nothing.
 * Not thread-safe; each engine has its own.
 */
final class NodeSearch {
  private final boolean usesTable;
  private final boolean usesSymmetry;
  private final boolean usesTableMove;
  private final boolean usesNullWindow;
  private final boolean usesThreats;
  private final boolean usesBounds;
  private final boolean usesForkBound;
  private final boolean usesPairing;
  private final boolean usesHorizon;
  private final boolean usesRelevanceZone;
  private final boolean usesThreatSpace;
  private final int cells;
  private final long all;
  final Visits visits = new Visits();
  private final OpenWindows windows;
  private final Threats threats;
  private final Bounds bounds;
  /** Pairing's step and the relevance zone's, or null without pairing. */
  private final PairingBound pairing;
  private final RelevanceZone zones;
  /** The threat-space step, or null without it. */
  private final ThreatSpace threatSpace;
  final SymmetricTable table;
  private final MovePicker picker;
  /** The weak game's step, or null without it. */
  final WeakGameStep weak;
  /** The root driver: checkpoints, what the monitor hears, how the root was settled. */
  PlyDeepening driver;
  /**
   * The team this engine answers with, or null alone: near the root the two share a node's
   * moves, by the team's rules ({@link Team#shares}).
   */
  Team team;
  /** The marks on the query's board. */
  int rootMarks;

  NodeSearch(Rules rules, Set<Technique> techniques, TranspositionTable memory,
      dev.tictactoe.mnk.SearchMonitor monitor) {
    this.usesTable = Technique.TABLE.in(techniques);
    this.usesSymmetry = Technique.SYMMETRY.in(techniques);
    this.usesTableMove = Technique.TABLE_MOVE.in(techniques);
    this.usesNullWindow = Technique.NULL_WINDOW.in(techniques);
    this.usesThreats = Technique.THREATS.in(techniques);
    this.usesBounds = Technique.BOUNDS.in(techniques);
    this.usesForkBound = Technique.FORK_BOUND.in(techniques);
    this.usesPairing = Technique.PAIRING.in(techniques);
    this.usesHorizon = Technique.HORIZON.in(techniques);
    this.usesRelevanceZone = Technique.RELEVANCE_ZONE.in(techniques);
    this.usesThreatSpace = Technique.THREAT_SPACE.in(techniques);
    this.cells = rules.cells();
    this.all = rules.allCells();
    this.threats = usesThreats ? new Threats(cells) : null;
    this.windows = new OpenWindows(rules, threats);
    this.bounds = new Bounds(cells, windows, rules.windows().length);
    this.pairing = usesPairing ? new PairingBound(rules,
        Technique.PAIRING_SEARCH.in(techniques), windows) : null;
    this.zones = new RelevanceZone(cells, pairing);
    this.threatSpace = usesThreatSpace ? new ThreatSpace(rules) : null;
    this.table = new SymmetricTable(rules, usesSymmetry, memory);
    this.picker = new MovePicker(rules, Technique.ORDERING.in(techniques),
        Technique.DEAD_CELLS.in(techniques),
        Technique.MOVE_DOMINATION.in(techniques) ? new Domination(cells) : null, windows);
    this.weak = Technique.WEAK_GAME.in(techniques)
        ? new WeakGameStep(rules, techniques, memory, visits, monitor) : null;
  }

  /** Sets up a query's root: its open windows and its images. */
  void root(Board board) {
    rootMarks = board.marks();
    windows.root(rootMarks);
    table.root(board, rootMarks);
  }

  /** The images one level down, after the player to move takes the cell. */
  void play(int marks, int cell, boolean xMoves) {
    table.play(marks, cell, xMoves);
  }

  // tag::search[]
  /**
   * The value for the player to move ({@code me}) when it lies inside (alpha, beta); otherwise a
   * bound on it. The opponent ({@code them}) has just moved without completing a line.
   */
  int search(long me, long them, int marks, int alpha, int beta) {
    if (++visits.count >= visits.next) {
      driver.checkpoint(); // out of line: it runs now and then
    }
    long empty = all & ~(me | them);
    if (empty == 0) {
      return 0; // full board, no line
    }
    // Step 1. One scan of the open windows: a win now ends the search (the terminal test).
    int free = Long.bitCount(empty);
    int myMoves = (free + 1) / 2;
    int theirMoves = free / 2;
    int horizonMoves = usesHorizon ? Horizon.moves(alpha, cells, marks) : OpenWindows.NEVER;
    if (usesThreats) {
      threats.clear();
    }
    windows.scan(me, them, marks, myMoves, theirMoves, horizonMoves);
    if (windows.myWins != 0) {
      return Score.wonWith(cells, marks + 1);
    }
    long theirWins = windows.theirWins;
    // Step 2. Threats: two winning cells of the opponent's cannot both be blocked; a move that
    // makes two of the mover's, where the opponent has none, wins on the ply after next.
    if (usesThreats && Threats.unstoppable(theirWins)) {
      return Score.lostWith(cells, marks + 2);
    }
    if (usesThreats && threats.forks() != 0 && theirWins == 0) {
      return Score.wonWith(cells, marks + 3);
    }
    // Step 3. Bounds: nobody wins sooner than the fewest moves that fill an open window, and no
    // side sooner than its first fork (with the fork bound).
    int upper = usesBounds ? bounds.upper(marks, windows.myNeed) : Score.BEST;
    int lower = usesBounds ? bounds.lower(marks, theirWins, windows.theirNeed) : Score.WORST;
    if (usesForkBound) {
      upper = bounds.forkUpper(upper, alpha, marks, me, them, myMoves);
      lower = bounds.forkLower(lower, beta, marks, me, them, theirWins, theirMoves);
    }
    // Step 4. Pairing: a side whose every window it could fill in time the other pairs off wins
    // no sooner than past the horizon; asked of the mover, where a draw would settle alpha.
    boolean pairedHere = false;
    if (usesPairing && alpha >= 0 && upper > alpha) {
      int moves = Math.min(myMoves, horizonMoves);
      if (pairing.blocks(marks, me, them, moves)) {
        upper = pairing.bound(marks, moves, myMoves);
        pairedHere = true;
      }
    }
    // What the bounds settle: a window the value cannot reach, or a value known exactly.
    if (marks == rootMarks && upper <= 0) {
      driver.settledAtRoot(pairedHere); // for proof(): the mover cannot win
    }
    if (upper <= alpha || lower == upper) {
      return upper;
    }
    if (lower >= beta) {
      return lower;
    }
    alpha = Math.max(alpha, lower - 1);
    beta = Math.min(beta, upper + 1);
    // Step 5. The table: a bound ends the search only where it decides the window, else it
    // narrows it; keyed by the canonical image with symmetry.
    int s = 0;
    int firstMove = -1;
    if (usesTable) {
      s = usesSymmetry ? table.canonical(marks) : 0;
      if (table.decides(marks, s, alpha, beta)) {
        if (usesRelevanceZone) {
          zones.refutedBy(marks, table.move); // for the parent's relevance zone
        }
        return table.value;
      }
      alpha = table.alpha;
      beta = table.beta;
      firstMove = usesTableMove ? table.move : -1;
    }
    // Step 6. The weak game: near the root, a side the other stops by only blocking cannot win.
    int distance = marks - rootMarks;
    if (weak != null && WeakGameStep.asked(distance, free)) {
      long before = visits.count;
      boolean xMoves = (marks & 1) == 0;
      if (upper > 0 && beta > 0 && weak.holds(me, them, true, xMoves)) {
        upper = 0;
      }
      if (lower < 0 && alpha < 0 && weak.holds(them, me, false, !xMoves)) {
        lower = 0;
      }
      if (upper <= alpha || lower == upper || lower >= beta) {
        return weakProved(marks, s, alpha, lower, upper, before); // stored like a search's
      }
      alpha = Math.max(alpha, lower - 1);
      beta = Math.min(beta, upper + 1);
    }
    // Step 7. The moves, in stages: the table's move, then the forced block or the candidates
    // best first; with the horizon, only the cells of the windows in reach (a move on none is
    // worth no more than a win just past it, or a draw: neither beats alpha).
    long candidates = horizonMoves < OpenWindows.NEVER ? empty & windows.reach : empty;
    int best = horizonMoves < OpenWindows.NEVER ? Horizon.beyond(cells, marks, horizonMoves)
        : Score.WORST;
    boolean forced = usesThreats && theirWins != 0;
    picker.start(marks, me, them, candidates, forced ? theirWins : 0, forced ? -1 : firstMove);
    boolean xMoves = (marks & 1) == 0;
    int windowLow = alpha;
    long before = visits.count;
    int bestMove = -1;
    boolean shared = team != null && team.shares(distance);
    // The relevance zone, where the mover attacks (only a win beats alpha), or the opponent's
    // threat space, where it defends: the cells outside which no move of the mover's beats
    // alpha, once known (all cells until then), and what such a move is worth at most.
    boolean zoneAsked = !usesRelevanceZone || forced || alpha < 0;
    boolean threatsAsked = !usesThreatSpace || forced;
    long zone = RelevanceZone.ALL;
    int outside = Score.WORST;
    // Step 8. Search them, best first, until one refutes the position.
    for (int cell; (cell = picker.next(marks)) >= 0; ) {
      if ((zone & 1L << cell) == 0) {
        best = Math.max(best, outside); // refuted as the pass was
        answered(distance, marks);
        continue;
      }
      zones.refutedBy(marks + 1, -1); // the child says which move refuted it, if it knows
      if (usesTable) {
        table.play(marks, cell, xMoves);
      }
      boolean first = picker.isFirst(marks);
      int score = shared && !first && !picker.isDeferred(marks)
          ? team.searchClaimed(this, them, me | 1L << cell, marks + 1, alpha, beta)
          : searchMove(them, me | 1L << cell, marks + 1, alpha, beta, first);
      if (score == Team.CLAIMED) { // the team's other engine has it: it waits for the others
        picker.defer(marks, cell);
        continue;
      }
      if (score > best) {
        best = score;
        bestMove = cell;
        if (best > alpha) {
          alpha = best;
          if (alpha >= beta) {
            break; // the opponent will not allow this position: skip the other moves
          }
        }
      }
      answered(distance, marks);
      if (!zoneAsked && score <= alpha) { // the zone, once a move has failed
        zoneAsked = true;
        int moves = Math.min(myMoves, horizonMoves);
        outside = pairing.bound(marks, moves, myMoves);
        zone = zones.after(marks, me, them, empty, moves, outside, alpha);
      }
      if (!threatsAsked && score <= alpha) { // the opponent's threats, once a move has failed
        threatsAsked = true;
        int won = threatSpace.winAfterPass(them, me, marks, cells + 1 + alpha);
        if (won >= 0) { // lost by then at the latest, by the same threats (off both zones: either)
          int lost = Score.lostWith(cells, won);
          outside = zone == RelevanceZone.ALL ? lost : Math.max(outside, lost);
          zone &= threatSpace.zone(them, me);
        }
      }
    }
    // Step 9. Store what the search proved, and how much of it.
    zones.refutedBy(marks, bestMove); // for the parent's relevance zone
    if (usesTable) {
      table.store(marks, s, best, windowLow, beta, bestMove, visits.count - before);
    }
    return best;
  }
  // end::search[]

  /** At the query's root, one more move answered: the monitor hears it. */
  private void answered(int distance, int marks) {
    if (distance == 0) {
      driver.answeredAtRoot(picker.listed(marks));
    }
  }

  /**
   * What the weak game proved at this node, [lower, upper] settling the window, stored like a
   * search's result, so that the position's images find it.
   */
  private int weakProved(int marks, int s, int alpha, int lower, int upper, long before) {
    int bound = lower == upper ? TranspositionTable.EXACT
        : upper <= alpha ? TranspositionTable.UPPER : TranspositionTable.LOWER;
    int value = bound == TranspositionTable.LOWER ? lower : upper;
    if (usesTable) {
      table.storeBound(marks, s, value, bound, -1, visits.count - before);
    }
    return value;
  }

  // tag::null-window[]
  /**
   * The score of one move, for the player who made it ({@code me} after the move), when it lies
   * in (alpha, beta). With null windows, a move after the first is asked only whether it beats
   * alpha, and searched with the whole window only if it does: principal variation search.
   */
  int searchMove(long them, long me, int marks, int alpha, int beta, boolean first) {
    if (first || !usesNullWindow) {
      return -search(them, me, marks, -beta, -alpha);
    }
    int score = -search(them, me, marks, -alpha - 1, -alpha);
    if (score > alpha && score < beta) {
      score = -search(them, me, marks, -beta, -alpha);
    }
    return score;
  }
  // end::null-window[]
}
