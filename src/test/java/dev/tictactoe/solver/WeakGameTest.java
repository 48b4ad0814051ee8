package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Generators;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The weak-game (Maker-Breaker) proof against a search of the weak game with no shortcuts. */
class WeakGameTest {

  private static WeakGame weakGame(Rules rules) {
    return weakGame(rules, 15);
  }

  /** With its techniques as bits: killers 1, domination 2, move deepening 4, sibling zones 8. */
  private static WeakGame weakGame(Rules rules, int options) {
    return new WeakGame(rules, 64, 1 << 12, (options & 1) != 0, (options & 2) != 0,
        (options & 4) != 0, (options & 8) != 0, SearchMonitor.NONE);
  }

  /** Every move of the weak game, no pruning, no table: whether the breaker holds. */
  private static boolean breakerHolds(Rules rules, long maker, long breaker, boolean makerMoves) {
    if (rules.hasLine(maker)) {
      return false;
    }
    long empty = rules.allCells() & ~(maker | breaker);
    if (empty == 0) {
      return true;
    }
    for (long e = empty; e != 0; e &= e - 1) {
      long bit = e & -e;
      boolean holds = makerMoves ? breakerHolds(rules, maker | bit, breaker, false)
          : breakerHolds(rules, maker, breaker | bit, true);
      if (makerMoves != holds) {
        return holds; // a maker move that wins, or a breaker reply that holds, settles it
      }
    }
    return makerMoves;
  }

  // tag::weak-game-exact[]
  @Test
  void agreesWithThePlainSearchOfTheWeakGameOnRandomEndgames() {
    int[] verdicts = new int[2];
    qt().forAll(Generators.endgames(20, 10)).checkAssert(board -> {
      if (board.isOver()) {
        return;
      }
      Rules rules = board.rules();
      for (boolean makerIsMover : new boolean[] {true, false}) {
        long maker = makerIsMover ? board.moverMarks() : board.waiterMarks();
        long breaker = makerIsMover ? board.waiterMarks() : board.moverMarks();
        boolean expected = breakerHolds(rules, maker, breaker, makerIsMover);
        for (int options = 0; options < 16; options++) {
          WeakGame.Verdict v = weakGame(rules, options)
              .decide(maker, breaker, makerIsMover, 1L << 40);
          assertEquals(expected ? WeakGame.Verdict.BREAKER_HOLDS : WeakGame.Verdict.MAKER_WINS, v,
              (makerIsMover ? "the mover" : "the waiter") + " as maker, techniques " + options
                  + " (killers 1, domination 2, move deepening 4, sibling zones 8):\n" + board);
        }
        verdicts[expected ? 0 : 1]++;
      }
    });
    assertTrue(verdicts[0] >= 50 && verdicts[1] >= 50, "both verdicts seen: holds " + verdicts[0]
        + ", maker wins " + verdicts[1]);
  }
  // end::weak-game-exact[]

  @Test
  void theEmptyBoardsOfTheSmallGamesHaveTheirWeakValues() {
    for (Rules rules : Rules.boardsUpTo(9)) {
      boolean expected = breakerHolds(rules, 0, 0, true);
      assertEquals(expected ? WeakGame.Verdict.BREAKER_HOLDS : WeakGame.Verdict.MAKER_WINS,
          weakGame(rules).decide(0, 0, true, 1L << 40), rules.name());
    }
    // Weak tic-tac-toe is the maker's, moving first; 4x4 with four in a row is not.
    assertEquals(WeakGame.Verdict.MAKER_WINS,
        weakGame(Rules.ticTacToe()).decide(0, 0, true, 1L << 40));
    assertEquals(WeakGame.Verdict.BREAKER_HOLDS,
        weakGame(Rules.of(4, 4, 4)).decide(0, 0, true, 1L << 40));
  }

  @Test
  void onSixBySixWithFiveInARowTheBreakerHoldsAfterEveryFirstMove() {
    // The weak-game proof that 6,6,5 is a draw: whatever X plays first, O, only blocking, stops
    // every line. Computed for each of the 36 first moves, within a small budget each.
    Rules rules = Rules.of(6, 6, 5);
    WeakGame weak = weakGame(rules);
    for (int cell = 0; cell < rules.cells(); cell++) {
      assertEquals(WeakGame.Verdict.BREAKER_HOLDS,
          weak.decide(1L << cell, 0, false, 10_000), "X first on " + cell);
    }
  }

  @Test
  void itsPositionsReachTheMonitorAtTheEnginesCheckpoints() {
    Rules rules = Rules.of(4, 5, 4);
    long[] heard = {-1, 0};
    // An engine that has visited 1,000 positions and reports next at 1,100.
    Visits visits = new Visits();
    visits.count = 1_000;
    visits.next = 1_100;
    WeakGame weak = new WeakGame(rules, 64, 1 << 12, true, true, true, true, visits,
        (visited, fill) -> {
          heard[0] = heard[0] < 0 ? visited : heard[0];
          heard[1]++;
        });
    weak.decide(0, 0, true, 50_000);
    assertEquals(1_100, heard[0]);
    assertTrue(heard[1] > 0);
    assertTrue(visits.count > 1_100, "its positions continue the engine's count");
    assertTrue(visits.next > visits.count - 1 && visits.next <= visits.count
        + SearchMonitor.INTERVAL, "the engine goes on from the weak game's next checkpoint");
  }

  @Test
  void aSearchOverItsBudgetConcludesNothingAndTheNextOneStillFindsTheAnswer() {
    Rules rules = Rules.of(4, 5, 4);
    Board board = Board.of(rules, "X....", ".....", "..O..", ".....");
    WeakGame weak = weakGame(rules);
    assertEquals(WeakGame.Verdict.UNKNOWN, weak.decide(board.x(), board.o(), true, 3));
    WeakGame.Verdict fresh = weakGame(rules).decide(board.x(), board.o(), true, 1L << 40);
    assertTrue(fresh != WeakGame.Verdict.UNKNOWN);
    assertEquals(fresh, weak.decide(board.x(), board.o(), true, 1L << 40));
  }

  /**
   * With move deepening, a root that ran out of budget goes on with the moves it had not settled:
   * asked again with barely more room, it takes a fraction of a whole proof. A table of two
   * entries keeps what the first call proved from carrying over any other way.
   */
  @Test
  void aRootThatRanOutOfBudgetGoesOnWithTheMovesItHadNotSettled() {
    Rules rules = Rules.of(6, 7, 5);
    WeakGame fresh = new WeakGame(rules, 64, 2, true, true, true, true, SearchMonitor.NONE);
    assertEquals(WeakGame.Verdict.BREAKER_HOLDS,
        fresh.decide(0, 0, true, 1L << 40));
    long whole = fresh.visited();
    WeakGame weak = new WeakGame(rules, 64, 2, true, true, true, true, SearchMonitor.NONE);
    assertEquals(WeakGame.Verdict.UNKNOWN, weak.decide(0, 0, true, whole - 1));
    long before = weak.visited();
    assertEquals(WeakGame.Verdict.BREAKER_HOLDS,
        weak.decide(0, 0, true, whole));
    long again = weak.visited() - before;
    assertTrue(again > 0 && again < whole / 2, "whole " + whole + ", again " + again);
  }

  /** {@link MakerBreaker}, the weak game on its own (the CLI's {@code weak}), either maker. */
  @Test
  void askedOnItsOwnItAgreesWithThePlainSearchForEitherMaker() {
    for (Rules rules : Rules.boardsUpTo(9)) {
      for (boolean makerIsX : new boolean[] {true, false}) {
        MakerBreaker.Answer answer = MakerBreaker.ask(rules.emptyBoard(), makerIsX,
            MakerBreaker.TECHNIQUES, 1 << 12, 1, SearchMonitor.NONE, opening -> { });
        // X moves first: the maker moves first exactly when it is X
        assertEquals(breakerHolds(rules, 0, 0, makerIsX), answer.breakerHolds(),
            rules.name() + (makerIsX ? ", X" : ", O") + " the maker");
        assertTrue(answer.visited() > 0);
      }
    }
  }

  /**
   * With the maker to move, the question is asked opening by opening: the openings stand for every
   * empty cell once, each agrees with the plain search after it, and two threads give the answer
   * one gives.
   */
  @Test
  void askedOpeningByOpeningEachAgreesWithThePlainSearchOnOneThreadOrTwo() {
    int[] seen = new int[2];
    for (Rules rules : Rules.boardsUpTo(9)) {
      boolean expected = breakerHolds(rules, 0, 0, true);
      for (int threads = 1; threads <= 2; threads++) {
        List<MakerBreaker.Opening> heard = new java.util.concurrent.CopyOnWriteArrayList<>();
        MakerBreaker.Answer answer = MakerBreaker.ask(rules.emptyBoard(), true,
            MakerBreaker.TECHNIQUES, 1 << 12, threads, SearchMonitor.NONE, heard::add);
        assertEquals(expected, answer.breakerHolds(), rules.name() + ", threads " + threads);
        assertEquals(Set.copyOf(answer.openings()), Set.copyOf(heard));
        for (MakerBreaker.Opening o : answer.openings()) {
          assertEquals(breakerHolds(rules, 1L << o.cell(), 0, false), o.breakerHolds(),
              rules.name() + ", X first on " + o.cell());
          seen[o.breakerHolds() ? 0 : 1]++;
        }
        if (expected) {
          assertEquals(rules.cells(), answer.openings().stream()
              .mapToInt(MakerBreaker.Opening::alike).sum(), rules.name());
        }
      }
    }
    assertTrue(seen[0] > 0 && seen[1] > 0, "openings held " + seen[0] + ", won " + seen[1]);
  }

  /**
   * On 7x7 with five in a row, the proof after one opening leaves others out of its zone: they are
   * settled by it, and each of them, asked on its own, holds indeed. Without sibling zones every
   * opening is searched.
   */
  @Test
  void anOpeningOutsideASettledOnesZoneIsSettledByIt() {
    Rules rules = Rules.of(7, 7, 5);
    MakerBreaker.Answer with = MakerBreaker.ask(rules.emptyBoard(), true,
        MakerBreaker.TECHNIQUES, 1 << 16, 1, SearchMonitor.NONE, o -> { });
    List<MakerBreaker.Opening> byZone = with.openings().stream()
        .filter(o -> o.settledBy() >= 0).toList();
    assertTrue(with.breakerHolds());
    assertFalse(byZone.isEmpty());
    for (MakerBreaker.Opening o : byZone) {
      assertEquals(0, o.visited());
      assertEquals(WeakGame.Verdict.BREAKER_HOLDS,
          weakGame(rules).decide(1L << o.cell(), 0, false, 1L << 40),
          "X first on " + o.cell());
    }
    MakerBreaker.Answer without = MakerBreaker.ask(rules.emptyBoard(), true,
        MakerBreaker.allBut("sibling-zones"), 1 << 16, 1, SearchMonitor.NONE, o -> { });
    assertTrue(without.breakerHolds());
    assertEquals(with.openings().size(), without.openings().size());
    assertTrue(without.openings().stream().allMatch(o -> o.settledBy() < 0 && o.visited() > 0));
  }

  @Test
  void askedOnItsOwnItRefusesTheEnginesTechniquesAndOddTables() {
    Board empty = Rules.ticTacToe().emptyBoard();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> MakerBreaker.ask(empty, true, java.util.EnumSet.of(Technique.TABLE), 1 << 12, 1,
            SearchMonitor.NONE, opening -> { }));
    assertEquals("the weak game has no technique 'table' (its techniques: killer-replies,"
        + " move-domination, move-deepening, sibling-zones)", e.getMessage());
    assertEquals(e.getMessage(), assertThrows(IllegalArgumentException.class,
        () -> MakerBreaker.allBut("killer-replies,table")).getMessage());
    assertEquals(Set.of(Technique.MOVE_DOMINATION, Technique.MOVE_DEEPENING,
        Technique.SIBLING_ZONES), MakerBreaker.allBut("killer-replies"));
    assertEquals("at least one thread, got 0", assertThrows(IllegalArgumentException.class,
        () -> MakerBreaker.ask(empty, true, MakerBreaker.TECHNIQUES, 1 << 12, 0,
            SearchMonitor.NONE, opening -> { })).getMessage());
    for (int entries : new int[] {0, 1, 3, 1 << 25}) {
      assertThrows(IllegalArgumentException.class,
          () -> MakerBreaker.ask(empty, true, MakerBreaker.TECHNIQUES, entries, 1,
              SearchMonitor.NONE, opening -> { }), "entries " + entries);
    }
    // a quarter of the heap at most for all threads' tables, 25 bytes an entry, a power of two
    assertEquals(MakerBreaker.MAX_TABLE_ENTRIES, MakerBreaker.tableEntriesFor(8L << 30, 1));
    assertEquals(1 << 22, MakerBreaker.tableEntriesFor(4L * 25 * (1 << 22), 1));
    assertEquals(1 << 21, MakerBreaker.tableEntriesFor(4L * 25 * (1 << 22) - 1, 1));
    assertEquals(1 << 21, MakerBreaker.tableEntriesFor(4L * 25 * (1 << 22), 2));
  }
}
