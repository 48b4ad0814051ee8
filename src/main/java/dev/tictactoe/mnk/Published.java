package dev.tictactoe.mnk;

import java.util.List;

/**
 * The value of an empty m,n,k board as the literature publishes it, and where. The engine's own
 * values are computed and only then compared with these (a board and its transpose play the same
 * game, so 8,4,4 in the literature is the 4x8 board here).
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

  /**
   * What the literature settles of a board: its own published value (or its transpose's), or
   * one of the two general results it falls under: four in a row is won on every board from 6x5
   * up, and nine or more in a row is a draw on any board. Empty for a board no published result
   * settles: a new one. (Nothing is inferred from a neighbouring board: a normal game won on a
   * small board need not be won on a larger one, where the second player has room for lines of
   * its own, and a normal draw says nothing of a smaller board either; only the weak game's
   * results carry over, and those are not what the literature lists.)
   */
  public static java.util.Optional<Published> known(Rules board) {
    Rules transposed = Rules.of(board.columns(), board.rows(), board.k());
    for (Published p : VALUES) {
      if (p.rules().equals(board) || p.rules().equals(transposed)) {
        return java.util.Optional.of(p);
      }
    }
    int shorter = Math.min(board.rows(), board.columns());
    int longer = Math.max(board.rows(), board.columns());
    if (board.k() == 4 && shorter >= 5 && longer >= 6) {
      return java.util.Optional.of(new Published(board, "X wins", FROM_6_5_4));
    }
    if (board.k() >= 9) {
      return java.util.Optional.of(new Published(board, "draw", HALES_JEWETT));
    }
    return java.util.Optional.empty();
  }
}
