package dev.tictactoe.cli;

import dev.tictactoe.solver.Technique;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help;

/** {@code techniques}: the strong engine's techniques, each in one line. */
@Command(
    name = "techniques",
    mixinStandardHelpOptions = true,
    header = "List the alphabeta engine's techniques, each with what it does.",
    description = {
      "Every idea the alphabeta engine adds to plain alpha-beta is a technique that can be switched"
          + " off with --without NAME (solve, table, play); the answers stay the same, only the"
          + " work changes. 'ablate' measures what each one buys. They are listed in the order"
          + " the ablation's ladder adds them."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:the list was printed", "2:bad option"})
final class TechniquesCommand implements Callable<Integer> {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  /** The terminal's usual width: a description wraps under itself to stay within it. */
  private static final int LINE_WIDTH = 80;

  @Override
  public Integer call() {
    int width = 0;
    for (Technique t : Technique.values()) {
      width = Math.max(width, t.cliName().length());
    }
    // picocli's own table of columns, which its help uses: the description wraps in its column.
    Help.TextTable table = Help.TextTable.forColumns(
        new Help.ColorScheme.Builder(Help.Ansi.OFF).build(),
        new Help.Column(width + 2, 0, Help.Column.Overflow.SPAN),
        new Help.Column(LINE_WIDTH - width - 2, 0, Help.Column.Overflow.WRAP));
    for (Technique t : Technique.values()) {
      table.addRowValues(t.cliName(), t.description());
    }
    PrintWriter out = spec.commandLine().getOut();
    out.print(table);
    out.flush();
    return 0;
  }
}
