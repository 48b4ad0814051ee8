package dev.tictactoe.browser;

import dev.tictactoe.text.Quote;
import java.util.ArrayList;
import java.util.List;

/**
 * What the practice pane shows after Check: the verdict {@code check} would give, as one JSON
 * object the page renders ({@code practice.js}). It mirrors the CLI's {@code CheckReport} (an
 * overall status, then one entry per check with its status, message and detail text, as
 * Exercism's {@code results.json} has them), and adds what a page draws rather than prints: the
 * game problem's failing game move by move, and the engine problem's wrong answers grouped by
 * kind, each a board with every free cell's value.
 *
 * <p>The JSON, version 1 (every field is always present unless marked optional; strings are
 * never null):
 *
 * <pre>{@code
 * {
 *   "version": 1,
 *   "problem": "game" | "engine",
 *   "status": "pass" | "fail" | "error",   // error: no check could run; fail: one did not pass
 *   "message": "...",                        // why no check could run ("" unless error)
 *   "tests": [{
 *     "name": "every 3 x 3 game (255,168 games)",
 *     "status": "pass" | "fail" | "error",
 *     "message": "on a 3 x 3 board, move 5 (1, 1) by player 1 returned 0 where ...",  // "" on pass
 *     "detail": "the CLI's text of the failure: the replay script, the table, the frames",
 *     "game": {                              // optional: the game problem's failing game
 *       "n": 3,                              // the board's side
 *       "shrunk": true,                      // whether the shrinker looked for a shorter game
 *       "from": {"n": 3, "moves": 9},        // the game as first found failing
 *       "fault": "wrong" | "exception" | "timeout" | "malformed" | ...,  // how it failed
 *       "faultWords": "a wrong value",
 *       "faultMove": 4,                      // 0-based move that failed; -1: the constructor
 *       "trace": ["ZeroDivisionError: division by zero", "at solution.py:12 in move"],
 *       "replay": "printf '0 0 1\n...' | java -jar tictactoe.jar replay --n 3",
 *       "moves": [{"row": 0, "col": 0, "player": 1, "reference": 0, "yours": "0"}, ...]
 *     },                                     // yours: the value, "threw", "-" or "" (not played)
 *     "groups": [{                           // optional: the engine problem's wrong answers
 *       "kind": "MISSES_WIN", "words": "misses a win", "count": 12,
 *       "shown": [{                          // the first few of the kind
 *         "rows": 3, "columns": 3, "cells": "X.O.X....", "toMove": "O",
 *         "values": [null, "D", null, "L4", null, "W3", ...],  // per cell; null where taken
 *         "answer": ["X.O", "OX.", "..."],   // what came back, as printed
 *         "played": 3,                       // the cell the answer marked, or -1
 *         "expected": 8,                     // the engine's cell, or -1 on a finished board
 *         "why": "it played row 2, column 1, loss in 4 moves (on ply 9); the engine plays ...",
 *         "reason": "The bottom right (row 3, column 3) is ..."  // "" where none is given
 *       }]
 *     }]
 *   }],
 *   "notes": ["..."],                        // what the judge remarked beside the checks
 *   "output": "..."                          // what the reader's code printed (the page fills it
 * }                                          //   in when the judge leaves it empty)
 * }</pre>
 *
 * <p>Written by hand rather than with Jackson: this class runs in the browser too, compiled by
 * TeaVM, where Jackson does not.
 */
public final class Verdict {
  /** A check's verdict, in Exercism's words. */
  public enum Status {
    PASS, FAIL, ERROR;

    String word() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** One move of the failing game: where, by whom, the reference's value and the solution's. */
  public record Move(int row, int col, int player, int reference, String yours) {}

  /** The game problem's failing game, as the page draws it. */
  public record FailingGame(int n, boolean shrunk, int fromN, int fromMoves, String fault,
      String faultWords, int faultMove, List<String> trace, String replay, List<Move> moves) {}

  /** One wrong answer to a puzzle, as the page draws it. */
  public record Position(int rows, int columns, String cells, char toMove, List<String> values,
      List<String> answer, int played, int expected, String why, String reason) {}

  /** The wrong answers of one kind: how many, and the first few. */
  public record Group(String kind, String words, int count, List<Position> shown) {}

  /** One check. {@code game} is null and {@code groups} empty where there is nothing to draw. */
  public record Test(String name, Status status, String message, String detail,
      FailingGame game, List<Group> groups) {
    public static Test passed(String name) {
      return new Test(name, Status.PASS, "", "", null, List.of());
    }
  }

  private final String problem;
  private final List<Test> tests = new ArrayList<>();
  private final List<String> notes = new ArrayList<>();
  private String error = "";
  private String output = "";

  /** An empty verdict on {@code problem}, {@code game} or {@code engine}. */
  public Verdict(String problem) {
    this.problem = problem;
  }

  /** A verdict on which no check could run, for this reason. */
  public static Verdict error(String problem, String message) {
    Verdict verdict = new Verdict(problem);
    verdict.error = message;
    return verdict;
  }

  public Verdict add(Test test) {
    tests.add(test);
    return this;
  }

  public Verdict note(String note) {
    notes.add(note);
    return this;
  }

  public Verdict output(String printed) {
    this.output = printed;
    return this;
  }

  public List<Test> tests() {
    return List.copyOf(tests);
  }

  /** Error if no check ran, fail if one did not pass, else pass: {@code CheckReport}'s rule. */
  public Status status() {
    if (!error.isEmpty()) {
      return Status.ERROR;
    }
    for (Test test : tests) {
      if (test.status() != Status.PASS) {
        return Status.FAIL;
      }
    }
    return Status.PASS;
  }

  /** The verdict as the JSON of the class comment. */
  public String json() {
    Json json = new Json();
    json.open('{').field("version").value(1).field("problem").value(problem)
        .field("status").value(status().word()).field("message").value(error)
        .field("tests").open('[');
    for (Test test : tests) {
      json.open('{').field("name").value(test.name()).field("status")
          .value(test.status().word()).field("message").value(test.message())
          .field("detail").value(test.detail());
      if (test.game() != null) {
        game(json.field("game"), test.game());
      }
      if (!test.groups().isEmpty()) {
        json.field("groups").open('[');
        for (Group group : test.groups()) {
          group(json, group);
        }
        json.close(']');
      }
      json.close('}');
    }
    json.close(']').field("notes").strings(notes).field("output").value(output).close('}');
    return json.toString();
  }

  private static void game(Json json, FailingGame game) {
    json.open('{').field("n").value(game.n()).field("shrunk").value(game.shrunk())
        .field("from").open('{').field("n").value(game.fromN()).field("moves")
        .value(game.fromMoves()).close('}')
        .field("fault").value(game.fault()).field("faultWords").value(game.faultWords())
        .field("faultMove").value(game.faultMove()).field("trace").strings(game.trace())
        .field("replay").value(game.replay()).field("moves").open('[');
    for (Move move : game.moves()) {
      json.open('{').field("row").value(move.row()).field("col").value(move.col())
          .field("player").value(move.player()).field("reference").value(move.reference())
          .field("yours").value(move.yours()).close('}');
    }
    json.close(']').close('}');
  }

  private static void group(Json json, Group group) {
    json.open('{').field("kind").value(group.kind()).field("words").value(group.words())
        .field("count").value(group.count()).field("shown").open('[');
    for (Position p : group.shown()) {
      json.open('{').field("rows").value(p.rows()).field("columns").value(p.columns())
          .field("cells").value(p.cells()).field("toMove").value(String.valueOf(p.toMove()))
          .field("values").strings(p.values()).field("answer").strings(p.answer())
          .field("played").value(p.played()).field("expected").value(p.expected())
          .field("why").value(p.why()).field("reason").value(p.reason()).close('}');
    }
    json.close(']').close('}');
  }

  /** A JSON text written in order: commas where they go, strings escaped. */
  private static final class Json {
    private final StringBuilder text = new StringBuilder();
    private boolean first = true;

    Json open(char bracket) {
      comma();
      text.append(bracket);
      first = true;
      return this;
    }

    Json close(char bracket) {
      text.append(bracket);
      first = false;
      return this;
    }

    Json field(String name) {
      comma();
      quote(name);
      text.append(':');
      first = true; // the value follows without a comma
      return this;
    }

    Json value(String value) {
      comma();
      quote(value);
      return this;
    }

    Json value(int value) {
      comma();
      text.append(value);
      return this;
    }

    Json value(boolean value) {
      comma();
      text.append(value);
      return this;
    }

    /** An array of strings, null items written as null. */
    Json strings(List<String> values) {
      open('[');
      for (String value : values) {
        if (value == null) {
          comma();
          text.append("null");
        } else {
          value(value);
        }
      }
      return close(']');
    }

    private void comma() {
      if (!first) {
        text.append(',');
      }
      first = false;
    }

    /** A JSON string: quotes and backslashes escaped, and what would break a line (Quote). */
    private void quote(String value) {
      text.append('"').append(Quote.escaped(value.replace("\\", "\\\\")
          .replace("\"", "\\\""))).append('"');
    }

    @Override
    public String toString() {
      return text.toString();
    }
  }
}
