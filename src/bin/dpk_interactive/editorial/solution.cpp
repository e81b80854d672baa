// dpk_interactive: dpk ("Stones") played against the jury. The jury sends N K, then
// a_1 ... a_N, a pile the first player wins; you play First, one move a line, the jury
// answers with its move, until it answers 0: it cannot move, and you have won.
//
// Idea: dpk's win table. win[k] says whether the player to move wins from a pile of k
// stones: true iff some move a <= k leads to a pile with win[k - a] false. From a
// winning pile take such a move; whatever the jury takes then leaves a winning pile again.
// Write each move and flush the output, or the jury never sees it and both wait forever.
//
// Complexity: O(N * K) time for the table and O(K) memory, then O(N) a move.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<int> moves(n);
    for (int &a : moves) cin >> a;

    vector<bool> win(k + 1, false);
    for (int pile = 1; pile <= k; pile++) {
        for (int a : moves) {
            if (a > pile) break;  // A is increasing: no larger move fits either
            if (!win[pile - a]) {
                win[pile] = true;
                break;
            }
        }
    }

    int pile = k;
    while (true) {
        // A move that leaves the jury a losing pile: there is one, as the pile is winning.
        int take = 0;
        for (int a : moves) {
            if (a <= pile && !win[pile - a]) {
                take = a;
                break;
            }
        }
        pile -= take;
        cout << take << endl;  // endl flushes
        int reply;
        if (!(cin >> reply) || reply == 0) break;  // the jury cannot move: we have won
        pile -= reply;
    }
}
