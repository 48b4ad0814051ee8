package dev.tictactoe.judge;

/** Told how a long check goes: what it is doing, and how far it is. */
public interface Progress {
  /** Progress that nobody watches. */
  Progress NONE = (what, done, of) -> { };

  /**
   * @param what what is being checked now, in a few words
   * @param done how many of its calls are done
   * @param of how many there are, or 0 if that is not known
   */
  void update(String what, long done, long of);
}
