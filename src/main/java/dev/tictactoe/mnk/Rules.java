package dev.tictactoe.mnk;

import dev.tictactoe.text.Quote;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

/**
 * The m,n,k-game: m rows, n columns, and a player wins with k of their marks in a row, a column,
 * a diagonal or an anti-diagonal. Tic-tac-toe is the 3,3,3-game. X moves first, the players
 * alternate, and a full board without a line is a draw.
 *
 * <p>Cells are numbered row by row from the top left, cell {@code r * n + c}, and a set of cells
 * is a {@code long} with bit i for cell i: that is why a board has at most 64 cells. Everything
 * the engines need to know about the geometry is computed here once:
 *
 * <ul>
 *   <li>the <em>k-windows</em>: every run of k cells along one of the four directions that fits on
 *       the board, as a mask. A player wins by filling one; a window that holds a mark of each
 *       player can never be filled, and a player with no window left free of the opponent's marks
 *       cannot win at all (the engines' cheapest proof of a draw);
 *   <li>the tie-break order ({@link #preferenceOrder()}): among equally good moves, the cell on the
 *       most k-windows, then the first in row-major order. On 3x3 this is exactly the puzzle's
 *       grid {@code 8 4 7 / 3 9 2 / 6 1 5}: the centre lies on 4 lines, the corners on 3, the
 *       edges on 2;
 *   <li>the board's symmetries ({@link Symmetry}).
 * </ul>
 *
 * <p>Immutable; one instance can be shared by any number of boards and engines.
 */
public final class Rules {
  /** At most this many cells: a set of cells is one {@code long}. */
  public static final int MAX_CELLS = 64;

  private static final Pattern SIZE = Pattern.compile("(\\d{1,4})\\s*[xX]\\s*(\\d{1,4})");
  private static final Pattern COMPACT = Pattern.compile("(\\d{1,4})x(\\d{1,4})k(\\d{1,4})");
  /** The table's order: fewer cells first, then fewer rows, then a shorter line. */
  public static final Comparator<Rules> SMALLEST_FIRST = Comparator.comparingInt(Rules::cells)
      .thenComparingInt(Rules::rows).thenComparingInt(Rules::k);

  private final int m;
  private final int n;
  private final int k;
  private final long all;
  private final long[] windows;
  private final long[][] windowsThrough;
  private final int[] order;
  /**
   * Built on first use: its tables take most of the time a Rules takes to build, and listing the
   * table's 2,818 boards needs none of them. Symmetry's fields are final, so a thread that reads
   * this field without a lock sees either null (and builds its own) or a whole one.
   */
  private Symmetry symmetry;

  private Rules(int m, int n, int k) {
    this.m = m;
    this.n = n;
    this.k = k;
    int cells = m * n;
    this.all = cells == 64 ? -1L : (1L << cells) - 1;
    this.windows = kWindows(m, n, k);
    this.windowsThrough = new long[cells][];
    for (int cell = 0; cell < cells; cell++) {
      long bit = 1L << cell;
      windowsThrough[cell] = Arrays.stream(windows).filter(w -> (w & bit) != 0).toArray();
    }
    // tag::preference[]
    // The tie-break: the cell on the most k-windows first; among those, the first in row-major
    // order (a stable sort keeps it).
    this.order = IntStream.range(0, cells).boxed()
        .sorted(Comparator.comparingInt((Integer cell) -> windowsThrough[cell].length).reversed())
        .mapToInt(Integer::intValue).toArray();
    // end::preference[]
  }

  /**
   * The m,n,k-game.
   *
   * @throws InvalidRulesException unless 1 <= m, n; m * n <= 64; 1 <= k <= max(m, n)
   */
  public static Rules of(int m, int n, int k) {
    if (m < 1 || n < 1) {
      throw new InvalidRulesException("a board needs at least 1 row and 1 column, got " + m + "x"
          + n);
    }
    if ((long) m * n > MAX_CELLS) {
      throw new InvalidRulesException("a board has at most " + MAX_CELLS + " cells (each player's"
          + " marks are one 64-bit mask), but " + m + "x" + n + " has " + (long) m * n);
    }
    if (k < 1 || k > Math.max(m, n)) {
      throw new InvalidRulesException("k must be between 1 and " + Math.max(m, n) + " on a " + m
          + "x" + n + " board (no line of " + k + " fits), got " + k);
    }
    return new Rules(m, n, k);
  }

  /**
   * The rules for a board written {@code MxN} (rows x columns, such as {@code 4x5}) and k.
   *
   * @throws InvalidRulesException if the size is not {@code MxN} or the rules are not valid
   */
  public static Rules of(String size, int k) {
    Matcher match = SIZE.matcher(size.strip());
    if (!match.matches()) {
      throw new InvalidRulesException("a board size is rows x columns, such as 4x5; got "
          + Quote.of(size));
    }
    return of(Integer.parseInt(match.group(1)), Integer.parseInt(match.group(2)), k);
  }

  /**
   * The rules a compact name gives ({@link #compactName()}): {@code 6x5k4} is 6 rows, 5 columns,
   * 4 in a row. Benchmark parameters and results name boards this way.
   *
   * @throws InvalidRulesException if the name is not of that form or the rules are not valid
   */
  public static Rules ofCompactName(String name) {
    Matcher match = COMPACT.matcher(name);
    if (!match.matches()) {
      throw new InvalidRulesException("unknown board " + Quote.of(name) + ", expected rows x"
          + " columns and k, such as 4x4k4");
    }
    return of(Integer.parseInt(match.group(1)), Integer.parseInt(match.group(2)),
        Integer.parseInt(match.group(3)));
  }

  /** {@code "6x5k4"}: the name without spaces, for benchmark parameters. */
  public String compactName() {
    return m + "x" + n + "k" + k;
  }

  /** Tic-tac-toe: the 3,3,3-game (one shared instance). */
  public static Rules ticTacToe() {
    return TicTacToe.RULES;
  }

  /** Holds the 3,3,3 rules, built on first use (after this class's own constants). */
  private static final class TicTacToe {
    static final Rules RULES = of(3, 3, 3);
  }

  public int rows() {
    return m;
  }

  public int columns() {
    return n;
  }

  /** How many marks in a row win. */
  public int k() {
    return k;
  }

  public int cells() {
    return m * n;
  }

  /** Every cell, as a mask. */
  public long allCells() {
    return all;
  }

  /** {@code "4x5 k=4"}. */
  public String name() {
    return m + "x" + n + " k=" + k;
  }

  // tag::windows[]
  /**
   * Every k-window as a mask: each run of k cells in a row, a column, a diagonal (down-right) or
   * an anti-diagonal (down-left) that fits on the board, each run once.
   */
  private static long[] kWindows(int m, int n, int k) {
    int[][] directions = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    Set<Long> windows = new LinkedHashSet<>(); // k = 1: the four directions give the same cells
    for (int[] d : directions) {
      for (int r = 0; r < m; r++) {
        for (int c = 0; c < n; c++) {
          int endRow = r + (k - 1) * d[0];
          int endColumn = c + (k - 1) * d[1];
          if (endRow >= m || endColumn < 0 || endColumn >= n) {
            continue; // the run would leave the board
          }
          long window = 0;
          for (int i = 0; i < k; i++) {
            window |= 1L << ((r + i * d[0]) * n + c + i * d[1]);
          }
          windows.add(window);
        }
      }
    }
    return windows.stream().mapToLong(Long::longValue).toArray();
  }
  // end::windows[]

  /** Every k-window as a mask (a copy). */
  public long[] windows() {
    return windows.clone();
  }

  /** The number of k-windows. */
  public int windowCount() {
    return windows.length;
  }

  /** The k-windows that contain the cell, as masks (a copy). */
  public long[] windowsThrough(int cell) {
    return windowsThrough[cell].clone();
  }

  /** How many k-windows contain the cell: the tie-break's measure of a cell's worth. */
  public int windowsThroughCount(int cell) {
    return windowsThrough[cell].length;
  }

  /** The cells in tie-break order: most k-windows first, then row-major (a copy). */
  public int[] preferenceOrder() {
    return order.clone();
  }

  public Symmetry symmetry() {
    Symmetry built = symmetry;
    if (built == null) {
      built = new Symmetry(m, n);
      symmetry = built;
    }
    return built;
  }

  /** Whether the marks hold a whole k-window. */
  public boolean hasLine(long marks) {
    for (long w : windows) {
      if ((marks & w) == w) {
        return true;
      }
    }
    return false;
  }

  /** Whether a mark just placed on {@code cell} completed a k-window of {@code marks}. */
  public boolean completesLine(long marks, int cell) {
    for (long w : windowsThrough[cell]) {
      if ((marks & w) == w) {
        return true;
      }
    }
    return false;
  }

  /**
   * The cells that every complete k-window of {@code marks} shares: the cells whose mark may have
   * been the last one placed, if these marks won. Empty when no window is complete, or when two
   * complete windows share no cell.
   */
  long commonCellOfLines(long marks) {
    long common = -1L;
    boolean any = false;
    for (long w : windows) {
      if ((marks & w) == w) {
        common &= w;
        any = true;
      }
    }
    return any ? common : 0;
  }

  /** The board of these rules with nothing on it. */
  public Board emptyBoard() {
    return new Board(this, 0, 0);
  }

  /**
   * Every board m x n with m <= n (a board and its transpose play the same game) and
   * 3 <= k <= n, with at most {@code maxCells} cells, smallest first: the boards {@code table}
   * solves.
   */
  public static List<Rules> boardsUpTo(int maxCells) {
    return BOARDS_UP_TO.computeIfAbsent(Math.min(maxCells, MAX_CELLS), Rules::listBoardsUpTo);
  }

  /**
   * The lists {@link #boardsUpTo} gave, by their most cells: the table's report, its test and the
   * literature's check each ask for the 2,818 boards, which take a second or so to build.
   */
  private static final Map<Integer, List<Rules>> BOARDS_UP_TO = new ConcurrentHashMap<>();

  private static List<Rules> listBoardsUpTo(int maxCells) {
    List<Rules> boards = new ArrayList<>();
    for (int m = 1; m * m <= Math.min(maxCells, MAX_CELLS); m++) {
      for (int n = Math.max(m, 3); m * n <= Math.min(maxCells, MAX_CELLS); n++) {
        for (int k = 3; k <= n; k++) {
          boards.add(of(m, n, k));
        }
      }
    }
    boards.sort(SMALLEST_FIRST);
    return List.copyOf(boards);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Rules r && r.m == m && r.n == n && r.k == k;
  }

  @Override
  public int hashCode() {
    return (m * 65 + n) * 65 + k;
  }

  @Override
  public String toString() {
    return String.format(Locale.ROOT, "%d,%d,%d-game", m, n, k);
  }
}
