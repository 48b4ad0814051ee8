# A correct answer to the "Tic Tac Toe Engine" puzzle in Python, written from scratch as plain
# minimax: no memo, every position searched to the end each time. Slow (the empty board alone
# visits 549,945 positions), and still judged on all 5,478 puzzles in seconds: the checker runs
# the program many times in one process, a process a core.
# Check it: java -jar target/tictactoe.jar check engine docs/examples/engine/plain_minimax.py
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
GRID_ORDER = [4, 0, 2, 6, 8, 1, 3, 5, 7]  # the tie-break: the grid 8 4 7 / 3 9 2 / 6 1 5


def has_line(board):
    return any(board[a] != "." and board[a] == board[b] == board[c] for a, b, c in LINES)


def value(board, mover, other):
    """What the position is worth to the player to move: 1 + the free cells left for a win."""
    if has_line(board):
        return -(board.count(".") + 1)  # the other player has just won: sooner is worse
    if "." not in board:
        return 0
    best = -100
    for cell in range(9):
        if board[cell] == ".":
            board[cell] = mover
            best = max(best, -value(board, other, mover))
            board[cell] = "."
    return best


me = input().strip()
board = list(input().strip() + input().strip() + input().strip())
other = "O" if me == "X" else "X"
if "." in board and not has_line(board):
    best, best_cell = None, None
    for cell in GRID_ORDER:
        if board[cell] == ".":
            board[cell] = me
            score = -value(board, other, me)
            board[cell] = "."
            if best is None or score > best:
                best, best_cell = score, cell
    board[best_cell] = me
print("".join(board[0:3]))
print("".join(board[3:6]))
print("".join(board[6:9]))
