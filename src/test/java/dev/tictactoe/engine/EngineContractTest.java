package dev.tictactoe.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.IllegalPositionException;
import dev.tictactoe.mnk.Positions;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.mnk.SearchStoppedException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The engine contract, written once; each engine's test says which engine to build (and the
 * strong engine's, under which techniques). It holds the puzzle's worked cases and the bugs seen
 * in other engines, and the proof: the same decision as plain minimax on every non-terminal
 * position of 3x3 and of 3x4 with k = 3, and the same as the all-on strong engine on random 4x4
 * positions, asked of one engine in sorted and in shuffled order, with a default and a tiny table.
 */
public abstract class EngineContractTest {
  /** A table that forgets almost everything at once, so the replacement rule runs all the time. */
  protected static final int TINY_TABLE = 16;
  protected static final int DEFAULT_TABLE = 1 << 16;

  /**
   * A fresh engine for these rules whose table, if it keeps one, has this many entries, and which
   * reports to {@code monitor}.
   */
  protected abstract Engine newEngine(Rules rules, int tableEntries, SearchMonitor monitor);

  /** Whether the engine plays every board; an engine of 3x3 only skips the larger boards. */
  protected boolean playsEveryBoard() {
    return true;
  }

  /**
   * Whether what the engine was asked before can change how it answers (a table kept between
   * questions). Only then do the order of questions and the table's size need testing.
   */
  protected boolean remembers() {
    return true;
  }

  /**
   * Whether an engine that remembers is asked every position in both orders with both table
   * sizes (four passes), rather than in sorted order with the default table and in shuffled order
   * with the tiny one (two): the configurations of one engine share the four-pass proof of its
   * all-on configuration.
   */
  protected boolean everyOrderWithEveryTable() {
    return true;
  }

  /**
   * Whether the engine counts the positions it visits ({@link Decision#visited()}); the
   * interview's twenty lines do not.
   */
  protected boolean countsPositions() {
    return true;
  }

  /**
   * Whether this is plain minimax itself, the reference the others are compared with (it is
   * compared with an independent solver instead).
   */
  protected boolean isTheReference() {
    return false;
  }

  /**
   * The fewest marks a random 4x4 position must hold for this engine to be asked about it: plain
   * minimax cannot search 4x4 from a few marks in a test's time.
   */
  protected int fewestMarksOnFourByFour() {
    return 0;
  }

  /** A position of a board where the engine's search passes {@link SearchMonitor#INTERVAL}. */
  protected Board longSearch() {
    Rules rules = Rules.of(4, 7, 4);
    return rules.emptyBoard().play(0);
  }

  /**
   * What a fresh engine answers on the {@link #longSearch()} position: the search that was
   * stopped must end with the same. A test that already ran that search once, to choose the
   * position, may return what it found instead of searching again.
   */
  protected Decision longSearchAnswer(Board board) {
    return newEngine(board.rules()).decide(board);
  }

  private Engine newEngine(Rules rules) {
    return newEngine(rules, DEFAULT_TABLE, SearchMonitor.NONE);
  }

  private static Board ticTacToe(String top, String middle, String bottom) {
    return Board.of(Rules.ticTacToe(), top, middle, bottom);
  }

  private Board decide(String top, String middle, String bottom) {
    return newEngine(Rules.ticTacToe()).decide(ticTacToe(top, middle, bottom)).after();
  }

  @Test
  void workedExampleFromThePuzzle() {
    assertEquals(ticTacToe("XOX", "OOX", "..X"), decide("XOX", "OOX", "..."));
  }

  // tag::immediate-win[]
  @Test
  void takesTheImmediateWinRatherThanALongerForcedWin() {
    // X wins at once in the right column (bottom right); other moves also win, later.
    // An engine whose score has no depth term may play any of them.
    assertEquals(ticTacToe("XOX", "O.X", ".OX"), decide("XOX", "O.X", ".O."));
  }
  // end::immediate-win[]

  @Test
  void onTheEmptyBoardXTakesTheCentre() {
    Decision d = newEngine(Rules.ticTacToe()).decide(Rules.ticTacToe().emptyBoard());
    assertEquals(4, d.cell());
    assertEquals(0, d.score(), "the empty board is a draw");
  }

  // tag::tie-is-a-draw[]
  @Test
  void aTieScoresAsADraw() {
    // Every move here leads to a full board with no line. The score must be 0, not a small win
    // or loss left over from a depth term.
    Decision d = newEngine(Rules.ticTacToe()).decide(ticTacToe("XOX", "XOO", "OX."));
    assertEquals(8, d.cell());
    assertEquals(0, d.score());
    assertEquals("draw", Score.describe(d.score(), d.before()));
  }
  // end::tie-is-a-draw[]

  // tag::finished-board[]
  @ParameterizedTest(name = "{0}/{1}/{2}")
  @CsvSource({"XXX,OO.,...", "XO.,XO.,X..", "XOX,XOO,OXX", "OOO,XX.,X.."})
  void aFinishedBoardIsReturnedUnchanged(String top, String middle, String bottom) {
    Board board = ticTacToe(top, middle, bottom); // a line, or a full board: no move to make
    Decision d = newEngine(Rules.ticTacToe()).decide(board);
    assertFalse(d.moved());
    assertEquals(-1, d.cell());
    assertEquals(board, d.after());
    if (countsPositions()) {
      assertEquals(1, d.visited(), "only the root is looked at");
    }
  }
  // end::finished-board[]

  @Test
  void blocksAnImmediateLossWhenItCannotWin() {
    // O threatens the left column; X has no win at once, so X must take the bottom left.
    assertEquals(ticTacToe("OX.", "O.X", "X.."), decide("OX.", "O.X", "..."));
  }

  // tag::slowest-loss[]
  @Test
  void delaysALossAsLongAsItCan() {
    // X is lost. Blocking O's right column loses in 4 moves; anything else loses in 2.
    Board board = ticTacToe("XXO", "..O", "...");
    Decision d = newEngine(Rules.ticTacToe()).decide(board);
    assertEquals(ticTacToe("XXO", "..O", "..X"), d.after());
    assertEquals("loss in 4 moves (on ply 8)", Score.describe(d.score(), board));
  }
  // end::slowest-loss[]

  @Test
  void countsThePositionsItVisitedIncludingTheRoot() {
    assumeTrue(countsPositions());
    // One move left: the root and the one child it can reach.
    Decision d = newEngine(Rules.ticTacToe()).decide(ticTacToe("XOX", "XOO", "OX."));
    assertEquals(2, d.visited());
  }

  @ParameterizedTest(name = "{0}/{1}/{2}")
  @CsvSource({"XXX,...,...", "XXX,OOO,...", "OO.,...,...", "XXX,OO.,O.."})
  void refusesPositionsThatCannotArise(String top, String middle, String bottom) {
    Engine engine = newEngine(Rules.ticTacToe());
    Board board = ticTacToe(top, middle, bottom);
    IllegalPositionException e = assertThrows(IllegalPositionException.class,
        () -> engine.decide(board));
    assertEquals(assertThrows(IllegalPositionException.class, board::check).getMessage(),
        e.getMessage(), "the reason is the one reachability check's");
  }

  @Test
  void refusesABoardOfOtherRules() {
    Engine engine = newEngine(Rules.ticTacToe());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> engine.decide(Rules.of(4, 5, 4).emptyBoard()));
    assertEquals("an engine for 3x3 k=3 cannot answer about a 4x5 k=4 board", e.getMessage());
  }

  @Test
  void onALargerBoardItTakesTheFastestWinAndGivesFinishedBoardsTheirValue() {
    assumeTrue(playsEveryBoard());
    Rules rules = Rules.of(4, 5, 4);
    Board won = Board.of(rules, "XXXX.", "OOO..", ".....", ".....");
    Decision d = newEngine(rules).decide(won);
    assertFalse(d.moved());
    assertEquals(won, d.after());
    assertEquals(Score.lostWith(20, 7), newEngine(rules).evaluate(won).score(),
        "O, to move, has lost on ply 7");
    // X wins at once in the top row; other moves win later.
    Rules threeByFour = Rules.of(3, 4, 3);
    Board board = Board.of(threeByFour, "XX..", "OO..", "....");
    Decision win = newEngine(threeByFour).decide(board);
    assertEquals(2, win.cell());
    assertEquals("win in 1 move (on ply 5)", Score.describe(win.score(), board));
  }

  // tag::stopped[]
  @Test
  void aMonitorCanStopASearchAndTheEngineStaysRight() {
    assumeTrue(playsEveryBoard());
    Board board = longSearch();
    boolean[] stop = {true};
    Engine engine = newEngine(board.rules(), DEFAULT_TABLE, (visited, fill) -> {
      if (stop[0]) {
        throw new SearchStoppedException("stopped after " + visited, visited);
      }
    });
    SearchStoppedException e = assertThrows(SearchStoppedException.class,
        () -> engine.decide(board));
    assertEquals(SearchMonitor.INTERVAL, e.visited());
    stop[0] = false; // what the stopped search left behind must not change the answer
    assertSameDecision(longSearchAnswer(board), engine.decide(board));
  }
  // end::stopped[]

  // tag::as-minimax[]
  @Test
  void onEveryThreeByThreePositionItDecidesAsPlainMinimax() {
    assumeTrue(!isTheReference());
    agreesOnEveryPosition(Rules.ticTacToe(), Expected.threeByThree());
  }

  @Test
  void onEveryThreeByFourPositionItDecidesAsPlainMinimax() {
    assumeTrue(playsEveryBoard() && !isTheReference());
    agreesOnEveryPosition(Rules.of(3, 4, 3), Expected.threeByFour());
  }

  @Test
  void onRandomFourByFourPositionsItDecidesAsTheStrongEngine() {
    assumeTrue(playsEveryBoard());
    Map<Board, Decision> asked = new LinkedHashMap<>(Expected.fourByFour());
    asked.keySet().removeIf(board -> board.marks() < fewestMarksOnFourByFour());
    assertTrue(asked.size() >= 50, "enough positions to ask: " + asked.size());
    agreesOnEveryPosition(Rules.of(4, 4, 4), asked);
  }

  /**
   * One engine answers every position, sorted and then shuffled; an engine that remembers does so
   * once more with a tiny table. Each answer must be the expected move with the expected score,
   * and {@code evaluate} must give the same score.
   */
  private void agreesOnEveryPosition(Rules rules, Map<Board, Decision> expected) {
    List<Board> sorted = new ArrayList<>(expected.keySet());
    sorted.sort(Comparator.comparingLong(Board::x).thenComparingLong(Board::o));
    List<Board> shuffled = new ArrayList<>(sorted);
    Collections.shuffle(shuffled, new Random(20261122L));
    for (int table : remembers() ? new int[] {DEFAULT_TABLE, TINY_TABLE} : new int[] {0}) {
      Engine shared = newEngine(rules, table, SearchMonitor.NONE);
      List<List<Board>> orders = !remembers() ? List.of(shuffled)
          : everyOrderWithEveryTable() ? List.of(sorted, shuffled)
          : List.of(table == DEFAULT_TABLE ? sorted : shuffled);
      for (List<Board> order : orders) {
        for (Board board : order) {
          Decision want = expected.get(board);
          Decision got = shared.decide(board);
          assertSameDecision(want, got);
          assertEquals(board.play(got.cell()), got.after(), "the move changes nothing else");
          assertEquals(want.score(), shared.evaluate(board).score(), () -> "value of\n" + board);
        }
      }
    }
  }
  // end::as-minimax[]

  @Test
  void onEveryFinishedThreeByThreePositionItMakesNoMove() {
    Engine engine = newEngine(Rules.ticTacToe());
    int finished = 0;
    for (Board board : Positions.all(Rules.ticTacToe())) {
      if (board.isOver()) {
        finished++;
        Decision d = engine.decide(board);
        assertFalse(d.moved());
        assertEquals(board, d.after());
        int lost = Score.lostWith(9, board.marks()); // the player who would move next lost
        assertEquals(board.winner() == '.' ? 0 : lost, engine.evaluate(board).score());
      }
    }
    assertEquals(958, finished);
  }

  protected static void assertSameDecision(Decision expected, Decision actual) {
    if (expected.cell() != actual.cell() || expected.score() != actual.score()) {
      fail("on\n" + expected.before() + "expected cell " + expected.cell() + " (score "
          + expected.score() + "), got " + actual.cell() + " (score " + actual.score() + ")");
    }
  }
}
