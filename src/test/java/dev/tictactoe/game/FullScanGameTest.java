package dev.tictactoe.game;

/** The game contract, for {@link FullScanGame}. */
class FullScanGameTest extends GameContractTest {
  @Override
  Design design() {
    return Design.FULL_SCAN;
  }
}
