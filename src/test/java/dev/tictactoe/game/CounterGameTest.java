package dev.tictactoe.game;

/** The game contract, for {@link CounterGame}. */
// tag::one-class-per-design[]
class CounterGameTest extends GameContractTest {
  @Override
  Design design() {
    return Design.COUNTERS;
  }
}
// end::one-class-per-design[]
