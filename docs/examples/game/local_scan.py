# LeetCode 348, Design Tic-Tac-Toe: design 2, scan only the lines through the move.
# The class alone, as it is submitted; the judge (LeetCode, or `check game`) calls it.
# Time O(n) per move: at most four lines of n cells. Space O(n^2) for the board.
# The Java beside it: src/main/java/dev/tictactoe/game/LocalScanGame.java.


# tag::solution[]
class TicTacToe:
    def __init__(self, n: int):
        self.n = n
        self.board = [[0] * n for _ in range(n)]

    def move(self, row: int, col: int, player: int) -> int:
        self.board[row][col] = player
        n, b = self.n, self.board
        won = b[row].count(player) == n or all(b[r][col] == player for r in range(n))
        if row == col:
            won = won or all(b[i][i] == player for i in range(n))
        if row + col == n - 1:  # the anti-diagonal runs from (0, n - 1) to (n - 1, 0)
            won = won or all(b[i][n - 1 - i] == player for i in range(n))
        return player if won else 0
# end::solution[]
