# LeetCode 348, Design Tic-Tac-Toe: design 1, scan the whole board after every move.
# The class alone, as it is submitted; the judge (LeetCode, or `check game`) calls it.
# Time O(n^2) per move: 2n + 2 lines of n cells. Space O(n^2) for the board.
# The Java beside it: src/main/java/dev/tictactoe/game/FullScanGame.java.


# tag::solution[]
class TicTacToe:
    def __init__(self, n: int):
        self.n = n
        self.board = [[0] * n for _ in range(n)]

    def move(self, row: int, col: int, player: int) -> int:
        self.board[row][col] = player
        n, b = self.n, self.board
        lines = [b[i] for i in range(n)]                          # the rows
        lines += [[b[r][c] for r in range(n)] for c in range(n)]  # the columns
        lines.append([b[i][i] for i in range(n)])                 # the main diagonal
        lines.append([b[i][n - 1 - i] for i in range(n)])         # the anti-diagonal
        # Only the mover can have just completed a line: the game ends at the first win.
        return player if any(line.count(player) == n for line in lines) else 0
# end::solution[]
