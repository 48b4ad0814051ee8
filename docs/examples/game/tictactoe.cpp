// A correct answer to LeetCode 348, "Design Tic-Tac-Toe", in C++, exactly as one submits it: the
// class alone, no #include and no main (LeetCode's driver has them; so has the checker's). One
// counter per line, +1 for player 1 and -1 for player 2; a line is won at n or -n.
// Check it: java -jar target/tictactoe.jar check game docs/examples/game/tictactoe.cpp
// tag::solution[]
class TicTacToe {
    int n;
    vector<int> rows, cols;
    int diagonal = 0, antiDiagonal = 0;

public:
    TicTacToe(int n) : n(n), rows(n), cols(n) {}

    int move(int row, int col, int player) {
        int add = player == 1 ? 1 : -1;
        rows[row] += add;
        cols[col] += add;
        if (row == col) diagonal += add;
        if (row + col == n - 1) antiDiagonal += add;
        int target = add * n;
        if (rows[row] == target || cols[col] == target || diagonal == target
            || antiDiagonal == target) {
            return player;
        }
        return 0;
    }
};
// end::solution[]
