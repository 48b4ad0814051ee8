package dev.tictactoe.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tictactoe.engine.Reason;
import dev.tictactoe.engine.TicTacToeEngine;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Generators;
import dev.tictactoe.mnk.Positions;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.solver.AlphaBetaEngine;
import dev.tictactoe.solver.ColdSolve;
import dev.tictactoe.solver.Technique;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * The explorer page in a real browser: Debian's Chromium, headless, driven through chromedriver.
 * It plays positions by clicking and by keyboard and checks what the page shows, cell by cell,
 * against the engines asked here ({@link Expected}), never against the page's own data.
 *
 * <p>Without a browser each test is skipped, or fails on CI (see {@link Chromium}). Screenshots
 * for a person to look at are left in {@code target/explorer-*.png}.
 */
// Late: the browser is heavy. Classes run in @Order (see the pom) on two threads (see
// junit-platform.properties): SiteIT, first, has one to itself while the site renders, and the
// other runs the rest from the last one back, so this second class is left for SiteIT's thread
// once the render is done.
@Order(2)
class ExplorerBrowserTest {
  /** How many random reachable positions are opened through the address and read cell by cell. */
  private static final int RANDOM_POSITIONS = 60;

  private static WebDriver driver;
  private static String url;
  /** The same page served over loopback HTTP, as any static host would. */
  private static String httpUrl;
  private static SiteServer server;
  /** The paths the page asked the server for. */
  private static final List<String> requested =
      java.util.Collections.synchronizedList(new ArrayList<>());
  /** Why there is no browser, when there is none. */
  private static String missing;

  @BeforeAll
  static void startChromium() throws IOException {
    missing = Chromium.missing("ExplorerBrowserTest").orElse(null);
    if (missing != null) {
      return; // each test is then reported as skipped, with the reason
    }
    Path page = Path.of("target", "explorer-test", ExplorerPage.FILE).toAbsolutePath();
    Files.createDirectories(page.getParent());
    Files.writeString(page, ExplorerPage.html());
    url = page.toUri().toString();
    driver = Chromium.start();
    server = Chromium.serve(page.getParent(), requested);
    httpUrl = Chromium.address(server, ExplorerPage.FILE);
  }

  @AfterAll
  static void stopChromium() {
    if (driver != null) {
      driver.quit();
    }
    if (server != null) {
      server.close();
    }
  }

  /** Each test starts from a freshly loaded page: the empty board, nobody playing for the engine. */
  @BeforeEach
  void openThePage() {
    assumeTrue(missing == null, missing);
    driver.get("about:blank");
    driver.get(url);
  }

  // --- reading the page ---

  private static WebElement cell(int cell) {
    return driver.findElement(By.cssSelector("#board .cell[data-cell='" + cell + "']"));
  }

  private static String text(String id) {
    return driver.findElement(By.id(id)).getText();
  }

  /**
   * Waits until the page shows the position {@code cells} (as its link to the position says),
   * watching from inside the page: one call to the browser, not one per look.
   */
  private static void waitForBoard(String cells) {
    assertEquals("explore.html#" + cells, ((JavascriptExecutor) driver).executeAsyncScript("""
        var want = arguments[0], done = arguments[arguments.length - 1], start = Date.now();
        (function look() {
          var shown = document.getElementById('fragment').textContent;
          if (shown === want || Date.now() - start > 5000) {
            done(shown);
          } else {
            setTimeout(look, 10);
          }
        }());
        """, "explore.html#" + cells), "the page shows the position");
  }

  /** The position the page links to. */
  private static String shownBoard() {
    return text("fragment").substring("explore.html#".length());
  }

  /**
   * Opens each position through the address, as a shared link would, and returns what the page
   * then shows: every cell's rendered text, the status line, both visit counts, the puzzle, the
   * explanation and the link, read in the browser once the page has redrawn. One script goes
   * through all the positions, so the browser is asked once, not once per position.
   */
  @SuppressWarnings("unchecked")
  private static List<List<String>> openAndRead(List<String> boards) {
    return (List<List<String>>) ((JavascriptExecutor) driver).executeAsyncScript("""
        var boards = arguments[0], done = arguments[arguments.length - 1], shown = [];
        function read() {
          var texts = [];
          document.querySelectorAll('#board .cell').forEach(function (c) {
            texts.push(c.innerText);
          });
          ['status', 'minimax-visits', 'alphabeta-visits', 'puzzle', 'explanation',
              'fragment'].forEach(function (id) {
            texts.push(document.getElementById(id).innerText);
          });
          shown.push(texts);
          next();
        }
        function next() {
          if (shown.length === boards.length) {
            done(shown);
          } else if (location.hash === '#' + boards[shown.length]) {
            read();
          } else {
            window.addEventListener('hashchange', function () { setTimeout(read, 0); },
                {once: true});
            location.hash = boards[shown.length];
          }
        }
        next();
        """, boards);
  }

  private static List<String> openAndRead(String board) {
    return openAndRead(List.of(board)).get(0);
  }

  /** Checks everything the page shows for a position against the engines. */
  private static void assertShows(Expected expected, List<String> shown) {
    String where = " on\n" + expected.board() + "\nthe page showing " + shown.get(14);
    for (int cell = 0; cell < 9; cell++) {
      assertEquals(expected.cellText(cell), shown.get(cell).strip(), "cell " + cell + where);
    }
    // the winner's every line named, not only that someone won
    assertEquals(expected.status(), shown.get(9), where);
    assertEquals(String.format("%,d", expected.minimaxVisits()), shown.get(10), where);
    assertEquals(String.format("%,d", expected.alphaBetaVisits()), shown.get(11), where);
    assertEquals(expected.puzzle(), shown.get(12), where);
    if (expected.choice() >= 0) {
      assertTrue(shown.get(13).contains("(row " + (expected.choice() / 3 + 1) + ", column "
          + (expected.choice() % 3 + 1) + ")"), "the explanation names the engine's cell: "
          + shown.get(13) + where);
      // how soon the game ends, in moves still to play and the ply, as Score says it; "move"
      // means nothing else (the cells the player could choose from are "cells")
      int best = expected.scores().get(expected.choice());
      String when = best == 0 ? ""
          : Score.describe(best, expected.board()).replaceFirst("^(win|loss) ", "");
      assertTrue(shown.get(13).contains(when), "the explanation says \"" + when + "\"" + where);
      assertFalse(Pattern.compile("\\bmoves?\\b").matcher(shown.get(13).replace(when, "")).find(),
          "\"move\" means a mark still to play, nothing else: " + shown.get(13) + where);
      // the page's reason is the one the checker prints beside a wrong answer: one rule, said
      // in the browser's script and in Java (Reason), held equal here on every position opened
      int[] values = new int[9];
      for (int cell = 0; cell < 9; cell++) {
        Integer score = expected.scores().get(cell);
        values[cell] = score == null ? 0 : score;
      }
      assertEquals(Reason.explain(expected.board(), values, expected.choice()), shown.get(13),
          "the checker's reason" + where);
    }
    assertEquals("explore.html#" + expected.cells(), shown.get(14), where);
  }

  private static long free(String cells) {
    return cells.chars().filter(c -> c == '.').count();
  }

  private static void screenshot(String name) throws IOException {
    Path file = Path.of("target", "explorer-" + name + ".png");
    Files.copy(((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE).toPath(), file,
        StandardCopyOption.REPLACE_EXISTING);
  }

  // --- the tests ---

  @Test
  void everyCellOfRandomPositionsShowsWhatTheEnginesSay() throws IOException {
    List<Board> all = new ArrayList<>(Positions.all(Rules.ticTacToe()));
    Random random = new Random(20261123L);
    List<Board> sample = new ArrayList<>(List.of(Rules.ticTacToe().emptyBoard()));
    while (sample.size() < RANDOM_POSITIONS) {
      sample.add(all.get(random.nextInt(all.size())));
    }
    List<Expected> expected = sample.stream().map(Expected::of).toList();
    List<List<String>> shown = openAndRead(expected.stream().map(Expected::cells).toList());
    for (int i = 0; i < sample.size(); i++) {
      assertShows(expected.get(i), shown.get(i));
    }
    long finished = sample.stream().filter(Board::isOver).count();
    assertTrue(finished > 0 && finished < sample.size(), "finished and open games both seen");
    openAndRead("X.O.X..O.");
    screenshot("position");
  }

  /** The cell-value grid as the explanation writes it: the tie-break order, 9 for the first. */
  private static String gridText() {
    int[] value = new int[9];
    int[] order = Rules.ticTacToe().preferenceOrder();
    for (int rank = 0; rank < 9; rank++) {
      value[order[rank]] = 9 - rank;
    }
    return value[0] + " " + value[1] + " " + value[2] + " / " + value[3] + " " + value[4] + " "
        + value[5] + " / " + value[6] + " " + value[7] + " " + value[8];
  }

  /** One sentence per way the engine's move can be explained, each on a position of its kind. */
  @Test
  void theExplanationSaysWhyInEveryCase() {
    String tie = " is broken by the cell-value grid " + gridText() + ": this cell's ";
    String[][] cases = {
      // every cell draws, and the grid breaks the tie between all of them
      {".........", "The engine plays the centre (row 2, column 2): every cell draws. With all 9"
          + " cells worth the same, the tie" + tie + "9 is the highest of 9, 8, 7, 6, 5, 4, 3, 2,"
          + " 1."},
      {"X........", "The engine plays the centre (row 2, column 2): the only cell that does not"
          + " lose; it draws."},
      {"...X.....", "The engine plays the centre (row 2, column 2): it draws; no cell wins, and"
          + " 4 cells lose. 4 cells draw, this one among them, so the tie" + tie + "9 is the"
          + " highest of 9, 8, 6, 2."},
      {".OOXOXXXO", "The engine plays the top left (row 1, column 1): the only free cell, and it"
          + " wins in 1 move (on ply 9)."},
      {"XOXXOOOX.", "The engine plays the bottom right (row 3, column 3): the only free cell, and"
          + " it draws."},
      {"O....X...", "The engine plays the top right (row 1, column 3): the only cell that wins;"
          + " it wins in 5 moves (on ply 7)."},
      // X wins at once in the bottom right, or later in the centre
      {"XOXO.X.O.", "The engine plays the bottom right (row 3, column 3): it wins in 1 move (on"
          + " ply 7), the soonest of the 2 cells that win; the other cell wins later."},
      {".....O..X", "The engine plays the centre (row 2, column 2): it wins in 5 moves (on ply"
          + " 7); no cell wins sooner. 3 cells win that soon, this one among them, so the tie"
          + tie + "9 is the highest of 9, 6, 1."},
      {"...XOX...", "The engine plays the top left (row 1, column 1): every cell wins in 5 moves"
          + " (on ply 8). With all 6 cells worth the same, the tie" + tie + "8 is the highest of"
          + " 8, 7, 6, 5, 4, 1."},
      {"O.XXX..O.", "The engine plays the bottom left (row 3, column 1): every cell loses in 2"
          + " moves (on ply 7). With all 4 cells worth the same, the tie" + tie + "6 is the"
          + " highest of 6, 5, 4, 2."},
      {"....XO.X.", "The engine plays the top (row 1, column 2): every cell loses; this one holds"
          + " out longest and loses in 4 moves (on ply 7)."}};
    List<List<String>> shown = openAndRead(Arrays.stream(cases).map(c -> c[0]).toList());
    for (int i = 0; i < cases.length; i++) {
      assertEquals(cases[i][1], shown.get(i).get(13), cases[i][0]);
    }
    List<String> bad = openAndRead("XXX......");
    assertTrue(bad.get(13).startsWith("\"XXX......\" is not a position that can arise"), bad.get(13));
    assertEquals("explore.html#.........", bad.get(14), "the empty board instead");
  }

  /**
   * Where several cells share the fastest win, the explanation counts them as cells and says how
   * soon the game ends in moves (marks still to play) and plies, and never uses "moves" for both:
   * the sentence is built here from what the engines say of each cell, on 3x3 (the grid breaks
   * the tie) and on other boards (the cell on the most lines does).
   */
  @Test
  void severalFastestWinsAreCountedAsCellsNotMoves() {
    Board ticTacToe = Board.ofCells(Rules.ticTacToe(), "XOO....X.");
    Expected expected = Expected.of(ticTacToe);
    int choice = expected.choice();
    List<Integer> tied = fastestWins(ticTacToe, expected.scores(), choice);
    List<Integer> grid = Arrays.stream(gridText().split(" ")).filter(w -> !w.equals("/"))
        .map(Integer::valueOf).toList();
    assertEquals("The engine plays the bottom left (row 3, column 1): "
        + soonest(ticTacToe, expected.scores(), choice) + " " + tied.size() + " cells win that"
        + " soon, this one among them, so the tie is broken by the cell-value grid " + gridText()
        + ": this cell's " + grid.get(choice) + " is the highest of " + String.join(", ",
            tied.stream().map(grid::get).sorted(Comparator.reverseOrder()).map(String::valueOf)
                .toList()) + ".", openAndRead(ticTacToe.cells()).get(13));

    // the empty 3x4 board with three in a row: X wins, soonest from six cells
    for (Board board : List.of(Rules.of(3, 4, 3).emptyBoard(),
        Board.ofCells(Rules.of(4, 4, 4), "X.XXO....OOXOO.X"))) {
      Rules rules = board.rules();
      AlphaBetaEngine engine = new AlphaBetaEngine(rules);
      List<Integer> scores = new ArrayList<>();
      for (int cell = 0; cell < rules.cells(); cell++) {
        scores.add(board.at(cell) == '.' ? engine.moveValue(board, cell) : null);
      }
      int move = engine.decide(board).cell();
      List<Integer> same = fastestWins(board, scores, move);
      String address = rules.compactName() + ":" + board.cells();
      openAndWait(address);
      assertEquals("The engine plays row " + (move / rules.columns() + 1) + ", column "
          + (move % rules.columns() + 1) + ": " + soonest(board, scores, move) + " " + same.size()
          + " cells win that soon, this one among them, so the tie goes to the cell on the most"
          + " lines of " + rules.k() + " (this one is on " + rules.windowsThroughCount(move)
          + "), then to the first in row order.", text("explanation"), address);
    }
  }

  /**
   * The free cells that win as soon as the engine's {@code choice}; checks that there are
   * several, and slower wins besides, so that the position is of the kind the test is about.
   */
  private static List<Integer> fastestWins(Board board, List<Integer> scores, int choice) {
    List<Integer> tied = new ArrayList<>();
    long wins = 0;
    for (int cell = 0; cell < scores.size(); cell++) {
      Integer score = scores.get(cell);
      wins += score != null && score > 0 ? 1 : 0;
      if (score != null && score.equals(scores.get(choice))) {
        tied.add(cell);
      }
    }
    assertTrue(scores.get(choice) > 0 && tied.size() > 1 && tied.size() < wins,
        "several cells share the fastest win, and others win later, on\n" + board);
    return tied;
  }

  /** "it wins in 3 moves (on ply 7), the soonest of the 4 cells that win.", from the scores. */
  private static String soonest(Board board, List<Integer> scores, int choice) {
    int ply = Score.endPly(scores.get(choice), board.rules().cells());
    int moves = ply - board.marks();
    long wins = scores.stream().filter(s -> s != null && s > 0).count();
    return "it wins in " + moves + (moves == 1 ? " move" : " moves") + " (on ply " + ply + "), the"
        + " soonest of the " + wins + " cells that win.";
  }

  @Test
  void clickingPlaysAWonGameThenUndoAndNewGameWork() throws IOException {
    assertTrue(driver.findElement(By.id("undo")).getDomAttribute("disabled") != null);
    screenshot("start");
    int[] moves = {0, 3, 1, 4}; // X takes the top row, O the middle
    Board board = Rules.ticTacToe().emptyBoard();
    for (int move : moves) {
      cell(move).click();
      board = board.play(move);
      waitForBoard(board.cells());
    }
    assertShows(Expected.of(board), openAndRead(Expected.of(board).cells()));
    cell(2).click();
    waitForBoard("XXXOO....");
    assertEquals("X wins: three in a row on the top row.", text("status"));
    for (int c = 0; c < 9; c++) {
      assertEquals(c < 3, cell(c).getDomAttribute("class").contains("on-line"),
          "only the winning line is highlighted: cell " + c);
    }
    cell(8).click(); // the game is over: nothing happens
    assertEquals("XXXOO....", shownBoard());
    screenshot("won");

    driver.findElement(By.id("undo")).click();
    waitForBoard("XX.OO....");
    assertEquals("X to move.", text("status"));
    assertEquals("+\nwin in 1\n\u2605 engine", cell(2).getText());
    driver.findElement(By.id("reset")).click();
    waitForBoard(".........");
    assertTrue(driver.findElement(By.id("undo")).getDomAttribute("disabled") != null,
        "nothing to undo in a new game");
  }

  @Test
  void theKeyboardPlaysADrawnGame() {
    int[] moves = {4, 0, 8, 2, 1, 7, 6, 3, 5}; // X O X O X O X O X, and nobody has a line
    Actions keys = new Actions(driver);
    keys.sendKeys(Keys.TAB).perform(); // the first thing on the page to take the focus
    assertEquals("0", focused().getDomAttribute("data-cell"));
    for (int i = 0; i < 4; i++) {
      keys.sendKeys(Keys.TAB).perform(); // Tab goes through the cells in reading order
    }
    assertEquals("4", focused().getDomAttribute("data-cell"));
    int at = 4;
    Board board = Rules.ticTacToe().emptyBoard();
    for (int i = 0; i < moves.length; i++) {
      at = walk(keys, at, moves[i]);
      keys.sendKeys(i % 2 == 0 ? Keys.ENTER : Keys.SPACE).perform();
      board = board.play(moves[i]);
      waitForBoard(board.cells());
    }
    assertEquals('.', board.winner());
    assertEquals("Draw: the board is full and nobody has three in a row.", text("status"));
  }

  private static WebElement focused() {
    return driver.switchTo().activeElement();
  }

  /**
   * Moves the focus from cell {@code from} to cell {@code to} with the arrow keys, as a keyboard
   * user would, and checks it arrived.
   */
  private static int walk(Actions keys, int from, int to) {
    int row = from / 3;
    int col = from % 3;
    while (row != to / 3) {
      keys.sendKeys(row < to / 3 ? Keys.ARROW_DOWN : Keys.ARROW_UP).perform();
      row += row < to / 3 ? 1 : -1;
    }
    while (col != to % 3) {
      keys.sendKeys(col < to % 3 ? Keys.ARROW_RIGHT : Keys.ARROW_LEFT).perform();
      col += col < to % 3 ? 1 : -1;
    }
    assertEquals(String.valueOf(to), focused().getDomAttribute("data-cell"), "the focus moved");
    return to;
  }

  @Test
  void theEngineAnswersAndPerfectPlayDraws() throws IOException {
    driver.findElement(By.cssSelector("input[name=engine][value=O]")).click();
    TicTacToeEngine engine = new TicTacToeEngine();
    Board board = Rules.ticTacToe().emptyBoard();
    while (!board.isOver()) {
      int mine = engine.decide(board).cell(); // X plays the engine's move, as marked on the page
      assertTrue(cell(mine).getText().endsWith("\u2605 engine"), "the page marks " + mine);
      cell(mine).click();
      board = board.play(mine);
      if (!board.isOver()) {
        board = board.play(engine.decide(board).cell()); // the page's O answers by itself
      }
      waitForBoard(board.cells());
    }
    assertEquals('.', board.winner(), "perfect play draws");
    assertEquals(Expected.of(board).status(), text("status"));
    driver.findElement(By.id("undo")).click(); // X's last move: X is to move again
    assertEquals(1, free(shownBoard()), shownBoard());
    driver.findElement(By.id("undo")).click(); // O's answer, and X's move before it
    assertEquals(3, free(shownBoard()), shownBoard());
    assertEquals("X to move.", text("status"));
    screenshot("engine");

    driver.findElement(By.cssSelector("input[name=engine][value=X]")).click();
    driver.findElement(By.id("reset")).click();
    int first = engine.decide(Rules.ticTacToe().emptyBoard()).cell();
    waitForBoard(Rules.ticTacToe().emptyBoard().play(first).cells());
    assertEquals("X", cell(first).getText(), "the engine, now X, opened there");
  }

  // --- any board: the Java engine compiled to WebAssembly, in a worker ---

  /** Random positions reached by random play from the empty board: open games and finished ones. */
  private static List<Board> randomPositions(Rules rules, int count, long seed) {
    Random random = new Random(seed);
    List<Board> boards = new ArrayList<>();
    while (boards.size() < count) {
      boards.add(Generators.play(rules, random.ints(random.nextInt(rules.cells()), 0, 64)
          .boxed().toList()));
    }
    return boards;
  }

  /**
   * Opens {@code address} and waits, in the page, until the engine has answered: returns each
   * cell's {@code data-value} (null where none), then the engine's cell ({@code choice}, -1 if
   * none), then the positions shown ("19 + 1": the value's, then the move's), then the value's
   * time.
   */
  @SuppressWarnings("unchecked")
  private static List<Object> openAndWait(String address) {
    return (List<Object>) ((JavascriptExecutor) driver).executeAsyncScript("""
        var address = arguments[0], done = arguments[arguments.length - 1], start = Date.now();
        location.hash = address;
        (function look() {
          var idle = document.getElementById('cancel').disabled;
          var shown = document.getElementById('fragment').textContent;
          if ((idle && shown === 'explore.html#' + address) || Date.now() - start > 20000) {
            var out = [];
            var choice = -1;
            document.querySelectorAll('#board .cell').forEach(function (c, i) {
              var v = c.getAttribute('data-value');
              out.push(v === null ? null : Number(v));
              if (c.classList.contains('choice')) {
                choice = i;
              }
            });
            out.push(choice);
            out.push(document.getElementById('engine-visits').textContent + ' + '
              + document.getElementById('move-visits').textContent);
            out.push(document.getElementById('engine-time').textContent);
            done(out);
          } else {
            setTimeout(look, 5);
          }
        }());
        """, address);
  }

  /** Every free cell's value and the engine's move, as the Java engine says them here. */
  private static void assertEngineShows(Board board, List<Object> shown) {
    Rules rules = board.rules();
    AlphaBetaEngine engine = new AlphaBetaEngine(rules);
    String where = " on " + rules.compactName() + "\n" + board;
    for (int cell = 0; cell < rules.cells(); cell++) {
      Object value = shown.get(cell);
      if (board.at(cell) != '.' || board.isOver()) {
        assertEquals(null, value, "cell " + cell + " has no value" + where);
      } else {
        assertEquals((long) engine.moveValue(board, cell), value, "cell " + cell + where);
      }
    }
    int choice = board.isOver() ? -1 : engine.decide(board).cell();
    assertEquals((long) choice, ((Number) shown.get(rules.cells())).longValue(),
        "the engine's move" + where);
  }

  private static void assertNoErrorsLogged() {
    assertEquals(List.of(), Chromium.warnings(driver), "the page logged no warnings or errors");
  }

  // tag::any-board[]
  @Test
  void onAnyBoardEveryValueAndTheMoveAreTheJavaEnginesFromFileAndOverHttp() {
    int checked = 0;
    for (String origin : List.of(url, httpUrl)) {
      driver.get("about:blank");
      driver.get(origin);
      long seed = origin.hashCode();
      for (Rules rules : List.of(Rules.of(3, 4, 3), Rules.of(4, 4, 4))) {
        for (Board board : randomPositions(rules, 25, seed++)) {
          assertEngineShows(board, openAndWait(rules.compactName() + ":" + board.cells()));
          checked++;
        }
      }
      assertNoErrorsLogged();
    }
    assertEquals(100, checked);
    assertEquals(List.of("/" + ExplorerPage.FILE), requested,
        "over HTTP the page asked for itself only: the engine came inlined");
    List<String> asked = Chromium.requests(driver);
    assertTrue(asked.contains(url) && asked.contains(httpUrl), asked::toString);
    assertEquals(List.of(), Chromium.elsewhere(asked), "requests to other hosts");
  }
  // end::any-board[]

  @Test
  void switchingATechniqueOffChangesThePositionsVisitedButNeverAValue() throws IOException {
    Board board = Board.of(Rules.of(4, 4, 4), "X...", ".O..", "....", "....");
    String address = "4x4k4:" + board.cells();
    List<Object> allOn = openAndWait(address);
    assertEngineShows(board, allOn);
    screenshot("4x4");
    int switched = 0;
    for (String name : List.of("pairing", "ply-deepening", "table")) {
      driver.findElement(By.cssSelector("#techniques input[value='" + name + "']")).click();
      switched++;
      List<Object> fewer = openAndWait(address);
      assertEquals(allOn.subList(0, 17), fewer.subList(0, 17), "values and move with " + switched
          + " techniques off");
      assertTrue(!fewer.get(17).equals(allOn.get(17)), "the count changed: " + allOn.get(17)
          + " with every technique, " + fewer.get(17) + " without " + name);
    }
    assertTrue(text("invariant").contains("it held"), text("invariant"));
    screenshot("ablation");
    assertNoErrorsLogged();
  }

  /**
   * The count shown for the value of an empty board is the solve every page of the site counts
   * (the page once said 20 positions for 4x4 k=4, its count for the move, and "21 positions in 0
   * µs" without pairing), and a time below the browser's clock is said to be one.
   */
  @Test
  void anEmptyBoardsCountIsTheSolveThePagesGiveAndNoTimeReadsZero() {
    Rules rules = Rules.of(4, 4, 4);
    String address = "4x4k4:" + rules.emptyBoard().cells();
    List<Object> allOn = openAndWait(address);
    assertEquals(String.format(Locale.ROOT, "%,d", ColdSolve.of(rules).visited()),
        ((String) allOn.get(17)).split(" \\+ ")[0], "with every technique");
    driver.findElement(By.cssSelector("#techniques input[value='pairing']")).click();
    List<Object> withoutPairing = openAndWait(address);
    assertEquals(String.format(Locale.ROOT, "%,d", ColdSolve.of(rules, Technique.allBut(
        "pairing"), SearchMonitor.NONE).visited()), ((String) withoutPairing.get(17))
        .split(" \\+ ")[0], "without pairing");
    for (List<Object> shown : List.of(allOn, withoutPairing)) {
      assertTrue(((String) shown.get(18)).matches("under 1 ms|[\\d,.]+ m?s"), shown.get(18)
          + " is a time the browser's clock can tell");
    }
    assertNoErrorsLogged();
  }

  /**
   * Opens {@code address} as a shared link would, in a freshly loaded page, and returns the
   * rules picked (rows, columns, k), the number of cells drawn, the explanation and the link to
   * the position, once the page links to {@code shown}.
   */
  private static List<String> openLink(String address, String shown) {
    driver.get("about:blank");
    driver.get(url + "#" + address);
    waitForBoard(shown);
    return List.of(driver.findElement(By.id("rows")).getDomProperty("value"),
        driver.findElement(By.id("columns")).getDomProperty("value"),
        driver.findElement(By.id("k")).getDomProperty("value"),
        String.valueOf(driver.findElements(By.cssSelector("#board .cell")).size()),
        text("explanation"));
  }

  @Test
  void rulesWithNoCellsOpenTheirEmptyBoard() {
    for (Rules rules : List.of(Rules.of(4, 4, 4), Rules.of(3, 5, 3), Rules.of(3, 4, 3))) {
      String address = rules.compactName() + ":";
      Board empty = rules.emptyBoard();
      List<String> shown = openLink(address, address + empty.cells());
      assertEquals(List.of(String.valueOf(rules.rows()), String.valueOf(rules.columns()),
          String.valueOf(rules.k()), String.valueOf(rules.cells())), shown.subList(0, 4), address);
      assertFalse(shown.get(4).contains("is not a position"), shown.get(4));
      assertEngineShows(empty, openAndWait(address + empty.cells()));
    }
    // in capitals too, as any address is read; and 3x3, whose link is its nine cells
    List<String> ticTacToe = openLink("3X3K3:", ".........");
    assertEquals(List.of("3", "3", "3", "9"), ticTacToe.subList(0, 4));
    assertFalse(ticTacToe.get(4).contains("is not a position"), ticTacToe.get(4));
    assertNoErrorsLogged();
  }

  @Test
  void aMalformedBoardAfterTheRulesIsStillRefused() {
    // too short, too long, a letter that is no mark, X two moves ahead, and on other rules
    for (String address : List.of("4x4k4:X", "4x4k4:" + ".".repeat(17),
        "4x4k4:X..Q" + ".".repeat(12), "4x4k4:XX" + ".".repeat(14), "3x3k3:X", "5x5k4:.")) {
      List<String> shown = openLink(address, ".........");
      assertEquals(List.of("3", "3", "3", "9"), shown.subList(0, 4), "3x3 instead of " + address);
      assertTrue(shown.get(4).startsWith("\"" + address + "\" is not a position that can arise"),
          shown.get(4));
    }
  }

  @Test
  void everyTechniqueSwitchSaysInAWordWhatItDoes() {
    List<WebElement> labels = driver.findElements(By.cssSelector("#techniques label"));
    List<String> shown = labels.stream().map(l -> l.getText().strip()).toList();
    List<String> titles = labels.stream().map(l -> l.getDomAttribute("title")).toList();
    assertEquals(List.of(Technique.values()).stream().map(t -> t.cliName() + " \u00b7 " + t.gist())
        .toList(), shown, "each switch: the name, then its gist");
    assertEquals(List.of(Technique.values()).stream().map(Technique::description).toList(),
        titles, "and on hover, the whole description");
  }

  @Test
  void aLongSearchShowsItsProgressAndCanBeCancelled() throws IOException {
    ((JavascriptExecutor) driver).executeScript("location.hash = arguments[0]",
        "8x8k5:" + ".".repeat(64)); // a draw no engine here proves in minutes
    String status = waitForText("engine-status", "positions so far");
    assertTrue(status.startsWith("The engine is searching"), status);
    assertTrue(driver.findElement(By.id("value-all")).isDisplayed(),
        "a board this big offers the values on request");
    driver.findElement(By.id("cancel")).click();
    assertTrue(text("engine-status").startsWith("Cancelled."), text("engine-status"));
    assertTrue(driver.findElement(By.id("cancel")).getDomAttribute("disabled") != null);
    // the engine answers the next question after a cancel
    Board board = Board.of(Rules.of(3, 4, 3), "X...", ".O..", "....");
    assertEngineShows(board, openAndWait("3x4k3:" + board.cells()));
    assertNoErrorsLogged();
  }

  /** Waits until the element's text contains {@code part}, and returns it. */
  private static String waitForText(String id, String part) {
    return (String) ((JavascriptExecutor) driver).executeAsyncScript("""
        var id = arguments[0], part = arguments[1], done = arguments[arguments.length - 1];
        var start = Date.now();
        (function look() {
          var text = document.getElementById(id).textContent;
          if (text.indexOf(part) >= 0 || Date.now() - start > 20000) {
            done(text);
          } else {
            setTimeout(look, 20);
          }
        }());
        """, id, part);
  }
}
