package dev.tictactoe.mnk;

import it.unimi.dsi.fastutil.longs.Long2LongMap;
import it.unimi.dsi.fastutil.longs.Long2LongOpenHashMap;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The positions of an m,n,k-game that are reachable from the empty board, walked one layer (one
 * number of marks) at a time, each with the number of move orders that reach it.
 *
 * <p>Why layers and not the game tree: on 4x4 the tree has 3.6 * 10^13 nodes but there are fewer
 * than ten million positions. Every position in layer t + 1 is a child of layer t, so a layer is
 * built from the one before it, and a child's paths are the sum of its parents' paths. Only two
 * layers are in memory at a time, in primitive hash maps (fastutil) keyed by the position packed
 * into one {@code long}, X's mask above O's.
 */
public final class Positions {
  /**
   * The largest board walked: 20 cells. The number of move orders on a larger board can pass 2^63
   * (20! is 2.4 * 10^18), and its layers hold billions of positions.
   */
  public static final int MAX_CELLS = 20;

  /**
   * 3x3 positions with names, in order of difficulty: the empty board (the whole game ahead), X's
   * corner opening with O to move, and a three-mark middle game with O to move. The query
   * benchmarks ask the engines about these, and the docs count the positions each engine visits
   * for them, so the two always talk about the same boards.
   */
  public static final Map<String, Board> NAMED;

  static {
    Rules ticTacToe = Rules.ticTacToe();
    Map<String, Board> named = new LinkedHashMap<>();
    named.put("empty", ticTacToe.emptyBoard());
    named.put("corner", Board.of(ticTacToe, "X..", "...", "..."));
    named.put("midgame", Board.of(ticTacToe, "X.O", ".X.", "..."));
    NAMED = Collections.unmodifiableMap(named);
  }

  private Positions() {}

  /**
   * The named 3x3 position.
   *
   * @throws IllegalArgumentException naming the known positions
   */
  public static Board named(String name) {
    Board board = NAMED.get(name);
    if (board == null) {
      throw new IllegalArgumentException("unknown position '" + name + "', expected one of: "
          + String.join(", ", NAMED.keySet()));
    }
    return board;
  }

  /** Told about every reachable position, layer by layer. */
  @FunctionalInterface
  public interface Visitor {
    /**
     * @param paths the number of move orders from the empty board that reach the position
     * @param result {@code 'X'} or {@code 'O'} if that player has won, {@code 'D'} for a full
     *     board without a line, {@code '.'} if the game goes on
     */
    void visit(long x, long o, int marks, long paths, char result);
  }

  /** Told about one position of every symmetry class, layer by layer. */
  @FunctionalInterface
  public interface ClassVisitor {
    /**
     * @param x X's cells of the class's canonical position ({@link Symmetry#canonical})
     * @param paths the number of move orders that reach it (the same for every position of the
     *     class)
     * @param size how many positions the class has
     * @param result as for {@link Visitor#visit}
     */
    void visit(long x, long o, int marks, long paths, int size, char result);
  }

  // tag::walk[]
  /**
   * Walks every reachable position, reporting progress to {@code monitor} (which may stop it).
   *
   * @throws IllegalArgumentException for a board of more than {@link #MAX_CELLS} cells
   */
  public static void walk(Rules rules, SearchMonitor monitor, Visitor visitor) {
    walk(rules, false, monitor, (x, o, marks, paths, size, result) ->
        visitor.visit(x, o, marks, paths, result));
  }

  /**
   * Walks one position of every symmetry class of the reachable positions, with the class's size:
   * about an eighth of the work on a square board. Progress counts the classes.
   *
   * @throws IllegalArgumentException for a board of more than {@link #MAX_CELLS} cells
   */
  public static void walkClasses(Rules rules, SearchMonitor monitor, ClassVisitor visitor) {
    walk(rules, true, monitor, visitor);
  }

  /**
   * The walk, of positions or of classes. By classes, a layer holds canonical positions only; a
   * child's paths add up over the parents' whole classes (class size times paths, since every
   * position of a class has as many paths) and, once the layer is complete, are shared out over
   * the child's own class.
   */
  private static void walk(Rules rules, boolean byClass, SearchMonitor monitor,
      ClassVisitor visitor) {
    int cells = rules.cells();
    if (cells > MAX_CELLS) {
      throw new IllegalArgumentException("positions can be enumerated on boards of up to "
          + MAX_CELLS + " cells; " + rules.rows() + "x" + rules.columns() + " has " + cells
          + " (far too many positions)");
    }
    Symmetry symmetry = rules.symmetry();
    long visited = 0;
    Long2LongOpenHashMap layer = new Long2LongOpenHashMap();
    layer.put(0L, 1L); // the empty board, reached one way
    for (int marks = 0; !layer.isEmpty(); marks++) {
      Long2LongOpenHashMap next = new Long2LongOpenHashMap(layer.size() * 2);
      boolean xMovedLast = marks % 2 == 1;
      for (Long2LongMap.Entry entry : layer.long2LongEntrySet()) {
        long x = entry.getLongKey() >>> cells;
        long o = entry.getLongKey() & ((1L << cells) - 1);
        long paths = entry.getLongValue();
        int size = byClass ? classSize(symmetry, x, o) : 1;
        boolean won = rules.hasLine(xMovedLast ? x : o);
        char result = won ? (xMovedLast ? 'X' : 'O') : marks == cells ? 'D' : '.';
        visitor.visit(x, o, marks, paths, size, result);
        if (++visited % SearchMonitor.INTERVAL == 0) {
          monitor.checkpoint(visited, 0);
        }
        if (result != '.') {
          continue; // the game is over: no children
        }
        for (long free = rules.allCells() & ~(x | o); free != 0; free &= free - 1) {
          long bit = free & -free;
          long childX = xMovedLast ? x : x | bit;
          long childO = xMovedLast ? o | bit : o;
          if (byClass) {
            long[] image = symmetry.canonical(childX, childO);
            next.addTo(image[0] << cells | image[1], size * paths);
          } else {
            next.addTo(childX << cells | childO, paths);
          }
        }
      }
      if (byClass) {
        for (Long2LongMap.Entry entry : next.long2LongEntrySet()) {
          long key = entry.getLongKey();
          entry.setValue(entry.getLongValue()
              / classSize(symmetry, key >>> cells, key & ((1L << cells) - 1)));
        }
      }
      layer = next;
    }
  }

  /** How many positions are images of this one: the symmetries over those that fix it. */
  private static int classSize(Symmetry symmetry, long x, long o) {
    int fixing = 0;
    for (int s = 0; s < symmetry.count(); s++) {
      if (symmetry.image(s, x) == x && symmetry.image(s, o) == o) {
        fixing++;
      }
    }
    return symmetry.count() / fixing;
  }
  // end::walk[]

  /** Every reachable position as a board, layer by layer (for boards small enough to list). */
  public static List<Board> all(Rules rules) {
    List<Board> boards = new ArrayList<>();
    walk(rules, SearchMonitor.NONE, (x, o, marks, paths, result) ->
        boards.add(new Board(rules, x, o)));
    return boards;
  }
}
