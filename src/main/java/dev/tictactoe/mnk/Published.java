package dev.tictactoe.mnk;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The value of an empty m,n,k board as the literature publishes it, and where: the boards with a
 * value of their own ({@link #VALUES}), and the general results that settle whole families of
 * boards ({@link #GENERAL}). The engine's own values are computed and only then compared with
 * these (a board and its transpose play the same game, so 8,4,4 in the literature is the 4x8
 * board here). This is the one place that says which boards are new: the complete table's
 * report, its pictures and the site's table of every board all ask {@link #known}.
 *
 * @param rules the board and k, as the source names them
 * @param value {@code "draw"}, {@code "X wins"}, or {@code "X wins on ply P"} where the ply is
 *     published too
 * @param source who published it
 */
public record Published(Rules rules, String value, String source) {
  private static final String SOLVED = "van den Herik, Uiterwijk and van Rijswijck, \"Games"
      + " solved: now and in the future\", Artificial Intelligence 134 (2002)";
  private static final String FROM_6_5_4 = SOLVED + ", for k = 4 on every board from 6x5 up";
  private static final String CHARATSIDIS = "Charatsidis, \"Solving Four-in-a-Row on 9x4 and 10x4"
      + " Boards\", BSc thesis, Maastricht University (2017)";
  private static final String HSU = "Hsu et al., \"On solving the 7,7,5-game and the 8,8,5-game\","
      + " Theoretical Computer Science 815 (2020)";

  // tag::values[]
  /** Every published value this workbench checks against, smallest board first. */
  public static final List<Published> VALUES = List.of(
      new Published(Rules.of(3, 3, 3), "draw", "folklore"),
      new Published(Rules.of(3, 4, 3), "X wins", SOLVED),
      new Published(Rules.of(4, 4, 3), "X wins", SOLVED),
      new Published(Rules.of(4, 4, 4), "draw", SOLVED),
      new Published(Rules.of(5, 5, 4), "draw", SOLVED),
      new Published(Rules.of(6, 5, 4), "X wins", SOLVED),
      new Published(Rules.of(4, 8, 4), "draw", CHARATSIDIS),
      new Published(Rules.of(6, 6, 4), "X wins", FROM_6_5_4),
      new Published(Rules.of(6, 6, 5), "draw", SOLVED),
      new Published(Rules.of(6, 6, 6), "draw", "follows from 6,6,5: the second player, who can"
          + " block every line of 5, blocks every line of 6"),
      new Published(Rules.of(4, 9, 4), "X wins", CHARATSIDIS),
      new Published(Rules.of(4, 10, 4), "X wins", CHARATSIDIS),
      new Published(Rules.of(7, 7, 4), "X wins", FROM_6_5_4),
      new Published(Rules.of(7, 7, 5), "draw", HSU),
      new Published(Rules.of(8, 8, 4), "X wins", FROM_6_5_4),
      new Published(Rules.of(8, 8, 5), "draw", HSU));
  // end::values[]

  /**
   * Whether a computed value ({@link Score#outcome}) agrees: exactly, where a ply is published;
   * by the winner alone, where only the winner is.
   */
  public boolean agrees(String computed) {
    return computed.equals(value) || !value.contains("ply") && computed.startsWith(value + " ");
  }

  /** The published values of the boards of at most this many cells. */
  public static List<Published> upTo(int cells) {
    return VALUES.stream().filter(p -> p.rules().cells() <= cells).toList();
  }

  private static final String HALES_JEWETT = "Hales and Jewett, \"Regularity and positional"
      + " games\", Transactions of the AMS 106 (1963): with k >= 9 the second player draws on any"
      + " board by a pairing strategy";

  // tag::general[]
  /**
   * A result that settles every board it covers, whatever its size: a theorem of the literature,
   * or a proof a few lines long. A board no published value and no general result settles is a
   * new one. (Nothing is inferred from a neighbouring board in the normal game: one won on a small
   * board need not be won on a larger one, where the second player has room for lines of its
   * own, and a normal draw says nothing of a smaller board either. Only the weak game's results
   * carry over, in one direction: where the second player, only blocking, stops every line of k,
   * it stops them on every board inside that one, and every longer line.)
   *
   * @param name the result in a few words, as the table page names it
   * @param value what it proves of each board it covers
   * @param source who proved it, or the proof itself when it is short
   * @param covers which boards it settles
   */
  public record General(String name, String value, String source, Predicate<Rules> covers) {}

  /** Every general result, the most elementary first: the first that covers a board settles it. */
  public static final List<General> GENERAL = List.of(
      new General("counting", "draw", "X, moving first, makes only half the marks, rounded up:"
          + " fewer than k, so nobody ever fills a line",
          r -> r.k() > (r.cells() + 1) / 2),
      new General("each row paired", "draw", "with k longer than the shorter side, only the"
          + " lines along the longer side hold k cells, and the dominoes of each of them (its"
          + " first and second cell, its third and fourth, ...) pair every window of 3 or more:"
          + " O answers a mark in a domino with its partner, a pairing strategy (Hales and"
          + " Jewett 1963)",
          r -> r.k() >= 3 && r.k() > Math.min(r.rows(), r.columns())),
      new General("nine or more in a row", "draw", HALES_JEWETT, r -> r.k() >= 9),
      new General("four in a row from 6x5 up", "X wins", FROM_6_5_4,
          r -> r.k() == 4 && Math.min(r.rows(), r.columns()) >= 5
              && Math.max(r.rows(), r.columns()) >= 6),
      new General("four in a row, up to 4x8", "draw", CHARATSIDIS
          + ", which cites every board from 1x4 to 8x4 as a draw",
          r -> r.k() == 4 && Math.min(r.rows(), r.columns()) <= 4
              && Math.max(r.rows(), r.columns()) <= 8),
      new General("inside 8x8, five or more in a row", "draw", HSU + ", who prove 8,8,5 a draw"
          + " by the weak game: O, only blocking, stops every line of five; that holds on every"
          + " board inside 8x8, and for every longer line",
          r -> r.k() >= 5 && r.rows() <= 8 && r.columns() <= 8),
      new General("Erdős-Selfridge", "draw", "Erdős and Selfridge, \"On a combinatorial game\","
          + " Journal of Combinatorial Theory A 14 (1973): with fewer windows than 2 to the power"
          + " k - 1, O, only blocking, stops every line of X's",
          r -> r.k() >= 63 || r.windowCount() < 1L << (r.k() - 1)));
  // end::general[]

  /**
   * What the literature settles of a board: its own published value (or its transpose's), or the
   * first general result ({@link #GENERAL}) that covers it, with that result as its source. Empty
   * for a board no published result settles: a new one.
   */
  public static Optional<Published> known(Rules board) {
    return own(board).or(() -> general(board).map(g -> new Published(board, g.value(),
        g.source())));
  }

  /**
   * How a board is settled, in a few words: {@code "published"} for a value of its own, else the
   * name of the general result that covers it; empty for a new board.
   */
  public static Optional<String> settledBy(Rules board) {
    return own(board).map(p -> "published").or(() -> general(board).map(General::name));
  }

  private static Optional<Published> own(Rules board) {
    Rules transposed = Rules.of(board.columns(), board.rows(), board.k());
    return VALUES.stream().filter(p -> p.rules().equals(board) || p.rules().equals(transposed))
        .findFirst();
  }

  /** The first general result that covers the board, if any. */
  public static Optional<General> general(Rules board) {
    return GENERAL.stream().filter(g -> g.covers().test(board)).findFirst();
  }
}
