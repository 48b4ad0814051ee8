package dev.tictactoe.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tictactoe.judge.Protocol;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** How the pane's channel numbers requests and answers them from what earlier rounds learned. */
class PageChannelTest {
  /** What the solution was asked: each batch as "first:request,request". */
  private final List<String> calls = new ArrayList<>();

  private PageChannel channel(List<String> answered, Map<Integer, String> printed,
      Set<Integer> timedOut) {
    return new PageChannel(answered, printed, timedOut, 7, 2_000_000_000L,
        (first, requests, exactFrom) -> {
          assertEquals(7, exactFrom);
          calls.add(first + ":" + String.join(",", requests));
          return new PageChannel.Reply(requests.stream().map(r -> "answer " + r).toList(),
              "printed at " + first + "\n");
        });
  }

  @Test
  void requestsAreNumberedAcrossBatchesAndAskedTogether() {
    PageChannel channel = channel(List.of(), Map.of(), Set.of());
    assertEquals(List.of("answer a", "answer b"), channel.answer(List.of("a", "b")));
    assertEquals(List.of("answer c"), channel.answer(List.of("c")));
    assertEquals(List.of("0:a,b", "2:c"), calls);
    assertEquals(3, channel.next());
    assertEquals("printed at 0\nprinted at 2\n", channel.printed());
    assertEquals("", channel.printed(), "each print told once");
  }

  @Test
  void keptAnswersAreReplayedWithWhatWasPrintedAndAnEmptyOneIsAskedAgain() {
    PageChannel channel = channel(List.of("kept a", "", "kept c"), Map.of(0, "kept print\n"),
        Set.of());
    assertEquals(List.of("kept a", "answer b", "kept c", "answer d"),
        channel.answer(List.of("a", "b", "c", "d")));
    assertEquals(List.of("1:b", "3:d"), calls, "the live ones, each run asked as one batch");
    assertEquals("kept print\nprinted at 1\nprinted at 3\n", channel.printed());
  }

  @Test
  void aRequestThatRanOutOfTimeFailsAsTheRunnerSaysItAndTheRestOfItsCallIsSkipped() {
    PageChannel channel = channel(List.of(), Map.of(), Set.of(1));
    List<String> replies = channel.answer(List.of("a", "b", "c", "d"));
    assertEquals("answer a", replies.get(0));
    assertEquals(Protocol.failure(Protocol.TIMEOUT, -1, "no answer within 2 seconds (an endless"
        + " loop, or far too slow)"), replies.get(1));
    assertEquals(Protocol.SKIPPED, Protocol.failureOf(replies.get(2)).kind());
    assertEquals(Protocol.SKIPPED, Protocol.failureOf(replies.get(3)).kind());
    assertEquals(List.of("answer e"), channel.answer(List.of("e")), "the next call is asked");
    assertEquals(List.of("0:a", "4:e"), calls);
  }
}
