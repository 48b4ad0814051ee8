# A realistic bug: a win is reported as player 1's whoever made it, so player 2's wins come back
# as 1. (The counters are right; only the return value is wrong.)
# Check it: java -jar target/tictactoe.jar check game docs/examples/game/tictactoe_player_two.py
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
        if self.n in map(abs, (self.rows[row], self.cols[col], self.diagonal, self.anti_diagonal)):
            # tag::bug[]
            return 1  # the bug: the player who just moved won, and that may be 2
            # end::bug[]
        return 0
