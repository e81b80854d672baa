// dpk (AtCoder EDPC K, "Stones"): a pile of K stones; players alternate removing exactly
// a_i stones for some a_i in A. Who cannot move loses. Does the first player (Taro) win?
//
// Idea, as memoised recursion: wins(k) says whether the player to move wins from a pile
// of k stones: true iff some move a <= k leads to a pile wins(k - a) that is false.
// wins(0) is false. Each pile is solved once and remembered in memo[k].
//
// Recursion depth: with A = {1} the call for K reaches K - 1, K - 2, ..., 0 before any
// returns: 1e5 frames deep. A frame of wins() takes about 48 bytes with g++ -O2, so that
// is about 5 MiB: it runs within the 8 MiB stack that Linux judges give by default
// (`ulimit -s`; measured: it runs with 5 MiB, crashes with 4 MiB). The iterative
// solution.cpp needs no deep stack at all.
//
// Complexity: O(N * K) time at worst, O(K) memory (memo and stack).
#include <iostream>
#include <vector>
using namespace std;

vector<int> moves;
vector<signed char> memo;  // -1: not solved yet; 0: losing pile; 1: winning pile

bool wins(int pile) {
    if (memo[pile] != -1) return memo[pile];
    bool result = false;
    for (int a : moves) {
        if (a > pile) break;  // A is increasing: no larger move fits either
        if (!wins(pile - a)) {  // this move leaves the opponent a losing pile
            result = true;
            break;
        }
    }
    memo[pile] = result;
    return result;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n, k;
    cin >> n >> k;
    moves.resize(n);
    for (int &a : moves) cin >> a;

    memo.assign(k + 1, -1);
    cout << (wins(k) ? "First" : "Second") << "\n";
}
