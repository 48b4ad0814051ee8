# The "Tic Tac Toe Engine" puzzle (CodinGame), answered with plain minimax: the whole
# program, as it is submitted. Standard input holds one puzzle: the engine's letter (X or
# O), then the board's three rows of X, O and '.'; the program prints the board after its
# move (a finished board unchanged). The Java beside it: InterviewMinimax.java, in
# src/main/java/dev/tictactoe/engine/. Time: the game tree below the board, at most 9! move
# orders. Space: nine frames at most.


# tag::solution[]
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8),
         (0, 4, 8), (2, 4, 6)]
GRID_ORDER = [4, 0, 2, 6, 8, 1, 3, 5, 7]  # grid values 9, 8, 7, ..., 1


# tag::best-move[]
def best_move(board):
    """The cell (0 to 8, row by row) the mover takes; -1 if the game is over."""
    free = board.count(".")
    if free == 0 or has_line(board):
        return -1  # no move on a finished board
    me = "X" if free % 2 == 1 else "O"  # X moves first: X moves when 9, 7, ... are free
    best, best_cell = -10, -1  # -10 is below every score
    for cell in GRID_ORDER:
        if board[cell] == ".":
            board[cell] = me
            score = -value(board, "O" if me == "X" else "X")
            board[cell] = "."
            if score > best:  # strictly better: ties keep the higher grid value
                best, best_cell = score, cell
    return best_cell
# end::best-move[]


# tag::value[]
def value(board, mover):
    """The value of the board for mover, the player to move."""
    free = board.count(".")
    if has_line(board):
        return -(free + 1)  # the opponent has just won: sooner is worse
    if free == 0:
        return 0  # a full board without a line: a draw is exactly 0
    best = -10
    for cell in range(9):
        if board[cell] == ".":
            board[cell] = mover
            best = max(best, -value(board, "O" if mover == "X" else "X"))
            board[cell] = "."
    return best
# end::value[]


def has_line(board):
    return any(board[a] != "." and board[a] == board[b] == board[c]
               for a, b, c in LINES)
# end::solution[]


# tag::submission[]
me = input().strip()  # the engine's letter, X or O
board = list(input().strip() + input().strip() + input().strip())
cell = best_move(board)
if cell >= 0:
    board[cell] = me
print("".join(board[0:3]), "".join(board[3:6]), "".join(board[6:9]), sep="\n")
# end::submission[]
