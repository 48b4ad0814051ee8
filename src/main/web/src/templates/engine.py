import sys

# The engine's letter, X or O, then the board's three rows, top row first, of X, O and '.'
player = input()
board = [input() for i in range(3)]

# Write an answer using print: the board after your move, the same three rows
# To debug: print("Debug messages...", file=sys.stderr, flush=True)

for row in board:
    print(row)
