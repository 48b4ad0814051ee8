package dev.tictactoe.check.host;

import dev.tictactoe.check.host.CandidateClass.MissingMember;
import dev.tictactoe.check.host.NoExit.ExitCalled;
import dev.tictactoe.game.Design;
import dev.tictactoe.game.Game;
import dev.tictactoe.judge.Protocol;
import java.io.IOException;
import java.lang.invoke.MethodHandle;

/**
 * Serves a Java class written as LeetCode 348 asks ({@code new TicTacToe(n)}, {@code int
 * move(row, col, player)}) by the checker's game protocol ({@link Protocol}), in a JVM of its own:
 * {@code java -cp tictactoe.jar dev.tictactoe.check.host.GameHost CLASSPATH NAME}. With
 * {@code --design NAME} it serves one of the project's designs instead, the reference a
 * candidate's timing through the protocol is compared with; {@code --design NAME --plain} serves
 * it as any program would, without the host's "ready" line, for {@code check --cmd}.
 *
 * <p>A call that throws, or calls {@code System.exit}, is answered with a failure line naming the
 * move and the candidate's own frames, and the host serves the next request; a call that never
 * returns, or a JVM out of memory beyond recovery, is for the checker to notice and end. What the
 * candidate prints to {@code System.out} during a game comes before its answer as printed lines
 * ({@link HostOutput}).
 */
public final class GameHost {
  private GameHost() {}

  /** What plays a game: the candidate's class through handles, or a design. */
  private interface Player {
    Object create(int n) throws Throwable;

    int move(Object game, int row, int col, int player) throws Throwable;

    String describe(Throwable t);
  }

  public static void main(String[] args) throws IOException {
    HostOutput io = new HostOutput();
    Player player;
    boolean design = args.length >= 2 && args[0].equals("--design");
    try {
      player = design ? design(Design.fromCliName(args[1]))
          : candidate(new CandidateClass(args[0], args[1]).load(true));
    } catch (MissingMember e) {
      io.line(Protocol.failure(Protocol.ERROR, -1, e.getMessage()));
      io.flush();
      return;
    }
    NoExit.install();
    boolean plain = design && args.length == 3 && args[2].equals("--plain");
    if (!plain) {
      io.dropPrinted(); // what the class printed as it loaded is no answer
      io.line(Protocol.READY);
      io.flush();
    }
    for (String line = io.in.readLine(); line != null; line = io.in.readLine()) {
      String answer = play(player, line);
      if (!plain) {
        io.printedLines();
      }
      io.line(answer);
    }
    io.flush();
  }

  private static Player candidate(Class<?> type) throws MissingMember {
    MethodHandle create = CandidateClass.gameConstructor(type);
    MethodHandle move = CandidateClass.moveMethod(type);
    return new Player() {
      @Override
      public Object create(int n) throws Throwable {
        return (Object) create.invokeExact(n);
      }

      @Override
      public int move(Object game, int row, int col, int p) throws Throwable {
        return (int) move.invokeExact(game, row, col, p);
      }

      @Override
      public String describe(Throwable t) {
        return CandidateClass.describe(t, type);
      }
    };
  }

  private static Player design(Design design) {
    return new Player() {
      @Override
      public Object create(int n) {
        return design.create(n);
      }

      @Override
      public int move(Object game, int row, int col, int p) {
        return ((Game) game).move(row, col, p);
      }

      @Override
      public String describe(Throwable t) {
        return t.toString();
      }
    };
  }

  /** One game request, answered: the results, or the failure of the move that failed. */
  static String play(Player player, String request) {
    String[] words = Protocol.words(request);
    if (words.length < 2 || !words[0].equals(Protocol.GAME) || (words.length - 2) % 3 != 0) {
      return Protocol.failure(Protocol.EXCEPTION, -1, "not a game request: " + request);
    }
    int n = Integer.parseInt(words[1]);
    StringBuilder results = new StringBuilder();
    int index = -1; // the constructor
    try {
      Object game = NoExit.during(() -> player.create(n));
      for (index = 0; 2 + 3 * index < words.length; index++) {
        int at = 2 + 3 * index;
        int row = Integer.parseInt(words[at]);
        int col = Integer.parseInt(words[at + 1]);
        int p = Integer.parseInt(words[at + 2]);
        int result = NoExit.during(() -> player.move(game, row, col, p));
        results.append(index == 0 ? "" : " ").append(result);
      }
      return results.toString();
    } catch (ExitCalled e) {
      return Protocol.failure(Protocol.EXIT, index, "System.exit(" + e.status + ")");
    } catch (Throwable t) { // the candidate's: an exception, a stack overflow, out of memory
      return Protocol.failure(Protocol.EXCEPTION, index, player.describe(t));
    }
  }
}
