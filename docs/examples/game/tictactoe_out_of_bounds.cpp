// A realistic bug: every line's counter in one vector (rows, then columns, then the two
// diagonals), and the anti-diagonal's index one past its end. In C++ that is no error but
// undefined behaviour, which may pass every test; compiled as LeetCode compiles an answer, with
// AddressSanitizer, it stops at the line that reads past the vector.
// Check it: java -jar target/tictactoe.jar check game docs/examples/game/tictactoe_out_of_bounds.cpp
class TicTacToe {
    int n;
    vector<int> lines;  // [0, n): rows, [n, 2n): columns, 2n: diagonal, 2n + 1: anti-diagonal

public:
    TicTacToe(int n) : n(n), lines(2 * n + 2) {}

    int move(int row, int col, int player) {
        int add = player == 1 ? 1 : -1;
        vector<int> through = {row, n + col};
        if (row == col) through.push_back(2 * n);
        // tag::bug[]
        if (row + col == n - 1) through.push_back(2 * n + 2);  // the bug: 2 * n + 1
        // end::bug[]
        bool won = false;
        for (int line : through) {
            lines[line] += add;
            won = won || lines[line] == add * n;
        }
        return won ? player : 0;
    }
};
