package dev.tictactoe.browser;

import dev.tictactoe.judge.CheckReport;
import dev.tictactoe.judge.CheckReport.Test;
import dev.tictactoe.judge.FailingGame;
import dev.tictactoe.judge.WrongAnswers;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.text.Quote;
import java.util.List;
import java.util.Locale;

/**
 * What the practice pane shows after Check: the judge's report ({@link CheckReport}, the one the
 * CLI prints as text), as one JSON object the page renders ({@code practice.js}). Nothing is
 * judged or worded here: every field is the report's own, the failing game
 * ({@link FailingGame}) and the wrong answers ({@link WrongAnswers}) as data the page draws,
 * beside the text the terminal would show ({@code detail}).
 *
 * <p>The JSON, version 1 (every field is always present unless marked optional; strings are
 * never null):
 *
 * <pre>{@code
 * {
 *   "version": 1,
 *   "problem": "game" | "engine",
 *   "solution": "solution.py, the game",     // what the report calls the solution
 *   "status": "pass" | "fail" | "error",     // error: no check could run; fail: one did not pass
 *   "summary": "1 of 3 checks failed",       // the status in words, as check prints it
 *   "message": "...",                        // why no check could run ("" unless error)
 *   "tests": [{
 *     "name": "every 3 x 3 game (255,168 games)",
 *     "status": "pass" | "fail" | "error",
 *     "message": "on a 3 x 3 board, move 5 (1, 1) by player 1 returned 0 where ...",  // "" on pass
 *     "output": "...",                       // what the reader's code printed meanwhile, cut
 *     "detail": "the failure as check prints it: the replay script, the table, the frames",
 *     "game": {                              // optional: the game problem's failing game
 *       "n": 2,                              // the board's side
 *       "shrunk": true,                      // whether the shrinker looked for a shorter game
 *       "from": {"n": 3, "moves": 9},        // the game as first found failing
 *       "caption": "The shortest failing game found: 2 x 2, 3 moves (shrunk from ...)",
 *       "fault": "wrong" | "exception" | "timeout" | "malformed" | ...,  // how it failed
 *       "faultWords": "a wrong value",
 *       "faultMove": 2,                      // 0-based move that failed; -1: none named
 *       "marked": 2,                         // the move the table marks, or -1
 *       "trace": ["threw ValueError: x", "at solution.py line 8, in move"],  // [] if no frames
 *       "replay": "printf '0 0 1\\n...' | java -jar target/tictactoe.jar replay --n 2",
 *       "leetCode": ["[\"TicTacToe\",\"move\"]", "[[2],[0,0,1]]"],  // [] beyond n = 100
 *       "moves": [{"row": 0, "col": 0, "player": 1, "reference": 0, "yours": "0"}, ...],
 *       "printed": "..."                     // what the code printed during this game alone
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
 *   "notes": ["..."]                         // what the judge remarked beside the checks
 * }
 * }</pre>
 *
 * <p>Written by hand rather than with Jackson: this class runs in the browser, compiled by
 * TeaVM, where Jackson does not.
 */
public final class Verdict {
  private Verdict() {}

  /** A verdict on which no check could run, for this reason. */
  public static String error(String problem, String message) {
    CheckReport report = new CheckReport(problem);
    report.error(message);
    return json(problem, report);
  }

  /** {@code report}, a check of {@code problem} ({@code game} or {@code engine}), as JSON. */
  public static String json(String problem, CheckReport report) {
    Json json = new Json();
    json.open('{').field("version").value(1).field("problem").value(problem)
        .field("solution").value(report.solution())
        .field("status").value(report.status().word()).field("summary").value(report.summary())
        .field("message").value(report.errorMessage().orElse(""))
        .field("tests").open('[');
    for (Test test : report.tests()) {
      json.open('{').field("name").value(test.name()).field("status")
          .value(test.status().word()).field("message").value(test.message())
          .field("output").value(test.output()).field("detail").value(test.detail());
      if (test.game().isPresent()) {
        game(json.field("game"), test.game().get());
      }
      if (!test.wrong().isEmpty()) {
        json.field("groups").open('[');
        for (WrongAnswers group : test.wrong()) {
          group(json, group);
        }
        json.close(']');
      }
      json.close('}');
    }
    json.close(']').field("notes").strings(report.notes()).close('}');
    return json.toString();
  }

  private static void game(Json json, FailingGame game) {
    json.open('{').field("n").value(game.game().n()).field("shrunk").value(game.searched())
        .field("from").open('{').field("n").value(game.original().n()).field("moves")
        .value(game.original().size()).close('}')
        .field("caption").value(game.caption())
        .field("fault").value(game.fault().kind().name().toLowerCase(Locale.ROOT))
        .field("faultWords").value(game.fault().kind().words())
        .field("faultMove").value(game.fault().move()).field("marked").value(game.marked())
        .field("trace").strings(game.trace()).field("replay").value(game.script())
        .field("leetCode").strings(game.leetCode()).field("moves").open('[');
    for (FailingGame.Move move : game.moves()) {
      json.open('{').field("row").value(move.row()).field("col").value(move.col())
          .field("player").value(move.player()).field("reference").value(move.reference())
          .field("yours").value(move.yours()).close('}');
    }
    json.close(']').field("printed").value(game.printed()).close('}');
  }

  private static void group(Json json, WrongAnswers group) {
    json.open('{').field("kind").value(group.kind().name()).field("words")
        .value(group.kind().words()).field("count").value(group.count()).field("shown")
        .open('[');
    for (WrongAnswers.Shown shown : group.shown()) {
      Board board = shown.wrong().board();
      json.open('{').field("rows").value(board.rules().rows()).field("columns")
          .value(board.rules().columns()).field("cells").value(board.cells())
          .field("toMove").value(String.valueOf(board.toMove()))
          .field("values").strings(shown.values()).field("answer").strings(shown.wrong().answer())
          .field("played").value(shown.played()).field("expected").value(shown.expected())
          .field("why").value(shown.wrong().why()).field("reason").value(shown.reason())
          .close('}');
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
