package dev.tictactoe.site;

/**
 * The site could not be rendered as written: a broken include, a missing image, a link to a page
 * or anchor that does not exist, or any other warning from Asciidoctor. The docs are wrong, so
 * the build stops rather than publish a page with a hole in it.
 */
public final class SiteException extends RuntimeException {
  public SiteException(String message) {
    super(message);
  }
}
