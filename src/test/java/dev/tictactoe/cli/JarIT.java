package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;

/** The packaged jar behaves as the README says: what only packaging can break. */
class JarIT {

  @Test
  void printsItsVersion() throws Exception {
    Cli.Result r = Jar.run("", "--version");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().startsWith("tictactoe "), r.out());
    assertTrue(!r.out().contains("${"), "the version was filtered in at build time: " + r.out());
    // The project's version, as the jar's manifest has it from Maven by another route than the
    // filtered file the CLI reads ("unknown" passed the checks above); then the JVM it runs on.
    String version;
    try (JarFile jar = new JarFile(Jar.path().toFile())) {
      version = jar.getManifest().getMainAttributes().getValue("Implementation-Version");
    }
    assertNotNull(version, "the manifest names the version");
    assertEquals("tictactoe " + version + "\nJava " + System.getProperty("java.version") + " ("
        + System.getProperty("java.vm.name") + ")\n", r.out());
  }

  @Test
  void replaysMovesFromStandardInput() throws Exception {
    Cli.Result r = Jar.run("0 0 1\n1 1 2\n0 1 1\n", "replay", "--n", "2");
    assertEquals(0, r.status(), r.err());
    assertEquals("0\n0\n1\n", r.out());
  }

  @Test
  void anInvalidMoveIsOneLineAndStatusTwoWithoutAStackTrace() throws Exception {
    Cli.Result r = Jar.run("0 0 1\n0 0 2\n", "replay", "--n", "3", "--impl", "full-scan");
    assertEquals(2, r.status());
    assertEquals("0\n", r.out());
    assertEquals("tictactoe replay: line 2: cell (0, 0) is already taken by player 1",
        r.err().strip());
    assertEquals(1, r.errLines());
  }
}
