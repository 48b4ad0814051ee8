package dev.tictactoe.solver;

import java.util.concurrent.Semaphore;

/**
 * The cores a group of engines may use between them: a query takes one to run, and a two-core
 * query's helper starts only when it can take another. So {@code table} can solve two boards at a
 * time, one core each, and a board still running when the other core falls idle gets it as its
 * helper: the many short boards share the cores out, and the long ones at the end get both.
 */
public final class CoreBudget {
  /** No limit: a helper always starts (one query at a time, as {@code solve} runs them). */
  public static final CoreBudget UNLIMITED = new CoreBudget(Integer.MAX_VALUE);

  private final Semaphore cores;

  /** A budget of {@code cores} cores. */
  public CoreBudget(int cores) {
    this.cores = new Semaphore(cores);
  }

  /** Takes a core to run a query on, waiting for one. */
  public void take() throws InterruptedException {
    cores.acquire();
  }

  /** Takes a core if one is free now. */
  public boolean tryTake() {
    return cores.tryAcquire();
  }

  /** Gives a core back. */
  public void give() {
    cores.release();
  }
}
