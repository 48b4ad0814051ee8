package dev.tictactoe.browser;

import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.solver.AlphaBetaEngine;
import dev.tictactoe.solver.ColdSolve;
import dev.tictactoe.solver.Technique;
import dev.tictactoe.text.Quote;
import java.io.PrintStream;
import java.util.Set;

/**
 * The strong engine as the explorer page runs it, compiled to WebAssembly by TeaVM (the {@code
 * browser-engine} execution in {@code pom.xml}) and run in a Web Worker; on the JVM it runs the
 * same way, which is how the tests hold it to the engine.
 *
 * <p>One call of {@link #main} answers one question about one position, with no state kept
 * between calls but the code itself: arguments in, lines out on standard output, which the page's
 * worker forwards as they come.
 *
 * <ul>
 *   <li>in: the rules ({@code 4x4k4}), the cells row by row ({@code X....O..........}), the
 *       techniques to leave out ({@code table,symmetry}, or {@code -} for none), and what to
 *       answer: {@code move} (the engine's move alone) or {@code values} (the move, then the value
 *       of every free cell);
 *   <li>out: {@code progress VISITED} every 65,536 positions or so; {@code solve VISITED
 *       MICROSECONDS}, the position's value proven by a fresh engine of the chosen techniques,
 *       asked as a solve is ({@link ColdSolve#engine}), so that on an empty board the count is the
 *       one every page of the site gives the board; {@code move CELL SCORE VISITED MICROSECONDS}
 *       (cell -1 and no positions on a finished board), the move the same engine then finds,
 *       with the positions that took beyond the value's; then, for {@code values}, {@code value
 *       CELL SCORE} for each free cell, in row-major order, from one engine with every
 *       technique, its table warm from cell to cell; then {@code done}. Bad input is one line,
 *       {@code error REASON}, and nothing else.
 * </ul>
 *
 * <p>Scores are in the engine's units ({@link dev.tictactoe.mnk.Score}), for the player to move.
 */
public final class BrowserEngine {
  private BrowserEngine() {}

  /** Answers one question; see the class comment for the arguments and the lines printed. */
  public static void main(String[] args) {
    answer(args, System.out);
  }

  // tag::answer[]
  /** Answers one question on {@code out}. */
  public static void answer(String[] args, PrintStream out) {
    Question question;
    try {
      question = Question.of(args);
    } catch (IllegalArgumentException e) { // bad rules, cells, position or technique name
      out.println("error " + e.getMessage());
      return;
    }
    Board board = question.board();
    SearchMonitor progress = (visited, fill) -> out.println("progress " + visited);
    AlphaBetaEngine asked = ColdSolve.engine(board.rules(), question.techniques(), progress);
    long start = System.nanoTime();
    Evaluation value = asked.evaluate(board);
    long valued = System.nanoTime();
    out.println("solve " + value.visited() + " " + (valued - start) / 1000);
    Decision decision = asked.decide(board); // warm: the value is in its table
    out.println("move " + decision.cell() + " " + decision.score() + " "
        + (decision.moved() ? decision.visited() : 0) + " " + (System.nanoTime() - valued) / 1000);
    if (question.values() && decision.moved()) {
      AlphaBetaEngine engine = new AlphaBetaEngine(board.rules(), Technique.all(),
          progress);
      for (long free = board.empty(); free != 0; free &= free - 1) {
        int cell = Long.numberOfTrailingZeros(free);
        out.println("value " + cell + " " + engine.moveValue(board, cell));
      }
    }
    out.println("done");
  }

  /**
   * One question, read from the arguments: a position that can arise, the techniques its move is
   * searched with, and whether every free cell is valued too.
   */
  record Question(Board board, Set<Technique> techniques, boolean values) {
    /** @throws IllegalArgumentException naming what is wrong with the arguments */
    static Question of(String[] args) {
      if (args.length != 4) {
        throw new IllegalArgumentException("expected 4 arguments: rules, cells, techniques left"
            + " out, move|values; got " + args.length);
      }
      Board board = Board.ofCells(Rules.ofCompactName(args[0]), args[1]).check();
      Set<Technique> techniques = args[2].equals("-") ? Technique.all()
          : Technique.allBut(args[2]);
      boolean values = switch (args[3]) {
        case "values" -> true;
        case "move" -> false;
        default -> throw new IllegalArgumentException("what to answer is 'move' or 'values', not "
            + Quote.of(args[3]));
      };
      return new Question(board, techniques, values);
    }
  }
  // end::answer[]

}
