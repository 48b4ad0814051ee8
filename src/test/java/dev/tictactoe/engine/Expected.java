package dev.tictactoe.engine;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Positions;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.solver.AlphaBetaEngine;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The answers every engine is compared with, computed once per test run and shared by every test
 * that needs them: plain minimax's decisions where plain minimax finishes (every non-terminal
 * position of 3x3 and of 3x4 with k = 3), and the all-on strong engine's on random 4x4 positions.
 */
public final class Expected {
  private static Map<Board, Decision> threeByThree;
  private static Map<Board, Decision> threeByFour;
  private static Map<Board, Decision> fourByFour;

  private Expected() {}

  /** Plain minimax on each of the 4,520 non-terminal 3x3 positions, in walk order. */
  public static synchronized Map<Board, Decision> threeByThree() {
    if (threeByThree == null) {
      threeByThree = minimaxOnEveryPosition(Rules.ticTacToe(), 0);
    }
    return threeByThree;
  }

  /**
   * Plain minimax on each non-terminal position of 3x4 with k = 3, in walk order: searched by
   * {@link MinimaxEngine} on every position of three marks or more, and one ply up from those on
   * the 145 positions of two marks or fewer (see {@link #onePlyUp}), which would otherwise take
   * three quarters of the work.
   */
  public static synchronized Map<Board, Decision> threeByFour() {
    if (threeByFour == null) {
      threeByFour = minimaxOnEveryPosition(Rules.of(3, 4, 3), 3);
    }
    return threeByFour;
  }

  /**
   * The strong engine with every technique on, a fresh one per position, on 300 random
   * non-terminal positions of 4x4 with k = 4 holding 6 to 12 marks (seeded, so every run asks the
   * same), in the order they were drawn.
   */
  public static synchronized Map<Board, Decision> fourByFour() {
    if (fourByFour == null) {
      Rules rules = Rules.of(4, 4, 4);
      SplittableRandom random = new SplittableRandom(20261124L);
      Map<Board, Decision> answers = new LinkedHashMap<>();
      while (answers.size() < 300) {
        Board board = rules.emptyBoard();
        int marks = random.nextInt(6, 13);
        while (board.marks() < marks && !board.isOver()) {
          long free = board.empty();
          for (int skip = random.nextInt(Long.bitCount(free)); skip > 0; skip--) {
            free &= free - 1;
          }
          board = board.play(Long.numberOfTrailingZeros(free));
        }
        if (!board.isOver() && !answers.containsKey(board)) {
          answers.put(board, new AlphaBetaEngine(rules).decide(board));
        }
      }
      fourByFour = Collections.unmodifiableMap(answers);
    }
    return fourByFour;
  }

  /**
   * Plain minimax, once per non-terminal position holding at least {@code searchedFrom} marks;
   * the searches are independent, so both cores share them (in shuffled order: the few costly
   * positions near the empty board then land in every chunk of the parallel stream, not all in
   * the first). The positions with fewer marks are decided one ply up, fullest first.
   */
  private static Map<Board, Decision> minimaxOnEveryPosition(Rules rules, int searchedFrom) {
    List<Board> positions = Positions.all(rules).stream().filter(b -> !b.isOver()).toList();
    List<Board> searched = new ArrayList<>(positions);
    searched.removeIf(b -> b.marks() < searchedFrom);
    Collections.shuffle(searched, new Random(20261123L));
    ThreadLocal<MinimaxEngine> minimax = ThreadLocal.withInitial(() -> new MinimaxEngine(rules));
    Map<Board, Decision> found = new ConcurrentHashMap<>();
    searched.parallelStream().forEach(b -> found.put(b, minimax.get().decide(b)));
    for (int marks = searchedFrom - 1; marks >= 0; marks--) {
      for (Board board : positions) {
        if (board.marks() == marks) {
          found.put(board, onePlyUp(board, found));
        }
      }
    }
    Map<Board, Decision> answers = new LinkedHashMap<>();
    positions.forEach(b -> answers.put(b, found.get(b)));
    return Collections.unmodifiableMap(answers);
  }

  /**
   * Plain minimax's decision from its decisions one ply down: the definition plain minimax
   * searches by, applied once. A move is worth minus the value of the position it leaves (a
   * finished one is worth what {@link Checks#finished} says), the first best move in preference
   * order is played, and the positions visited are the root and every child's whole tree, as
   * {@link MinimaxEngine} counts them.
   */
  static Decision onePlyUp(Board board, Map<Board, Decision> below) {
    int best = Score.WORST;
    int bestCell = -1;
    long visited = 1;
    for (int cell : board.rules().preferenceOrder()) {
      if ((board.empty() & (1L << cell)) != 0) {
        Board child = board.play(cell);
        Decision next = child.isOver() ? null : below.get(child);
        int score = -(next == null ? Checks.finished(child).score() : next.score());
        visited += next == null ? 1 : next.visited();
        if (score > best) {
          best = score;
          bestCell = cell;
        }
      }
    }
    return new Decision(board, board.play(bestCell), bestCell, best, visited);
  }
}
