package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.tictactoe.Fuzzing;
import dev.tictactoe.solver.Technique;
import dev.tictactoe.solver.TranspositionTable;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import picocli.CommandLine;

/**
 * Fuzzes the engine options that take text ({@link EngineOptions}): {@code --without NAMES} and
 * {@code --memory SIZE}, as the shell hands them to picocli. Saved inputs:
 * {@code EngineOptionsFuzzTestInputs/without/} and {@code memory/}, each the option's value.
 */
class EngineOptionsFuzzTest {

  /** The techniques left on are all but the ones named, each a real name; else one line. */
  @FuzzTest
  void without(FuzzedDataProvider data) {
    String names = data.consumeRemainingAsString();
    OptionsHost options = new OptionsHost();
    Optional<Set<Technique>> parsed = Fuzzing.parsed(CommandLine.ParameterException.class,
        Main::errorLine, () -> {
          options.cmd.parseArgs("--without", names);
          return options.engine.techniques(options.cmd);
        });
    if (parsed.isEmpty()) {
      return;
    }
    Set<Technique> on = parsed.get();
    Set<String> named = Set.copyOf(Arrays.stream(names.split(",")).map(String::strip).toList());
    for (Technique t : Technique.values()) {
      assertTrue(on.contains(t) != named.contains(t.cliName()), () -> t + " in " + on);
    }
    named.forEach(Technique::named);
  }

  /** A table size that is one, of at least 2 entries, that fits this JVM's heap; else one line. */
  @FuzzTest
  void memory(FuzzedDataProvider data) {
    OptionsHost options = new OptionsHost();
    Fuzzing.parsed(CommandLine.ParameterException.class, Main::errorLine, () -> {
      options.cmd.parseArgs("--memory", data.consumeRemainingAsString());
      return options.engine.tableSize(options.cmd);
    }).ifPresent(entries -> {
      assertTrue(entries >= 2, () -> "entries " + entries);
      TranspositionTable.checkFits(entries);
    });
  }
}
