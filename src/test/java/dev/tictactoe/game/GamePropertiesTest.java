package dev.tictactoe.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * Property-based tests (QuickTheories) where the space is too big to enumerate: boards up to
 * 64 x 64. QuickTheories shrinks a failing case to a small one before reporting it.
 */
class GamePropertiesTest {

  private static final int MAX_N = 64;

  // tag::random-games[]
  /** Random valid games: alternating players on random cells, stopping at the first win. */
  static Gen<Script> randomGames() {
    return integers().between(1, MAX_N).flatMap(n ->
        lists().of(integers().between(0, n * n - 1)).ofSizeBetween(0, Math.min(n * n, 150))
            .map(cells -> Script.alternating(n, cells)));
  }
  // end::random-games[]

  /**
   * Games that must end in a win: a random player fills a random line in a random order, while the
   * other player takes n - 1 random cells off that line (too few to fill any line). Random play on
   * a big board almost never wins, so without these the win paths for large n would go untested.
   */
  static Gen<Script> gamesWonOnALine() {
    return integers().between(1, MAX_N).flatMap(n -> integers().between(0, 2 * n + 1).zip(
        integers().between(1, 2),
        lists().of(integers().all()).ofSize(2 * n),
        (lineIndex, player, noise) -> wonOnALine(n, Line.all(n).get(lineIndex), player, noise)));
  }

  private static Script wonOnALine(int n, Line line, int player, List<Integer> noise) {
    List<int[]> mine = new ArrayList<>(line.cells(n));
    // The first n numbers order the line's cells; the rest pick the other player's cells.
    List<Integer> order = IntStream.range(0, n).boxed()
        .sorted(Comparator.comparing(noise::get)).toList();
    List<int[]> theirs = new ArrayList<>();
    boolean[] used = new boolean[n * n];
    for (int i = n; i < 2 * n && theirs.size() < n - 1; i++) {
      int cell = Math.floorMod(noise.get(i), n * n);
      while (used[cell] || line.contains(n, cell / n, cell % n)) {
        cell = (cell + 1) % (n * n);
      }
      used[cell] = true;
      theirs.add(new int[] {cell / n, cell % n});
    }
    List<int[]> moves = new ArrayList<>();
    int[] expected = new int[2 * n - 1];
    for (int i = 0; i < n; i++) {
      int[] cell = mine.get(order.get(i));
      moves.add(new int[] {cell[0], cell[1], player});
      if (i < n - 1) {
        moves.add(new int[] {theirs.get(i)[0], theirs.get(i)[1], 3 - player});
      }
    }
    expected[expected.length - 1] = player;
    return new Script(n, moves, expected);
  }

  private static void assertAgrees(IntFunction<Game> design, Script script) {
    Game game = design.apply(script.n());
    assertArrayEquals(script.expected(), GameContractTest.play(game, script.moves()),
        () -> "results differ for " + script);
  }

  // tag::agree[]
  @Test
  void everyDesignAgreesWithTheReferenceOnRandomGames() {
    qt().withExamples(300).forAll(randomGames()).checkAssert(script -> {
      for (Design design : Design.values()) {
        assertAgrees(design::create, script);
        assertAgrees(n -> ValidatedGame.of(design, n), script);
      }
    });
  }
  // end::agree[]

  @Test
  void everyDesignSeesEveryKindOfLineWonOnBigBoards() {
    qt().withExamples(300).forAll(gamesWonOnALine()).checkAssert(script -> {
      // The generator's claim that only the last move wins is itself checked by the reference.
      ReferenceGame reference = new ReferenceGame(script.n());
      assertArrayEquals(script.expected(), GameContractTest.play(
          new ReferenceAdapter(reference), script.moves()));
      for (Design design : Design.values()) {
        assertAgrees(design::create, script);
      }
    });
  }

  /** A kind of invalid move, and the exception it must raise. */
  enum Mistake {
    UNKNOWN_PLAYER(UnknownPlayerException.class),
    OUTSIDE_BOARD(CellOutsideBoardException.class),
    CELL_TAKEN(CellTakenException.class),
    AFTER_THE_END(GameOverException.class);

    final Class<? extends InvalidMoveException> raises;

    Mistake(Class<? extends InvalidMoveException> raises) {
      this.raises = raises;
    }
  }

  @Test
  void invalidMovesAreRefusedAndChangeNothing() {
    qt().withExamples(300)
        .forAll(randomGames(), integers().between(0, 1000), integers().all(), integers().all())
        .checkAssert((script, split, a, b) -> {
          for (Design design : Design.values()) {
            refuseOneMistake(design, script, split, a, b);
          }
        });
  }

  /**
   * Plays the first {@code split} moves, makes a mistake chosen by {@code a} and {@code b}, checks
   * that it is refused with nothing changed, then plays the rest and expects the same results as
   * if the mistake had never been made.
   */
  private static void refuseOneMistake(Design design, Script script, int split, int a, int b) {
    int n = script.n();
    List<int[]> moves = script.moves();
    int played = moves.isEmpty() ? 0 : split % (moves.size() + 1);
    Mistake mistake = Mistake.values()[Math.floorMod(a, Mistake.values().length)];
    boolean gameEnds = script.won() || moves.size() == n * n;
    if (mistake == Mistake.AFTER_THE_END && !gameEnds) {
      mistake = Mistake.CELL_TAKEN;
    }
    if (mistake == Mistake.AFTER_THE_END) {
      played = moves.size();
    }
    if (mistake == Mistake.CELL_TAKEN && played == 0) {
      mistake = Mistake.OUTSIDE_BOARD;
    }
    int[] bad = switch (mistake) {
      case UNKNOWN_PLAYER -> new int[] {0, 0, a == 1 || a == 2 ? a + 2 : a};
      case OUTSIDE_BOARD -> Math.floorMod(b, 2) == 0
          ? new int[] {n + Math.floorMod(b, 50), 0, 1}
          : new int[] {0, -1 - Math.floorMod(b, 50), 2};
      case CELL_TAKEN -> {
        int[] taken = moves.get(Math.floorMod(b, played));
        yield new int[] {taken[0], taken[1], 3 - taken[2]}; // either player: still taken
      }
      case AFTER_THE_END -> new int[] {Math.floorMod(b, n), Math.floorMod(a, n), 1 + (b & 1)};
    };

    // The checks run in a documented order; once the game is over, that is the reason given.
    Class<? extends InvalidMoveException> raised =
        mistake == Mistake.CELL_TAKEN && gameEnds && played == moves.size()
            ? GameOverException.class : mistake.raises;

    ValidatedGame game = ValidatedGame.of(design, n);
    int[] before = GameContractTest.play(game, moves.subList(0, played));
    int[] mistaken = bad;
    GameContractTest.assertRefusedAndUnchanged(game, raised,
        () -> game.move(mistaken[0], mistaken[1], mistaken[2]));
    int[] after = GameContractTest.play(game, moves.subList(played, moves.size()));
    int[] all = IntStream.concat(IntStream.of(before), IntStream.of(after)).toArray();
    assertArrayEquals(script.expected(), all, () -> design + " changed after a refused move");
  }

  // --- the shrinker at work: a known bug is caught and reported as a small game ---

  /** The anti-diagonal trap: counters that test row + col == n instead of n - 1. */
  static final class OffByOneAntiDiagonal implements Game {
    private final int n;
    private final int[] rows;
    private final int[] cols;
    private int diagonal;
    private int antiDiagonal;

    OffByOneAntiDiagonal(int n) {
      this.n = n;
      this.rows = new int[n];
      this.cols = new int[n];
    }

    @Override
    public int move(int row, int col, int player) {
      int delta = player == 1 ? 1 : -1;
      rows[row] += delta;
      cols[col] += delta;
      diagonal += row == col ? delta : 0;
      antiDiagonal += row + col == n ? delta : 0; // the bug
      int full = delta * n;
      return rows[row] == full || cols[col] == full || diagonal == full || antiDiagonal == full
          ? player : 0;
    }

    @Override
    public int size() {
      return n;
    }
  }

  // tag::shrink[]
  @Test
  void aBuggyDesignIsCaughtAndShrunkToASmallGame() {
    AssertionError failure = assertThrows(AssertionError.class, () ->
        qt().withFixedSeed(20261122L).withExamples(1000).forAll(gamesWonOnALine())
            .checkAssert(script -> assertAgrees(OffByOneAntiDiagonal::new, script)));
    Matcher smallest = Pattern.compile("n=(\\d+) moves=\\[([^]]*)]").matcher(failure.getMessage());
    assertTrue(smallest.find(), failure::getMessage);
    int n = Integer.parseInt(smallest.group(1));
    long moves = smallest.group(2).chars().filter(c -> c == '(').count();
    assertTrue(n <= 3 && moves <= 5, () -> "not shrunk: " + smallest.group());
  }
  // end::shrink[]

  /** Lets the reference be played through {@link GameContractTest#play}. */
  private record ReferenceAdapter(ReferenceGame reference) implements Game {
    @Override
    public int move(int row, int col, int player) {
      return reference.move(row, col, player);
    }

    @Override
    public int size() {
      return reference.size();
    }
  }
}
