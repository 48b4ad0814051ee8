class TicTacToe:

    def __init__(self, n: int):
        pass

    def move(self, row: int, col: int, player: int) -> int:
        pass


# Your TicTacToe object will be instantiated and called as such:
# obj = TicTacToe(n)
# param_1 = obj.move(row,col,player)
