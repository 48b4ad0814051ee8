package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MainTest {

  @Test
  void withoutASubcommandItShowsTheUsageAndExitsTwo() {
    Cli.Result r = Cli.run("");
    assertEquals(2, r.status());
    assertEquals("", r.out());
    assertTrue(r.err().startsWith("Usage: tictactoe"), r.err());
  }

  @Test
  void helpListsEverySubcommandWithItsHeader() {
    Cli.Result r = Cli.run("", "--help");
    assertEquals(0, r.status());
    assertTrue(r.out().contains("replay  Replay moves from standard input"), r.out());
  }

  @Test
  void anUnknownSubcommandIsOneLineAndStatusTwo() {
    Cli.Result r = Cli.run("", "fly");
    assertEquals(2, r.status());
    assertEquals(1, r.errLines(), r.err());
    assertTrue(r.err().startsWith("tictactoe: Unmatched argument at index 0: 'fly'"), r.err());
  }
}
