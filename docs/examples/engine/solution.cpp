// A correct answer to the "Tic Tac Toe Engine" puzzle in C++, as CodinGame runs it: standard
// input holds the engine's letter and the board's three rows; print the board after the
// engine's move (a finished board unchanged). Minimax with the depth term and the grid's
// tie-break, memoized by board.
// Check it: java -jar target/tictactoe.jar check engine docs/examples/engine/solution.cpp
#include <iostream>
#include <string>
#include <unordered_map>

using namespace std;

const int LINES[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                         {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
const int GRID_ORDER[9] = {4, 0, 2, 6, 8, 1, 3, 5, 7};  // the grid 8 4 7 / 3 9 2 / 6 1 5
unordered_map<string, int> values;

bool hasLine(const string& b) {
    for (const auto& l : LINES) {
        if (b[l[0]] != '.' && b[l[0]] == b[l[1]] && b[l[1]] == b[l[2]]) return true;
    }
    return false;
}

// The value for the player to move: a win is 1 + the free cells left then, a draw 0.
int value(string& board, char mover) {
    string key = board + mover;
    auto known = values.find(key);
    if (known != values.end()) return known->second;
    int free = 0;
    for (char c : board) free += c == '.';
    int best;
    if (hasLine(board)) {
        best = -(free + 1);  // the opponent has just won: sooner is worse
    } else if (free == 0) {
        best = 0;
    } else {
        best = -100;
        char other = mover == 'X' ? 'O' : 'X';
        for (int cell = 0; cell < 9; cell++) {
            if (board[cell] == '.') {
                board[cell] = mover;
                best = max(best, -value(board, other));
                board[cell] = '.';
            }
        }
    }
    values[key] = best;
    return best;
}

int main() {
    string me, a, b, c;
    cin >> me >> a >> b >> c;
    string board = a + b + c;
    char mine = me[0];
    if (board.find('.') != string::npos && !hasLine(board)) {
        char other = mine == 'X' ? 'O' : 'X';
        int best = -100, bestCell = -1;
        for (int cell : GRID_ORDER) {
            if (board[cell] == '.') {
                board[cell] = mine;
                int score = -value(board, other);
                board[cell] = '.';
                if (score > best) {
                    best = score;
                    bestCell = cell;
                }
            }
        }
        board[bestCell] = mine;
    }
    cout << board.substr(0, 3) << "\n" << board.substr(3, 3) << "\n" << board.substr(6, 3) << endl;
    return 0;
}
