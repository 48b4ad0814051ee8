# LeetCode 348, Design Tic-Tac-Toe: design 3, count, do not look.
# The class alone, as it is submitted; the judge (LeetCode, or `check game`) calls it.
# Time O(1) per move: four updates, four comparisons. Space O(n): no board at all.
# The Java beside it: src/main/java/dev/tictactoe/game/CounterGame.java.


# tag::solution[]
class TicTacToe:
    def __init__(self, n: int):
        self.n = n
        self.rows = [0] * n
        self.cols = [0] * n
        self.diagonal = 0
        self.anti_diagonal = 0

    def move(self, row: int, col: int, player: int) -> int:
        delta = 1 if player == 1 else -1
        self.rows[row] += delta
        self.cols[col] += delta
        if row == col:
            self.diagonal += delta
        if row + col == self.n - 1:
            self.anti_diagonal += delta
        # Compare after updating: +n means player 1 holds the whole line, -n player 2.
        # No move comes after a win, so a full line can only be one this move completed.
        full = delta * self.n
        lines = (self.rows[row], self.cols[col], self.diagonal, self.anti_diagonal)
        return player if full in lines else 0
# end::solution[]
