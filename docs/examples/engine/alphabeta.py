# The "Tic Tac Toe Engine" puzzle (CodinGame), answered with memoized alpha-beta: the whole
# program, as it is submitted. Standard input holds one puzzle: the engine's letter (X or
# O), then the board's three rows of X, O and '.'; the program prints the board after its
# move (a finished board unchanged). The Java beside it: TicTacToeEngine.java, in
# src/main/java/dev/tictactoe/engine/. Time: each symmetry class searched about once.
# Space: one table entry per symmetry class.

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8),
         (0, 4, 8), (2, 4, 6)]
GRID_ORDER = [4, 0, 2, 6, 8, 1, 3, 5, 7]  # grid values 9, 8, 7, ..., 1
WORST, BEST = -10, 10  # below and above every score
EXACT, LOWER, UPPER = 0, 1, 2
TABLE = {}  # canonical board -> (kind of bound, value), kept from question to question


def has_line(board):
    return any(board[a] != "." and board[a] == board[b] == board[c]
               for a, b, c in LINES)


# tag::symmetry[]
# The eight rotations and reflections: cell i of an image is cell p[i] of the board.
SYMMETRIES = [(0, 1, 2, 3, 4, 5, 6, 7, 8), (6, 3, 0, 7, 4, 1, 8, 5, 2),
              (8, 7, 6, 5, 4, 3, 2, 1, 0), (2, 5, 8, 1, 4, 7, 0, 3, 6),
              (2, 1, 0, 5, 4, 3, 8, 7, 6), (6, 7, 8, 3, 4, 5, 0, 1, 2),
              (0, 3, 6, 1, 4, 7, 2, 5, 8), (8, 5, 2, 7, 4, 1, 6, 3, 0)]


def canonical(board):
    """The smallest of the board's eight images: they all share one table entry."""
    return min("".join(board[i] for i in p) for p in SYMMETRIES)
# end::symmetry[]


# tag::decide[]
def best_move(board):
    """The cell (0 to 8, row by row) the mover takes; -1 if the game is over."""
    free = board.count(".")
    if free == 0 or has_line(board):
        return -1  # no move on a finished board
    me = "X" if free % 2 == 1 else "O"
    best, best_cell = WORST, -1
    # Every move gets its exact value (a full window); the tie-break is applied on the
    # board as asked, since the grid has no symmetry.
    for cell in GRID_ORDER:
        if board[cell] == ".":
            board[cell] = me
            score = -alpha_beta(board, "O" if me == "X" else "X", WORST, BEST)
            board[cell] = "."
            if score > best:  # strictly better: ties keep the higher grid value
                best, best_cell = score, cell
    return best_cell
# end::decide[]


# tag::alpha-beta[]
def alpha_beta(board, mover, alpha, beta):
    """The value for mover (to move) if it lies inside (alpha, beta); else a bound."""
    free = board.count(".")
    if has_line(board):
        return -(free + 1)  # the opponent has just won: sooner is worse
    if free == 0:
        return 0
    key = canonical(board)
    if key in TABLE:  # a bound may end the search only when it decides the window
        kind, v = TABLE[key]
        if kind == EXACT or kind == LOWER and v >= beta or kind == UPPER and v <= alpha:
            return v
    window_low, best = alpha, WORST
    for cell in GRID_ORDER:
        if board[cell] == ".":
            board[cell] = mover
            score = -alpha_beta(board, "O" if mover == "X" else "X", -beta, -alpha)
            board[cell] = "."
            if score > best:
                best = score
                if best > alpha:
                    alpha = best
                    if alpha >= beta:
                        break  # the opponent will not allow this position
    # store what the search proved, and how much of it
    kind = UPPER if best <= window_low else LOWER if best >= beta else EXACT
    TABLE[key] = (kind, best)
    return best
# end::alpha-beta[]


me = input().strip()  # the engine's letter, X or O
board = list(input().strip() + input().strip() + input().strip())
cell = best_move(board)
if cell >= 0:
    board[cell] = me
print("".join(board[0:3]), "".join(board[3:6]), "".join(board[6:9]), sep="\n")
