package dev.tictactoe.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** The progress line of a long search: where it is, and which question it is on. */
class ProgressMonitorTest {
  @Test
  void theLineSaysWhichQuestionTheSearchIsOnAndHowFarUntilTheNextSearchStarts() {
    ProgressMonitor monitor = new ProgressMonitor(new PrintWriter(new StringWriter()), 0)
        .start("4x9 k=4");
    assertEquals("4x9 k=4: 12 s, 1,234,567 positions visited, table 50% full",
        monitor.line(12.3, 1_234_567, 0.5));
    monitor.asking("does X win by ply 23?");
    assertEquals("4x9 k=4: 12 s, 1,234,567 positions visited, table 50% full; asking: does X win"
        + " by ply 23?", monitor.line(12.3, 1_234_567, 0.5));
    monitor.rootMoves(3, 40);
    assertEquals("4x9 k=4: 13 s, 2,000,000 positions visited, table 50% full; asking: does X win"
        + " by ply 23? (3 of 40 moves answered)", monitor.line(13, 2_000_000, 0.5));
    monitor.asking("does X win by ply 25?");
    assertEquals("4x9 k=4: 14 s, 2,000,000 positions visited, table 50% full; asking: does X win"
        + " by ply 25?", monitor.line(14, 2_000_000, 0.5), "a new question has answered none");
    monitor.rootMoves(1, 40);
    monitor.start("4x10 k=4");
    assertEquals("4x10 k=4: 1.5 s, 10 positions visited", monitor.line(1.5, 10, 0),
        "a new search has asked nothing yet");
  }
}
