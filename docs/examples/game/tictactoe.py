# A correct answer to LeetCode 348, "Design Tic-Tac-Toe", in Python, exactly as one submits it: the
# class alone. One counter per line, +1 for player 1 and -1 for player 2; a line is won when its
# counter reaches n or -n.
# Check it: java -jar target/tictactoe.jar check game docs/examples/game/tictactoe.py
# tag::solution[]
class TicTacToe:

    def __init__(self, n: int):
        self.n = n
        self.rows = [0] * n
        self.cols = [0] * n
        self.diagonal = 0
        self.anti_diagonal = 0

    def move(self, row: int, col: int, player: int) -> int:
        add = 1 if player == 1 else -1
        self.rows[row] += add
        self.cols[col] += add
        if row == col:
            self.diagonal += add
        if row + col == self.n - 1:
            self.anti_diagonal += add
        target = add * self.n
        if target in (self.rows[row], self.cols[col], self.diagonal, self.anti_diagonal):
            return player
        return 0
# end::solution[]
