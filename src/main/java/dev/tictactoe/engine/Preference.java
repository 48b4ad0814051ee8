package dev.tictactoe.engine;

import java.util.Comparator;
import java.util.stream.IntStream;

/** The puzzle's tie-break: equally good moves go to the highest cell value of a fixed grid. */
public final class Preference {
  // tag::tie-break[]
  /**
   * Cell values {@code 8 4 7 / 3 9 2 / 6 1 5}, row by row. Engines try the cells from the highest
   * value down (centre, corners, edges) and replace their best move only with a strictly better
   * one, so among equals the first tried, the highest value, stays.
   */
  static final int[] VALUE = {8, 4, 7, 3, 9, 2, 6, 1, 5};

  /** Cells in the order engines try them, highest value first: 4, 0, 2, 6, 8, 1, 3, 5, 7. */
  static final int[] ORDER = IntStream.range(0, 9).boxed()
      .sorted(Comparator.comparing((Integer cell) -> VALUE[cell]).reversed())
      .mapToInt(Integer::intValue).toArray();
  // end::tie-break[]

  private Preference() {}

  /**
   * The value of {@code cell} (0..8) in the tie-break grid, for pages that explain a choice; the
   * engines use the order above.
   */
  public static int valueOf(int cell) {
    return VALUE[cell];
  }
}
