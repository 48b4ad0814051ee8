package dev.tictactoe.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class QuoteTest {

  @Test
  void leavesPrintableTextAsItIs() {
    assertEquals("'4x5 k=3 \u00e9\u00e8 X..O'", Quote.of("4x5 k=3 \u00e9\u00e8 X..O"));
  }

  @Test
  void writesLineBreaksAndControlCharactersAsEscapes() {
    assertEquals("'a\\nb\\r\\tc\\u0000\\u001b[2J\\u0085\\u2028'",
        Quote.of("a\nb\r\tc\u0000\u001b[2J\u0085\u2028"));
  }

  @Test
  void leavesBackslashesAlone() {
    assertEquals("a\\nb", Quote.escaped("a\\nb"));
  }
}
