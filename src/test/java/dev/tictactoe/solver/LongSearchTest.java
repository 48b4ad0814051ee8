package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.mnk.SearchStoppedException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.function.LongPredicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;

/**
 * A long search and its monitor: the monitor hears which question ply deepening is on, and a
 * search the monitor stops says what it had proven by then, which is true.
 */
@Order(Order.DEFAULT + 1) // long: at the back, see junit-platform.properties
class LongSearchTest {
  /** 4x7 with four in a row: a draw that ply deepening takes about 1.2 million positions over. */
  private static final Rules BOARD = Rules.of(4, 7, 4);

  @Test
  void theBoundsAStoppedSearchHandsOnHoldAndNarrowTheLongerItRuns() {
    Evaluation solved = solved();
    int value = solved.scoreForX();
    assertTrue(solved.visited() > 4 * SearchMonitor.INTERVAL, "long enough to stop: "
        + solved.visited());
    int low = Score.WORST;
    int high = Score.BEST;
    for (long stopAt : new long[] {solved.visited() / 4, solved.visited() / 2,
        solved.visited() - 2 * SearchMonitor.INTERVAL}) {
      SearchStoppedException stopped = assertThrows(SearchStoppedException.class,
          () -> stoppedAfter(stopAt).evaluate(BOARD.emptyBoard()));
      String at = "stopped after " + stopped.visited() + " positions: " + stopped.proven();
      assertTrue(stopped.lowForX() <= value && value <= stopped.highForX(), at);
      // the same search stopped later has proven all it had before, and the same engine
      // configuration searches the same positions in the same order
      assertTrue(stopped.lowForX() >= low && stopped.highForX() <= high, at);
      low = stopped.lowForX();
      high = stopped.highForX();
    }
    assertTrue(low > Score.WORST && high < Score.BEST, "it got somewhere: [" + low + ", "
        + high + "]");
  }

  /**
   * A search stopped three quarters of the way hands on its bounds in words (what the table writes
   * to its file); read back, they let a fresh engine go on from there: the same value, without
   * the questions the bounds answer, so in fewer positions than the whole search (about 633,000
   * of 758,000 here; on 4x9 k=4, won on ply 23, stopped in the question of ply 23, 115 of 226
   * million).
   */
  @Test
  void aSearchGoesOnFromTheBoundsAStoppedOneProved() {
    Evaluation solved = solved();
    SearchStoppedException stopped = assertThrows(SearchStoppedException.class,
        () -> stoppedAfter(solved.visited() / 4 * 3).evaluate(BOARD.emptyBoard()));
    int[] proven = Score.ofBounds(stopped.proven(), BOARD.cells());
    assertEquals(stopped.lowForX(), proven[0], stopped.proven());
    assertEquals(stopped.highForX(), proven[1], stopped.proven());
    assertTrue(proven[1] < Score.BEST, "something to go on from: " + stopped.proven());
    // X moves first: its bounds are the mover's
    Evaluation resumed = new AlphaBetaEngine(BOARD).evaluate(BOARD.emptyBoard(), proven[0],
        proven[1]);
    assertEquals(solved.score(), resumed.score());
    assertTrue(resumed.visited() < solved.visited(), "from " + stopped.proven() + ": "
        + resumed.visited() + " positions, the whole search " + solved.visited());
    assertThrows(IllegalArgumentException.class,
        () -> new AlphaBetaEngine(BOARD).evaluate(BOARD.emptyBoard(), 1, 0));
  }

  /**
   * What a monitor reads at each checkpoint ({@link ProvingEngine#provenForX}: what a checkpoint
   * of {@code table} writes down while the search goes on) only narrows, and at the checkpoint
   * where the monitor stops the search it is exactly what the stop hands on, for X, here on a
   * position with O to move (turned to X's the same way). (That reading it changes nothing in
   * the search, {@code TableRunTest} holds: a board that writes its checkpoint at every
   * checkpoint visits a cold solve's positions.)
   */
  @Test
  void whatAMonitorReadsAtACheckpointIsWhatAStopThereHandsOn() {
    dev.tictactoe.mnk.Board oToMove = BOARD.emptyBoard().play(0); // about 280,000 positions
    long stopAt = 4 * SearchMonitor.INTERVAL;
    List<int[]> read = new ArrayList<>();
    ProvingEngine[] engine = new ProvingEngine[1];
    engine[0] = new AlphaBetaEngine(BOARD, Technique.all(), (visited, fill) -> {
      read.add(engine[0].provenForX());
      if (visited >= stopAt) {
        throw new SearchStoppedException("stopped", visited);
      }
    });
    SearchStoppedException stopped = assertThrows(SearchStoppedException.class,
        () -> engine[0].evaluate(oToMove));
    int[] last = read.get(read.size() - 1);
    assertEquals(stopped.lowForX(), last[0], stopped.proven());
    assertEquals(stopped.highForX(), last[1], stopped.proven());
    assertTrue(last[0] > Score.WORST || last[1] < Score.BEST, "it got somewhere: "
        + stopped.proven());
    for (int i = 1; i < read.size(); i++) {
      assertTrue(read.get(i)[0] >= read.get(i - 1)[0] && read.get(i)[1] <= read.get(i - 1)[1],
          "only narrowing, at checkpoint " + i);
    }
  }

  @Test
  void aSearchWithoutPlyDeepeningHasNothingToSay() {
    AlphaBetaEngine engine = new AlphaBetaEngine(BOARD,
        EnumSet.complementOf(EnumSet.of(Technique.PLY_DEEPENING)), stopper(SearchMonitor.INTERVAL));
    SearchStoppedException stopped = assertThrows(SearchStoppedException.class,
        () -> engine.evaluate(BOARD.emptyBoard()));
    assertEquals("nothing", stopped.proven());
  }

  @Test
  void boundsInWords() {
    int cells = 28;
    assertEquals("nothing", Score.bounds(Score.WORST, Score.BEST, cells));
    assertEquals("draw", Score.bounds(0, 0, cells));
    assertEquals("X cannot win before ply 13; O cannot win before ply 12",
        Score.bounds(Score.lostWith(cells, 12), Score.wonWith(cells, 13), cells));
    assertEquals("X cannot win; O cannot win before ply 20",
        Score.bounds(Score.lostWith(cells, 20), 0, cells));
    assertEquals("X wins, on ply 21 at the latest",
        Score.bounds(Score.wonWith(cells, 21), Score.BEST, cells));
    assertEquals("O wins, on ply 14 at the latest; O cannot win before ply 10",
        Score.bounds(Score.lostWith(cells, 10), Score.lostWith(cells, 14), cells));
  }

  /** Every pair of distinct bounds, in words and read back: the same bounds. */
  @Test
  void boundsInWordsReadBack() {
    for (int cells : new int[] {9, 28, 64}) {
      List<Integer> scores = new ArrayList<>(List.of(Score.WORST, Score.BEST));
      for (int s = -cells; s <= cells; s++) {
        scores.add(s);
      }
      int pairs = 0;
      for (int low : scores) {
        for (int high : scores) {
          if (low < high) {
            String words = Score.bounds(low, high, cells);
            int[] read = Score.ofBounds(words, cells);
            assertEquals(low, read[0], words);
            assertEquals(high, read[1], words);
            pairs++;
          }
        }
      }
      assertEquals((2 * cells + 3) * (2 * cells + 2) / 2, pairs);
    }
    for (String notBounds : new String[] {"draw", "X wins on ply 7", "", "X cannot win before",
        "O cannot win; X cannot win", "X cannot win before ply 29", "X cannot win before ply 0",
        "X cannot win before ply 99999999999", "O cannot win before ply 2; X cannot win"}) {
      assertThrows(IllegalArgumentException.class, () -> Score.ofBounds(notBounds, 28),
          notBounds);
    }
  }

  @Test
  void theMonitorHearsEachQuestionOfThePlyLadderInOrder() {
    List<String> asked = new ArrayList<>();
    SearchMonitor listening = listeningTo(asked);
    Decision decision = new AlphaBetaEngine(BOARD, Technique.all(), listening)
        .decide(BOARD.emptyBoard());
    Pattern question = Pattern.compile("does ([XO]) win (at all|by ply (\\d+))\\?");
    int[] lastPly = {0, 0}; // X's, O's
    for (String q : asked.subList(0, asked.size() - 1)) {
      if (q.equals(ROOT_WEAK)) {
        continue; // between two ply questions (the next test)
      }
      Matcher m = question.matcher(q);
      assertTrue(m.matches(), q);
      if (m.group(3) != null) {
        int side = m.group(1).equals("X") ? 0 : 1;
        int ply = Integer.parseInt(m.group(3));
        assertEquals(side == 0 ? 1 : 0, ply % 2, "a side wins only on its own plies: " + q);
        assertTrue(ply > lastPly[side], "one ply at a time, upwards: " + asked);
        lastPly[side] = ply;
      }
    }
    // (O's questions are settled at once: the first tries prove that O cannot win at all)
    assertTrue(lastPly[0] > 0, "X's ladder: " + asked);
    assertEquals("the value is known (" + Score.outcome(decision.score(), BOARD.cells())
        + "): which move reaches it?", asked.get(asked.size() - 1));
  }

  /** What ply deepening asks when it turns to the weak game at the root. */
  private static final String ROOT_WEAK = "can either side stop every line of the other's?";

  /**
   * Once a query has visited a million positions, ply deepening asks the weak game at the root
   * between two ply questions, and again each time the query's positions double (the question
   * that proves the largest drawn boards a draw). On 4x8 with four in a row, a draw of some ten
   * million positions, it is asked, past the first million and not before; the search is stopped
   * there (its value, a draw, is the committed table's, held by CommittedTableTest).
   */
  @Test
  void pastAMillionPositionsPlyDeepeningAsksTheWeakGameAtTheRoot() {
    List<String> asked = new ArrayList<>();
    long[] stoppedAt = {0};
    boolean[] askedEarly = {false};
    SearchMonitor listening = new SearchMonitor() {
      @Override
      public void checkpoint(long visited, double tableFill) {
        boolean weak = asked.contains(ROOT_WEAK);
        // a checkpoint comes every INTERVAL positions: one this far short of a million is before
        askedEarly[0] |= weak && visited < (1 << 20) - SearchMonitor.INTERVAL;
        if (weak) {
          stoppedAt[0] = visited;
          throw new SearchStoppedException("asked", visited);
        }
      }

      @Override
      public void asking(String question) {
        asked.add(question);
      }
    };
    Rules rules = Rules.of(4, 8, 4);
    assertThrows(SearchStoppedException.class,
        () -> new AlphaBetaEngine(rules, Technique.all(), listening).evaluate(rules.emptyBoard()));
    assertTrue(asked.contains(ROOT_WEAK), asked.toString());
    assertFalse(askedEarly[0], "not before the first million: " + stoppedAt[0] + " " + asked);
    assertTrue(stoppedAt[0] > 1 << 20, "past a million: " + stoppedAt[0]);
    assertTrue(asked.indexOf(ROOT_WEAK) > 0, "between ply questions: " + asked);
  }

  /**
   * Told that the mover wins the weak game (what the table tells a board holding a smaller one X
   * has won), the root does not ask whether the other side can stop the mover's lines: on 4x8
   * k=4, where the first tries prove that O cannot win, that leaves nothing of the weak game to
   * ask at the root: the engine searches the same positions in the same order, and past where
   * the engine not told asked it, it has asked nothing of it.
   */
  @Test
  void toldTheMoverWinsTheWeakGameTheRootDoesNotAskWhetherItsLinesCanBeStopped() {
    Rules rules = Rules.of(4, 8, 4);
    long[] askedAt = {0};
    List<String> untold = new ArrayList<>();
    assertThrows(SearchStoppedException.class, () -> new AlphaBetaEngine(rules, Technique.all(),
        stopWhen(untold, visited -> {
          askedAt[0] = visited;
          return untold.contains(ROOT_WEAK);
        })).evaluate(rules.emptyBoard()));
    assertTrue(untold.contains(ROOT_WEAK), "the engine not told asks it: " + untold);
    List<String> told = new ArrayList<>();
    AlphaBetaEngine engine = new AlphaBetaEngine(rules, Technique.all(),
        SearchMonitor.budget(askedAt[0] + 2 * SearchMonitor.INTERVAL, "stopped",
            listeningTo(told)));
    engine.moverWinsWeakGame(true);
    assertThrows(SearchStoppedException.class, () -> engine.evaluate(rules.emptyBoard()));
    assertFalse(told.contains(ROOT_WEAK), told.toString());
    untold.remove(ROOT_WEAK);
    assertTrue(told.containsAll(untold), "the same questions up to there: " + told);
  }

  /**
   * At the query's root the monitor hears how many of the mover's moves a question has answered:
   * one more each time, of all of them; a question answered no has answered every one, and one
   * answered yes ends before its last. On 5x6 k=4, X wins on ply 11: "by ply 9?" is no.
   */
  @Test
  void theMonitorHearsHowManyMovesAtTheRootAQuestionHasAnswered() {
    Rules rules = Rules.of(5, 6, 4);
    List<String> heard = new ArrayList<>();
    SearchMonitor counting = new SearchMonitor() {
      @Override
      public void checkpoint(long visited, double tableFill) { }

      @Override
      public void asking(String question) {
        heard.add(question);
      }

      @Override
      public void rootMoves(int answered, int of) {
        heard.add(answered + " of " + of);
      }
    };
    Evaluation e = new AlphaBetaEngine(rules, Technique.all(), counting)
        .evaluate(rules.emptyBoard());
    assertEquals("X wins on ply 11", Score.outcome(e.scoreForX(), rules.cells()));
    int no = heard.indexOf("does X win by ply 9?");
    int yes = heard.indexOf("does X win by ply 11?");
    assertTrue(no >= 0 && yes > no, heard.toString());
    int next = 1;
    for (String h : heard) {
      if (h.endsWith("?")) {
        next = 1; // a new question
      } else {
        assertEquals(next++ + " of " + rules.cells(), h, "one more each time: " + heard);
      }
    }
    assertEquals(rules.cells() + " of " + rules.cells(), heard.get(yes - 1),
        "no: every move answered");
    assertTrue(heard.subList(yes, heard.size()).stream()
        .noneMatch(h -> h.equals(rules.cells() + " of " + rules.cells())),
        "yes: not the last: " + heard.subList(yes, heard.size()));
  }

  /** A monitor that writes down each question it hears of, and stops the search when told. */
  private static SearchMonitor stopWhen(List<String> asked, LongPredicate stop) {
    return new SearchMonitor() {
      @Override
      public void checkpoint(long visited, double tableFill) {
        if (stop.test(visited)) {
          throw new SearchStoppedException("stopped", visited);
        }
      }

      @Override
      public void asking(String question) {
        asked.add(question);
      }
    };
  }

  /** A monitor that writes down each question it hears of. */
  private static SearchMonitor listeningTo(List<String> asked) {
    return new SearchMonitor() {
      @Override
      public void checkpoint(long visited, double tableFill) { }

      @Override
      public void asking(String question) {
        asked.add(question);
      }
    };
  }

  private static Evaluation solved;

  /** The board's whole search, done once for the tests that stop it part of the way. */
  private static synchronized Evaluation solved() {
    if (solved == null) {
      solved = new AlphaBetaEngine(BOARD).evaluate(BOARD.emptyBoard());
    }
    return solved;
  }

  private static AlphaBetaEngine stoppedAfter(long positions) {
    return new AlphaBetaEngine(BOARD, Technique.all(), stopper(positions));
  }

  private static SearchMonitor stopper(long positions) {
    return SearchMonitor.budget(positions - 1, "stopped");
  }
}
