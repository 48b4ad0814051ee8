package dev.tictactoe.site;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tictactoe.check.Drivers;
import dev.tictactoe.check.Language;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The practice pane's files in the site, under {@code practice/}: what the front-end build
 * ({@code src/main/web/build.mjs}, run by Maven before the jar is made) put into the jar, copied
 * as they are (the pane's script with CodeMirror bundled in, its style, Pyodide's runtime, the
 * licences: the build's {@code files.txt} lists them), and {@code judge.js}, written here: the
 * judge compiled to WebAssembly by TeaVM ({@code dev.tictactoe.browser.BrowserJudge}), inlined as
 * base64 beside TeaVM's loader and the checker's language drivers, so that a page opened from
 * {@code file://} (where the browser fetches no {@code .wasm}) checks JavaScript answers too.
 */
final class PracticeAssets {
  /** The directory of the pane's files in the site and in the jar (beside this class). */
  static final String DIR = "practice";
  static final String SCRIPT = DIR + "/practice.js";
  static final String STYLE = DIR + "/practice.css";
  static final String JUDGE = DIR + "/judge.js";
  /**
   * The languages the pane takes, whose drivers its worker asks for by the language's name in
   * small letters ("python", as the pane's choice says it): the checker's own drivers
   * ({@link Drivers}), whose function layers run in the page as they run under {@code check}.
   */
  private static final List<Language> LANGUAGES = List.of(Language.PYTHON, Language.JAVASCRIPT);

  private PracticeAssets() {}

  /** Writes every file of the pane under {@code out/practice/}. */
  static void write(Path out) throws IOException {
    for (String file : Resources.text(DIR + "/files.txt").split("\n")) {
      if (!file.isBlank()) {
        Path target = out.resolve(DIR).resolve(file.strip());
        Files.createDirectories(target.getParent());
        Files.write(target, Resources.bytes(DIR + "/" + file.strip()));
      }
    }
    Files.writeString(out.resolve(JUDGE), judgeScript());
  }

  /** {@code judge.js}: the judge's module, its loader and the drivers, for the worker. */
  static String judgeScript() {
    Map<String, Object> judge = new LinkedHashMap<>();
    judge.put("runtime", Resources.text("wasm/engine.wasm-runtime.js"));
    judge.put("wasm", Base64.getEncoder().encodeToString(Resources.bytes("wasm/judge.wasm")));
    Map<String, String> drivers = new LinkedHashMap<>();
    for (Language language : LANGUAGES) {
      drivers.put(language.title().toLowerCase(Locale.ROOT), Drivers.text(Drivers.file(language)));
    }
    judge.put("drivers", drivers);
    try {
      return "// The practice pane's judge, written by the site command: TeaVM's loader, the\n"
          + "// judge (dev.tictactoe.browser.BrowserJudge) compiled to WebAssembly GC, as base64,\n"
          + "// and the language drivers. practice.js loads it when a reader first presses Check.\n"
          + "self.PracticeJudge = " + new ObjectMapper().writeValueAsString(judge) + ";\n";
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
