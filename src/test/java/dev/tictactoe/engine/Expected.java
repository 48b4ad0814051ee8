package dev.tictactoe.engine;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Positions;
import dev.tictactoe.mnk.Rules;
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
      threeByThree = minimaxOnEveryPosition(Rules.ticTacToe());
    }
    return threeByThree;
  }

  /** Plain minimax on each non-terminal position of 3x4 with k = 3, in walk order. */
  public static synchronized Map<Board, Decision> threeByFour() {
    if (threeByFour == null) {
      threeByFour = minimaxOnEveryPosition(Rules.of(3, 4, 3));
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
   * Plain minimax, once per non-terminal position; the searches are independent, so both cores
   * share them (in shuffled order: the few costly positions near the empty board then land in
   * every chunk of the parallel stream, not all in the first).
   */
  private static Map<Board, Decision> minimaxOnEveryPosition(Rules rules) {
    List<Board> positions = Positions.all(rules).stream().filter(b -> !b.isOver()).toList();
    List<Board> shuffled = new ArrayList<>(positions);
    Collections.shuffle(shuffled, new Random(20261123L));
    ThreadLocal<MinimaxEngine> minimax = ThreadLocal.withInitial(() -> new MinimaxEngine(rules));
    Map<Board, Decision> found = new ConcurrentHashMap<>();
    shuffled.parallelStream().forEach(b -> found.put(b, minimax.get().decide(b)));
    Map<Board, Decision> answers = new LinkedHashMap<>();
    positions.forEach(b -> answers.put(b, found.get(b)));
    return Collections.unmodifiableMap(answers);
  }
}
