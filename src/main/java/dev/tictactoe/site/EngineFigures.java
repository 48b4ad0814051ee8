package dev.tictactoe.site;

import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.engine.MinimaxEngine;
import dev.tictactoe.engine.TicTacToeEngine;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Census;
import dev.tictactoe.mnk.Positions;
import dev.tictactoe.mnk.Published;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.TreeSizeEstimate;
import dev.tictactoe.report.Numbers;
import dev.tictactoe.solver.ColdSolve;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The engine figures the chapters show, computed by the engines when the site renders, so the
 * pages always show what the code does now: the 3x3 node counts, and the scaling chapter's tables
 * of published values, solved boards and positions visited. Each is an AsciiDoc table the
 * chapters include from the captured directory, by the name {@link #all} gives it; the figures
 * the prose quotes of them go into the {@link FigureBook}: {@code value-4x4k4}, {@code
 * positions-4x4k4} (the strong engine's cold solve, {@link ColdSolve}) and {@code
 * minimax-tree-4x4k4} (plain minimax's whole tree, counted or estimated).
 *
 * <p>A board's positions are one count wherever a table shows them: every table asks
 * {@link #solved} for it, which solves each board once.
 */
public final class EngineFigures {
  /** The largest boards the chapter's table of solved boards covers. */
  static final int TABLE_CELLS = 30;

  /**
   * The one heading of the strong engine's positions in every table: a board's count is the same
   * in all of them, and the test of the rendered site holds tables with one heading to one value.
   */
  static final String POSITIONS = "Strong engine: positions to solve";

  private EngineFigures() {}

  /** The boards of the table of positions visited, plain minimax against the strong engine. */
  static final List<String> VISITED_BOARDS =
      List.of("3x3k3", "3x4k3", "4x4k3", "4x4k4", "5x5k4", "6x5k4", "4x7k4");

  private static final Map<Rules, Evaluation> SOLVED = new ConcurrentHashMap<>();

  /**
   * Every table, by the name the chapters include it by ({@code node-counts}, {@code mnk-*}),
   * with the figures the prose quotes put into {@code book}.
   */
  public static Map<String, String> all(FigureBook book) {
    Map<String, String> figures = new LinkedHashMap<>();
    figures.put("node-counts", nodeCounts());
    figures.put("mnk-published", published(book));
    figures.put("mnk-solved", solvedBoards(book));
    figures.put("mnk-visited", visited(book));
    return figures;
  }

  /** The empty board solved cold ({@link ColdSolve}), once per board per run of the site. */
  static Evaluation solved(Rules rules) {
    return SOLVED.computeIfAbsent(rules, ColdSolve::of);
  }

  /** The board's value, as the literature gives it ("X wins on ply 11"), into the book too. */
  private static String value(Rules rules, FigureBook book) {
    Evaluation e = solved(rules);
    String value = Score.outcome(e.scoreForX(), rules.cells());
    book.put("value-" + compact(rules), value);
    book.put("positions-" + compact(rules), String.format(Locale.ROOT, "%,d", e.visited()));
    return value;
  }

  /** {@code 4x4k4}, as benchmarks and attributes name a board. */
  static String compact(Rules rules) {
    return rules.rows() + "x" + rules.columns() + "k" + rules.k();
  }

  /**
   * The published values of the boards this page can solve as it renders (up to {@link
   * #TABLE_CELLS} cells) beside the computed ones, as an AsciiDoc table.
   */
  static String published(FigureBook book) {
    StringBuilder table = new StringBuilder("[cols=\"2,2,3,1,4\",options=\"header\"]\n|===\n"
        + "| Game | Published | Computed now | Agree? | Source\n");
    for (Published p : Published.upTo(TABLE_CELLS)) {
      String computed = value(p.rules(), book);
      table.append("| ").append(p.rules().rows()).append(',').append(p.rules().columns())
          .append(',').append(p.rules().k()).append(" (").append(p.rules().name()).append(")")
          .append(" | ").append(p.value()).append(" | ").append(computed)
          .append(" | ").append(p.agrees(computed) ? "yes" : "*NO*")
          .append(" | ").append(p.source()).append('\n');
    }
    return table.append("|===\n").toString();
  }

  /**
   * Every board of up to {@link #TABLE_CELLS} cells that {@code table} solves: the boards of three
   * rows or more in a grid, a row per size and a column per k, each cell the value and the
   * positions of the cold solve; the single and double rows summed up by their values.
   */
  static String solvedBoards(FigureBook book) {
    Map<String, Map<Integer, String>> grid = new LinkedHashMap<>(); // "3x4" -> k -> cell
    int maxK = 3;
    Map<Integer, Map<String, Integer>> thinBoards = new TreeMap<>();
    for (Rules rules : Rules.boardsUpTo(TABLE_CELLS)) {
      String value = value(rules, book);
      if (rules.rows() <= 2) {
        thinBoards.computeIfAbsent(rules.rows(), r -> new TreeMap<>()).merge(value, 1,
            Integer::sum);
        continue;
      }
      maxK = Math.max(maxK, rules.k());
      grid.computeIfAbsent(rules.rows() + "x" + rules.columns(), b -> new TreeMap<>())
          .put(rules.k(), value + " +\n" + String.format(Locale.ROOT, "%,d",
              solved(rules).visited()));
    }
    StringBuilder table = new StringBuilder("[cols=\"2").append(",3".repeat(maxK - 2))
        .append("\",options=\"header\"]\n|===\n| Board");
    for (int k = 3; k <= maxK; k++) {
      table.append(" | k = ").append(k);
    }
    table.append('\n');
    int columns = maxK - 1;
    grid.forEach((board, cells) -> {
      table.append("| ").append(board);
      for (int k = 3; k <= columns + 1; k++) {
        table.append(" | ").append(cells.getOrDefault(k, ""));
      }
      table.append('\n');
    });
    thinBoards.forEach((rows, values) -> {
      table.append(columns).append("+| ").append(rows == 1 ? "A single row" : "Two rows")
          .append(", every n and k up to " + TABLE_CELLS + " cells: ");
      List<String> parts = new ArrayList<>();
      values.forEach((value, count) -> parts.add(count + (count == 1 ? " board: " : " boards: ")
          + value));
      table.append(String.join("; ", parts)).append('\n');
    });
    return table.append("|===\n").toString();
  }


  /**
   * Positions each engine visits to solve the empty board: plain minimax's whole tree, counted
   * exactly by the census where it can be (it is exactly what minimax visits) and estimated by
   * Knuth's method beyond; the memoized engine's cold solve, counted.
   */
  static String visited(FigureBook book) {
    StringBuilder table = new StringBuilder("[cols=\"2,3,2,2\",options=\"header\"]\n|===\n"
        + "| Board | Plain minimax: its whole tree | " + POSITIONS + " | Ratio\n");
    for (String board : VISITED_BOARDS) {
      Rules rules = Rules.ofCompactName(board);
      double minimax;
      String minimaxText;
      if (rules.cells() <= 16) {
        minimax = Census.take(rules).nodes();
        book.put("minimax-tree-" + board, String.format(Locale.ROOT, "%,.0f", minimax));
        minimaxText = String.format(Locale.ROOT, "%,.0f (counted)", minimax);
      } else {
        TreeSizeEstimate e = TreeSizeEstimate.of(rules.emptyBoard(), 10_000, 20261123L);
        minimax = e.mean();
        book.put("minimax-tree-" + board, "about " + Numbers.count(e.mean()));
        minimaxText = String.format(Locale.ROOT, "%s ± %.1f%% (estimated)",
            Numbers.count(e.mean()), 100 * e.standardError() / e.mean());
      }
      value(rules, book);
      long strong = solved(rules).visited();
      table.append("| ").append(rules.name()).append(" | ").append(minimaxText)
          .append(String.format(Locale.ROOT, " | %,d", strong))
          .append(" | ").append(Numbers.count(minimax / strong)).append('\n');
    }
    return table.append("|===\n").toString();
  }

  /**
   * How many positions each engine visits to answer, as an AsciiDoc table: for each named
   * position, minimax, a fresh alpha-beta engine, and that engine asked the same question again;
   * then every reachable position asked in turn of one engine of each kind, and of the alpha-beta
   * engine a second time. Counted when the site renders, like the census, so the docs show what
   * the code does now.
   */
  static String nodeCounts() {
    StringBuilder table = new StringBuilder("[cols=\"3,2,2,2\",options=\"header\"]\n|===\n"
        + "| Question | Plain minimax | Puzzle engine, cold | Puzzle engine, asked again\n");
    Positions.NAMED.forEach((name, board) -> {
      TicTacToeEngine alphaBeta = new TicTacToeEngine();
      long first = alphaBeta.decide(board).visited();
      long again = alphaBeta.decide(board).visited();
      nodeCountRow(table, name + ": " + Asciidoc.boardRows(board),
          new MinimaxEngine(board.rules()).decide(board).visited(), first, again);
    });
    List<Board> all = Positions.all(Rules.ticTacToe());
    Engine minimax = new MinimaxEngine(Rules.ticTacToe());
    Engine alphaBeta = new TicTacToeEngine();
    long[] sums = new long[3];
    for (Board board : all) {
      sums[0] += minimax.decide(board).visited();
      sums[1] += alphaBeta.decide(board).visited();
    }
    for (Board board : all) {
      sums[2] += alphaBeta.decide(board).visited();
    }
    nodeCountRow(table, String.format(Locale.ROOT, "all %,d reachable positions, one after another,"
        + " of one engine", all.size()), sums[0], sums[1], sums[2]);
    return table.append("|===\n").toString();
  }

  private static void nodeCountRow(StringBuilder table, String question, long... counts) {
    table.append("| ").append(question);
    for (long count : counts) {
      table.append(String.format(Locale.ROOT, " | %,d", count));
    }
    table.append('\n');
  }
}
