package dev.tictactoe.judge;

import java.util.List;

/**
 * How the judge reaches a solution, and all it knows of it: requests of the line protocols
 * ({@link Protocol}) in, one reply each out. Whatever runs the solution (a process of its own with
 * time and memory limits, on the command line; the reader's Python or JavaScript in a Web Worker,
 * in the page) sits behind this, and a solution that fails to answer (it ran out of time or
 * memory, it ended, it crashed, it threw) comes back as a failure line ({@link Protocol#FAILED}),
 * so the judge only ever sees lines.
 *
 * <p>The contract:
 *
 * <ul>
 *   <li>{@link #answer} gives exactly one reply per request, in order: the answer (the game's
 *       results line; the engine's output, its lines joined by {@code '\n'}), or a failure line.
 *   <li>After a reply that says the solution ended (time, memory, an exit of its process, a
 *       crash), the channel may reply {@link Protocol#SKIPPED} to the rest of that call's
 *       requests, which were not asked; the next call starts the solution afresh.
 *   <li>A solution that cannot answer at all (it does not load, it lacks the class the problem
 *       asks for) replies {@link Protocol#ERROR} with the reason, to every request.
 * </ul>
 */
public interface Channel {
  /** One reply per request, in order (see the class comment). */
  List<String> answer(List<String> requests);

  /**
   * What the solution printed of its own since this was last asked (Python's {@code print},
   * {@code console.log}, {@code cout}, {@code System.out} for the game; standard error for the
   * engine, whose standard output is its answer), kept out of the replies; empty if nothing.
   */
  default String printed() {
    return "";
  }

  /**
   * The replies since the last call could not be read as answers (one line too many, say): the
   * next call must start the solution afresh rather than read on from where it is.
   */
  default void reset() {}

  /**
   * The fewest requests the channel wants in one call: 1, unless its solution reads all its
   * input before it answers (a program given every puzzle at once), which must get them all.
   */
  default int minimumBatch() {
    return 1;
  }

  /**
   * {@code channel}'s replies to {@code requests}, held to the contract's one reply a request.
   *
   * @throws IllegalStateException if the channel broke it: the runner's bug, not the solution's
   */
  static List<String> replies(Channel channel, List<String> requests) {
    List<String> replies = channel.answer(requests);
    if (replies.size() != requests.size()) {
      throw new IllegalStateException("the channel gave " + replies.size() + " replies to "
          + requests.size() + " requests");
    }
    return replies;
  }
}
