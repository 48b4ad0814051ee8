package dev.tictactoe.game;

/** The game contract, for {@link CounterGame}. */
class CounterGameTest extends GameContractTest {
  @Override
  Design design() {
    return Design.COUNTERS;
  }
}
