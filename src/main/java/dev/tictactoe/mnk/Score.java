package dev.tictactoe.mnk;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How engines value a position, on every board: from the point of view of the player to move, a
 * win is positive, a loss negative, a draw 0, and the size says how soon the game ends.
 *
 * <p>A game that ends with t marks on a board of c cells is worth {@code c + 1 - t} to the winner
 * and {@code -(c + 1 - t)} to the loser; on 3x3, {@code 10 - t}. Why a depth term at all: without
 * it every winning move scores the same, and an engine may pick a win five moves away over the one
 * available now, dithering while the opponent gets chances to err in its favour no longer; a fair
 * puzzle asks for the fastest win and the slowest loss. Why counted from the empty board (the
 * marks at the end) and not from wherever the search started: so that the value belongs to the
 * position alone. Two searches that reach the same position from different roots must agree on
 * its value, or a table that remembers values between searches would hand one search the other's
 * numbers.
 *
 * <p>Between two moves from the same position, t differs only by the moves still to play, so the
 * fastest win (smallest t) scores highest and the slowest loss (largest t) scores highest among
 * losses. Values lie in -64..64; {@link #WORST} is below all of them and {@link #BEST} above.
 */
public final class Score {
  /** Lower than any score: where a search for the best move starts. */
  public static final int WORST = -100;
  /** Higher than any score. */
  public static final int BEST = 100;
  /** One bound in {@link #bounds}'s words; group 2 or 3 holds its ply if it has one. */
  private static final Pattern BOUND = Pattern.compile("(X cannot win|O cannot win)"
      + "(?: before ply (\\d+))?|[XO] wins, on ply (\\d+) at the latest");

  private Score() {}

  // tag::terminal[]
  /** The value, for the player to move, of a game the opponent won with {@code marks} marks. */
  public static int lostWith(int cells, int marks) {
    return -(cells + 1 - marks);
  }

  /** The value, for the player who completes a line with {@code marks} marks on the board. */
  public static int wonWith(int cells, int marks) {
    return cells + 1 - marks;
  }
  // end::terminal[]

  /** The ply (marks on the board once the last move is made) a decided game ends on. */
  public static int endPly(int score, int cells) {
    if (score == 0) {
      throw new IllegalArgumentException("a draw has no winning ply");
    }
    return cells + 1 - Math.abs(score);
  }

  /**
   * A score described in words for the player to move on {@code board}: "draw", "win in 3
   * moves (on ply 7)", "loss in 2 moves (on ply 10)"; moves count both players' marks.
   */
  public static String describe(int score, Board board) {
    if (score == 0) {
      return "draw";
    }
    int ply = endPly(score, board.rules().cells());
    int movesLeft = ply - board.marks();
    return (score > 0 ? "win" : "loss") + " in " + movesLeft + (movesLeft == 1 ? " move" : " moves")
        + " (on ply " + ply + ")";
  }

  /**
   * The value of the empty board in the form the m,n,k literature uses: "draw", "X wins on ply
   * 7", "O wins on ply 12" (the ply: marks on the board once the winning move is made).
   */
  public static String outcome(int scoreForX, int cells) {
    if (scoreForX == 0) {
      return "draw";
    }
    return (scoreForX > 0 ? "X" : "O") + " wins on ply " + endPly(scoreForX, cells);
  }

  /**
   * What bounds on the value for X say, in words: "X cannot win before ply 23; O cannot win",
   * "X wins, on ply 31 at the latest", or "nothing" where they say nothing. The value itself
   * where the bounds meet.
   */
  public static String bounds(int lowForX, int highForX, int cells) {
    if (lowForX == highForX) {
      return outcome(lowForX, cells);
    }
    StringBuilder said = new StringBuilder();
    if (highForX < 0) {
      said.append("O wins, on ply ").append(endPly(highForX, cells)).append(" at the latest");
    } else if (highForX == 0) {
      said.append("X cannot win");
    } else if (highForX < BEST) {
      said.append("X cannot win before ply ").append(endPly(highForX, cells));
    }
    String o = lowForX > 0 ? "X wins, on ply " + endPly(lowForX, cells) + " at the latest"
        : lowForX == 0 ? "O cannot win"
        : lowForX > WORST ? "O cannot win before ply " + endPly(lowForX, cells) : "";
    if (!o.isEmpty()) {
      said.append(said.length() > 0 ? "; " : "").append(o);
    }
    return said.length() > 0 ? said.toString() : "nothing";
  }

  /**
   * The bounds on the value for X that {@link #bounds}'s words state, as {@code {low, high}}:
   * what a stopped search wrote down, read back so that a later search can go on from it.
   *
   * @throws IllegalArgumentException if the words are not ones {@link #bounds} writes for a board
   *     of {@code cells} cells
   */
  public static int[] ofBounds(String words, int cells) {
    int low = WORST;
    int high = BEST;
    if (!words.equals("nothing")) {
      for (String said : words.split("; ", -1)) {
        Matcher m = BOUND.matcher(said);
        if (!m.matches()) {
          throw new IllegalArgumentException("not a bound on the value: '" + said + "'");
        }
        String digits = m.group(2) != null ? m.group(2) : m.group(3);
        int bound = 0; // "X cannot win", "O cannot win"
        if (digits != null) {
          int ply = Integer.parseInt(digits);
          if (ply < 1 || ply > cells) {
            throw new IllegalArgumentException("no ply " + ply + " on " + cells + " cells");
          }
          bound = said.startsWith("X") ? wonWith(cells, ply) : -wonWith(cells, ply);
        }
        if (said.startsWith("X cannot") || said.startsWith("O wins")) {
          high = bound; // X's value is at most this
        } else {
          low = bound; // "O cannot win ...", "X wins, ...": at least this
        }
      }
    }
    if (low > high || !bounds(low, high, cells).equals(words)) {
      throw new IllegalArgumentException("not bounds on a value: '" + words + "'");
    }
    return new int[] {low, high};
  }
}
