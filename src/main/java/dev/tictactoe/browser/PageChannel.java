package dev.tictactoe.browser;

import dev.tictactoe.check.PageChecks;
import java.util.List;
import java.util.Set;

/**
 * The judge's line to the reader's code in the practice pane, which may be stopped and started
 * again: the page ends a worker whose call runs out of time (nothing else can stop an endless
 * loop), starts a new one and runs the same judge again, which asks the same requests in the same
 * order. So every request has a number, from 0, and a run is told what the runs before it
 * learned:
 *
 * <ul>
 *   <li>{@code answered}: the answers to the first requests, replayed without asking the
 *       solution again (the page kept them as they came; an empty one is asked again);
 *   <li>{@code timedOut}: the requests that ran out of time; each is answered
 *       {@link PageChecks.Channel#TIMED_OUT} and the rest of its batch
 *       {@link PageChecks.Channel#NOT_ASKED};
 *   <li>{@code exactFrom}: from which request on the page must hear of each one as it starts
 *       (not only every 50 ms), to name the one that does not end.
 * </ul>
 */
final class PageChannel implements PageChecks.Channel {
  /** The reader's code, asked a batch of requests numbered from {@code first}. */
  interface Solution {
    List<String> answer(int first, List<String> requests, int exactFrom);
  }

  private final List<String> answered;
  private final Set<Integer> timedOut;
  private final int exactFrom;
  private final Solution solution;
  private int next;

  PageChannel(List<String> answered, Set<Integer> timedOut, int exactFrom, Solution solution) {
    this.answered = answered;
    this.timedOut = timedOut;
    this.exactFrom = exactFrom;
    this.solution = solution;
  }

  /** The number of the next request. */
  int next() {
    return next;
  }

  @Override
  public List<String> ask(List<String> requests) {
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
        List<String> replies = solution.answer(next + live, requests.subList(live, i),
            exactFrom);
        if (replies.size() != i - live) {
          throw new IllegalStateException("the page answered " + replies.size() + " of "
              + (i - live) + " requests");
        }
        for (int k = live; k < i; k++) {
          answers[k] = replies.get(k - live);
        }
        live = -1;
      }
      if (i == requests.size() || asked) {
        continue;
      }
      if (ended) {
        answers[i] = NOT_ASKED;
      } else if (timedOut.contains(number)) {
        answers[i] = TIMED_OUT;
        ended = true;
      } else {
        answers[i] = replayed(number);
      }
    }
    next += requests.size();
    return List.of(answers);
  }

  /** The answer an earlier run received for request {@code number}, or null if none. */
  private String replayed(int number) {
    String answer = number < answered.size() ? answered.get(number) : null;
    return answer == null || answer.isEmpty() ? null : answer;
  }
}
