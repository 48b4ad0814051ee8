package dev.tictactoe.check;

import dev.tictactoe.check.Checker.Problem;
import dev.tictactoe.check.host.EngineHost;
import dev.tictactoe.check.host.GameHost;
import dev.tictactoe.mnk.Rules;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The solution a reader asks the checker to judge, and how processes of its own are started for
 * it: a process that serves request after request ({@link #serving}), and for the engine a
 * process that answers one puzzle as CodinGame runs a program ({@link #once}).
 *
 * <p>A Java class is served by the checker's host in a child JVM with a heap limit; a Python or
 * JavaScript answer by the checker's driver for its language, and a C++ one by the driver compiled
 * with it; any other program is started as the command given, through the shell. The hosts and
 * drivers are <em>framed</em>: they say when they are ready, put what the reader's code printed
 * on lines of their own before each answer, and write a failure line instead of an answer
 * ({@link dev.tictactoe.judge.Protocol}); a command's program writes its answers alone.
 */
sealed interface Solution {
  /** What to call the solution in a report: its file's name, or its command. */
  String name();

  /** The command of a process that serves request after request, if the solution has one. */
  Optional<List<String>> serving(Problem problem, Rules rules, long memoryBytes);

  /** The command of a process that answers one engine puzzle, as CodinGame runs a program. */
  Optional<List<String>> once(Rules rules, long memoryBytes);

  /** Whether the serving process is one of the checker's hosts or drivers (see above). */
  boolean framed();

  /** The memory limit the checker watches itself, if the command cannot set one (0: none). */
  default long watchedMemory(long memoryBytes) {
    return memoryBytes;
  }

  /**
   * How much longer than a call the first answer of a process may take: a program's own start
   * (a JVM, an interpreter), or for a host the loading and linking of its first call (a host says
   * when it is ready, so that is all). Small beside the startup limit, so an endless loop in the
   * first call is still caught soon.
   */
  default Duration startGrace(Limits limits, boolean once) {
    Duration grace = Duration.ofSeconds(framed() && !once ? 2 : 5);
    return grace.compareTo(limits.startup()) < 0 ? grace : limits.startup();
  }

  /**
   * A Java class on a class path, served by the checker's hosts; a puzzle alone runs the class's
   * {@code main} in a JVM of its own.
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
    public Optional<List<String>> serving(Problem problem, Rules rules, long memoryBytes) {
      List<String> command = Launch.java(memoryBytes, Launch.CHECKER);
      if (problem == Problem.GAME) {
        command.addAll(List.of(GameHost.class.getName(), classPath, className));
      } else {
        command.addAll(List.of(EngineHost.class.getName(), Integer.toString(rules.rows()),
            classPath, className));
      }
      return Optional.of(command);
    }

    @Override
    public Optional<List<String>> once(Rules rules, long memoryBytes) {
      // the checker's class path after the reader's, as the host's loader has it behind theirs
      List<String> command = Launch.java(memoryBytes, classPath + java.io.File.pathSeparator
          + Launch.CHECKER);
      command.add(className);
      return Optional.of(command);
    }

    @Override
    public boolean framed() {
      return true;
    }

    @Override
    public long watchedMemory(long memoryBytes) {
      return 0; // the heap limit is the JVM's own
    }
  }

  /**
   * A Python or JavaScript answer, served by the checker's driver for its language (written into
   * {@code drivers}); a puzzle alone runs the program as CodinGame does ({@code python3 FILE}, or
   * the JavaScript driver's one-puzzle mode, which gives it CodinGame's {@code readline} and
   * {@code print}).
   *
   * @param className the game's class, TicTacToe unless the reader named another
   */
  record Script(Language language, Path source, Path drivers, String className)
      implements Solution {
    @Override
    public String name() {
      return source.getFileName().toString();
    }

    @Override
    public Optional<List<String>> serving(Problem problem, Rules rules, long memoryBytes) {
      List<String> command = interpreter(memoryBytes);
      command.add(drivers.resolve(Drivers.file(language)).toString());
      command.addAll(problem == Problem.GAME ? List.of("game", source.toString(), className)
          : List.of("engine", source.toString(), Integer.toString(rules.rows())));
      return Optional.of(command);
    }

    @Override
    public Optional<List<String>> once(Rules rules, long memoryBytes) {
      List<String> command = interpreter(memoryBytes);
      if (language == Language.JAVASCRIPT) {
        command.addAll(List.of(drivers.resolve(Drivers.file(language)).toString(), "--once"));
      }
      command.add(source.toString());
      return Optional.of(command);
    }

    /**
     * The interpreter's command. Node's heap is held to half the memory limit: a fresh context a
     * puzzle leaves garbage that V8 collects only when its heap nears its own limit, far above
     * the checker's, and a correct program was ended for memory it did not need.
     */
    private List<String> interpreter(long memoryBytes) {
      List<String> command = new ArrayList<>(List.of(language.toolchain()));
      if (language == Language.JAVASCRIPT) {
        command.add("--max-old-space-size=" + Math.max(16, memoryBytes / 2 >> 20));
      }
      return command;
    }

    @Override
    public boolean framed() {
      return true;
    }
  }

  /**
   * A compiled C++ answer: for the game, the reader's class compiled with the checker's driver,
   * which serves it framed; for the engine, the reader's program itself, run once a puzzle.
   *
   * @param source the reader's file
   */
  record Native(Path source, Path binary, Problem problem) implements Solution {
    @Override
    public String name() {
      return source.getFileName().toString();
    }

    @Override
    public Optional<List<String>> serving(Problem asked, Rules rules, long memoryBytes) {
      return problem == Problem.GAME ? Optional.of(List.of(binary.toString())) : Optional.empty();
    }

    @Override
    public Optional<List<String>> once(Rules rules, long memoryBytes) {
      return problem == Problem.ENGINE ? Optional.of(List.of(binary.toString()))
          : Optional.empty();
    }

    @Override
    public boolean framed() {
      return true;
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
    public Optional<List<String>> serving(Problem problem, Rules rules, long memoryBytes) {
      return problem == Problem.GAME || many ? Optional.of(shell()) : Optional.empty();
    }

    @Override
    public Optional<List<String>> once(Rules rules, long memoryBytes) {
      return many ? Optional.empty() : Optional.of(shell());
    }

    private List<String> shell() {
      return List.of("/bin/sh", "-c", "exec " + command);
    }

    @Override
    public boolean framed() {
      return false;
    }
  }

  /** One of the project's own, served by the same hosts: what a candidate is timed against. */
  record Reference(String what, List<String> hostArguments) implements Solution {
    @Override
    public String name() {
      return what;
    }

    @Override
    public Optional<List<String>> serving(Problem problem, Rules rules, long memoryBytes) {
      List<String> command = Launch.java(memoryBytes, Launch.CHECKER);
      command.addAll(hostArguments);
      return Optional.of(command);
    }

    @Override
    public Optional<List<String>> once(Rules rules, long memoryBytes) {
      return Optional.empty();
    }

    @Override
    public boolean framed() {
      return true;
    }

    @Override
    public long watchedMemory(long memoryBytes) {
      return 0;
    }
  }

  /** How the checker starts a JVM. */
  final class Launch {
    /** The checker's own class path, where its hosts are. */
    static final String CHECKER = System.getProperty("java.class.path");

    private Launch() {}

    /**
     * {@code java} with {@code classPath}, a heap of {@code memoryBytes}, the serial collector
     * (a host is one thread) and exits made catchable on any JDK.
     */
    static List<String> java(long memoryBytes, String classPath) {
      return new ArrayList<>(List.of(
          Path.of(System.getProperty("java.home"), "bin", "java").toString(),
          "-Xmx" + Math.max(16, memoryBytes >> 20) + "m", "-XX:+UseSerialGC",
          "-Djava.security.manager=allow", "-cp", classPath));
    }
  }
}
