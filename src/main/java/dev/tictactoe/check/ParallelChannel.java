package dev.tictactoe.check;

import dev.tictactoe.judge.Channel;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * One solution served by several processes at once, one per core, as one {@link Channel}: a
 * call's requests are cut into as many runs in order, each answered by a process of its own, and
 * the replies put back in order. For a reader's Python or JavaScript answer, whose interpreter is
 * single-threaded, it halves the time of the 3x3 games and of the engine's 5,478 puzzles on two
 * cores.
 */
final class ParallelChannel implements Channel, AutoCloseable {
  /** Below this many requests a call goes to the first process alone. */
  private static final int SPLIT_FROM = 2;

  private final List<ProcessChannel> parts;

  ParallelChannel(List<ProcessChannel> parts) {
    this.parts = List.copyOf(parts);
  }

  @Override
  public List<String> answer(List<String> requests) {
    int ways = requests.size() < SPLIT_FROM ? 1 : parts.size();
    List<CompletableFuture<List<String>>> runs = new ArrayList<>();
    for (int i = 0; i < ways; i++) {
      List<String> run = requests.subList(i * requests.size() / ways,
          (i + 1) * requests.size() / ways);
      ProcessChannel part = parts.get(i);
      runs.add(i == ways - 1 ? CompletableFuture.completedFuture(part.answer(run))
          : CompletableFuture.supplyAsync(() -> part.answer(run), command -> {
            Thread thread = new Thread(command, "solution " + part);
            thread.setDaemon(true);
            thread.start();
          }));
    }
    List<String> replies = new ArrayList<>(requests.size());
    for (CompletableFuture<List<String>> run : runs) {
      replies.addAll(run.join());
    }
    return replies;
  }

  @Override
  public String printed() {
    StringBuilder text = new StringBuilder();
    for (ProcessChannel part : parts) {
      text.append(part.printed());
    }
    return text.toString();
  }

  @Override
  public void reset() {
    parts.forEach(ProcessChannel::reset);
  }

  @Override
  public int minimumBatch() {
    return parts.get(0).minimumBatch();
  }

  /** The processes, for their notes and times. */
  List<ProcessChannel> parts() {
    return parts;
  }

  @Override
  public void close() {
    parts.forEach(ProcessChannel::close);
  }
}
