package dev.tictactoe.check;

import dev.tictactoe.check.Checker.Problem;
import dev.tictactoe.check.host.EngineHost;
import dev.tictactoe.check.host.GameHost;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The solution a reader asks the checker to judge, and how a process of its own is started for
 * it. A Java class (compiled from the reader's source, or on a class path given) is served by the
 * checker's host in a child JVM with a heap limit; any other program is started as the command
 * given, through the shell, with a limit on the memory it holds.
 */
sealed interface Solution {
  /** What to call the solution in a report. */
  String name();

  /** The command that starts the solution's process for {@code problem} on boards of m rows. */
  List<String> command(Problem problem, int rows, long memoryBytes);

  /** The memory limit the checker watches itself, if the command cannot set one. */
  long watchedMemory(long memoryBytes);

  /**
   * How much longer than a call the first answer of a process may take: a program's own start
   * (a JVM, an interpreter), or for a Java class the loading and linking of its first call (its
   * host says when it is ready, so that is all). Small beside the startup limit, so an endless
   * loop in the first call is still caught soon.
   */
  default Duration startGrace(Limits limits) {
    Duration grace = Duration.ofSeconds(this instanceof Command ? 5 : 2);
    return grace.compareTo(limits.startup()) < 0 ? grace : limits.startup();
  }

  /**
   * A Java class on a class path.
   *
   * @param source the file it was compiled from, if the checker compiled it
   */
  record JavaClass(String classPath, String className, Optional<Path> source)
      implements Solution {
    @Override
    public String name() {
      return source.map(s -> s.getFileName().toString()).orElse(className);
    }

    @Override
    public List<String> command(Problem problem, int rows, long memoryBytes) {
      List<String> command = Launch.java(memoryBytes);
      if (problem == Problem.GAME) {
        command.addAll(List.of(GameHost.class.getName(), classPath, className));
      } else {
        command.addAll(List.of(EngineHost.class.getName(), Integer.toString(rows), classPath,
            className));
      }
      return command;
    }

    @Override
    public long watchedMemory(long memoryBytes) {
      return 0; // the heap limit is the JVM's own
    }
  }

  /**
   * A program in any language, started by the shell.
   *
   * @param many whether one process answers many engine puzzles (the game protocol always does)
   */
  record Command(String command, boolean many) implements Solution {
    @Override
    public String name() {
      return command;
    }

    @Override
    public List<String> command(Problem problem, int rows, long memoryBytes) {
      return List.of("/bin/sh", "-c", "exec " + command);
    }

    @Override
    public long watchedMemory(long memoryBytes) {
      return memoryBytes;
    }
  }

  /** One of the project's own, served by the same hosts: what a candidate is timed against. */
  record Reference(String what, List<String> hostArguments) implements Solution {
    @Override
    public String name() {
      return what;
    }

    @Override
    public List<String> command(Problem problem, int rows, long memoryBytes) {
      List<String> command = Launch.java(memoryBytes);
      command.addAll(hostArguments);
      return command;
    }

    @Override
    public long watchedMemory(long memoryBytes) {
      return 0;
    }
  }

  /** How the checker starts a JVM for a host. */
  final class Launch {
    private Launch() {}

    /**
     * {@code java} with the checker's own class path, a heap of {@code memoryBytes}, the serial
     * collector (a host is one thread) and exits made catchable on any JDK.
     */
    static List<String> java(long memoryBytes) {
      List<String> command = new ArrayList<>(List.of(
          Path.of(System.getProperty("java.home"), "bin", "java").toString(),
          "-Xmx" + Math.max(16, memoryBytes >> 20) + "m", "-XX:+UseSerialGC",
          "-Djava.security.manager=allow", "-cp", System.getProperty("java.class.path")));
      return command;
    }
  }
}
