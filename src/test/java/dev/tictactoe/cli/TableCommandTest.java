package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.engine.Evaluation;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.mnk.SearchStoppedException;
import dev.tictactoe.solver.AlphaBetaEngine;
import dev.tictactoe.solver.TableCheckpoint;
import dev.tictactoe.solver.Technique;
import dev.tictactoe.report.ResultFiles;
import dev.tictactoe.report.TableFile;
import dev.tictactoe.solver.TableRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TableCommandTest {

  // tag::table[]
  @Test
  void oneLinePerBoardWithTheValueTheTimeAndThePositions() {
    Cli.Result r = Cli.run("", "table", "--max-cells", "16");
    assertEquals(0, r.status(), r.err());
    List<String> lines = r.out().lines().toList();
    List<Rules> boards = Rules.boardsUpTo(16);
    assertEquals(boards.size(), lines.size());
    for (int i = 0; i < boards.size(); i++) {
      Rules rules = boards.get(i);
      Evaluation solved = new AlphaBetaEngine(rules).evaluate(rules.emptyBoard());
      String line = lines.get(i);
      assertTrue(line.startsWith(rules.name() + ": "), line);
      assertTrue(line.substring(rules.name().length() + 1).strip()
          .startsWith(Score.outcome(solved.scoreForX(), rules.cells()) + "  "), line);
      // only the time is the machine's: the positions are the engine's own count, and fewer where
      // the board holds one X has won (the engine is told by when X wins, and asks only sooner)
      boolean told = r.err().contains("\n" + rules.name() + ": X wins ");
      Matcher counted = Pattern.compile(" \\d+\\.\\d{3} s +([\\d,]+) positions?$").matcher(line);
      assertTrue(counted.find(), line);
      long positions = Long.parseLong(counted.group(1).replace(",", ""));
      if (told) {
        assertTrue(positions <= solved.visited(), line + ", " + solved.visited() + " untold");
      } else {
        assertEquals(solved.visited(), positions, line);
      }
    }
    assertTrue(r.err().contains("\n4x4 k=3: X wins 3x4 k=3 on ply 7,"), r.err());
    assertTrue(r.out().contains("3x4 k=3:   X wins on ply 7 "), r.out());
    assertTrue(r.out().contains("4x4 k=3:   X wins on ply 5 "), r.out());
    assertTrue(r.out().contains("4x4 k=4:   draw "), r.out());
    assertTrue(r.err().startsWith("solving " + boards.size() + " boards of up to 16 cells with"
        + " alphabeta\n"), r.err());
    assertTrue(r.err().contains("solved " + boards.size() + " of " + boards.size() + " boards"));
  }
  // end::table[]

  @Test
  void aBoardOutOfTimeIsSaidSoAndTheTableGoesOnEndingWithStatusThree() {
    // plain minimax: 4x4 k=4 would take some 10^13 positions, 3x3 half a million (3x4, 10^8,
    // was solved inside the 2 s on an idle machine)
    Cli.Result r = Cli.run("", "table", "--boards", "4x4k4,3x3k3", "--engine", "minimax",
        "--timeout", "2");
    assertEquals(Main.STOPPED, r.status(), r.err());
    List<String> lines = r.out().lines().toList();
    assertEquals(2, lines.size(), "every board has a line: " + r.out());
    assertTrue(lines.get(0).startsWith("4x4 k=4:   not solved (--timeout) "), r.out());
    assertTrue(lines.get(0).endsWith(" positions; proven: nothing"), "minimax proves no bound on"
        + " the way: " + r.out());
    assertTrue(lines.get(1).startsWith("3x3 k=3:   draw "), "and the table goes on: " + r.out());
    assertTrue(r.err().contains("\nsolved 1 of 2 boards in "), r.err());
  }

  @Test
  void withoutATechniqueEveryValueIsTheSame() {
    Cli.Result all = Cli.run("", "table", "--max-cells", "12");
    Cli.Result without = Cli.run("", "table", "--max-cells", "12", "--without", "pairing,bounds");
    assertEquals(0, all.status(), all.err());
    assertEquals(0, without.status(), without.err());
    // a line for every board: two empty tables would be "the same" too
    assertEquals(Rules.boardsUpTo(12).size(), values(all.out()).size(), all.out());
    assertEquals(values(all.out()), values(without.out()));
    assertTrue(without.err().startsWith("solving " + Rules.boardsUpTo(12).size() + " boards of up"
        + " to 12 cells with alphabeta without pairing,bounds\n"), without.err());
  }

  /** Each line's board and value, without the time and the positions visited. */
  private static List<String> values(String table) {
    return table.lines().map(line -> line.replaceAll(" +[\\d.]+ s +[\\d,]+ positions?$", ""))
        .toList();
  }

  @Test
  void aMaxCellsOutsideThreeToSixtyFourIsOneLine() {
    Cli.Result r = Cli.run("", "table", "--max-cells", "65");
    assertEquals(2, r.status());
    assertEquals("tictactoe table: --max-cells: expected 3 to 64 (no line of 3 fits on fewer"
        + " cells), got 65 (see 'tictactoe table --help')\n", r.err());
  }

  @Test
  void namedBoardsAreSolvedInTheOrderGiven() {
    Cli.Result r = Cli.run("", "table", "--boards", "4x4k4,3x3k3,5x4k4");
    assertEquals(0, r.status(), r.err());
    List<String> lines = r.out().lines().toList();
    assertEquals(3, lines.size(), r.out());
    assertTrue(lines.get(0).startsWith("4x4 k=4:   draw "), r.out());
    assertTrue(lines.get(1).startsWith("3x3 k=3:   draw "), r.out());
    Rules fiveByFour = Rules.of(5, 4, 4);
    assertTrue(lines.get(2).startsWith("5x4 k=4:   " + Score.outcome(new AlphaBetaEngine(fiveByFour)
        .evaluate(fiveByFour.emptyBoard()).scoreForX(), fiveByFour.cells()) + " "), r.out());
    assertTrue(r.err().startsWith("solving 3 boards with alphabeta\n"), r.err());
  }

  /**
   * A board that holds a smaller one X has won, with the same k, either way round, is told that X
   * wins it by that board's ply at the latest, naming the board won soonest: one of this run's,
   * or of the rows it resumes. Another k, or a board held by none, is told nothing. The values are
   * an engine's told nothing; a win on that very ply is proven by the held board, and its row says
   * so.
   */
  @Test
  void aBoardHoldingOneXHasWonIsToldXWinsByItsPly(@TempDir Path dir) throws Exception {
    Cli.Result r = Cli.run("", "table", "--boards", "3x4k3,4x4k3,5x3k3,4x4k4,3x3k3");
    assertEquals(0, r.status(), r.err());
    List<String> told = r.err().lines().filter(l -> l.contains(", and this board holds it,"))
        .toList();
    String rest = " at the latest: only sooner wins are asked, and not whether O can stop every"
        + " line of X's";
    assertEquals(List.of(
        "4x4 k=3: X wins 3x4 k=3 on ply 7, and this board holds it, so X wins here by ply 7" + rest,
        "5x3 k=3: X wins 3x4 k=3 on ply 7, and this board holds it, so X wins here by ply 7"
            + rest), told);

    Path csv = dir.resolve("t.csv");
    assertEquals(0, Cli.run("", "table", "--boards", "3x4k3", "--csv", csv.toString()).status());
    Cli.Result resumed = Cli.run("", "table", "--boards", "3x5k3,4x4k3", "--resume",
        csv.toString());
    assertEquals(0, resumed.status(), resumed.err());
    assertTrue(resumed.err().contains("\n3x5 k=3: X wins 3x4 k=3 on ply 7, and this board holds"
        + " it,"), resumed.err());
    Map<Rules, TableFile.Row> rows = TableFile.read(csv);
    for (String board : List.of("3x5k3", "4x4k3")) {
      Rules rules = Rules.ofCompactName(board);
      int cold = new AlphaBetaEngine(rules).evaluate(rules.emptyBoard()).scoreForX();
      TableFile.Row row = rows.get(rules);
      assertEquals(Score.outcome(cold, rules.cells()), row.outcome(),
          board + ": the same value as an engine told nothing");
      assertEquals(Score.endPly(cold, rules.cells()) == 7 ? TableRun.HELD : "ply deepening",
          row.proof(), board + " won on ply " + Score.endPly(cold, rules.cells()));
    }
    assertEquals(TableRun.HELD, rows.get(Rules.of(3, 5, 3)).proof(), "X wins 3x5 on ply 7");

    Cli.Result appended = Cli.run("", "table", "--boards", "4x5k3", "--csv", csv.toString());
    assertEquals(0, appended.status(), appended.err());
    assertTrue(appended.err().contains("\n4x5 k=3: X wins 4x4 k=3 on ply 5, and this board holds"
        + " it,"), "the file's rows tell the board, the one won soonest named: " + appended.err());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "--boards 4x4k4,4x4|--boards: unknown board '4x4', expected rows x columns and k, such as"
          + " 4x4k4",
      "--boards 9x9k5|--boards: a board has at most 64 cells (each player's marks are one 64-bit"
          + " mask), but 9x9 has 81",
      "--boards 4x4k4 --max-cells 20|--boards and --max-cells: name the boards or give their"
          + " size, not both",
      "--boards 3x3k3 --checkpoint-every 60|--checkpoint-every: says how boards write their"
          + " checkpoints, which only --checkpoints DIR asks for",
      "--boards 3x3k3 --kept-only|--kept-only: says how boards write their checkpoints, which"
          + " only --checkpoints DIR asks for"})
  void badBoardsAreOneLineAndStatusTwo(String options, String reason) {
    List<String> args = new java.util.ArrayList<>(List.of("table"));
    args.addAll(List.of(options.split(" ")));
    Cli.Result r = Cli.run("", args.toArray(String[]::new));
    assertEquals(2, r.status());
    assertEquals("", r.out());
    assertEquals("tictactoe table: " + reason + " (see 'tictactoe table --help')\n", r.err());
  }
  @Test
  void csvGetsARowPerBoardAsItIsSolvedAndResumeGoesOnWithTheOthers(@TempDir Path dir)
      throws Exception {
    Path csv = dir.resolve("t.csv");
    Cli.Result whole = Cli.run("", "table", "--max-cells", "12", "--csv", csv.toString());
    assertEquals(0, whole.status(), whole.err());
    Map<Rules, TableFile.Row> rows = TableFile.read(csv);
    List<Rules> boards = Rules.boardsUpTo(12);
    assertEquals(Set.copyOf(boards), rows.keySet());
    for (String line : whole.out().lines().toList()) {
      Rules rules = boards.stream().filter(b -> line.startsWith(b.name() + ":")).findFirst()
          .orElseThrow();
      assertTrue(line.contains(" " + rows.get(rules).outcome() + " "), line);
    }
    assertTrue(Files.exists(dir.resolve("t.env.json")), "the machine and commit beside it");
    // a run stopped after all but three boards: their rows are not in the file
    List<String> lines = Files.readAllLines(csv);
    Files.write(csv, lines.subList(0, lines.size() - 3));
    Cli.Result resumed = Cli.run("", "table", "--max-cells", "12", "--resume", csv.toString());
    assertEquals(0, resumed.status(), resumed.err());
    assertEquals(3, resumed.out().lines().count(), "only the three left: " + resumed.out());
    assertTrue(resumed.err().contains("solving 3 boards of up to 12 cells"), resumed.err());
    assertTrue(resumed.err().contains("(" + (boards.size() - 3) + " solved already in "),
        resumed.err());
    Map<Rules, TableFile.Row> after = TableFile.read(csv);
    assertEquals(rows.keySet(), after.keySet());
    for (Rules rules : boards) {
      assertEquals(rows.get(rules).outcome(), after.get(rules).outcome(), rules.name());
    }
  }

  /**
   * A board whose last row says it was stopped (by --timeout) goes on from the bounds that row
   * states: the same value, and a row that counts both runs' positions and time.
   */
  @Test
  void aBoardStoppedBeforeGoesOnFromWhatItsRowSaysWasProven(@TempDir Path dir)
      throws Exception {
    Rules rules = Rules.of(4, 7, 4); // about 470,000 positions
    SearchStoppedException stopped = assertThrows(SearchStoppedException.class,
        () -> new AlphaBetaEngine(rules, Technique.all(),
            SearchMonitor.budget(250_000, "stopped")).evaluate(rules.emptyBoard()));
    Path csv = dir.resolve("t.csv");
    TableFile.append(csv, new TableFile.Row(rules, TableFile.NOT_SOLVED, OptionalInt.empty(),
        stopped.proven(), stopped.visited(), 12.5, 12.5, 1, 1 << 16, "0", "abc", "Some CPU"));
    Cli.Result r = Cli.run("", "table", "--boards", "4x7k4", "--threads", "1", "--resume",
        csv.toString());
    assertEquals(0, r.status(), r.err());
    assertTrue(r.err().contains("4x7 k=4: going on from an earlier run's 12.5 s, which proved: "
        + stopped.proven() + "\n"), r.err());
    TableFile.Row row = TableFile.read(csv).get(rules);
    // the value of the committed table's cold run (LongSearchTest holds a resumed engine's to it)
    assertEquals(TableFile.read(ResultFiles.newestTable(Path.of("results")).orElseThrow())
        .get(rules).outcome(), row.outcome());
    assertTrue(row.positions() > stopped.visited() && row.seconds() > 12.5, row.toString());
    assertTrue(r.out().contains(String.format(Locale.ROOT, " %,d positions", row.positions())),
        "the line counts both runs too: " + r.out());

    // a stopped row whose bounds cannot be read is refused with its line, and nothing runs
    Path bad = dir.resolve("bad.csv");
    TableFile.append(bad, new TableFile.Row(rules, TableFile.NOT_SOLVED, OptionalInt.empty(),
        "X cannot win before ply 99", 1, 1.0, 1.0, 1, 1 << 16, "0", "abc", "Some CPU"));
    String before = Files.readString(bad);
    Cli.Result refused = Cli.run("", "table", "--boards", "4x7k4", "--resume", bad.toString());
    assertEquals(2, refused.status(), refused.err());
    assertEquals("tictactoe table: --resume: " + bad + ", line 2: no ply 99 on 28 cells (see"
        + " 'tictactoe table --help')\n", refused.err());
    assertEquals(before, Files.readString(bad), "a refused call changes nothing");
  }

  /**
   * With --checkpoints, the run that goes on with a stopped board reads back the table the
   * stopped run wrote, or where only that is there, its entries of the most work: the same value
   * as from the row's bounds alone, in fewer positions; once the board is solved its files are
   * gone. An engine without a table cannot keep one: one line.
   */
  @Test
  void aStoppedBoardGoesOnWithTheTableItsRunWrote(@TempDir Path dir) throws Exception {
    Rules rules = Rules.of(5, 8, 4); // won on ply 11, about 112,000 positions
    AlphaBetaEngine stopping = new AlphaBetaEngine(rules, Technique.all(), 1 << 16,
        SearchMonitor.budget(50_000, "stopped"));
    SearchStoppedException stopped = assertThrows(SearchStoppedException.class,
        () -> stopping.evaluate(rules.emptyBoard()));
    TableFile.Row row = new TableFile.Row(rules, TableFile.NOT_SOLVED, OptionalInt.empty(),
        stopped.proven(), stopped.visited(), 1.0, 1.0, 1, 1 << 16, "0", "abc", "Some CPU");
    Path withoutTable = dir.resolve("without.csv");
    Path withTable = dir.resolve("with.csv");
    Path withKept = dir.resolve("kept.csv");
    TableFile.append(withoutTable, row);
    TableFile.append(withTable, row);
    TableFile.append(withKept, row);
    Path tables = dir.resolve("tables");
    Files.createDirectories(tables);
    Path file = tables.resolve("5x8k4.table");
    TableCheckpoint.save(stopping, file);
    Path keptTables = dir.resolve("kept");
    Files.createDirectories(keptTables);
    Path kept = keptTables.resolve("5x8k4" + TableRun.KEPT_SUFFIX);
    TableCheckpoint.saveHeaviest(stopping, kept);

    String[] options = {"table", "--boards", "5x8k4", "--threads", "1", "--table-size", "65536"};
    Cli.Result from = Cli.run("", concat(options, "--resume", withoutTable.toString()));
    Cli.Result on = Cli.run("", concat(options, "--resume", withTable.toString(),
        "--checkpoints", tables.toString()));
    assertEquals(0, from.status(), from.err());
    assertEquals(0, on.status(), on.err());
    assertTrue(on.err().contains("\n5x8 k=4: read the table an earlier run left in " + file
        + " ("), on.err());
    TableFile.Row fromBounds = TableFile.read(withoutTable).get(rules);
    TableFile.Row fromTable = TableFile.read(withTable).get(rules);
    assertEquals(fromBounds.outcome(), fromTable.outcome());
    assertTrue(fromTable.positions() < fromBounds.positions(), fromTable.positions()
        + " positions with the table, " + fromBounds.positions() + " without");
    assertFalse(Files.exists(file), "a solved board's table is deleted");

    Cli.Result onKept = Cli.run("", concat(options, "--resume", withKept.toString(),
        "--checkpoints", keptTables.toString()));
    assertEquals(0, onKept.status(), onKept.err());
    assertTrue(onKept.err().contains("\n5x8 k=4: read the table an earlier run left in " + kept
        + " ("), onKept.err());
    TableFile.Row fromKept = TableFile.read(withKept).get(rules);
    assertEquals(fromBounds.outcome(), fromKept.outcome());
    assertTrue(fromKept.positions() < fromBounds.positions(), fromKept.positions()
        + " positions with the kept entries, " + fromBounds.positions() + " without");
    assertFalse(Files.exists(kept), "a solved board's kept entries are deleted");

    Cli.Result minimax = Cli.run("", "table", "--boards", "3x3k3", "--engine", "minimax",
        "--checkpoints", tables.toString());
    assertEquals(2, minimax.status(), minimax.err());
    assertEquals(1, minimax.err().lines().count(), minimax.err());
    assertTrue(minimax.err().startsWith("tictactoe table: --checkpoints: the minimax engine has"
        + " no transposition table"), minimax.err());
  }

  /** An interval that is no number of seconds is one line, and no directory is made. */
  @ParameterizedTest
  @CsvSource({"-1,-1.0", "NaN,NaN"})
  void aCheckpointIntervalBelowZeroIsOneLine(String every, String shown, @TempDir Path dir) {
    Path tables = dir.resolve("tables");
    Cli.Result r = Cli.run("", "table", "--boards", "3x3k3", "--checkpoints", tables.toString(),
        "--checkpoint-every", every);
    assertEquals(2, r.status());
    assertEquals("tictactoe table: --checkpoint-every: expected a number of seconds, 0 or more"
        + " (0: only when a board stops), got " + shown + " (see 'tictactoe table --help')\n",
        r.err());
    assertFalse(Files.exists(tables), "a refused call changes nothing");
  }

  private static String[] concat(String[] first, String... more) {
    String[] all = Arrays.copyOf(first, first.length + more.length);
    System.arraycopy(more, 0, all, first.length, more.length);
    return all;
  }

  @Test
  void aDirectoryGetsANewTimestampedTable(@TempDir Path dir) throws Exception {
    Cli.Result r = Cli.run("", "table", "--boards", "3x3k3,4x4k4", "--csv", dir.toString());
    assertEquals(0, r.status(), r.err());
    List<Path> tables;
    try (var files = Files.list(dir)) {
      tables = files.filter(p -> p.getFileName().toString().endsWith("-table.csv")).toList();
    }
    assertEquals(1, tables.size(), r.err());
    assertTrue(r.err().startsWith("rows go to " + tables.get(0)), r.err());
    assertEquals(List.of("draw", "draw"), TableFile.read(tables.get(0)).values().stream()
        .map(TableFile.Row::value).toList());
    // and 'report' reads it: its summary counts the rows, a chart for each k that has a win
    Cli.Result report = Cli.run("", "report", tables.get(0).toString());
    assertEquals(0, report.status(), report.err());
    String stem = tables.get(0).getFileName().toString().replace(".csv", "");
    String doc = Files.readString(dir.resolve(stem + ".adoc"));
    assertTrue(doc.contains("2 boards, 2 of them solved, in "), doc);
    assertTrue(doc.contains("| 4x4 k=4 | draw | "), doc);
    // both are draws: a picture for k = 3, the first k, and a sentence for the rest
    assertTrue(Files.exists(dir.resolve(stem + "-k3.svg")), doc);
    assertTrue(!Files.exists(dir.resolve(stem + "-k4.svg")), doc);
    assertTrue(doc.contains("For k = 4 every board is a draw (1 board), so there is no picture."),
        doc);
  }

  @Test
  void aResumeFileThatIsNoTableIsOneLine(@TempDir Path dir) throws Exception {
    Path notATable = dir.resolve("notes.csv");
    Files.writeString(notATable, "a,b\n1,2\n");
    Cli.Result r = Cli.run("", "table", "--max-cells", "9", "--resume", notATable.toString());
    assertEquals(2, r.status());
    assertEquals(1, r.errLines(), r.err());
    assertTrue(r.err().startsWith("tictactoe table: --resume: " + notATable + ": not a table's"
        + " results"), r.err());
    assertEquals("a,b\n1,2\n", Files.readString(notATable), "a refused call changes nothing");
  }
}
