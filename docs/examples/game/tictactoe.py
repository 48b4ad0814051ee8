#!/usr/bin/env python3
"""LeetCode 348, Design Tic-Tac-Toe, served by the checker's game protocol.

Each line of input is one whole game: "game N r c p r c p ...", the board's side and then each
move's row, column and player. The answer is one line: each move's result (0, or the player who
just won), separated by spaces. One process serves every game, until its input ends.

Check it: java -jar target/tictactoe.jar check game --cmd "python3 docs/examples/game/tictactoe.py"
"""
import sys


# tag::solution[]
class TicTacToe:
    def __init__(self, n):
        self.n = n
        self.rows = [0] * n
        self.cols = [0] * n
        self.diagonal = 0
        self.anti_diagonal = 0

    def move(self, row, col, player):
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


# tag::protocol[]
def main():
    for line in sys.stdin:
        words = line.split()
        if not words or words[0] != "game":
            continue
        n = int(words[1])
        game = TicTacToe(n)
        moves = list(map(int, words[2:]))
        results = [game.move(moves[i], moves[i + 1], moves[i + 2]) for i in range(0, len(moves), 3)]
        sys.stdout.write(" ".join(map(str, results)) + "\n")
        sys.stdout.flush()
# end::protocol[]


if __name__ == "__main__":
    main()
