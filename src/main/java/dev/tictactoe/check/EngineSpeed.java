package dev.tictactoe.check;

import dev.tictactoe.check.host.EngineHost;
import dev.tictactoe.judge.Progress;
import dev.tictactoe.judge.Protocol;
import dev.tictactoe.judge.Text;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How fast a solution of the engine puzzle is: time per puzzle, the median over the positions
 * with a move to make, beside the project's engines served by the checker's host. A host or a
 * driver times the reader's program alone (its {@code main}, or its run); a program given with
 * {@code --many} is timed between answers, through the protocol; one run a process per puzzle
 * is timed with its process's start, which is most of it.
 */
final class EngineSpeed {
  private EngineSpeed() {}

  /**
   * The paragraph: the solution's median from {@code nanos} (each puzzle's time, as its channel
   * measured it), then each reference's.
   *
   * @param once whether the solution ran a process per puzzle
   */
  static String measure(Solution solution, Map<String, Long> nanos, boolean once, Path dir,
      Limits limits, Rules rules, List<Board> open, Progress progress) {
    String yours = median(nanos, open);
    if (once) {
      return "Time per puzzle, a process each as CodinGame runs them: " + yours + " (most of it"
          + " starting the program" + (solution instanceof Solution.Command
              ? "; with --many one process answers them all and the answers alone are timed"
                  + " beside the project's engines)" : ")") + ".";
    }
    StringBuilder text = new StringBuilder("Time per puzzle, the median over the "
        + Text.thousands(open.size()) + " positions with a move to make (" + (solution.framed()
            ? "the program alone, as the checker's host or driver times it" : "between answers,"
                + " through the protocol") + "): yours " + yours);
    List<String[]> engines = new ArrayList<>();
    if (rules.equals(Rules.ticTacToe())) {
      engines.add(new String[] {"puzzle", "the puzzle engine"});
      engines.add(new String[] {"interview", "the interview minimax"});
    } else {
      engines.add(new String[] {"strong", "the strong engine"});
    }
    for (String[] engine : engines) {
      Solution reference = new Solution.Reference(engine[1], List.of(
          EngineHost.class.getName(), Integer.toString(rules.rows()), "--builtin", engine[0],
          Integer.toString(rules.columns()), Integer.toString(rules.k())));
      try (ProcessChannel channel = new ProcessChannel(reference, Checker.Problem.ENGINE, rules,
          dir, limits)) {
        progress.update("timing " + engine[1], 0, open.size());
        List<String> puzzles = new ArrayList<>();
        for (Board board : open) {
          puzzles.add(Protocol.puzzle(board));
        }
        List<String> replies = channel.answer(puzzles);
        Protocol.Failure failure = Protocol.failureOf(replies.get(0));
        text.append("; ").append(engine[1]).append(' ').append(failure != null
            ? "not measured (" + failure.message() + ")" : median(channel.nanos(), open));
      }
    }
    return text.append('.').toString();
  }

  /** The median of the times of the positions' puzzles, as a time; "not measured" if none. */
  private static String median(Map<String, Long> nanos, List<Board> positions) {
    long[] times = positions.stream().map(Protocol::puzzle).filter(nanos::containsKey)
        .mapToLong(nanos::get).sorted().toArray();
    return times.length == 0 ? "not measured (no answer)"
        : dev.tictactoe.report.Numbers.time(times[times.length / 2]);
  }
}
