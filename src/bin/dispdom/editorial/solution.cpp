// CodeChef DISPDOM "Disappearing Domino Game": Alice and Bob alternately cover K adjacent empty
// cells of a strip (N <= 64) with a domino that vanishes D turns later; who cannot move loses,
// and endless play is a draw. Print Alice, Bob or Draw.
//
// Idea. Nothing vanishes before turn D + 1, so turns 1..D are the ordinary game (dominoes
// stay). If a player is stuck by turn D the game is over; if turn D is played, then at every
// later turn the domino of D turns ago vanishes and leaves room for a move: play never ends.
// So the answer is the winner of the ordinary game if that player can force the end in
// fewer than D moves, else Draw.
//   That number of moves is the REMOTENESS r of a position: 0 with no move; for a winning
//   position 1 + the least r of a losing child (the winner hurries); for a losing one
//   1 + the largest r of any child (the loser prolongs). A position wins iff r is odd.
//   State: a position is the multiset of its maximal empty runs, as a sorted vector. Runs
//   shorter than K are dead (dropped); runs of K..2K-1 cells allow exactly one move and
//   nothing after it, so they count as K: a TOKEN.
//   Two tricks keep the states few (the Rust header proves both): two tokens add exactly 2
//   to the remoteness of any position, and so does a run of 3K - 1 cells (every move in it
//   leaves one token). And which children lose is known in advance from Sprague-Grundy
//   values (a run's value is the mex over its splits; a position loses iff the XOR over
//   its runs is 0), so a winning position explores only its losing children.
//   With K = 1 every move covers one cell: play lasts exactly as many moves as there are
//   empty cells.
//
// Complexity: O(S * N * P) for S positions memoised, each with at most P <= N/(K+1) + 1 runs
// and at most N moves (times a log S for the map); S is at most about 43 000 for N = 64
// (about 200 for N = 30).
// At N = 64 with K = 2 the dearest cases take about 0.15 s of CPU: maps of vectors are
// plain but slower than the Rust's, which packs each position in one 64-bit word.
// Recursion: each move covers K >= 2 cells, so play, and the recursion, is at most N/2 = 32
// moves deep (two calls per move): tiny for the default stack.
#include <bits/stdc++.h>
using namespace std;

int k;
vector<int> grundy;           // grundy[length]: the Sprague-Grundy value of one run
map<vector<int>, int> memo;   // memo[runs]: the remoteness of the position of these live runs

// How a run of at least K cells counts: K (a token) if exactly one domino fits and nothing
// after it, else its length. Shorter runs are dropped.
int live(int length) { return length < 2 * k ? k : length; }

// The remoteness of the position of these live runs, longest first.
int remoteness(const vector<int> &runs) {
    auto known = memo.find(runs);
    if (known != memo.end()) return known->second;

    // Take out the runs of 3K - 1 cells and the pairs of tokens: 2 moves each. The token
    // left over, if any, is the shortest run: it goes last.
    int tokens = count(runs.begin(), runs.end(), k);
    int extra = 2 * (int(count(runs.begin(), runs.end(), 3 * k - 1)) + tokens / 2);
    if (extra > 0) {
        vector<int> rest;
        for (int x : runs)
            if (x != 3 * k - 1 && x != k) rest.push_back(x);
        if (tokens % 2 == 1) rest.push_back(k);
        return memo[runs] = extra + remoteness(rest);
    }

    int total = 0;
    for (int x : runs) total ^= grundy[x];
    set<vector<int>> children;
    for (size_t i = 0; i < runs.size(); i++) {
        int x = runs[i];
        // The same length as the run before gives the same children.
        if (i > 0 && runs[i - 1] == x) continue;
        // left <= right: the other splits mirror these.
        for (int left = 0; left <= (x - k) / 2; left++) {
            int right = x - k - left;
            // A winning position (total != 0) looks only at its losing children.
            if (total == 0 || (total ^ grundy[x] ^ grundy[left] ^ grundy[right]) == 0) {
                vector<int> child;
                for (size_t j = 0; j < runs.size(); j++)
                    if (j != i) child.push_back(runs[j]);
                for (int part : {left, right})
                    if (part >= k) child.push_back(live(part));
                sort(child.rbegin(), child.rend());
                children.insert(child);
            }
        }
    }

    int fastestWin = INT_MAX, longest = -1;
    for (const vector<int> &child : children) {
        int r = remoteness(child);
        if (r % 2 == 0) fastestWin = min(fastestWin, r);  // the child loses for the mover there
        longest = max(longest, r);
    }
    int r;
    if (fastestWin != INT_MAX) r = 1 + fastestWin;  // the winner hurries
    else if (longest >= 0) r = 1 + longest;        // the loser prolongs
    else r = 0;                                     // no move
    return memo[runs] = r;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long d;
    string strip;
    cin >> n >> k >> d >> strip;

    vector<int> runs;  // the lengths of the maximal runs of empty cells
    int run = 0;
    for (char cell : strip + "1") {
        if (cell == '0') {
            run++;
        } else {
            if (run > 0) runs.push_back(run);
            run = 0;
        }
    }

    long long length;
    if (k == 1) {
        length = accumulate(runs.begin(), runs.end(), 0LL);
    } else {
        // grundy[len]: the mex over the splits of a run of len cells into two runs of
        // left + right = len - K cells.
        grundy.assign(n + 1, 0);
        for (int len = k; len <= n; len++) {
            set<int> seen;
            for (int left = 0; left <= len - k; left++)
                seen.insert(grundy[left] ^ grundy[len - k - left]);
            while (seen.count(grundy[len])) grundy[len]++;
        }
        vector<int> start;
        for (int x : runs)
            if (x >= k) start.push_back(live(x));
        sort(start.rbegin(), start.rend());
        length = remoteness(start);
    }

    if (length >= d) cout << "Draw\n";
    else if (length % 2 == 1) cout << "Alice\n";
    else cout << "Bob\n";
}
