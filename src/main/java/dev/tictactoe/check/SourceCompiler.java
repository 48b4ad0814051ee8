package dev.tictactoe.check;

import dev.tictactoe.check.Checker.Problem;
import dev.tictactoe.judge.CheckError;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.MalformedURLException;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles a reader's Java source file with the JDK's own compiler, in the checker's process, and
 * finds the class that answers the problem: for the game, a class with a constructor {@code (int
 * n)} and {@code int move(int, int, int)}; for the engine, a class with {@code main}. The source
 * needs nothing of this project's. A compile error is an {@link CheckError} naming the file, the
 * line and the compiler's message, as {@code javac} would.
 */
final class SourceCompiler {
  private SourceCompiler() {}

  /**
   * The compiled class, in {@code classes} (created if need be).
   *
   * @param className the class to use, if the reader named one
   * @throws CheckError if the source does not compile, or has no class that answers the problem
   */
  static Solution.JavaClass compile(Path source, Path classes, Problem problem,
      Optional<String> className) throws CheckError {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    if (javac == null) {
      throw new CheckError("this Java has no compiler (a JRE, not a JDK): compile "
          + source.getFileName() + " yourself and check it with --cp and --class");
    }
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT,
        StandardCharsets.UTF_8)) {
      Files.createDirectories(classes);
      boolean compiled = javac.getTask(null, files, diagnostics,
          List.of("-d", classes.toString(), "-proc:none", "-nowarn", "-encoding", "UTF-8"), null,
          files.getJavaFileObjects(source)).call();
      if (!compiled) {
        throw new CheckError(errors(source, diagnostics.getDiagnostics()));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    String name = className.isPresent() ? className.get() : answering(classes, problem, source);
    return new Solution.JavaClass(classes.toString(), name, Optional.of(source));
  }

  /** The compiler's errors, as it prints them: {@code TicTacToe.java:12: error: ';' expected}. */
  private static String errors(Path source, List<Diagnostic<? extends JavaFileObject>> all) {
    List<String> lines = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> d : all) {
      if (d.getKind() == Diagnostic.Kind.ERROR) {
        lines.add(source.getFileName() + ":" + d.getLineNumber() + ": error: "
            + d.getMessage(Locale.ROOT).lines().findFirst().orElse(""));
      }
    }
    int shown = Math.min(3, lines.size());
    return source.getFileName() + " does not compile: " + String.join("; ", lines.subList(0,
        shown)) + (lines.size() > shown ? " (and " + (lines.size() - shown) + " more errors)" : "");
  }

  /**
   * The one top-level class in {@code classes} that answers the problem; the one named like the
   * file when several do.
   */
  private static String answering(Path classes, Problem problem, Path source) throws CheckError {
    List<String> names;
    try (Stream<Path> walk = Files.walk(classes)) {
      names = walk.map(classes::relativize).map(Path::toString)
          .filter(p -> p.endsWith(".class") && !p.contains("$"))
          .map(p -> p.substring(0, p.length() - ".class".length()).replace('/', '.'))
          .sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<String> fitting = new ArrayList<>();
    try (URLClassLoader loader = new URLClassLoader(new java.net.URL[] {
        classes.toUri().toURL()}, SourceCompiler.class.getClassLoader())) {
      for (String name : names) {
        Class<?> type = Class.forName(name, false, loader); // not initialised: nothing runs
        if (answers(type, problem)) {
          fitting.add(name);
        }
      }
    } catch (MalformedURLException | ClassNotFoundException e) {
      throw new IllegalStateException(e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (LinkageError e) {
      throw new CheckError(source.getFileName() + " compiles, but its classes cannot be loaded: "
          + e);
    }
    String base = source.getFileName().toString().replaceFirst("\\.java$", "");
    if (fitting.size() == 1) {
      return fitting.get(0);
    }
    Optional<String> named = fitting.stream().filter(n -> n.equals(base)
        || n.endsWith("." + base)).findFirst();
    if (named.isPresent()) {
      return named.get();
    }
    throw new CheckError(fitting.isEmpty()
        ? "no class in " + source.getFileName() + " has " + (problem == Problem.GAME
            ? "a constructor (int n) and a method int move(int row, int col, int player)"
            : "a method public static void main(String[] args)")
        : "several classes in " + source.getFileName() + " answer the problem (" + String.join(
            ", ", fitting) + "): name one with --class");
  }

  private static boolean answers(Class<?> type, Problem problem) {
    try {
      if (problem == Problem.GAME) {
        type.getDeclaredConstructor(int.class);
        Method move = type.getDeclaredMethod("move", int.class, int.class, int.class);
        return move.getReturnType() == int.class && !Modifier.isStatic(move.getModifiers());
      }
      return Modifier.isStatic(type.getMethod("main", String[].class).getModifiers());
    } catch (NoSuchMethodException e) {
      return false;
    }
  }
}
