package dev.tictactoe.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The site over loopback HTTP as a browser sees it: the right types, nothing outside the root. */
class SiteServerTest {
  @TempDir Path dir;
  private final HttpClient client = HttpClient.newHttpClient();

  private HttpResponse<byte[]> get(SiteServer server, String path, String method)
      throws IOException, InterruptedException {
    return client.send(HttpRequest.newBuilder(URI.create(server.address("").replaceAll("/$", "")
        + path)).method(method, HttpRequest.BodyPublishers.noBody()).build(),
        HttpResponse.BodyHandlers.ofByteArray());
  }

  @Test
  void servesEachFileWithTheTypeABrowserNeeds() throws Exception {
    byte[] wasm = {0, 97, 115, 109, 1, 0, 0, 0};
    Files.createDirectories(dir.resolve("practice/pyodide"));
    Files.write(dir.resolve("practice/pyodide/pyodide.asm.wasm"), wasm);
    Files.writeString(dir.resolve("practice/pyodide/pyodide.mjs"), "export {};");
    Files.writeString(dir.resolve("index.html"), "<!DOCTYPE html>");
    Files.writeString(dir.resolve("a b.txt"), "spaced");
    List<String> requested = Collections.synchronizedList(new ArrayList<>());
    try (SiteServer server = SiteServer.start(dir, 0, requested::add)) {
      assertTrue(server.port() > 0);
      assertTrue(server.address("x.html").startsWith("http://127.0.0.1:"));
      HttpResponse<byte[]> module = get(server, "/practice/pyodide/pyodide.asm.wasm", "GET");
      assertEquals(200, module.statusCode());
      assertEquals("application/wasm", module.headers().firstValue("Content-Type").orElse(""));
      assertEquals(List.of(wasm[0], wasm[1], wasm[7]), List.of(module.body()[0], module.body()[1],
          module.body()[7]));
      assertEquals("text/javascript; charset=utf-8", get(server,
          "/practice/pyodide/pyodide.mjs", "GET").headers().firstValue("Content-Type").get());
      HttpResponse<byte[]> index = get(server, "/", "GET");
      assertEquals("<!DOCTYPE html>", new String(index.body()), "a directory: its index.html");
      assertTrue(index.headers().firstValue("Content-Type").get().startsWith("text/html"));
      assertEquals("spaced", new String(get(server, "/a%20b.txt", "GET").body()));
      HttpResponse<byte[]> head = get(server, "/index.html", "HEAD");
      assertEquals(200, head.statusCode());
      assertEquals("15", head.headers().firstValue("Content-Length").orElse(""));
      assertEquals(0, head.body().length);
      assertEquals(404, get(server, "/missing.js", "GET").statusCode());
      assertEquals(405, get(server, "/index.html", "POST").statusCode());
      assertTrue(requested.contains("/practice/pyodide/pyodide.asm.wasm"), requested.toString());
    }
  }

  @Test
  void nothingOutsideTheRootIsServedWhateverThePathSays() throws Exception {
    Files.writeString(dir.resolve("secret.txt"), "outside");
    Path root = Files.createDirectories(dir.resolve("site"));
    try (SiteServer server = SiteServer.start(root, 0, path -> { })) {
      for (String path : List.of("/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt")) {
        HttpResponse<byte[]> response = get(server, path, "GET");
        assertEquals(404, response.statusCode(), path);
        assertTrue(!new String(response.body()).contains("outside"), path);
      }
    }
  }

  @Test
  void aPortThatIsTakenIsRefused() throws IOException {
    try (SiteServer first = SiteServer.start(dir, 0, path -> { })) {
      assertThrows(java.net.BindException.class, () -> SiteServer.start(dir, first.port(),
          path -> { }));
    }
  }
}
