package dev.tictactoe.site;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;

/**
 * The site served over HTTP on this machine's loopback address only, as any static host would
 * serve it: a browser runs Python answers in the practice pane (Pyodide's {@code .wasm}) only
 * from {@code http:}, never from {@code file:}. The JDK's own server ({@code
 * com.sun.net.httpserver}; Java 17 has no {@code SimpleFileServer}), with the content types a
 * browser insists on ({@code application/wasm} for WebAssembly, {@code text/javascript} for a
 * module). {@code GET} and {@code HEAD} of files under the root; a directory serves its
 * {@code index.html}; nothing outside the root, whatever the path says.
 */
public final class SiteServer implements AutoCloseable {
  private static final Map<String, String> TYPES = Map.ofEntries(
      Map.entry("html", "text/html; charset=utf-8"),
      Map.entry("css", "text/css; charset=utf-8"),
      Map.entry("js", "text/javascript; charset=utf-8"),
      Map.entry("mjs", "text/javascript; charset=utf-8"),
      Map.entry("json", "application/json"),
      Map.entry("wasm", "application/wasm"),
      Map.entry("zip", "application/zip"),
      Map.entry("svg", "image/svg+xml"),
      Map.entry("png", "image/png"),
      Map.entry("pdf", "application/pdf"),
      Map.entry("txt", "text/plain; charset=utf-8"),
      Map.entry("map", "application/json"));

  private final Path root;
  private final HttpServer server;
  private final ExecutorService threads;

  private SiteServer(Path root, HttpServer server, ExecutorService threads) {
    this.root = root;
    this.server = server;
    this.threads = threads;
  }

  /**
   * Serves {@code root} on 127.0.0.1 at {@code port} (0: any free port), telling
   * {@code requested} each path asked for (the browser's own {@code /favicon.ico} is answered
   * empty, untold).
   *
   * @throws IOException if the port cannot be had
   */
  public static SiteServer start(Path root, int port, Consumer<String> requested)
      throws IOException {
    Path dir = root.toAbsolutePath().normalize();
    HttpServer server =
        HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
    // a page loads its script, style and images at once: a few threads, not one
    ExecutorService threads = Executors.newFixedThreadPool(4, task -> {
      Thread thread = new Thread(task, "site-server");
      thread.setDaemon(true);
      return thread;
    });
    SiteServer site = new SiteServer(dir, server, threads);
    server.createContext("/", exchange -> {
      try (exchange) {
        site.answer(exchange, requested);
      }
    });
    server.setExecutor(threads);
    server.start();
    return site;
  }

  /** The port it listens on. */
  public int port() {
    return server.getAddress().getPort();
  }

  /** The address of {@code file} (a path relative to the root, "" for the root). */
  public String address(String file) {
    return "http://127.0.0.1:" + port() + "/" + file;
  }

  /** The content type a browser is told for {@code path}. */
  static String contentType(String path) {
    int dot = path.lastIndexOf('.');
    String extension = dot < 0 ? "" : path.substring(dot + 1).toLowerCase(Locale.ROOT);
    return TYPES.getOrDefault(extension, "application/octet-stream");
  }

  private void answer(HttpExchange exchange, Consumer<String> requested) throws IOException {
    String method = exchange.getRequestMethod();
    URI uri = exchange.getRequestURI();
    String path = URLDecoder.decode(uri.getRawPath().replace("+", "%2B"),
        StandardCharsets.UTF_8);
    if (path.equals("/favicon.ico")) {
      exchange.sendResponseHeaders(204, -1);
      return;
    }
    requested.accept(path);
    if (!method.equals("GET") && !method.equals("HEAD")) {
      exchange.getResponseHeaders().set("Allow", "GET, HEAD");
      exchange.sendResponseHeaders(405, -1);
      return;
    }
    Path file = root.resolve(path.substring(1)).normalize();
    if (file.startsWith(root) && Files.isDirectory(file)) {
      file = file.resolve("index.html");
    }
    if (!file.startsWith(root) || !Files.isRegularFile(file)) {
      byte[] body = ("not found: " + path + "\n").getBytes(StandardCharsets.UTF_8);
      exchange.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
      exchange.sendResponseHeaders(404, method.equals("HEAD") ? -1 : body.length);
      if (!method.equals("HEAD")) {
        exchange.getResponseBody().write(body);
      }
      return;
    }
    exchange.getResponseHeaders().set("Content-Type", contentType(file.toString()));
    exchange.getResponseHeaders().set("Cache-Control", "no-cache");
    long size = Files.size(file);
    if (method.equals("HEAD")) {
      exchange.getResponseHeaders().set("Content-Length", Long.toString(size));
      exchange.sendResponseHeaders(200, -1);
      return;
    }
    exchange.sendResponseHeaders(200, size == 0 ? -1 : size);
    try (InputStream in = Files.newInputStream(file);
        OutputStream body = exchange.getResponseBody()) {
      in.transferTo(body);
    }
  }

  /** Stops serving, at once. */
  @Override
  public void close() {
    server.stop(0);
    threads.shutdownNow();
  }
}
