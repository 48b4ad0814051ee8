#!/usr/bin/env python3
"""A realistic bug: the anti-diagonal is only counted for a cell on the main diagonal too (the
check nested inside the other), so on a board larger than 1 x 1 only the centre of an odd board
counts on it, and a win along the anti-diagonal goes unnoticed.

Check it: java -jar target/tictactoe.jar check game --cmd "python3 docs/examples/game/tictactoe_nested_diagonal.py"
"""
import sys


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


def main():
    for line in sys.stdin:
        words = line.split()
        if not words or words[0] != "game":
            continue
        game = TicTacToe(int(words[1]))
        moves = list(map(int, words[2:]))
        results = [game.move(moves[i], moves[i + 1], moves[i + 2]) for i in range(0, len(moves), 3)]
        sys.stdout.write(" ".join(map(str, results)) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
