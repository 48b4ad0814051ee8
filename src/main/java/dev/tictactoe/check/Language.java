package dev.tictactoe.check;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The languages {@code check} takes an answer in as it is written, told by the file's extension,
 * each with the program on the PATH that runs it (none for Java, which this JDK compiles).
 */
public enum Language {
  JAVA("Java", "", List.of(".java"), "TicTacToe.java", "Solution.java"),
  PYTHON("Python", "python3", List.of(".py"), "tictactoe.py", "solution.py"),
  JAVASCRIPT("JavaScript", "node", List.of(".js", ".mjs"), "tictactoe.js", "solution.js"),
  CPP("C++", "g++", List.of(".cpp", ".cc", ".cxx"), "tictactoe.cpp", "solution.cpp");

  private final String title;
  private final String toolchain;
  private final List<String> extensions;
  private final String gameExample;
  private final String engineExample;

  Language(String title, String toolchain, List<String> extensions, String gameExample,
      String engineExample) {
    this.title = title;
    this.toolchain = toolchain;
    this.extensions = extensions;
    this.gameExample = gameExample;
    this.engineExample = engineExample;
  }

  /** The language's name: Python, C++. */
  public String title() {
    return title;
  }

  /** The program on the PATH that runs (or compiles) an answer, empty for Java. */
  public String toolchain() {
    return toolchain;
  }

  /** A file name an answer to the game ({@code engine}: to the engine) would have. */
  public String example(boolean engine) {
    return engine ? engineExample : gameExample;
  }

  /** The language of {@code file}, by its extension. */
  public static Optional<Language> of(Path file) {
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    for (Language language : values()) {
      for (String extension : language.extensions) {
        if (name.endsWith(extension) && name.length() > extension.length()) {
          return Optional.of(language);
        }
      }
    }
    return Optional.empty();
  }

  /** Every extension taken, as a refusal lists them: {@code .java, .py, .js, .mjs, .cpp, .cc}. */
  public static String extensions() {
    List<String> all = new ArrayList<>();
    for (Language language : values()) {
      all.addAll(language.extensions);
    }
    return String.join(", ", all);
  }
}
