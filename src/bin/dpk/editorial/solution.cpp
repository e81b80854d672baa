// dpk (AtCoder EDPC K, "Stones"): a pile of K stones; players alternate removing exactly
// a_i stones for some a_i in A. Who cannot move loses. Does the first player (Taro) win?
//
// Idea: win[k] says whether the player to move wins from a pile of k stones. A pile is
// winning iff some move a <= k leads to a losing pile: win[k] = OR over a of !win[k - a].
// win[0] is false (no move). Fill win[0..K] in increasing order; A is sorted, so the scan
// over A stops at the first a > k, or at the first losing child found.
//
// Complexity: O(N * K) time at worst, O(K) memory.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n, k;
    cin >> n >> k;
    vector<int> moves(n);
    for (int &a : moves) cin >> a;

    vector<bool> win(k + 1, false);
    for (int pile = 1; pile <= k; pile++) {
        for (int a : moves) {
            if (a > pile) break;  // A is increasing: no larger move fits either
            if (!win[pile - a]) {  // this move leaves the opponent a losing pile
                win[pile] = true;
                break;
            }
        }
    }

    cout << (win[k] ? "First" : "Second") << "\n";
}
