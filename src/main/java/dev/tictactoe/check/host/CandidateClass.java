package dev.tictactoe.check.host;

import java.io.File;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A candidate's class, loaded in the host's JVM from its own class path by a class loader of its
 * own (so each load runs its static initialisers afresh), and what the host reports of it: the
 * members the problem asks for, or one line saying which is missing; the candidate's own frames of
 * a throwable, without the host's and the JDK's.
 *
 * <p>A class loaded for the engine is not initialised by its load: its static initialisers run
 * when its {@code main} is first called, with the puzzle already its {@code System.in}, as in a
 * process of its own. (Initialised at load, a {@code static Scanner in = new Scanner(System.in)}
 * took the host's own standard input, the protocol's, and every puzzle failed.)
 */
final class CandidateClass {
  private final String classPath;
  private final String name;

  CandidateClass(String classPath, String name) {
    this.classPath = classPath;
    this.name = name;
  }

  /** Loads the class afresh: initialised now, or ({@code initialize} false) at its first use. */
  Class<?> load(boolean initialize) throws MissingMember {
    URL[] urls = Arrays.stream(classPath.split(File.pathSeparator)).filter(s -> !s.isEmpty())
        .map(CandidateClass::url).toArray(URL[]::new);
    ClassLoader loader = new URLClassLoader(urls, CandidateClass.class.getClassLoader());
    try {
      return Class.forName(name, initialize, loader);
    } catch (ClassNotFoundException e) {
      throw new MissingMember("no class " + name + " on the class path " + classPath);
    } catch (LinkageError e) {
      throw new MissingMember("class " + name + " cannot be loaded: " + e);
    }
  }

  private static URL url(String path) {
    try {
      return new File(path).toURI().toURL();
    } catch (MalformedURLException e) {
      throw new IllegalArgumentException(path, e);
    }
  }

  /**
   * The game's constructor {@code (int n)} as a handle of type {@code (int)Object}.
   *
   * @throws MissingMember naming the signature expected
   */
  static MethodHandle gameConstructor(Class<?> type) throws MissingMember {
    try {
      Constructor<?> constructor = type.getDeclaredConstructor(int.class);
      constructor.setAccessible(true);
      return MethodHandles.lookup().unreflectConstructor(constructor)
          .asType(MethodType.methodType(Object.class, int.class));
    } catch (NoSuchMethodException | IllegalAccessException | RuntimeException e) {
      throw new MissingMember(type.getName() + " has no constructor " + type.getSimpleName()
          + "(int n)");
    }
  }

  /**
   * The game's {@code int move(int row, int col, int player)} as a handle of type
   * {@code (Object, int, int, int)int}.
   *
   * @throws MissingMember naming the signature expected
   */
  static MethodHandle moveMethod(Class<?> type) throws MissingMember {
    try {
      Method move = type.getDeclaredMethod("move", int.class, int.class, int.class);
      if (move.getReturnType() != int.class || Modifier.isStatic(move.getModifiers())) {
        throw new NoSuchMethodException();
      }
      move.setAccessible(true);
      return MethodHandles.lookup().unreflect(move)
          .asType(MethodType.methodType(int.class, Object.class, int.class, int.class, int.class));
    } catch (NoSuchMethodException | IllegalAccessException | RuntimeException e) {
      throw new MissingMember(type.getName() + " has no method int move(int row, int col,"
          + " int player)");
    }
  }

  /**
   * The engine's {@code public static void main(String[] args)}.
   *
   * @throws MissingMember naming the signature expected
   */
  static Method main(Class<?> type) throws MissingMember {
    try {
      Method main = type.getMethod("main", String[].class);
      if (!Modifier.isStatic(main.getModifiers())) {
        throw new NoSuchMethodException();
      }
      main.setAccessible(true);
      return main;
    } catch (NoSuchMethodException | RuntimeException e) {
      throw new MissingMember(type.getName() + " has no method public static void main(String[]"
          + " args)");
    }
  }

  /**
   * A throwable of the candidate's, on one line: its class and message, then its frames in the
   * candidate's own classes (at most eight, each once), each after " | at ".
   */
  static String describe(Throwable t, Class<?> candidate) {
    List<String> frames = new ArrayList<>();
    for (StackTraceElement frame : t.getStackTrace()) {
      String line = "at " + frame;
      if (isCandidates(frame, candidate) && !frames.contains(line)) {
        frames.add(line);
      }
      if (frames.size() == 8) {
        break;
      }
    }
    String head = t.toString().replace('\n', ' ').replace('\r', ' ');
    return frames.isEmpty() ? head : head + " | " + frames.stream().collect(Collectors.joining(
        " | "));
  }

  private static boolean isCandidates(StackTraceElement frame, Class<?> candidate) {
    try {
      Class<?> type = Class.forName(frame.getClassName(), false, candidate.getClassLoader());
      return type.getClassLoader() == candidate.getClassLoader();
    } catch (ClassNotFoundException | LinkageError e) {
      return false; // a class the candidate's loader cannot see is not the candidate's
    }
  }

  /** What the problem asks for and the class does not have, in one line. */
  static final class MissingMember extends Exception {
    private static final long serialVersionUID = 1L;

    MissingMember(String message) {
      super(message);
    }
  }
}
