package dev.tictactoe.cli;

import dev.tictactoe.site.SiteServer;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.BindException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code serve}: the rendered site over HTTP on this machine only, for the practice pane. */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    header = "Serve the rendered site over HTTP on this machine (127.0.0.1) only.",
    description = {
      "Serves a directory, the site 'site' wrote by default, as any static host would, with the"
          + " content types browsers need (application/wasm for WebAssembly). The practice"
          + " pane runs Python answers on Pyodide, which a browser loads only over HTTP, not"
          + " from a file:// page; JavaScript answers and every other page work from the files"
          + " as they are.",
      "Prints the address of the site, then serves until stopped (Ctrl-C). Only this machine"
          + " can connect."
    },
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:stopped", "2:bad option, a directory that is not there, or a port that"
        + " is taken"})
final class ServeCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Parameters(arity = "0..1", paramLabel = "DIR", defaultValue = "target/site",
      description = "The directory to serve (default: ${DEFAULT-VALUE}).")
  Path dir;

  @Option(names = "--port", paramLabel = "N", defaultValue = "8000",
      description = "The port to listen on, 0 for any free one (default: ${DEFAULT-VALUE}).")
  int port;

  /** Counted down when the server should stop; a test stops it this way, Ctrl-C by exiting. */
  final CountDownLatch stop = new CountDownLatch(1);

  @Override
  public Integer call() throws IOException, InterruptedException {
    if (port < 0 || port > 65_535) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--port: expected 0 (any"
          + " free port) to 65535, got " + port);
    }
    if (!Files.isDirectory(dir)) {
      throw new InputException("no directory " + dir + " to serve"
          + (dir.equals(Path.of("target/site")) ? ": render the site first (java -jar"
              + " target/tictactoe.jar site), or name a directory" : ""));
    }
    SiteServer server;
    try {
      server = SiteServer.start(dir, port, path -> { });
    } catch (BindException e) {
      throw new InputException("port " + port + " is taken (or not ours to use): try another,"
          + " or --port 0 for any free one");
    }
    try (server) {
      PrintWriter out = spec.commandLine().getOut();
      out.println("Serving " + dir.toAbsolutePath().normalize() + " at " + server.address("")
          + " (Ctrl-C stops it)");
      out.flush();
      stop.await();
    }
    return 0;
  }
}
