package dev.tictactoe.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tictactoe.engine.Decision;
import dev.tictactoe.engine.Engine;
import dev.tictactoe.engine.EngineContractTest;
import dev.tictactoe.mnk.Board;
import dev.tictactoe.mnk.Rules;
import dev.tictactoe.mnk.SearchMonitor;
import dev.tictactoe.mnk.SearchStoppedException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The whole engine contract, for the strong engine under other configurations than all on (which
 * {@link AlphaBetaEngineTest} runs): each technique off on its own, every technique off (plain
 * alpha-beta), and a sample of random subsets. A technique may change how much the engine
 * searches, never what it answers.
 */
// tag::configurations[]
// The longest class of the suite: its configurations and their tests may share both cores with
// the other classes instead of running one after another at the end (nothing here is shared but
// the thread-safe expected answers and the long-search cache).
@Execution(ExecutionMode.CONCURRENT)
@ParameterizedClass(name = "{0}")
@MethodSource("configurations")
class TechniqueConfigurationsTest extends EngineContractTest {

  /** Each technique off on its own, all of them off, and four random subsets (seeded). */
  static Stream<Ablation.Configuration> configurations() {
    List<Ablation.Configuration> configurations = new ArrayList<>(Ablation.knockOuts());
    configurations.remove(0); // all on: AlphaBetaEngineTest
    configurations.add(Ablation.ladder().get(0)); // none
    SplittableRandom random = new SplittableRandom(20261124L);
    for (int i = 0; i < 4; i++) {
      EnumSet<Technique> on = EnumSet.noneOf(Technique.class);
      for (Technique t : Technique.values()) {
        if (random.nextBoolean()) {
          on.add(t);
        }
      }
      configurations.add(new Ablation.Configuration("random " + Technique.describe(on), on));
    }
    return configurations.stream();
  }

  private final Ablation.Configuration configuration;

  TechniqueConfigurationsTest(Ablation.Configuration configuration) {
    this.configuration = configuration;
  }

  @Override
  protected Engine newEngine(Rules rules, int tableEntries, SearchMonitor monitor) {
    return new AlphaBetaEngine(rules, configuration.techniques(), tableEntries, monitor);
  }
  // end::configurations[]

  @Override
  protected boolean remembers() {
    return configuration.techniques().contains(Technique.TABLE);
  }

  @Override
  protected boolean everyOrderWithEveryTable() {
    return false; // sorted with the default table, shuffled with the tiny one
  }

  /**
   * The first of some positions, in order of the work they take, on which this configuration
   * visits enough to be stopped, and finishes within 2 million positions; with what the
   * configuration answered there, from the search that chose it.
   */
  private record LongSearch(Board board, Decision answer) {}

  private static final Map<Set<Technique>, LongSearch> LONG_SEARCH = new ConcurrentHashMap<>();

  @Override
  protected Board longSearch() {
    return longSearchFor().board();
  }

  @Override
  protected Decision longSearchAnswer(Board board) {
    assertEquals(longSearchFor().board(), board);
    return longSearchFor().answer();
  }

  // The weakest configurations pass the monitor's interval on a 4x4 position with a few marks;
  // the strongest need an empty 5x7 board. Most pass it on 5x5 with one mark in a corner, at
  // about 80,000 positions (the empty 5x5 board, next, takes twice as many).
  private LongSearch longSearchFor() {
    return LONG_SEARCH.computeIfAbsent(configuration.techniques(), on -> {
      Rules fourByFour = Rules.of(4, 4, 4);
      Rules fourByFive = Rules.of(4, 5, 4);
      for (Board board : List.of(Board.of(fourByFour, "X...", "....", "..O.", "...X"),
          Board.of(fourByFour, "X...", ".O..", "....", "...."),
          Board.of(fourByFour, "XO..", "....", "....", "...."),
          Board.of(fourByFive, "X....", ".....", "...O.", "....."),
          Board.of(fourByFive, "X....", ".....", ".....", "....."), fourByFive.emptyBoard(),
          Board.of(Rules.of(4, 6, 4), "X.....", "......", "...O..", "......"),
          Board.of(Rules.of(4, 6, 4), "...O..", "....X.", "X.....", "..O.X."),
          Rules.of(4, 6, 4).emptyBoard(),
          Board.of(Rules.of(5, 5, 4), "X....", ".O...", ".....", ".....", "....."),
          Board.of(Rules.of(5, 5, 4), "X....", ".....", ".....", ".....", "....."),
          Rules.of(5, 5, 4).emptyBoard(),
          Rules.of(5, 6, 4).emptyBoard(), Rules.of(5, 7, 4).emptyBoard(),
          Rules.of(4, 7, 4).emptyBoard())) {
        Optional<Decision> answer = decideWithin(board, 2_000_000);
        if (answer.isPresent() && answer.get().visited() > SearchMonitor.INTERVAL) {
          return new LongSearch(board, answer.get());
        }
      }
      throw new AssertionError("no position makes " + configuration.label() + " search long");
    });
  }

  /** This configuration's decision on {@code board}, unless it visits more than {@code budget}. */
  private Optional<Decision> decideWithin(Board board, long budget) {
    Engine engine = new AlphaBetaEngine(board.rules(), configuration.techniques(), DEFAULT_TABLE,
        SearchMonitor.budget(budget, "over the budget"));
    try {
      return Optional.of(engine.decide(board));
    } catch (SearchStoppedException e) {
      return Optional.empty();
    }
  }
}
