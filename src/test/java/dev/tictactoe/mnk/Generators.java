package dev.tictactoe.mnk;

import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import org.quicktheories.core.Gen;

/** QuickTheories generators of m,n,k rules and positions; failures shrink to small boards. */
public final class Generators {
  private Generators() {}

  /** Rules with at most {@code maxCells} cells and any k that fits. */
  public static Gen<Rules> rules(int maxCells) {
    return integers().between(1, maxCells).zip(integers().between(1, maxCells),
        integers().between(1, maxCells), (m, n, k) -> {
          int rows = m;
          int columns = Math.max(1, Math.min(n, maxCells / rows));
          return Rules.of(rows, columns, 1 + (k - 1) % Math.max(rows, columns));
        });
  }

  // tag::positions[]
  /** Positions of random rules reached by random legal play: each number picks a free cell. */
  public static Gen<Board> positions(int maxCells) {
    return rules(maxCells).zip(lists().of(integers().between(0, 63)).ofSizeBetween(0, maxCells),
        Generators::play).describedAs(board -> board.rules().name() + "\n" + board);
  }
  // end::positions[]

  /**
   * Positions of random rules with at most {@code maxEmpty} free cells (unless the game ended
   * sooner): small enough for plain minimax to search in a moment.
   */
  public static Gen<Board> endgames(int maxCells, int maxEmpty) {
    return rules(maxCells).zip(lists().of(integers().between(0, 63)).ofSizeBetween(0, maxCells),
        (rules, picks) -> play(rules, picks, rules.cells() - maxEmpty))
        .describedAs(board -> board.rules().name() + "\n" + board);
  }

  /** Positions of the given rules with at least {@code marks} marks (unless the game ended). */
  public static Gen<Board> positions(Rules rules, int marks) {
    return lists().of(integers().between(0, 63)).ofSizeBetween(0, rules.cells())
        .map(picks -> play(rules, picks, marks))
        .describedAs(board -> rules.name() + "\n" + board);
  }

  public static Board play(Rules rules, java.util.List<Integer> picks) {
    return play(rules, picks, 0);
  }

  /**
   * Plays the picks in turn (each picks one of the free cells), and then, while fewer than
   * {@code minMarks} are on the board, more cells chosen from the picks again.
   */
  public static Board play(Rules rules, java.util.List<Integer> picks, int minMarks) {
    Board board = rules.emptyBoard();
    for (int i = 0; !board.isOver() && (i < picks.size() || board.marks() < minMarks); i++) {
      int pick = picks.isEmpty() ? i : picks.get(i % picks.size()) + i / picks.size();
      long free = board.empty();
      for (int skip = pick % Long.bitCount(free); skip > 0; skip--) {
        free &= free - 1;
      }
      board = board.play(Long.numberOfTrailingZeros(free));
    }
    return board;
  }
}
