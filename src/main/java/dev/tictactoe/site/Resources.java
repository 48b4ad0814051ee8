package dev.tictactoe.site;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The site's own CSS, JavaScript and page templates, kept as files beside this class. */
final class Resources {
  private Resources() {}

  /** The text of {@code name}, a file in this package's resource folder. */
  static String text(String name) {
    return new String(bytes(name), StandardCharsets.UTF_8);
  }

  /** The bytes of {@code name}, a file in this package's resource folder. */
  static byte[] bytes(String name) {
    try (InputStream in = Resources.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource dev/tictactoe/site/" + name);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code text} safe to put between HTML tags. */
  static String escapeHtml(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
