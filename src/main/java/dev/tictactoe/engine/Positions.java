package dev.tictactoe.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The positions that can arise in a real game, found once by walking the game tree, with a dense
 * number for each (and for each class of symmetric positions) so that engines can keep their
 * tables in small arrays.
 */
public final class Positions {
  /**
   * The tables are indexed by the position's base-3 code: cell i contributes 3^i times 1 for X,
   * 2 for O. There are 3^9 = 19,683 codes, so a table of shorts takes 39 KB and stays in cache,
   * where a table indexed by {@code x << 9 | o} would take 512 KB and miss at every node.
   */
  static final int CODES = 19_683;
  /** POW3[i] = 3^i, a cell's weight in the code. */
  static final int[] POW3 = {1, 3, 9, 27, 81, 243, 729, 2187, 6561};
  /** CODE_OF_MASK[m]: the sum of 3^i over the cells i in the 9-bit mask m. */
  private static final int[] CODE_OF_MASK = new int[512];
  /** ID[code]: 0..5477 for a reachable position, else -1. */
  private static final short[] ID = new short[CODES];
  /** CLASS[code]: 0..764, shared by positions that are rotations or reflections of each other. */
  private static final short[] CLASS = new short[CODES];
  /** TO_CANONICAL[code]: the symmetry taking the position to its class's canonical image. */
  private static final byte[] TO_CANONICAL = new byte[CODES];
  private static final int[] KEY_OF;
  private static final int CLASSES;

  static {
    for (int mask = 0; mask < 512; mask++) {
      for (int cell = 0; cell < 9; cell++) {
        CODE_OF_MASK[mask] += (mask >> cell & 1) * POW3[cell];
      }
    }
    Arrays.fill(ID, (short) -1);
    List<Integer> keys = new ArrayList<>();
    GameTree.walk((x, o, terminal) -> {
      if (ID[code(x, o)] < 0) {
        ID[code(x, o)] = (short) keys.size();
        keys.add(x << 9 | o);
      }
    });
    KEY_OF = keys.stream().mapToInt(Integer::intValue).toArray();
    Arrays.fill(CLASS, (short) -1);
    Map<Integer, Short> classOfCanonical = new HashMap<>();
    for (int key : KEY_OF) {
      int canonical = Symmetry.canonical(key >>> 9, key & 0x1FF);
      classOfCanonical.putIfAbsent(canonical, (short) classOfCanonical.size());
      CLASS[code(key >>> 9, key & 0x1FF)] = classOfCanonical.get(canonical);
      TO_CANONICAL[code(key >>> 9, key & 0x1FF)] = (byte) Symmetry.toCanonical(key >>> 9, key & 0x1FF);
    }
    CLASSES = classOfCanonical.size();
  }

  /**
   * Positions with names, in order of difficulty: the empty board (the whole game ahead), X's
   * corner opening with O to move, and a three-mark middle game with O to move. The query
   * benchmarks ask the engines about these, and the docs count the positions each engine visits
   * for them, so the two always talk about the same boards.
   */
  public static final Map<String, Board> NAMED;

  static {
    Map<String, Board> named = new LinkedHashMap<>();
    named.put("empty", Board.EMPTY);
    named.put("corner", Board.of("X..", "...", "..."));
    named.put("midgame", Board.of("X.O", ".X.", "..."));
    NAMED = Collections.unmodifiableMap(named);
  }

  private Positions() {}

  /**
   * The named position.
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

  /** The position's base-3 code, 0..19682. */
  static int code(int x, int o) {
    return CODE_OF_MASK[x] + 2 * CODE_OF_MASK[o];
  }

  /** How many distinct positions are reachable (the walk says 5,478). */
  public static int count() {
    return KEY_OF.length;
  }

  /** Every reachable position, in the order the walk first met them. */
  public static List<Board> all() {
    List<Board> boards = new ArrayList<>(KEY_OF.length);
    for (int key : KEY_OF) {
      boards.add(new Board(key >>> 9, key & 0x1FF));
    }
    return boards;
  }

  /**
   * The number, 0..count()-1, of the position with this base-3 code, or -1 if it cannot arise in
   * a real game.
   */
  static int id(int code) {
    return ID[code];
  }

  /** The number of the symmetry class of the position with this code; -1 if unreachable. */
  static int symmetryClass(int code) {
    return CLASS[code];
  }

  /** The symmetry taking the reachable position with this code to its canonical image. */
  static int toCanonical(int code) {
    return TO_CANONICAL[code];
  }

  /** How many symmetry classes there are (765). */
  static int symmetryClasses() {
    return CLASSES;
  }

  public static boolean isReachable(Board board) {
    return ID[code(board.x(), board.o())] >= 0;
  }

  /**
   * Accepts a board that can arise in a real game and explains why any other cannot.
   *
   * @throws IllegalPositionException naming the first rule the board breaks
   */
  public static void check(Board board) {
    if (isReachable(board)) {
      return;
    }
    int xs = Integer.bitCount(board.x());
    int os = Integer.bitCount(board.o());
    boolean xLine = Lines.won(board.x());
    boolean oLine = Lines.won(board.o());
    if (xs != os && xs != os + 1) {
      throw new IllegalPositionException("X has " + xs + " marks and O has " + os
          + ": X moves first and the players alternate, so X has as many marks as O or one more");
    }
    if (xLine && oLine) {
      throw new IllegalPositionException("both X and O have three in a row; the game ends at the"
          + " first line");
    }
    if (xLine && xs == os) {
      throw new IllegalPositionException("play continued after X's win: X has three in a row, so"
          + " X moved last and should have one more mark than O, but they have " + xs + " each");
    }
    if (oLine && xs == os + 1) {
      throw new IllegalPositionException("play continued after O's win: O has three in a row, so"
          + " O moved last and should have as many marks as X, but X has " + xs + " and O " + os);
    }
    throw new IllegalPositionException("this position cannot arise in a real game");
  }
}
