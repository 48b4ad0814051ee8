package dev.tictactoe.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tictactoe.check.PageChecks.Channel;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** How the pane's channel numbers requests and answers them from what earlier rounds learned. */
class PageChannelTest {
  /** What the solution was asked: each batch as "first:request,request". */
  private final List<String> calls = new ArrayList<>();

  private PageChannel channel(List<String> answered, Set<Integer> timedOut) {
    return new PageChannel(answered, timedOut, 7, (first, requests, exactFrom) -> {
      assertEquals(7, exactFrom);
      calls.add(first + ":" + String.join(",", requests));
      return requests.stream().map(r -> "answer " + r).toList();
    });
  }

  @Test
  void requestsAreNumberedAcrossBatchesAndAskedTogether() {
    PageChannel channel = channel(List.of(), Set.of());
    assertEquals(List.of("answer a", "answer b"), channel.ask(List.of("a", "b")));
    assertEquals(List.of("answer c"), channel.ask(List.of("c")));
    assertEquals(List.of("0:a,b", "2:c"), calls);
    assertEquals(3, channel.next());
  }

  @Test
  void keptAnswersAreReplayedAndAnEmptyOneIsAskedAgain() {
    PageChannel channel = channel(List.of("kept a", "", "kept c"), Set.of());
    assertEquals(List.of("kept a", "answer b", "kept c", "answer d"),
        channel.ask(List.of("a", "b", "c", "d")));
    assertEquals(List.of("1:b", "3:d"), calls, "the live ones, each run asked as one batch");
  }

  @Test
  void aRequestThatRanOutOfTimeEndsItsBatch() {
    PageChannel channel = channel(List.of(), Set.of(1));
    assertEquals(List.of("answer a", Channel.TIMED_OUT, Channel.NOT_ASKED, Channel.NOT_ASKED),
        channel.ask(List.of("a", "b", "c", "d")));
    assertEquals(List.of("answer e"), channel.ask(List.of("e")), "the next batch is asked");
    assertEquals(List.of("0:a", "4:e"), calls);
  }
}
