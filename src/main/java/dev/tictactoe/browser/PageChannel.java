package dev.tictactoe.browser;

import dev.tictactoe.judge.Channel;
import dev.tictactoe.judge.Protocol;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The judge's channel to the reader's code in the practice pane, which may be stopped and started
 * again: the page ends a worker whose call runs out of time (nothing else can stop an endless
 * loop), starts a new one and runs the same judge again, which asks the same requests in the same
 * order (the judge is deterministic: its games are seeded, its batches fixed, and the engine's
 * judged on a clock that stands still). So every request has a number, from 0, and a run is told
 * what the runs before it learned:
 *
 * <ul>
 *   <li>{@code answered}: the answers to the first requests, replayed without asking the
 *       solution again (the page kept them as they came; an empty one is asked again), and
 *       {@code printed}: what the solution printed during each batch that came back, by the
 *       number of the batch's first request, given back when that request is replayed;
 *   <li>{@code timedOut}: the requests that ran out of time; each is answered with a failure
 *       line of kind {@link Protocol#TIMEOUT} and the rest of its call {@link Protocol#SKIPPED},
 *       as the checker's own runner answers them (the judge asks a skipped one again, or stops);
 *   <li>{@code exactFrom}: from which request on the page must hear of each one as it starts
 *       (not only every 50 ms), to name the one that does not end.
 * </ul>
 */
final class PageChannel implements Channel {
  /** The reader's code, asked a batch of requests numbered from {@code first}. */
  interface Solution {
    Reply answer(int first, List<String> requests, int exactFrom);
  }

  /** A batch's answers, one a request, and what the reader's code printed meanwhile. */
  record Reply(List<String> answers, String printed) {}

  private final List<String> answered;
  private final Map<Integer, String> printedFrom;
  private final Set<Integer> timedOut;
  private final int exactFrom;
  private final String noAnswer;
  private final Solution solution;
  private final StringBuilder printed = new StringBuilder();
  private int next;

  /**
   * @param limitNanos the page's limit on one call, which the failure line of a request that ran
   *     out of time names
   */
  PageChannel(List<String> answered, Map<Integer, String> printed, Set<Integer> timedOut,
      int exactFrom, long limitNanos, Solution solution) {
    this.answered = answered;
    this.printedFrom = printed;
    this.timedOut = timedOut;
    this.exactFrom = exactFrom;
    this.noAnswer = Protocol.failure(Protocol.TIMEOUT, -1, Protocol.noAnswerWithin(limitNanos));
    this.solution = solution;
  }

  /** The number of the next request. */
  int next() {
    return next;
  }

  @Override
  public List<String> answer(List<String> requests) {
    String[] answers = new String[requests.size()];
    boolean ended = false;
    int live = -1; // the first of the requests waiting to be asked together, or -1
    for (int i = 0; i <= requests.size(); i++) {
      int number = next + i;
      boolean asked = i < requests.size() && !ended && !timedOut.contains(number)
          && replayed(number) == null;
      if (asked && live < 0) {
        live = i;
      } else if (!asked && live >= 0) {
        Reply reply = solution.answer(next + live, requests.subList(live, i), exactFrom);
        if (reply.answers().size() != i - live) {
          throw new IllegalStateException("the page answered " + reply.answers().size() + " of "
              + (i - live) + " requests");
        }
        for (int k = live; k < i; k++) {
          answers[k] = reply.answers().get(k - live);
        }
        printed.append(reply.printed());
        live = -1;
      }
      if (i == requests.size() || asked) {
        continue;
      }
      if (ended) {
        answers[i] = Protocol.failure(Protocol.SKIPPED, -1, "an earlier request ran out of time");
      } else if (timedOut.contains(number)) {
        answers[i] = noAnswer;
        ended = true;
      } else {
        answers[i] = replayed(number);
        printed.append(printedFrom.getOrDefault(number, ""));
      }
    }
    next += requests.size();
    return List.of(answers);
  }

  @Override
  public String printed() {
    String text = printed.toString();
    printed.setLength(0);
    return text;
  }

  /** The answer an earlier run received for request {@code number}, or null if none. */
  private String replayed(int number) {
    String answer = number < answered.size() ? answered.get(number) : null;
    return answer == null || answer.isEmpty() ? null : answer;
  }
}
