package dev.tictactoe.game;

/**
 * Any {@link Design}, with every move checked first: the one place where the rules are enforced.
 *
 * <p>A move is refused, with a specific {@link InvalidMoveException}, when the player is not 1 or
 * 2, the cell is off the board, the game is already over, or the cell is taken. The checks run in
 * that order and all of them run before anything changes, so a refused move leaves the game
 * exactly as it was. The board size is checked once, when the game is created.
 *
 * <p>What checking costs: "is this cell taken?" needs a board, and {@link CounterGame} has none.
 * So this wrapper keeps its own n x n board (n^2 bytes) beside whatever the design keeps: for the
 * scanning designs the board is held twice, and for counters the O(n) space the design saved is
 * spent again. The time stays O(1) per move: a few comparisons and one array read and write.
 *
 * <p>The wrapper also knows what {@link Game#move} cannot say within its 0/1/2 contract: that the
 * board is full with no winner. Ask {@link #outcome()}.
 */
public final class ValidatedGame implements Game {

  /**
   * The largest board side accepted: the wrapper's own board takes n^2 bytes, and 10,000 (100 MB)
   * still fits a default JVM heap on a small machine.
   */
  public static final int MAX_SIZE = 10_000;

  /** Where the game stands. */
  public enum Outcome {
    /** Moves can still be made. */
    IN_PROGRESS,
    /** A player completed a line; see {@link #winner()}. */
    WON,
    /** The board is full and nobody completed a line. */
    DRAW
  }

  private final Game design;
  private final Grid board;
  private int moves;
  private int winner;

  private ValidatedGame(Game design) {
    this.design = design;
    this.board = new Grid(design.size());
  }

  /**
   * A new validated game of the given design.
   *
   * @throws InvalidBoardSizeException unless 1 &lt;= n &lt;= {@link #MAX_SIZE}
   */
  public static ValidatedGame of(Design design, int n) {
    return new ValidatedGame(design.create(requireSize(n)));
  }

  /**
   * Validates moves for a game built elsewhere (a design under test, say). The game must be new:
   * the wrapper assumes an empty board.
   *
   * @throws InvalidBoardSizeException unless 1 &lt;= game.size() &lt;= {@link #MAX_SIZE}
   */
  public static ValidatedGame wrap(Game newGame) {
    requireSize(newGame.size());
    return new ValidatedGame(newGame);
  }

  private static int requireSize(int n) {
    if (n < 1 || n > MAX_SIZE) {
      throw new InvalidBoardSizeException(n);
    }
    return n;
  }

  // tag::validate[]
  /**
   * Checks the move, then plays it on the wrapped design.
   *
   * @throws UnknownPlayerException if the player is not 1 or 2
   * @throws CellOutsideBoardException if the row or column is not in 0..n-1
   * @throws GameOverException if somebody has won or the board is full
   * @throws CellTakenException if the cell already holds a mark
   */
  @Override
  public int move(int row, int col, int player) {
    if (player != 1 && player != 2) {
      throw new UnknownPlayerException(player);
    }
    requireOnBoard(row, col);
    Outcome now = outcome();
    if (now != Outcome.IN_PROGRESS) {
      throw new GameOverException(now, winner);
    }
    int owner = board.get(row, col);
    if (owner != 0) {
      throw new CellTakenException(row, col, owner);
    }
    // Every check passed: only now does anything change.
    int result = design.move(row, col, player);
    board.set(row, col, player);
    moves++;
    winner = result;
    return result;
  }
  // end::validate[]

  @Override
  public int size() {
    return board.size();
  }

  /** Whether the game goes on, was won, or ended in a draw (a full board with no line). */
  public Outcome outcome() {
    if (winner != 0) {
      return Outcome.WON;
    }
    return (long) moves == (long) board.size() * board.size() ? Outcome.DRAW : Outcome.IN_PROGRESS;
  }

  /** The player who completed a line, or 0 while nobody has. */
  public int winner() {
    return winner;
  }

  /** How many moves have been accepted. */
  public int moveCount() {
    return moves;
  }

  /**
   * The mark at (row, col): 0 for a free cell, else 1 or 2.
   *
   * @throws CellOutsideBoardException if the row or column is not in 0..n-1
   */
  public int playerAt(int row, int col) {
    requireOnBoard(row, col);
    return board.get(row, col);
  }

  private void requireOnBoard(int row, int col) {
    int n = board.size();
    if (row < 0 || row >= n || col < 0 || col >= n) {
      throw new CellOutsideBoardException(row, col, n);
    }
  }

  /**
   * The board as text: one line per row (each ending in a newline), cells separated by a space,
   * {@code X} for player 1, {@code O} for player 2 and {@code .} for a free cell.
   */
  public String render() {
    int n = board.size();
    StringBuilder text = new StringBuilder(2 * n * n);
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        if (c > 0) {
          text.append(' ');
        }
        text.append(".XO".charAt(board.get(r, c)));
      }
      text.append('\n');
    }
    return text.toString();
  }
}
