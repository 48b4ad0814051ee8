#!/usr/bin/env python3
"""A realistic bug: the winner is reported as player 1 whoever completed the line, since the
check compares the counter's absolute value with n and returns 1 (a copy-and-paste slip).

Check it: java -jar target/tictactoe.jar check game --cmd "python3 docs/examples/game/tictactoe_player_two.py"
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
        if row == col:
            self.diagonal += add
        if row + col == self.n - 1:
            self.anti_diagonal += add
        lines = (self.rows[row], self.cols[col], self.diagonal, self.anti_diagonal)
        # tag::bug[]
        if any(abs(count) == self.n for count in lines):
            return 1  # the bug: player 2's win is reported as player 1's
        # end::bug[]
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
