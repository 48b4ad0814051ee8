package dev.tictactoe.judge;

import dev.tictactoe.judge.GameJudge.Fault;
import dev.tictactoe.judge.GameJudge.Kind;
import dev.tictactoe.judge.GameJudge.Outcome;
import java.util.ArrayList;
import java.util.List;

/**
 * The failing game a check of the game shows, as found and shrunk: the one account of it that
 * the terminal's text ({@link #text}) and the page's verdict (its JSON, in
 * {@code dev.tictactoe.browser.Verdict}) are both made from: the game move by move with the
 * reference's value and the solution's, the move that went wrong, the solution's frames for an
 * exception, the game as a {@code replay} script and as a LeetCode test case, and what the
 * solution's code printed while it played this game alone.
 *
 * @param original the game as first found failing
 * @param game the game shown: the shortest the shrinker found, or the original
 * @param searched whether the shrinker looked for a shorter one (not after running out of time
 *     or memory: each try could cost the whole limit)
 * @param outcome what the solution answered for {@code game}
 * @param replay the command that runs this project's CLI, for the replay script
 *     ({@code java -jar /path/to/tictactoe.jar}); empty for none
 * @param printed what the solution's code printed while it played {@code game} alone
 */
public record FailingGame(GameCase original, GameCase game, boolean searched, Outcome outcome,
    String replay, String printed) {
  /** A failing game longer than this shows its first and last moves only in the text. */
  static final int SHOWN_MOVES = 24;
  /** The largest side LeetCode 348 promises: a larger game is no LeetCode test case. */
  public static final int LEETCODE_LARGEST = 100;

  /** One move of the game: where, by whom, the reference's value and the solution's. */
  public record Move(int row, int col, int player, int reference, String yours) {}

  /** How the game went wrong (a game that passes now reads as a wrong value on no move). */
  public Fault fault() {
    return outcome.fault().orElse(new Fault(Kind.WRONG, -1, "(passes now)"));
  }

  /**
   * The move (0-based) the table marks as the one that went wrong: the wrong value's, or where
   * the solution threw, exited or stopped answering (the last move if no move is named); -1 if
   * none.
   */
  public int marked() {
    Fault fault = fault();
    return fault.kind() == Kind.WRONG ? fault.move()
        : fault.move() < 0 ? game.size() - 1 : fault.move();
  }

  /**
   * Each move with the reference's value and the solution's: its number, or what it did instead
   * ("threw", "exit", "crash", "-" for no answer), or "" for a move it never got to.
   */
  public List<Move> moves() {
    Fault fault = fault();
    int[] expected = game.expected();
    int[] results = outcome.results();
    List<Move> moves = new ArrayList<>(game.size());
    for (int i = 0; i < game.size(); i++) {
      String yours = i < results.length ? Integer.toString(results[i])
          : i == fault.move() || (fault.move() < 0 && i == game.size() - 1)
              ? yoursFor(fault.kind()) : "";
      moves.add(new Move(game.row(i), game.col(i), game.player(i), expected[i], yours));
    }
    return moves;
  }

  private static String yoursFor(Kind kind) {
    return switch (kind) {
      case EXIT -> "exit";
      case EXCEPTION -> "threw";
      case CRASH -> "crash";
      default -> "-";
    };
  }

  /**
   * The fault's message and then the solution's frames (its file and line), each one part, for
   * an exception; empty when the message has no frames.
   */
  public List<String> trace() {
    List<String> parts = Text.split(fault().message(), " | ");
    return parts.size() > 1 ? parts : List.of();
  }

  /** The game as a script for the reference's {@code replay}; empty without a replay command. */
  public String script() {
    if (replay.isEmpty()) {
      return "";
    }
    StringBuilder text = new StringBuilder("printf '");
    for (int i = 0; i < game.size(); i++) {
      text.append(game.row(i)).append(' ').append(game.col(i)).append(' ')
          .append(game.player(i)).append("\\n");
    }
    return text.append("' | ").append(replay).append(" replay --n ").append(game.n()).toString();
  }

  /**
   * The game as LeetCode's custom test case, its two lines: the calls, then their arguments,
   * {@code ["TicTacToe","move","move"]} and {@code [[2],[0,0,1],[1,1,2]]}; none for a board
   * beyond LeetCode's constraints.
   */
  public List<String> leetCode() {
    if (game.n() > LEETCODE_LARGEST) {
      return List.of();
    }
    StringBuilder calls = new StringBuilder("[\"TicTacToe\"");
    StringBuilder arguments = new StringBuilder("[[").append(game.n()).append(']');
    for (int i = 0; i < game.size(); i++) {
      calls.append(",\"move\"");
      arguments.append(",[").append(game.row(i)).append(',').append(game.col(i)).append(',')
          .append(game.player(i)).append(']');
    }
    return List.of(calls.append(']').toString(), arguments.append(']').toString());
  }

  /** What the caption says: "The shortest failing game found: 2 x 2, 3 moves (shrunk ...)". */
  public String caption() {
    StringBuilder text = new StringBuilder(searched ? "The shortest failing game found"
        : "The failing game").append(": ").append(game.n()).append(" x ").append(game.n())
        .append(", ").append(Text.count(game.size(), "move", "moves"));
    if (!game.equals(original)) {
      text.append(" (shrunk from a ").append(original.n()).append(" x ").append(original.n())
          .append(" game of ").append(Text.count(original.size(), "move", "moves")).append(')');
    }
    return text.toString();
  }

  /** The failing game as the terminal shows it. */
  public String text() {
    StringBuilder text = new StringBuilder(caption()).append('.');
    if (!replay.isEmpty()) {
      text.append(" Replay it on the reference:\n  ").append(script());
    }
    text.append('\n');
    List<String> leetCode = leetCode();
    if (!leetCode.isEmpty()) {
      text.append("  As a LeetCode test case (paste both lines into its custom input):\n");
      for (String line : leetCode) {
        text.append("    ").append(line).append('\n');
      }
    }
    Fault fault = fault();
    int marked = marked();
    List<Move> moves = moves();
    text.append("  move  row  col  player  reference  yours\n");
    for (int i = 0; i < moves.size(); i++) {
      if (moves.size() > SHOWN_MOVES && i == SHOWN_MOVES / 2
          && moves.size() - i > SHOWN_MOVES / 2) {
        int skip = moves.size() - SHOWN_MOVES;
        text.append("   ... (").append(Text.count(skip, "move", "moves"))
            .append(" more, as the script above has them)\n");
        i += skip - 1;
        continue;
      }
      Move move = moves.get(i);
      text.append("  ").append(Text.right(i + 1, 4)).append(' ').append(Text.right(move.row(), 4))
          .append(' ').append(Text.right(move.col(), 4)).append(' ')
          .append(Text.right(move.player(), 7)).append(' ').append(Text.right(move.reference(), 10))
          .append("  ").append(Text.right(move.yours(), 5))
          .append(i == marked ? "   <- " + fault.kind().words : "").append('\n');
    }
    List<String> trace = trace();
    if (!trace.isEmpty()) {
      text.append("  ").append(trace.get(0)).append('\n');
      for (String frame : trace.subList(1, trace.size())) {
        text.append("      ").append(frame).append('\n');
      }
    }
    if (!printed.isEmpty()) {
      text.append("  What your code printed during this game:\n")
          .append(Text.indent(printed, "    | "));
    }
    return text.toString();
  }
}
