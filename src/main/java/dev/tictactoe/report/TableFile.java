package dev.tictactoe.report;

import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.Score;
import dev.tictactoe.solver.TableCheckpoint;
import dev.tictactoe.solver.TableRun;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;

/**
 * The table of solved boards as {@code table --csv} writes it: one CSV row per board, appended
 * (and flushed) as each is solved, so a run of hours loses nothing to Ctrl-C or a reboot and
 * {@code --resume} goes on from the boards it has. Each row carries what the board's answer
 * rests on: the value, the ply of a win, how a draw was proven, the positions and the time, on
 * how many threads with how large a table, the engine's version and commit, and the machine's
 * CPU: a table resumed over months can hold rows of several machines.
 */
public final class TableFile {
  /** The columns, in order: the file's header line. */
  public static final List<String> COLUMNS = List.of("board", "rows", "columns", "k", "cells",
      "value", "ply", "proof", "positions", "seconds", "finished", "threads", "table", "version",
      "commit", "cpu");

  /**
   * The columns of the tables written before rows named their CPU: such a file is read (its
   * environment file names the one machine of its rows), and rewritten with the column the
   * first time a row is appended to it.
   */
  static final List<String> WITHOUT_CPU = COLUMNS.subList(0, COLUMNS.size() - 1);

  /** The value of a board that was not solved within its limit. */
  public static final String NOT_SOLVED = "not solved";
  /** The value of a board X wins. */
  private static final String X_WINS = "X wins";

  private TableFile() {}

  /**
   * One board.
   *
   * @param value "draw", "X wins", "O wins" or {@link #NOT_SOLVED}
   * @param ply the ply a win comes on, if it is one
   * @param proof how the value was proven: for a draw "pairing", "weak game" or "search"; for a
   *     win "ply deepening" or "search"; for a board not solved, what was proven by then
   * @param finished seconds from the table's start to this board's end
   * @param cpu the model of the CPU that solved it, or "" in a file that did not record it row
   *     by row ({@link #WITHOUT_CPU}: the environment file beside it names the machine)
   */
  public record Row(Rules rules, String value, OptionalInt ply, String proof, long positions,
      double seconds, double finished, int threads, int table, String version, String commit,
      String cpu) {

    /** Whether the board was solved within its limit. */
    public boolean isSolved() {
      return !value.equals(NOT_SOLVED);
    }

    /** Whether the board is a draw. */
    public boolean isDraw() {
      return value.equals("draw");
    }

    /** Whether the board is a win, for either side. */
    public boolean isWin() {
      return value.startsWith("X") || value.startsWith("O");
    }

    /** Whether X wins the board. */
    public boolean isXWin() {
      return value.equals(X_WINS);
    }

    /**
     * The row of a board's end in a run of the table, {@code finished} seconds from the table's
     * start, on {@code threads} threads with a table of {@code table} entries, on a machine
     * whose CPU is {@code cpu}.
     */
    public static Row of(TableRun.Outcome board, double finished, int threads, int table,
        String version, String commit, String cpu) {
      Rules rules = board.rules();
      if (!board.solved()) {
        return new Row(rules, NOT_SOLVED, OptionalInt.empty(), board.proof(), board.positions(),
            board.seconds(), finished, threads, table, version, commit, cpu);
      }
      int forX = board.scoreForX().getAsInt();
      return new Row(rules, forX == 0 ? "draw" : forX > 0 ? X_WINS : "O wins",
          forX == 0 ? OptionalInt.empty() : OptionalInt.of(Score.endPly(forX, rules.cells())),
          board.proof(), board.positions(), board.seconds(), finished, threads, table, version,
          commit, cpu);
    }

    /**
     * For a board not solved: what its runs had proven, in how many positions and seconds,
     * which a later run goes on from.
     *
     * @throws IllegalArgumentException if the proof does not state bounds
     */
    public TableRun.Progress progress() {
      int[] proven = provenForX();
      return new TableRun.Progress(proven[0], proven[1], positions, seconds);
    }

    /**
     * For a board not solved: the bounds on X's value that its proof states, {@code {low,
     * high}} ({@link Score#ofBounds}); a later run goes on from them.
     *
     * @throws IllegalArgumentException if the proof does not state bounds
     */
    public int[] provenForX() {
      return Score.ofBounds(proof, rules.cells());
    }

    /** "draw", "X wins on ply 11", or "not solved". */
    public String outcome() {
      return ply.isPresent() ? value + " on ply " + ply.getAsInt() : value;
    }

    String csv() {
      return String.join(",", rules.compactName(), Integer.toString(rules.rows()),
          Integer.toString(rules.columns()), Integer.toString(rules.k()),
          Integer.toString(rules.cells()), value,
          ply.isPresent() ? Integer.toString(ply.getAsInt()) : "", quoted(proof),
          Long.toString(positions), String.format(Locale.ROOT, "%.3f", seconds),
          String.format(Locale.ROOT, "%.3f", finished), Integer.toString(threads),
          Integer.toString(table), version, commit, quoted(cpu));
    }
  }

  /** A field that may hold commas or quotes, quoted as CSV does. */
  private static String quoted(String field) {
    return field.contains(",") || field.contains("\"")
        ? "\"" + field.replace("\"", "\"\"") + "\"" : field;
  }

  /** The fields of one CSV line, quotes honoured. */
  static List<String> fields(String line) {
    List<String> fields = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quoted) {
        if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
          field.append('"');
          i++;
        } else if (c == '"') {
          quoted = false;
        } else {
          field.append(c);
        }
      } else if (c == '"') {
        quoted = true;
      } else if (c == ',') {
        fields.add(field.toString());
        field.setLength(0);
      } else {
        field.append(c);
      }
    }
    fields.add(field.toString());
    return fields;
  }

  /**
   * Appends a row, with the header first if the file is new, and forces it to the disk. A file
   * without the CPU column ({@link #WITHOUT_CPU}) is first rewritten with it, each of its rows
   * given the CPU its environment file names (or "" without one), atomically: a kill leaves the
   * old file or the new one, whole.
   *
   * @throws UncheckedIOException if the file cannot be written
   */
  public static synchronized void append(Path file, Row row) {
    try {
      if (file.getParent() != null) {
        Files.createDirectories(file.getParent());
      }
      addCpuColumn(file);
      String text = (Files.exists(file) && Files.size(file) > 0 ? ""
          : String.join(",", COLUMNS) + "\n") + row.csv() + "\n";
      try (var channel = java.nio.channels.FileChannel.open(file, StandardOpenOption.CREATE,
          StandardOpenOption.WRITE, StandardOpenOption.APPEND)) {
        channel.write(java.nio.ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)));
        channel.force(false);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Rewrites a table without the CPU column with it (see {@link #append}); else nothing, having
   * read its first line only.
   */
  private static void addCpuColumn(Path file) throws IOException {
    if (!Files.exists(file) || Files.size(file) == 0) {
      return;
    }
    try (var reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      if (!fields(reader.readLine()).equals(WITHOUT_CPU)) {
        return;
      }
    }
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    String cpu = quoted(EnvironmentFile.beside(file).text(EnvironmentFile.CPU).orElse(""));
    StringBuilder text = new StringBuilder(String.join(",", COLUMNS)).append('\n');
    for (String line : lines.subList(1, lines.size())) {
      if (!line.isBlank()) {
        text.append(line).append(',').append(cpu).append('\n');
      }
    }
    java.nio.ByteBuffer bytes = java.nio.ByteBuffer.wrap(text.toString()
        .getBytes(StandardCharsets.UTF_8));
    TableCheckpoint.atomically(file, channel -> {
      while (bytes.hasRemaining()) {
        channel.write(bytes);
      }
    });
  }

  /**
   * The rows of a file, by board, smallest first ({@link Rules#SMALLEST_FIRST}, the order of a
   * whole table, whatever order runs that went on with it appended rows in), the last row of a
   * board winning if it has several.
   *
   * @throws ReportException naming the file and line, for a file that is not a table's
   */
  public static Map<Rules, Row> read(Path file) {
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      throw new ReportException(file + ": no such file");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<String> header = lines.isEmpty() ? List.of() : fields(lines.get(0));
    if (!header.equals(COLUMNS) && !header.equals(WITHOUT_CPU)) {
      throw new ReportException(file + ": not a table's results (its first line must be "
          + String.join(",", COLUMNS) + ")");
    }
    Map<Rules, Row> rows = new TreeMap<>(Rules.SMALLEST_FIRST);
    for (int i = 1; i < lines.size(); i++) {
      if (lines.get(i).isBlank()) {
        continue;
      }
      List<String> f = fields(lines.get(i));
      try {
        if (f.size() != header.size()) {
          throw new IllegalArgumentException(f.size() + " fields, expected " + header.size());
        }
        Rules rules = Rules.ofCompactName(f.get(0));
        Row row = new Row(rules, f.get(5), f.get(6).isEmpty() ? OptionalInt.empty()
            : OptionalInt.of(Integer.parseInt(f.get(6))), f.get(7), Long.parseLong(f.get(8)),
            Double.parseDouble(f.get(9)), Double.parseDouble(f.get(10)),
            Integer.parseInt(f.get(11)), Integer.parseInt(f.get(12)), f.get(13), f.get(14),
            f.size() > WITHOUT_CPU.size() ? f.get(WITHOUT_CPU.size()) : "");
        if (!row.isSolved()) {
          row.provenForX(); // a later run goes on from them: they must be readable
        }
        rows.put(rules, row); // the newest row of a board wins
      } catch (IllegalArgumentException e) { // InvalidRulesException among them
        throw new ReportException(file + ", line " + (i + 1) + ": " + e.getMessage());
      }
    }
    return rows;
  }
}
