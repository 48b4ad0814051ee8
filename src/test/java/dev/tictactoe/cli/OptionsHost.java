package dev.tictactoe.cli;

import picocli.CommandLine;

/** A command that has the shared options and nothing else, to parse them as picocli does. */
@CommandLine.Command(name = "options")
final class OptionsHost {
  @CommandLine.Mixin BoardOptions board;
  @CommandLine.Mixin EngineOptions engine;
  final CommandLine cmd = Main.configured(this);
}
