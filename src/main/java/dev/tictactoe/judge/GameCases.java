package dev.tictactoe.judge;

import dev.tictactoe.game.Design;
import dev.tictactoe.game.Game;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.Optional;


/**
 * The games the checker plays, family by family, smallest boards first, so that the first
 * failure found is already on the smallest board the families reach. Every game is one the
 * problem promises: LeetCode 348's constraints are {@code 2 <= n <= 100}, players 1 and 2 taking
 * turns, valid moves, none after a win; a board larger than 100 tests speed, not a promise (a
 * correct answer is correct on any n). A 1 x 1 board is not played: it is outside the
 * constraints, and an answer LeetCode accepts must not fail on it here.
 *
 * <ul>
 *   <li>every game on 2 x 2, either player first;
 *   <li>every complete game on 3 x 3, X (player 1) first: 255,168, counted as they are made;
 *   <li>on n = 4 up to 1,000, targeted games (a win on every row, column and both diagonals on
 *       the small boards, on the first, middle and last ones on the large; by player 1, and by
 *       player 2 with player 1 moving first; ending on each end of the line, so the anti-diagonal's
 *       last cell is (0, n - 1) once and (n - 1, 0) once), games won on the board's last free
 *       cell, and random games, seeded.
 * </ul>
 */
public final class GameCases {
  /** The sides of the larger boards, up to the largest asked for. */
  public static final int[] SIDES = {4, 5, 6, 7, 8, 10, 16, 32, 100, 1000};

  private GameCases() {}

  /** The smallest side the problem promises. */
  public static final int SMALLEST = 2;

  /** Every game on 2 x 2, either player moving first. */
  public static List<GameCase> tiny() {
    List<GameCase> games = new ArrayList<>();
    for (int first = 1; first <= 2; first++) {
      complete(SMALLEST, first, new int[0], games);
    }
    return games;
  }

  /**
   * Every complete 3 x 3 game, player 1 first: 255,168, made once (with the reference's results)
   * and shared by every check this JVM runs: about 50 MB, and a second's work each time otherwise.
   */
  public static List<GameCase> threeByThree() {
    return ThreeByThree.GAMES;
  }

  /** The 3 x 3 family, made when first asked for. */
  private static final class ThreeByThree {
    static final List<GameCase> GAMES = make();

    private static List<GameCase> make() {
      List<GameCase> games = new ArrayList<>(255_168);
      complete(3, 1, new int[0], games);
      return List.copyOf(games);
    }
  }

  /** Every game that continues {@code moves} to a win or a full board, players alternating. */
  private static void complete(int n, int first, int[] moves, List<GameCase> games) {
    GameCase game = new GameCase(n, moves);
    int made = game.size();
    if (made > 0 && (won(game) || made == n * n)) {
      games.add(game);
      return;
    }
    boolean[] taken = new boolean[n * n];
    for (int i = 0; i < made; i++) {
      taken[game.row(i) * n + game.col(i)] = true;
    }
    int player = made % 2 == 0 ? first : 3 - first;
    for (int cell = 0; cell < n * n; cell++) {
      if (!taken[cell]) {
        int[] next = java.util.Arrays.copyOf(moves, moves.length + 3);
        next[moves.length] = cell / n;
        next[moves.length + 1] = cell % n;
        next[moves.length + 2] = player;
        complete(n, first, next, games);
      }
    }
  }

  /** Whether the last move of the game won, by the reference. */
  private static boolean won(GameCase game) {
    int[] expected = game.expected();
    return expected[expected.length - 1] != 0;
  }

  /** The targeted, last-cell and random games on every side in {@link #SIDES} up to maxSide. */
  public static List<GameCase> larger(int maxSide, long seed) {
    Seeded random = new Seeded(seed);
    List<GameCase> games = new ArrayList<>();
    for (int n : SIDES) {
      if (n > maxSide) {
        break;
      }
      for (int[] line : lines(n)) {
        for (int winner = 1; winner <= 2; winner++) {
          games.add(targeted(n, line, winner, line[0], random));
          games.add(targeted(n, line, winner, line[line.length - 1], random));
        }
      }
      if (n <= 6) {
        lastFreeCell(n, random).ifPresent(games::add);
      }
      int count = n <= 8 ? 40 : n <= 100 ? 10 : 3;
      for (int i = 0; i < count; i++) {
        games.add(random(n, random));
      }
    }
    return games;
  }

  /**
   * The lines a targeted game is won on, as cells {@code r * n + c}: every row and column and
   * both diagonals on a board of up to 8; the first, middle and last row and column and both
   * diagonals on larger ones.
   */
  static List<int[]> lines(int n) {
    Set<Integer> picked = new LinkedHashSet<>();
    if (n <= 8) {
      for (int i = 0; i < n; i++) {
        picked.add(i);
      }
    } else {
      picked.addAll(List.of(0, n / 2, n - 1));
    }
    List<int[]> lines = new ArrayList<>();
    for (int i : picked) {
      int[] row = new int[n];
      int[] col = new int[n];
      for (int j = 0; j < n; j++) {
        row[j] = i * n + j;
        col[j] = j * n + i;
      }
      lines.add(row);
      lines.add(col);
    }
    int[] diagonal = new int[n];
    int[] anti = new int[n];
    for (int j = 0; j < n; j++) {
      diagonal[j] = j * n + j;
      anti[j] = j * n + (n - 1 - j);
    }
    lines.add(diagonal);
    lines.add(anti);
    return lines;
  }

  /**
   * A game player 1 starts and {@code winner} wins by filling {@code line}, its last mark on
   * {@code last}; the loser's marks are random cells off the line, none of them completing a line
   * of the loser's own (a game where one would is drawn again).
   */
  static GameCase targeted(int n, int[] line, int winner, int last, Seeded random) {
    while (true) {
      List<Integer> wins = new ArrayList<>();
      for (int cell : line) {
        if (cell != last) {
          wins.add(cell);
        }
      }
      shuffle(wins, random);
      wins.add(last);
      Set<Integer> onLine = new LinkedHashSet<>();
      for (int cell : line) {
        onLine.add(cell);
      }
      int loserMoves = winner == 1 ? n - 1 : n;
      List<Integer> losses = new ArrayList<>();
      Set<Integer> used = new LinkedHashSet<>();
      while (losses.size() < loserMoves) {
        int cell = random.nextInt(n * n);
        if (!onLine.contains(cell) && used.add(cell)) {
          losses.add(cell);
        }
      }
      int[] moves = new int[3 * (wins.size() + losses.size())];
      int w = 0;
      int l = 0;
      for (int i = 0; i < moves.length / 3; i++) {
        int player = i % 2 == 0 ? 1 : 2;
        int cell = player == winner ? wins.get(w++) : losses.get(l++);
        moves[3 * i] = cell / n;
        moves[3 * i + 1] = cell % n;
        moves[3 * i + 2] = player;
      }
      GameCase game = new GameCase(n, moves);
      if (game.isValid() && won(game)) {
        return game;
      }
    }
  }

  /** A game that fills the board and is won on its last free cell, if one is found soon. */
  static Optional<GameCase> lastFreeCell(int n, Seeded random) {
    for (int attempt = 0; attempt < 20_000; attempt++) {
      List<Integer> cells = new ArrayList<>();
      for (int cell = 0; cell < n * n; cell++) {
        cells.add(cell);
      }
      shuffle(cells, random);
      Game reference = Design.LOCAL_SCAN.create(n);
      int[] moves = new int[3 * n * n];
      boolean early = false;
      int result = 0;
      for (int i = 0; i < cells.size() && !early; i++) {
        int player = i % 2 == 0 ? 1 : 2;
        moves[3 * i] = cells.get(i) / n;
        moves[3 * i + 1] = cells.get(i) % n;
        moves[3 * i + 2] = player;
        result = reference.move(cells.get(i) / n, cells.get(i) % n, player);
        early = result != 0 && i < cells.size() - 1;
      }
      if (!early && result != 0) {
        return Optional.of(new GameCase(n, moves));
      }
    }
    return Optional.empty();
  }

  /** Random play, player 1 first, until a win or 4n moves (the whole board on a small one). */
  static GameCase random(int n, Seeded random) {
    List<Integer> cells = new ArrayList<>();
    int length = Math.min(n * n, 4 * n);
    Set<Integer> used = new LinkedHashSet<>();
    while (cells.size() < length) {
      int cell = random.nextInt(n * n);
      if (used.add(cell)) {
        cells.add(cell);
      }
    }
    Game reference = Design.LOCAL_SCAN.create(n);
    List<Integer> played = new ArrayList<>();
    for (int i = 0; i < cells.size(); i++) {
      played.add(cells.get(i));
      if (reference.move(cells.get(i) / n, cells.get(i) % n, i % 2 == 0 ? 1 : 2) != 0) {
        break;
      }
    }
    int[] moves = new int[3 * played.size()];
    for (int i = 0; i < played.size(); i++) {
      moves[3 * i] = played.get(i) / n;
      moves[3 * i + 1] = played.get(i) % n;
      moves[3 * i + 2] = i % 2 == 0 ? 1 : 2;
    }
    return new GameCase(n, moves);
  }

  private static void shuffle(List<Integer> cells, Seeded random) {
    for (int i = cells.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      Integer t = cells.get(i);
      cells.set(i, cells.get(j));
      cells.set(j, t);
    }
  }
}
