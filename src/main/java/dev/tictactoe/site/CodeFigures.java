package dev.tictactoe.site;

import dev.tictactoe.engine.MinimaxEngine;
import dev.tictactoe.engine.TicTacToeEngine;
import dev.tictactoe.mnk.Census;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.report.Targets;
import dev.tictactoe.solver.Technique;
import java.util.List;
import java.util.Locale;

/**
 * The counts the prose quotes of the code itself, computed when the site renders: how many
 * techniques the strong engine has and how many speed targets the report checks (as digits, and
 * as a word for a sentence's start: {@code {technique-count-word}}), the 3x3 census (games,
 * positions, symmetry classes, finished positions, tree nodes), the 4x4 census, and what each
 * 3x3 engine visits to answer on the empty board.
 */
public final class CodeFigures {
  private static final String[] WORDS = {"zero", "one", "two", "three", "four", "five", "six",
      "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
      "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "twenty-one", "twenty-two",
      "twenty-three", "twenty-four", "twenty-five", "twenty-six", "twenty-seven", "twenty-eight",
      "twenty-nine", "thirty"};

  private CodeFigures() {}

  /** Puts every figure into {@code book}. */
  public static void all(FigureBook book) {
    count(book, "technique-count", Technique.values().length);
    String names = Technique.names();
    int last = names.lastIndexOf(", ");
    book.put("technique-names", names.substring(0, last) + " and " + names.substring(last + 2));
    count(book, "target-count", Targets.count());
    book.put("monitor-interval", format(SearchMonitor.INTERVAL));
    Census three = Census.take(Rules.ticTacToe());
    book.put("games-3x3", format(three.games().total()));
    book.put("games-3x3-x", format(three.games().xWins()));
    book.put("games-3x3-o", format(three.games().oWins()));
    book.put("games-3x3-draws", format(three.games().draws()));
    book.put("positions-3x3", format(three.positions()));
    book.put("classes-3x3", format(three.symmetryClasses()));
    book.put("finished-3x3", format(three.terminal().total()));
    book.put("movable-3x3", format(three.positions() - three.terminal().total()));
    book.put("nodes-3x3", format(three.nodes()));
    Census four = Census.take(Rules.of(4, 4, 4));
    book.put("positions-4x4k4-reachable", format(four.positions()));
    book.put("nodes-4x4k4", format(four.nodes()));
    Rules rules = Rules.ticTacToe();
    book.put("visited-minimax-empty",
        format(new MinimaxEngine(rules).decide(rules.emptyBoard()).visited()));
    book.put("visited-puzzle-cold-empty",
        format(new TicTacToeEngine().decide(rules.emptyBoard()).visited()));
  }

  /** The words for the numbers {@link #count} spells, zero to thirty. */
  static List<String> numberWords() {
    return List.of(WORDS);
  }

  /** The number that digits or one of {@link #numberWords()} name, in any case. */
  static int numberOf(String digitsOrWord) {
    int word = numberWords().indexOf(digitsOrWord.toLowerCase(Locale.ROOT));
    return word >= 0 ? word : Integer.parseInt(digitsOrWord);
  }

  /** A count as digits ({@code name}) and as a word ({@code name-word}). */
  private static void count(FigureBook book, String name, int n) {
    book.put(name, Integer.toString(n));
    book.put(name + "-word", n < WORDS.length ? WORDS[n] : Integer.toString(n));
  }

  static String format(long n) {
    return String.format(Locale.ROOT, "%,d", n);
  }
}
