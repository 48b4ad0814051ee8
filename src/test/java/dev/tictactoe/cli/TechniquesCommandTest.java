package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tictactoe.solver.Technique;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TechniquesCommandTest {

  @Test
  void listsEveryTechniqueOnceInLadderOrderWithItsDescription() {
    Cli.Result r = Cli.run("", "techniques");
    assertEquals(0, r.status(), r.err());
    assertEquals("", r.err());
    List<String> named = new ArrayList<>();
    StringBuilder text = new StringBuilder();
    for (String line : r.out().lines().toList()) {
      assertTrue(line.length() <= 80, "fits a terminal: " + line);
      if (!line.startsWith(" ")) {
        named.add(line.split(" ")[0]);
      }
      text.append(' ').append(line.strip());
    }
    assertEquals(List.of(Technique.values()).stream().map(Technique::cliName).toList(), named);
    String words = text.toString().replaceAll("\\s+", " ");
    for (Technique t : Technique.values()) {
      assertTrue(words.contains(t.cliName() + " " + t.description()), t.cliName());
    }
  }
}
