package dev.tictactoe.site;

import dev.tictactoe.game.CounterGame;
import dev.tictactoe.game.StatementExample;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The dry run an editorial gives: the counters design ({@link CounterGame}) played through the
 * statement's own example ({@link StatementExample}), one row a move with every counter as the
 * code holds it after the move and what the move returns. Computed when the site renders, so the
 * table is the code's, not a copy of it; a counter that reaches +n or -n is set in bold.
 */
public final class CounterDryRun {
  private CounterDryRun() {}

  /** The captured text {@code counters-dry-run}: an AsciiDoc table. */
  public static Map<String, String> all() {
    return Map.of("counters-dry-run", table());
  }

  static String table() {
    int n = StatementExample.N;
    CounterGame game = new CounterGame(n);
    StringBuilder table = new StringBuilder("[%autowidth,options=header]\n|===\n"
        + "| Move | row, col, player | Rows 0 to " + (n - 1) + " | Columns 0 to " + (n - 1)
        + " | Diagonal | Anti-diagonal | Returns\n");
    List<int[]> moves = StatementExample.moves();
    for (int i = 0; i < moves.size(); i++) {
      int[] m = moves.get(i);
      int result = game.move(m[0], m[1], m[2]);
      CounterGame.Counters c = game.counters();
      table.append("| ").append(i + 1)
          .append(" | ").append(m[0]).append(", ").append(m[1]).append(", ").append(m[2])
          .append(" | ").append(counters(c.rows(), n))
          .append(" | ").append(counters(c.columns(), n))
          .append(" | ").append(counter(c.diagonal(), n))
          .append(" | ").append(counter(c.antiDiagonal(), n))
          .append(" | ").append(result).append('\n');
    }
    return table.append("|===\n").toString();
  }

  private static String counters(List<Integer> values, int n) {
    return values.stream().map(v -> counter(v, n)).collect(Collectors.joining(" "));
  }

  /** A counter, in bold when its line is full of one player's marks. */
  private static String counter(int value, int n) {
    String text = Integer.toString(value);
    return Math.abs(value) == n ? "*" + text + "*" : text;
  }
}
