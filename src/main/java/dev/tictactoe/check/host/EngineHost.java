package dev.tictactoe.check.host;

import dev.tictactoe.check.host.CandidateClass.MissingMember;
import dev.tictactoe.check.host.NoExit.ExitCalled;
import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.InterviewMinimax;
import dev.tictactoe.engine.MinimaxEngine;
import dev.tictactoe.engine.TicTacToeEngine;
import dev.tictactoe.judge.Protocol;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.solver.AlphaBetaEngine;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Serves a Java program written for the "Tic Tac Toe Engine" puzzle (a class whose {@code main}
 * reads one puzzle from standard input and prints the board after its move) by the checker's
 * engine protocol, many puzzles in one JVM: {@code java -cp tictactoe.jar
 * dev.tictactoe.check.host.EngineHost ROWS CLASSPATH NAME}. Each puzzle is given to {@code main}
 * as its standard input, and what {@code main} prints is the answer, as CodinGame runs it; an
 * exit with status 0 after printing is a normal end. With {@code --builtin NAME ROWS COLUMNS K}
 * it serves one of the project's engines (interview, minimax, puzzle, strong) instead, the
 * references a candidate's time per puzzle is shown beside.
 *
 * <p>Each answer is a header {@code = LINES NANOS} (the time {@code main} took) and the lines,
 * after what {@code main} wrote to {@code System.err} (its debug lines) as printed lines. A
 * program that keeps its input in a static field cannot be called twice in one JVM: when a call
 * after the first fails, the host loads the class afresh for it, and from then on for every
 * puzzle, saying so in a note. (Running many puzzles in one JVM is a shortcut, not how CodinGame
 * runs a program: the checker runs every failure it reports again in a JVM of its own.)
 */
public final class EngineHost {
  private EngineHost() {}

  /** Answers one puzzle with the board's rows after the move. */
  private interface Program {
    List<String> answer(String puzzle) throws Throwable;

    String describe(Throwable t);
  }

  public static void main(String[] args) throws IOException {
    HostOutput io = new HostOutput();
    int rows = Integer.parseInt(args[0]);
    Program program;
    try {
      program = args[1].equals("--builtin") ? builtin(args[2],
          Rules.of(rows, Integer.parseInt(args[3]), Integer.parseInt(args[4])))
          : new CandidateProgram(new CandidateClass(args[1], args[2]), io);
    } catch (MissingMember e) {
      io.line(Protocol.failure(Protocol.ERROR, -1, e.getMessage()));
      io.flush();
      return;
    }
    NoExit.install();
    io.line(Protocol.READY);
    io.flush();
    for (String puzzle = read(io, rows); puzzle != null; puzzle = read(io, rows)) {
      long start = System.nanoTime();
      String failure = null;
      List<String> lines = List.of();
      try {
        lines = program.answer(puzzle);
      } catch (ExitCalled e) {
        failure = Protocol.failure(Protocol.EXIT, 0, "System.exit(" + e.status + ")");
      } catch (Throwable t) { // the candidate's: an exception, a stack overflow, out of memory
        failure = Protocol.failure(Protocol.EXCEPTION, 0, program.describe(t));
      }
      long nanos = System.nanoTime() - start;
      io.printedLines();
      if (failure != null) {
        io.line(failure);
      } else {
        io.line(Protocol.ANSWER + lines.size() + " " + nanos);
        lines.forEach(io::line);
      }
    }
    io.flush();
  }

  /** The next puzzle (its letter line and its rows), or null at the end of the input. */
  private static String read(HostOutput io, int rows) throws IOException {
    String letter = io.in.readLine();
    while (letter != null && letter.isBlank()) {
      letter = io.in.readLine();
    }
    if (letter == null) {
      return null;
    }
    StringBuilder puzzle = new StringBuilder(letter.strip()).append('\n');
    for (int i = 0; i < rows; i++) {
      String row = io.in.readLine();
      puzzle.append(row == null ? "" : row.strip()).append('\n');
    }
    return puzzle.toString();
  }

  /** The candidate's {@code main}, run as CodinGame runs it, once per puzzle. */
  private static final class CandidateProgram implements Program {
    private final CandidateClass candidate;
    private final HostOutput io;
    private Class<?> loaded;
    private Method main;
    private boolean fresh;
    private int calls;

    CandidateProgram(CandidateClass candidate, HostOutput io) throws MissingMember {
      this.candidate = candidate;
      this.io = io;
      load();
    }

    private void load() throws MissingMember {
      loaded = candidate.load(false); // initialised by main's first call, on its puzzle
      main = CandidateClass.main(loaded);
    }

    @Override
    public List<String> answer(String puzzle) throws Throwable {
      if (fresh) {
        load();
      }
      calls++;
      try {
        return run(puzzle);
      } catch (Throwable t) {
        if (fresh || calls == 1 || t instanceof ExitCalled) {
          throw t;
        }
        load(); // the same call on a class loaded afresh: is it state left by the last call?
        List<String> again = run(puzzle);
        fresh = true;
        io.line(Protocol.NOTE + "main cannot run twice in one JVM (" + t + "): each puzzle"
            + " now gets a fresh load of the class, as a process of its own would.");
        return again;
      }
    }

    private List<String> run(String puzzle) throws Throwable {
      InputStream in = System.in;
      PrintStream out = System.out;
      PrintStream err = System.err;
      ByteArrayOutputStream printed = new ByteArrayOutputStream();
      System.setIn(new ByteArrayInputStream(puzzle.getBytes(StandardCharsets.UTF_8)));
      System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
      System.setErr(io.printed); // its debug lines, CodinGame's way
      try {
        NoExit.during(() -> main.invoke(null, (Object) new String[0]));
      } catch (InvocationTargetException e) {
        Throwable cause = e.getCause();
        if (!(cause instanceof ExitCalled exit && exit.status == 0)) {
          throw cause;
        }
      } finally {
        System.out.flush();
        System.err.flush();
        System.setIn(in);
        System.setOut(out);
        System.setErr(err);
      }
      return printed.toString(StandardCharsets.UTF_8).lines()
          .filter(line -> !line.isBlank()).map(String::strip).toList();
    }

    @Override
    public String describe(Throwable t) {
      return CandidateClass.describe(t, loaded);
    }
  }

  /** One of the project's engines, answering as the puzzle asks. */
  private static Program builtin(String name, Rules rules) throws MissingMember {
    Engine engine = switch (name) {
      case "minimax" -> new MinimaxEngine(rules);
      case "puzzle" -> new TicTacToeEngine();
      case "strong" -> new AlphaBetaEngine(rules);
      case "interview" -> null;
      default -> throw new MissingMember("no built-in engine " + name);
    };
    return new Program() {
      @Override
      public List<String> answer(String puzzle) {
        List<String> lines = new ArrayList<>(puzzle.lines().toList());
        Board board = Board.parse(rules, lines.subList(1, lines.size()));
        if (engine != null) {
          return Arrays.asList(engine.decide(board).after().toString().split("\n"));
        }
        char[] cells = board.cells().toCharArray();
        int cell = InterviewMinimax.bestMove(cells);
        return Arrays.asList((cell < 0 ? board : board.play(cell)).toString().split("\n"));
      }

      @Override
      public String describe(Throwable t) {
        return t.toString();
      }
    };
  }
}
