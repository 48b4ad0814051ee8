package dev.tictactoe.check;

import dev.tictactoe.judge.CheckError;
import dev.tictactoe.mnk.Rules;
import java.nio.file.Path;

/**
 * A solution's process that serves request after request: started when a request first needs it,
 * ended (killed) after a failure, and started afresh for the next request. The game's session and
 * the engine's each hold one.
 */
final class Served implements AutoCloseable {
  private final Solution solution;
  private final Checker.Problem problem;
  private final Rules rules;
  private final Path dir;
  private final Limits limits;
  private Child child;
  private boolean outOfTime;

  /** For {@code problem}; {@code rules}: the engine's board (3x3 for the game: unused). */
  Served(Solution solution, Checker.Problem problem, Rules rules, Path dir, Limits limits) {
    this.solution = solution;
    this.problem = problem;
    this.rules = rules;
    this.dir = dir;
    this.limits = limits;
  }

  /**
   * The running process, started if there is none or it has ended.
   *
   * @throws CheckError if it cannot start, or its class lacks what the problem asks for
   */
  Child process() throws CheckError {
    if (child == null || !child.isAlive()) {
      end();
      child = Child.serve(solution, problem, rules, dir, limits).describing(solution.name());
      if (outOfTime) {
        child.allowingStart(java.time.Duration.ZERO);
      }
    }
    return child;
  }

  /** Whether a process is running (none after {@link #end}). */
  boolean running() {
    return child != null;
  }

  /** Ends the process at once, after a failure: the next request starts a new one. */
  void end() {
    if (child != null) {
      child.kill();
      child = null;
    }
  }

  /**
   * Ends the process after it ran out of time or memory: the processes started after it get no
   * start grace, so a solution that loops costs one call's limit each time it is asked again.
   */
  void endOutOfTime() {
    outOfTime = true;
    end();
  }

  /** Closes the process's input and lets it end, killing it if it does not. */
  @Override
  public void close() {
    if (child != null) {
      child.close();
      child = null;
    }
  }
}
