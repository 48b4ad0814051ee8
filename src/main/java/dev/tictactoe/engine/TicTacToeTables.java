package dev.tictactoe.engine;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Positions;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Symmetry;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The 3x3 board in small arrays, for {@link TicTacToeEngine}: every answer the general vocabulary
 * gives ({@link Rules}, {@link Symmetry}, {@link Positions}), looked up by a 9-bit mask or a
 * position's base-3 code instead of computed. Nothing here is a rule of its own: each table is
 * built once from the general classes, so a change to a rule there changes these too.
 *
 * <p>Why base-3 codes: cell i contributes 3^i times 1 for X, 2 for O, so there are 3^9 = 19,683
 * codes and a table of shorts indexed by them takes 39 KB and stays in cache, where a table
 * indexed by {@code x << 9 | o} would take 512 KB and miss at every node.
 */
final class TicTacToeTables {
  static final Rules RULES = Rules.ticTacToe();
  /** Cells in tie-break order, the puzzle's grid from 9 down: 4, 0, 2, 6, 8, 1, 3, 5, 7. */
  static final int[] ORDER = RULES.preferenceOrder();
  /** POW3[i] = 3^i, cell i's weight in the code. */
  static final int[] POW3 = {1, 3, 9, 27, 81, 243, 729, 2187, 6561};
  /** How many symmetry classes the reachable positions fall into (765). */
  static final int CLASSES;

  private static final int CODES = 19_683;
  /** CODE_OF_MASK[m]: the sum of 3^i over the cells i in the 9-bit mask m. */
  private static final int[] CODE_OF_MASK = new int[512];
  /** IMAGE[s][m], PREIMAGE[s][m]: the mask m under symmetry s, and under its inverse. */
  private static final int[][] IMAGE = new int[RULES.symmetry().count()][512];
  private static final int[][] PREIMAGE = new int[RULES.symmetry().count()][512];
  /** CLASS[code]: 0..764 for a reachable position, shared by its images; -1 if unreachable. */
  private static final short[] CLASS = new short[CODES];
  /** TO_CANONICAL[code]: the symmetry taking the position to its class's canonical image. */
  private static final byte[] TO_CANONICAL = new byte[CODES];

  // tag::win-table[]
  /** WON[m]: whether the 9-bit mask m holds a whole line, for each of the 512 masks. */
  private static final boolean[] WON = new boolean[512];

  static {
    for (int marks = 0; marks < 512; marks++) {
      WON[marks] = RULES.hasLine(marks); // the rules' own k-windows, asked once per mask
    }
  }

  static boolean won(int marks) {
    return WON[marks];
  }
  // end::win-table[]

  static {
    Symmetry symmetry = RULES.symmetry();
    for (int mask = 0; mask < 512; mask++) {
      for (int cell = 0; cell < 9; cell++) {
        if ((mask >> cell & 1) != 0) {
          CODE_OF_MASK[mask] += POW3[cell];
          for (int s = 0; s < symmetry.count(); s++) {
            IMAGE[s][mask] |= 1 << symmetry.cellImage(s, cell);
            PREIMAGE[s][mask] |= 1 << symmetry.cellPreimage(s, cell);
          }
        }
      }
    }
    Arrays.fill(CLASS, (short) -1);
    Map<Long, Short> classOfCanonical = new HashMap<>();
    for (Board board : Positions.all(RULES)) {
      long[] canonical = symmetry.canonical(board.x(), board.o());
      short id = classOfCanonical.computeIfAbsent(canonical[0] << 9 | canonical[1],
          key -> (short) classOfCanonical.size());
      int code = code((int) board.x(), (int) board.o());
      CLASS[code] = id;
      for (int s = 0; s < symmetry.count(); s++) {
        if (IMAGE[s][(int) board.x()] == canonical[0] && IMAGE[s][(int) board.o()] == canonical[1]) {
          TO_CANONICAL[code] = (byte) s;
          break;
        }
      }
    }
    CLASSES = classOfCanonical.size();
  }

  private TicTacToeTables() {}

  /** The position's base-3 code, 0..19682. */
  static int code(int x, int o) {
    return CODE_OF_MASK[x] + 2 * CODE_OF_MASK[o];
  }

  /** The symmetry class of the position with this code, or -1 if it cannot arise. */
  static int symmetryClass(int code) {
    return CLASS[code];
  }

  static int toCanonical(int code) {
    return TO_CANONICAL[code];
  }

  static int image(int s, int mask) {
    return IMAGE[s][mask];
  }

  static int preimage(int s, int mask) {
    return PREIMAGE[s][mask];
  }
}
