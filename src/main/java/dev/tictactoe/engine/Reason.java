package dev.tictactoe.engine;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Why the engine's move is the one, in the explorer's words, from the value of every free cell:
 * the fastest win, the only cell that does not lose, a tie broken by the grid. The explorer says
 * it in the browser (its script's {@code explain}); the checker says it in the terminal, beside a
 * wrong answer; a browser test holds the two to the same sentence. "Cells" are the places the
 * player could mark now, "moves" the marks still to be played before the game ends.
 */
public final class Reason {
  private static final String[] CELL_NAMES_3 = {"top left", "top", "top right", "left",
      "centre", "right", "bottom left", "bottom", "bottom right"};

  private Reason() {}

  /**
   * The sentence for {@code choice} on {@code board}, given each free cell's value for the player
   * to move ({@link Engine#moveValue}); values of taken cells are not read.
   */
  public static String explain(Board board, int[] values, int choice) {
    Rules rules = board.rules();
    boolean ticTacToe = rules.equals(Rules.ticTacToe());
    if (board.isOver()) {
      return "The game is over: there is no move to make.";
    }
    String where = (ticTacToe ? "the " + CELL_NAMES_3[choice] + " (" : "") + "row "
        + (choice / rules.columns() + 1) + ", column " + (choice % rules.columns() + 1)
        + (ticTacToe ? ")" : "");
    List<Integer> free = new ArrayList<>();
    for (int c = 0; c < rules.cells(); c++) {
      if (board.at(c) == '.') {
        free.add(c);
      }
    }
    int best = values[choice];
    List<Integer> equal = free.stream().filter(c -> values[c] == best).toList();
    long wins = free.stream().filter(c -> values[c] > 0).count();
    String why;
    String alike = "";
    if (free.size() == 1) {
      why = "the only free cell, and it " + ending(best, board);
    } else if (best > 0) {
      alike = "win that soon";
      if (wins == 1) {
        why = "the only cell that wins; it " + ending(best, board);
      } else if (equal.size() == free.size()) {
        why = "every cell wins " + when(best, board);
      } else if (equal.size() < wins) {
        why = "it " + ending(best, board) + ", the soonest of the " + wins + " cells that win"
            + (equal.size() > 1 ? "" : wins == 2 ? "; the other cell wins later"
                : "; the other cells win later");
      } else {
        why = "it " + ending(best, board) + "; no cell wins sooner";
      }
    } else if (best == 0) {
      alike = "draw";
      int losing = free.size() - equal.size();
      why = equal.size() == free.size() ? "every cell draws"
          : equal.size() == 1 ? "the only cell that does not lose; it draws"
              : "it draws; no cell wins, and " + plural(losing, "cell")
                  + (losing == 1 ? " loses" : " lose");
    } else {
      alike = "hold out that long";
      why = equal.size() == free.size() ? "every cell loses " + when(best, board)
          : "every cell loses; this one holds out longest and loses " + when(best, board);
    }
    StringBuilder sentence = new StringBuilder("The engine plays " + where + ": " + why + ".");
    if (equal.size() > 1) {
      sentence.append(' ').append(equal.size() == free.size() ? "With all " + equal.size()
          + " cells worth the same, the tie" : equal.size() + " cells " + alike
          + ", this one among them, so the tie");
      if (ticTacToe) {
        int[] grid = grid(rules);
        sentence.append(" is broken by the cell-value grid ").append(grid[0]).append(' ')
            .append(grid[1]).append(' ').append(grid[2]).append(" / ").append(grid[3])
            .append(' ').append(grid[4]).append(' ').append(grid[5]).append(" / ")
            .append(grid[6]).append(' ').append(grid[7]).append(' ').append(grid[8])
            .append(": this cell's ").append(grid[choice]).append(" is the highest of ")
            .append(equal.stream().map(c -> grid[c]).sorted(Comparator.reverseOrder())
                .map(String::valueOf).collect(Collectors.joining(", ")))
            .append('.');
      } else {
        sentence.append(" goes to the cell on the most lines of ").append(rules.k())
            .append(" (this one is on ").append(rules.windowsThroughCount(choice))
            .append("), then to the first in row order.");
      }
    }
    return sentence.toString();
  }

  /** The puzzle's grid on 3x3: each cell's value, 9 for the first in the preference order. */
  static int[] grid(Rules rules) {
    int[] grid = new int[rules.cells()];
    int[] order = rules.preferenceOrder();
    for (int rank = 0; rank < order.length; rank++) {
      grid[order[rank]] = rules.cells() - rank;
    }
    return grid;
  }

  /** "in 3 moves (on ply 7)": when a game decided by a move worth {@code score} ends. */
  static String when(int score, Board board) {
    int cells = board.rules().cells();
    int ply = cells + 1 - Math.abs(score);
    return "in " + plural(ply - board.marks(), "move") + " (on ply " + ply + ")";
  }

  /** "draws", "wins in 3 moves (on ply 7)": how a move worth {@code score} ends the game. */
  static String ending(int score, Board board) {
    return score == 0 ? "draws" : (score > 0 ? "wins " : "loses ") + when(score, board);
  }

  private static String plural(long n, String word) {
    return n + " " + word + (n == 1 ? "" : "s");
  }
}
