package dev.tictactoe.cli;

import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.mnk.SearchStoppedException;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * Keeps the user informed of a long search and enforces {@code --timeout}: nothing runs silently
 * for more than two seconds, and nothing runs past its time. One monitor serves one search at a
 * time; {@link #start} begins the next.
 */
final class ProgressMonitor implements SearchMonitor {
  private static final long REPORT_EVERY = 2_000_000_000L;

  private final PrintWriter err;
  private final double timeoutSeconds;
  private String what = "search";
  private String asking;
  private String rootMoves = "";
  private long started = System.nanoTime();
  private long nextReport = started + REPORT_EVERY;
  private volatile boolean interrupted;

  /** @param timeoutSeconds 0 for no time limit */
  ProgressMonitor(PrintWriter err, double timeoutSeconds) {
    this.err = err;
    this.timeoutSeconds = timeoutSeconds;
  }

  /** Starts timing a search, named in its messages ({@code "5x5 k=4"}, {@code "puzzle 3"}). */
  ProgressMonitor start(String what) {
    this.what = what;
    asking = null;
    rootMoves = "";
    started = System.nanoTime();
    nextReport = started + REPORT_EVERY;
    return this;
  }

  /**
   * Stops the search at its next checkpoint, as a time limit would (from another thread: the
   * user pressed Ctrl-C).
   */
  void interrupt() {
    interrupted = true;
  }

  /** Seconds since {@link #start}. */
  double elapsed() {
    return (System.nanoTime() - started) / 1e9;
  }

  @Override
  public void checkpoint(long visited, double tableFill) {
    long now = System.nanoTime();
    double seconds = (now - started) / 1e9;
    if (interrupted) {
      throw new SearchStoppedException(what + ": interrupted after " + format(seconds) + " s, "
          + progress(visited, tableFill), visited);
    }
    if (timeoutSeconds > 0 && seconds > timeoutSeconds) {
      throw new SearchStoppedException(what + ": stopped by --timeout after "
          + format(timeoutSeconds) + " s, " + progress(visited, tableFill), visited);
    }
    if (now >= nextReport) {
      nextReport = now + REPORT_EVERY;
      err.println(line(seconds, visited, tableFill));
      err.flush();
    }
  }

  @Override
  public void asking(String question) {
    asking = question;
    rootMoves = "";
  }

  @Override
  public void rootMoves(int answered, int of) {
    rootMoves = String.format(Locale.ROOT, " (%d of %d moves answered)", answered, of);
  }

  /**
   * "7x7 k=5: 4.0 s, 1,234,567 positions visited, table 7% full; asking: does X win by ...? (3
   * of 12 moves answered)".
   */
  String line(double seconds, long visited, double tableFill) {
    return what + ": " + format(seconds) + " s, " + progress(visited, tableFill)
        + (asking == null ? "" : "; asking: " + asking + rootMoves);
  }

  private static String progress(long visited, double tableFill) {
    return String.format(Locale.ROOT, "%,d positions visited", visited)
        + (tableFill > 0 ? String.format(Locale.ROOT, ", table %.0f%% full", 100 * tableFill) : "");
  }

  private static String format(double seconds) {
    return String.format(Locale.ROOT, seconds < 10 ? "%.1f" : "%.0f", seconds);
  }
}
