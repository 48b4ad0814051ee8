package dev.tictactoe.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tictactoe.game.ValidatedGame.Outcome;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Exhaustive proof on 3x3: every complete game (players alternate, 1 first, a game ends at a win or
 * a full board) is enumerated with {@link ReferenceGame} and replayed through every design, which
 * must give the reference's result at every move. The totals are computed by the enumeration and
 * only then compared with the published figures.
 */
class AllThreeByThreeGamesTest {

  /** Complete games, each as its cells 0..8 in the order played (row-major numbering). */
  private static int[][] games;
  /** results[g][i]: the reference's result for move i of game g. */
  private static int[][] results;
  private static int count;

  @BeforeAll
  static void enumerateEveryGame() {
    games = new int[300_000][];
    results = new int[300_000][];
    enumerate(new ReferenceGame(3), new int[9], new int[9], 0);
  }

  // tag::enumerate[]
  private static void enumerate(ReferenceGame reference, int[] cells, int[] res, int depth) {
    for (int cell = 0; cell < 9; cell++) {
      if (!reference.isFree(cell / 3, cell % 3)) {
        continue;
      }
      int player = depth % 2 + 1;
      // The reference is not copyable: replay the prefix into a fresh one for each branch.
      ReferenceGame next = new ReferenceGame(3);
      for (int i = 0; i < depth; i++) {
        next.move(cells[i] / 3, cells[i] % 3, i % 2 + 1);
      }
      cells[depth] = cell;
      res[depth] = next.move(cell / 3, cell % 3, player);
      if (res[depth] != 0 || depth == 8) {
        games[count] = Arrays.copyOf(cells, depth + 1);
        results[count] = Arrays.copyOf(res, depth + 1);
        count++;
      } else {
        enumerate(next, cells, res, depth + 1);
      }
    }
  }
  // end::enumerate[]

  // tag::totals[]
  @Test
  void theEnumerationFindsThePublishedTotals() {
    int firstWins = 0;
    int secondWins = 0;
    int draws = 0;
    for (int g = 0; g < count; g++) {
      int last = results[g][results[g].length - 1];
      if (last == 1) {
        firstWins++;
      } else if (last == 2) {
        secondWins++;
      } else {
        draws++;
      }
    }
    assertEquals(255_168, count, "complete games");
    assertEquals(131_184, firstWins, "won by player 1");
    assertEquals(77_904, secondWins, "won by player 2");
    assertEquals(46_080, draws, "draws");
  }
  // end::totals[]

  @Test
  void everyDesignAgreesWithTheReferenceOnEveryMoveOfEveryGame() {
    for (Design design : Design.values()) {
      for (int g = 0; g < count; g++) {
        ValidatedGame game = ValidatedGame.of(design, 3);
        int[] cells = games[g];
        for (int i = 0; i < cells.length; i++) {
          int result = game.move(cells[i] / 3, cells[i] % 3, i % 2 + 1);
          if (result != results[g][i]) {
            fail(design + " returned " + result + " instead of " + results[g][i] + " at move "
                + (i + 1) + " of the game playing cells " + Arrays.toString(cells));
          }
        }
        Outcome expected = results[g][cells.length - 1] != 0 ? Outcome.WON : Outcome.DRAW;
        if (game.outcome() != expected) {
          fail(design + " ended " + Arrays.toString(cells) + " as " + game.outcome());
        }
      }
    }
  }
}
