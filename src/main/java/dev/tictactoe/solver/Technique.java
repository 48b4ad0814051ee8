package dev.tictactoe.solver;

import dev.tictactoe.text.Quote;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The ideas the strong engine ({@link AlphaBetaEngine}) adds to plain alpha-beta, each one
 * switchable per engine instance. Every one of them is sound on its own and with any others: it
 * changes how much the engine searches, never what it answers (the tests hold every
 * configuration to plain minimax's answers).
 *
 * <p>What is not a technique, because it is the search itself: alpha-beta's window, and taking a
 * win that is there now (it is also how the search knows a game has ended, so it cannot be off).
 *
 * <p>The constants are declared in the order the ablation's ladder adds them ({@link
 * Ablation}), which is the order that tells the story: memory first, then the order of moves,
 * then what a window scan proves without searching. Each one says its name, its gist, a board
 * on which it {@link #shownOn shows}, its description and what it needs, if anything: this list
 * is the one from which the ablation, its benchmark's cases and the tests that each switch is
 * wired are made, so a technique added here is in all of them.
 */
public enum Technique {
  TABLE("table", "memory", "3x3k3",
      "a transposition table: remember what each search proved about a position (its value, or a"
      + " bound on it) and use it when the position comes again"),
  SYMMETRY("symmetry", "rotations", "3x3k3",
      "key the table by the position's canonical image, so that its rotations and reflections"
      + " share one entry", TABLE),
  THREATS("threats", "forced moves", "3x3k3",
      "two winning cells of the opponent's lose at once, and a move that makes two of one's own"
      + " (the opponent having none) wins on the ply after next; one winning cell of the"
      + " opponent's is a forced block, the only move searched"),
  ORDERING("ordering", "best first", "3x3k3",
      "try moves by the open k-windows through each cell, each weighted by how full it is; off:"
      + " the tie-break order"),
  BOUNDS("bounds", "distance to win", "3x3k3",
      "bound the value by the fewest moves each side needs to fill an open window; where neither"
      + " side can win, a draw without search"),
  PAIRING("pairing", "pair proof", "3x3k3",
      "a pairing strategy (Hales and Jewett) proves that a side cannot win, so its value is at"
      + " most a draw"),
  NULL_WINDOW("null-window", "is it better?", "3x4k3",
      "principal variation search: after the first move, ask only whether a move beats the best so"
      + " far, and search it in full only if it does; at the root too"),
  DEAD_CELLS("dead-cells", "useless cells", "4x4k4",
      "a free cell on no open window can never be part of a line: of all such cells, try only one"),
  TABLE_MOVE("table-move", "remembered move", "6x6k4",
      "try first the move the table remembers as the best one here", TABLE),
  PAIRING_SEARCH("pairing-search", "search for pairs", "3x3k3",
      "search for a pairing instead of taking the greedy one: the open window with the fewest free"
      + " cells tries each pair of them, bounded", PAIRING),
  WEAK_GAME("weak-game", "block-only game", "3x4k3",
      "near the query's root, prove that a side cannot win by searching the Maker-Breaker game,"
      + " where the other only blocks: relevance zones, pairings and the Erdos-Selfridge potential"
      + " keep the proof small; bounded"),
  PLY_DEEPENING("ply-deepening", "fast wins first", "3x4k3",
      "at the query's root, ask for the value one ply at a time with null windows (does the side"
      + " to move win by ply d, the other by ply d + 1, ...), so a fast win is proven without"
      + " working out the slower ones first"),
  HORIZON("horizon", "within reach", "3x4k3",
      "where only a win within r moves would beat the window and the opponent cannot make a threat"
      + " that soon, try only the cells of windows the mover could fill in r moves: any other move"
      + " changes nothing before the horizon"),
  FORK_BOUND("fork-bound", "needs a fork", "3x3k3",
      "a single winning cell gets blocked, so a win needs a fork (two at once) first, which takes"
      + " the free cells of two open windows less two: sharpen the bounds with the fewest such"
      + " moves", BOUNDS),
  RELEVANCE_ZONE("relevance-zone", "as if passed", "3x3k3",
      "once a move of the attacker's is refuted, play the reply as if it had passed: if a pairing"
      + " then stops it in time, only its moves into the pairing's cells or the reply's can do"
      + " better, and the others are skipped", PAIRING),
  KILLER_REPLIES("killer-replies", "replies that held", "4x5k4",
      "in the weak game, the side that blocks first tries the two replies that last held at the"
      + " same depth of its search (killer moves), then the others by weight", WEAK_GAME),
  MOVE_DOMINATION("move-domination", "weaker cells", "3x3k3",
      "a cell whose every open window also holds one other free cell is not searched, in the game"
      + " and in the weak game: a mark on the other does all it would and more"),
  MOVE_DEEPENING("move-deepening", "each move alone", "3x4k3",
      "in the weak game, each move of the side that tries to fill a line is deepened on its own,"
      + " so that each is proven at the depth it needs, not at the depth its hardest sibling"
      + " needed", WEAK_GAME),
  SIBLING_ZONES("sibling-zones", "reused zone", "6x6k5",
      "in the weak game, once the blocking side holds after one move of the other, a move of the"
      + " other outside that proof's zone is not searched: with both marks it would still be"
      + " stopped", WEAK_GAME),
  THREAT_SPACE("threat-space", "threats alone", "3x3k3",
      "once a move of the defender's fails, play as if it had passed: if the opponent then wins by"
      + " threats alone (each move a winning cell to block, the last two at once), only the"
      + " defender's moves onto that sequence, or into a window it could make a threat of, can do"
      + " better, and the others are skipped");

  private final String cliName;
  private final String gist;
  /** Where it shows: see {@link #shownOn}. */
  private final String shownOn;
  private final String description;
  /** The technique this one works through, or null: off without it. */
  private final Technique needs;

  Technique(String cliName, String gist, String shownOn, String description) {
    this(cliName, gist, shownOn, description, null);
  }

  Technique(String cliName, String gist, String shownOn, String description, Technique needs) {
    this.cliName = cliName;
    this.gist = gist;
    this.shownOn = shownOn;
    this.description = needs == null ? description
        : description + " (needs " + needs.cliName + ")"; // the one sentence users read
    this.needs = needs;
  }

  /** The technique this one works through (symmetry keys the table), or null. */
  public Technique needs() {
    return needs;
  }

  /**
   * Whether this technique works in an engine with these techniques: it is among them, and so is
   * what it needs. The one place that turns a set of techniques into an engine's switches.
   */
  public boolean in(Set<Technique> on) {
    return on.contains(this) && (needs == null || needs.in(on));
  }

  /** The name the CLI and the docs use: {@code table}, {@code null-window}, ... */
  public String cliName() {
    return cliName;
  }

  /**
   * What the technique does in a word or two, for a reader who does not know the name ("memory"
   * for {@code table}): the explorer's switches show it beside the name.
   */
  public String gist() {
    return gist;
  }

  /**
   * A board ({@link dev.tictactoe.mnk.Rules#compactName}, such as {@code 3x3k3}) on which the
   * technique shows: added to the ladder's row before it ({@link Ablation#ladder}, every
   * technique declared before it), it changes the positions that deciding the empty board
   * visits. A board where that takes little search, so that the test which holds every switch
   * to it (a switch that changed nothing anywhere would be dead) stays quick.
   */
  String shownOn() {
    return shownOn;
  }

  /** What the technique does, in one line. */
  public String description() {
    return description;
  }

  /** Every technique, the strong engine's default. */
  public static Set<Technique> all() {
    return Collections.unmodifiableSet(EnumSet.allOf(Technique.class));
  }

  /** No technique: plain alpha-beta. */
  public static Set<Technique> none() {
    return Collections.unmodifiableSet(EnumSet.noneOf(Technique.class));
  }

  /**
   * The technique of this name.
   *
   * @throws IllegalArgumentException naming the known techniques
   */
  public static Technique named(String name) {
    for (Technique t : values()) {
      if (t.cliName.equals(name)) {
        return t;
      }
    }
    throw new IllegalArgumentException("unknown technique " + Quote.of(name) + ", expected one of: "
        + names());
  }

  /**
   * Every technique but the ones named in {@code commaSeparated} ({@code "table,pairing"}).
   *
   * @throws IllegalArgumentException for a name that is not a technique, or an empty list
   */
  public static Set<Technique> allBut(String commaSeparated) {
    List<String> names = Arrays.stream(commaSeparated.split(",", -1)).map(String::strip).toList();
    if (names.stream().anyMatch(String::isEmpty)) {
      throw new IllegalArgumentException("expected technique names separated by commas, got "
          + Quote.of(commaSeparated));
    }
    EnumSet<Technique> on = EnumSet.allOf(Technique.class);
    names.forEach(name -> on.remove(named(name)));
    return Collections.unmodifiableSet(on);
  }

  /** The names, in order, separated by commas. */
  public static String names() {
    return Arrays.stream(values()).map(Technique::cliName).collect(Collectors.joining(", "));
  }

  /** A configuration in words: "all", "none", or the techniques that are on, by name. */
  public static String describe(Set<Technique> on) {
    if (on.size() == values().length) {
      return "all";
    }
    if (on.isEmpty()) {
      return "none";
    }
    return on.stream().sorted().map(Technique::cliName).collect(Collectors.joining(","));
  }

  @Override
  public String toString() {
    return cliName;
  }
}
