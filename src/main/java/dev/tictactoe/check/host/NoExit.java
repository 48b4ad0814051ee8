package dev.tictactoe.check.host;

import java.security.Permission;

/**
 * Turns a candidate's {@code System.exit} into an exception the host reports, instead of the end
 * of the host: while {@link #during} runs a call, an exit throws {@link ExitCalled}. A security
 * manager is the one hook the JVM gives for that (deprecated for removal since Java 17, which
 * warns on standard error; the checker starts the host with {@code -Djava.security.manager=allow}
 * so that it works on later JDKs too). It permits everything else.
 */
@SuppressWarnings("removal")
final class NoExit extends SecurityManager {
  private static volatile boolean armed;

  private NoExit() {}

  /**
   * Installs the manager for the rest of the host's life, where the JVM allows one (a JDK after
   * 17 started without {@code -Djava.security.manager=allow} does not: an exit then ends the host,
   * which the checker reports as an exit all the same).
   */
  static void install() {
    try {
      System.setSecurityManager(new NoExit());
    } catch (UnsupportedOperationException e) {
      // no hook: see above
    }
  }

  /** A call of the candidate's, during which an exit is an {@link ExitCalled}. */
  interface Call<T> {
    T run() throws Throwable;
  }

  static <T> T during(Call<T> call) throws Throwable {
    armed = true;
    try {
      return call.run();
    } finally {
      armed = false;
    }
  }

  @Override
  public void checkExit(int status) {
    if (armed) {
      throw new ExitCalled(status);
    }
  }

  @Override
  public void checkPermission(Permission permission) {
    // everything else is allowed: the host only watches for exits
  }

  @Override
  public void checkPermission(Permission permission, Object context) {
    // as above
  }

  /** {@code System.exit(status)}, called by the candidate. */
  static final class ExitCalled extends SecurityException {
    private static final long serialVersionUID = 1L;
    final int status;

    ExitCalled(int status) {
      super("System.exit(" + status + ")");
      this.status = status;
    }
  }
}
