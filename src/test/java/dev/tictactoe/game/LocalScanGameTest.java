package dev.tictactoe.game;

/** The game contract, for {@link LocalScanGame}. */
class LocalScanGameTest extends GameContractTest {
  @Override
  Design design() {
    return Design.LOCAL_SCAN;
  }
}
