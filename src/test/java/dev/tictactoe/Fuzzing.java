package dev.tictactoe;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.text.Quote;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * What the fuzz tests ({@code *FuzzTest}, one per parser of user input) share: the promise every
 * refusal keeps, and the rules a fuzzed input plays by.
 *
 * <p>Each fuzz test's property is the same: any input either parses to something valid (each
 * test says what valid means for its parser) or is refused with the project's own exception,
 * whose message is one line that says something, since the CLI prints it as the one line on
 * standard error (and the explorer's engine as its one {@code error} line). Any other exception,
 * or a refusal that changed something, fails the test, and Jazzer keeps the input.
 *
 * <p>Inputs come from {@link FuzzedDataProvider}, which takes numbers from the end of the input
 * and text from its start: a saved input reads as the text under test, followed by a byte or two
 * that choose the rules.
 */
public final class Fuzzing {
  private Fuzzing() {}

  /** A refusal's message is what the user reads: one line of text, not blank. */
  public static void assertOneLine(Throwable refusal) {
    assertNotNull(refusal.getMessage(), () -> refusal + " has no message");
    assertOneLine(refusal.getMessage());
  }

  /** One line of text, not blank: no line break or other control character ({@link Quote}). */
  public static void assertOneLine(String message) {
    assertFalse(message.isBlank(), "a blank message");
    assertFalse(message.chars().anyMatch(c -> Quote.breaksALine((char) c)),
        () -> "not one line of text: " + Quote.of(message));
  }

  /**
   * What {@code parse} reads, or empty if it refused with {@code refusal} and what the user reads
   * of it ({@code shown}) is one line; any other exception is not caught.
   */
  public static <T, E extends RuntimeException> Optional<T> parsed(Class<E> refusal,
      Function<E, String> shown, Supplier<T> parse) {
    try {
      return Optional.of(parse.get());
    } catch (RuntimeException e) {
      if (!refusal.isInstance(e)) {
        throw e;
      }
      assertOneLine(shown.apply(refusal.cast(e)));
      return Optional.empty();
    }
  }

  /**
   * The rules of the game: 3x3 (tic-tac-toe) when the last byte is odd, else any m,n,k-game of
   * up to 8 rows and 64 cells.
   */
  public static Rules rules(FuzzedDataProvider data) {
    if (data.consumeBoolean()) {
      return Rules.ticTacToe();
    }
    int m = data.consumeInt(1, 8);
    int n = data.consumeInt(1, Rules.MAX_CELLS / m);
    return Rules.of(m, n, data.consumeInt(1, Math.max(m, n)));
  }
}
