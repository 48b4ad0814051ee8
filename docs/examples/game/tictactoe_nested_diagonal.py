# A realistic bug: the anti-diagonal is only counted for a cell on the main diagonal too (the
# check nested inside the other), so only the centre of an odd board counts on it, and a win
# along the anti-diagonal goes unnoticed.
# Check it: java -jar target/tictactoe.jar check game docs/examples/game/tictactoe_nested_diagonal.py
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
        # tag::bug[]
        if row == col:
            self.diagonal += add
            if row + col == self.n - 1:  # the bug: nested, so almost never counted
                self.anti_diagonal += add
        # end::bug[]
        target = add * self.n
        if target in (self.rows[row], self.cols[col], self.diagonal, self.anti_diagonal):
            return player
        return 0
