package dev.tictactoe.site;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.MinimaxEngine;
import dev.tictactoe.engine.TicTacToeEngine;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Positions;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.solver.Technique;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * What the explorer page knows about every reachable 3x3 position, computed by the project's
 * engines when the page is written: the value of each free cell for the player to move, the
 * engine's move, and how many positions each engine visits to answer. Nothing on the page is
 * typed in by hand.
 *
 * <p>Encoding, one short string per position, so that all 5,478 fit in about 100 KB:
 * {@code "XkO.Xmlkk 4 1234 56"} is
 *
 * <ul>
 *   <li>the board row by row, {@code X} and {@code O} for marks, and for each free cell a letter
 *       for the value of playing there: {@code 'k' + score}, the score in the engines' convention
 *       ({@link dev.tictactoe.mnk.Score}: a game that ends with t marks is worth 10 - t to the
 *       winner, -(10 - t) to the loser, 0 for a draw), so {@code 'k'} is a draw, {@code 'l'..'u'}
 *       win and {@code 'a'..'j'} lose; a free cell on a finished board is {@code '.'};
 *   <li>the engine's cell, 0..8, or {@code -} when the game is over;
 *   <li>the positions plain minimax visits to answer ({@link MinimaxEngine});
 *   <li>the positions a fresh memoized engine visits to answer ({@link TicTacToeEngine}, cold).
 * </ul>
 *
 * <p>Time: a minimax search from every position (2.1 million visits in all), a fresh memoized
 * engine for each, and one warm one for the moves: under half a second. Space: the strings,
 * about 20 bytes per position, 112 KB in all.
 */
final class ExplorerData {
  /** The letter of a draw; a score s is the letter {@code DRAW + s}. */
  static final char DRAW = 'k';

  private ExplorerData() {}

  private static final Rules RULES = Rules.ticTacToe();

  /** Every reachable position's record, in the order {@link Positions#all} gives them. */
  static List<String> records() {
    Engine answers = new TicTacToeEngine(); // warm: values every child from one table
    Engine minimax = new MinimaxEngine(RULES);
    List<String> records = new ArrayList<>();
    for (Board board : Positions.all(RULES)) {
      records.add(record(board, answers, minimax));
    }
    return records;
  }

  private static String record(Board board, Engine answers, Engine minimax) {
    StringBuilder text = new StringBuilder(24);
    for (int cell = 0; cell < 9; cell++) {
      char mark = board.at(cell);
      text.append(mark != '.' || board.isOver() ? mark
          : (char) (DRAW + answers.moveValue(board, cell)));
    }
    Decision plain = minimax.decide(board);
    Decision cold = new TicTacToeEngine().decide(board);
    return text.append(' ').append(plain.moved() ? String.valueOf(plain.cell()) : "-")
        .append(' ').append(plain.visited()).append(' ').append(cold.visited()).toString();
  }

  /**
   * The page's data as JSON: the tie-break grid (for the explanation line) and the records. The
   * grid is the tie-break order written as values, 9 for the cell tried first down to 1.
   */
  static String json() {
    int[] value = new int[9];
    int[] order = RULES.preferenceOrder();
    for (int rank = 0; rank < 9; rank++) {
      value[order[rank]] = 9 - rank;
    }
    String grid = IntStream.of(value).mapToObj(String::valueOf).collect(Collectors.joining(","));
    return records().stream().map(r -> "\"" + r + "\"").collect(Collectors.joining(",\n",
        "{\"grid\":[" + grid + "],\n\"techniques\":" + techniques() + ",\n\"positions\":[\n",
        "]}"));
  }

  /**
   * The strong engine's techniques, by the names {@code techniques} prints, for the switches: each
   * with its gist, shown beside the name, and its description, shown on hover.
   */
  static String techniques() {
    List<Map<String, String>> list = new ArrayList<>();
    for (Technique t : Technique.values()) {
      list.add(Map.of("name", t.cliName(), "gist", t.gist(), "description", t.description()));
    }
    try {
      return new ObjectMapper().writeValueAsString(list);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }
}
