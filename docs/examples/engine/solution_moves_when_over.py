# A realistic bug: no check for a finished board. On a board with a line, or a full one, the
# puzzle wants no move; this plays one anyway wherever a cell is free (and fails on a full
# board).
# Check it: java -jar target/tictactoe.jar check engine docs/examples/engine/solution_moves_when_over.py
from functools import lru_cache

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
GRID_ORDER = [4, 0, 2, 6, 8, 1, 3, 5, 7]  # the grid 8 4 7 / 3 9 2 / 6 1 5, from 9 down


def has_line(board):
    return any(board[a] != "." and board[a] == board[b] == board[c] for a, b, c in LINES)


@lru_cache(maxsize=None)
def value(board, mover):
    """The value for the player to move: a win is 1 + the free cells left then, a draw 0."""
    free = board.count(".")
    if has_line(board):
        return -(free + 1)  # the opponent has just won: sooner is worse
    if free == 0:
        return 0
    other = "O" if mover == "X" else "X"
    return max(-value(board[:c] + mover + board[c + 1:], other)
               for c in range(9) if board[c] == ".")


def best_move(board, me):
    # tag::bug[]
    # the bug: no "if the board is finished, no move" here
    # end::bug[]
    other = "O" if me == "X" else "X"
    best, best_cell = None, None
    for c in GRID_ORDER:
        if board[c] == ".":
            score = -value(board[:c] + me + board[c + 1:], other)
            if best is None or score > best:  # strictly better: ties keep the higher grid value
                best, best_cell = score, c
    return best_cell


me = input().strip()
board = input().strip() + input().strip() + input().strip()
cell = best_move(board, me)
if cell is not None:
    board = board[:cell] + me + board[cell + 1:]
print(board[0:3])
print(board[3:6])
print(board[6:9])
