package dev.tictactoe.cli;

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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code serve}: what it refuses in a line, and the packaged jar serving a site until stopped. */
class ServeCommandTest {
  @TempDir Path dir;

  @Test
  void aDirectoryThatIsNotThereIsRefusedInOneLine() {
    Path missing = dir.resolve("no-site");
    Cli.Result r = Cli.run("", "serve", missing.toString(), "--port", "0");
    assertEquals(2, r.status());
    assertEquals("tictactoe serve: no directory " + missing + " to serve\n", r.err());
  }

  @Test
  void aPortOutOfRangeIsRefusedInOneLine() {
    Cli.Result r = Cli.run("", "serve", dir.toString(), "--port", "65536");
    assertEquals(2, r.status());
    assertEquals(1, r.errLines(), r.err());
    assertTrue(r.err().contains("--port: expected 0 (any free port) to 65535, got 65536"), r.err());
  }

  @Test
  void thePackagedJarServesTheDirectoryOnLoopbackUntilStopped() throws Exception {
    Files.writeString(dir.resolve("index.html"), "<p>the site</p>");
    Files.write(dir.resolve("judge.wasm"), new byte[] {0, 97, 115, 109});
    Jar.Running serve = Jar.start(Path.of("."), "serve", dir.toString(), "--port", "0");
    HttpClient client = HttpClient.newHttpClient();
    URI site;
    try {
      String line = serve.awaitOut(Pattern.compile("^Serving " + Pattern.quote(dir.toString())
          + " at http://127\\.0\\.0\\.1:\\d+/ \\(Ctrl-C stops it\\)$"));
      Matcher address = Pattern.compile("http://\\S+/").matcher(line);
      assertTrue(address.find(), line);
      site = URI.create(address.group());
      HttpResponse<String> page = client.send(HttpRequest.newBuilder(site).build(),
          HttpResponse.BodyHandlers.ofString());
      assertEquals("<p>the site</p>", page.body());
      HttpResponse<Void> module = client.send(HttpRequest.newBuilder(site.resolve("judge.wasm"))
          .build(), HttpResponse.BodyHandlers.discarding());
      assertEquals("application/wasm", module.headers().firstValue("Content-Type").orElse(""));
    } finally {
      serve.interrupt(); // Ctrl-C
    }
    serve.finish();
    assertThrows(IOException.class, () -> client.send(HttpRequest.newBuilder(site).build(),
        HttpResponse.BodyHandlers.discarding()), "nothing listens once it is stopped");
  }
}
