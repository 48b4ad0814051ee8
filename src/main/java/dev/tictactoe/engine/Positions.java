package dev.tictactoe.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The positions that can arise in a real game, found once by walking the game tree, with a dense
 * number for each (and for each class of symmetric positions) so that engines can keep their
 * tables in small arrays.
 */
public final class Positions {
  private static final int KEYS = 1 << 18;
  /** ID[x << 9 | o]: 0..5477 for a reachable position, else -1. */
  private static final short[] ID = new short[KEYS];
  /** CLASS[id]: 0..764, the same for positions that are rotations or reflections of each other. */
  private static final short[] CLASS;
  private static final int[] KEY_OF;

  static {
    Arrays.fill(ID, (short) -1);
    int[] count = {0};
    GameTree.walk((x, o, terminal) -> {
      if (ID[x << 9 | o] < 0) {
        ID[x << 9 | o] = (short) count[0]++;
      }
    });
    KEY_OF = new int[count[0]];
    for (int key = 0; key < KEYS; key++) {
      if (ID[key] >= 0) {
        KEY_OF[ID[key]] = key;
      }
    }
    CLASS = new short[count[0]];
    short[] classOfCanonical = new short[KEYS];
    Arrays.fill(classOfCanonical, (short) -1);
    short classes = 0;
    for (int id = 0; id < KEY_OF.length; id++) {
      int canonical = Symmetry.canonical(KEY_OF[id] >>> 9, KEY_OF[id] & 0x1FF);
      if (classOfCanonical[canonical] < 0) {
        classOfCanonical[canonical] = classes++;
      }
      CLASS[id] = classOfCanonical[canonical];
    }
  }

  private Positions() {}

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

  /** The position's number, 0..count()-1, or -1 if it cannot arise in a real game. */
  static int id(int x, int o) {
    return ID[x << 9 | o];
  }

  /** The number of the position's symmetry class; the position must be reachable. */
  static int symmetryClass(int x, int o) {
    return CLASS[ID[x << 9 | o]];
  }

  /** How many symmetry classes there are (765). */
  static int symmetryClasses() {
    int max = -1;
    for (short c : CLASS) {
      max = Math.max(max, c);
    }
    return max + 1;
  }

  public static boolean isReachable(Board board) {
    return ID[board.key()] >= 0;
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
