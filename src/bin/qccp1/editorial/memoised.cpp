// qccp1 (QCC P1, "Quarantine Games"): players alternate moving a token from node 1 along
// the coloured edges of a DAG; play ends when every colour of the input has been
// traversed or no move exists. The last player to move wins: does the first?
//
// Idea, as memoised recursion: wins(u, S) says whether the player to move wins at node u
// with the set S of colours traversed (7 colours: 128 sets). wins(u, ALL) is false for
// the set ALL of all colours of the input; otherwise wins(u, S) is true iff some edge
// u -> v of colour c leads to a position wins(v, S | c) that is false (a node without
// outgoing edges: false). Each position is solved once and remembered in memo.
//
// Recursion depth: one call per edge of the path played, so up to N - 1 = 1e5 frames
// on a long path (the registry's worst case "path never seeing all colours"). A frame
// of wins() takes about 48 bytes with g++ -O2, so that is about 5 MiB: it runs within
// the 8 MiB stack that Linux judges give by default (`ulimit -s`; measured: it runs
// with 5 MiB, crashes with 4 MiB), with little to spare. The iterative solution.cpp
// needs no deep stack at all.
//
// Complexity: O(N + 128 * M) time: each position (u, S) looks at u's edges once;
// O(128 * N + M) memory. The same bound as solution.cpp, and only the positions reached
// from the start are solved: on the registry's random DAG few are, and it takes 0.5 s of
// CPU (solution.cpp 0.8 s). But on its path with 1e6 forward shortcuts every node's 128
// sets are reached, each call lands on a random node's memo, and it takes 2.3 s (over
// the 1.5 s limit) where solution.cpp, which walks the memory in order, takes 0.7 s.
// The lecture's form to understand; solution.cpp the one to submit.
#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

const int SETS = 128;
const string COLOURS = "roygbiv";

vector<vector<pair<int, int>>> leaving;  // leaving[u]: the edges out of u, as (v, colour c)
vector<signed char> memo;  // memo[u * SETS + S]: -1 not solved yet, else wins(u, S)
int all;                   // ALL: the set of every colour of the input

bool wins(int u, int set) {
    if (set == all) return false;  // every colour traversed: play has ended
    signed char &known = memo[(size_t)u * SETS + set];
    if (known != -1) return known;
    bool result = false;
    for (auto [v, c] : leaving[u]) {
        if (!wins(v, set | 1 << c)) {  // this move leaves the opponent lost
            result = true;
            break;
        }
    }
    known = result;
    return result;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n, m;
    cin >> n >> m;
    leaving.resize(n);
    all = 0;
    for (int i = 0; i < m; i++) {
        int u, v;
        char letter;
        cin >> u >> v >> letter;
        int c = COLOURS.find(letter);
        leaving[u - 1].push_back({v - 1, c});
        all |= 1 << c;
    }

    memo.assign((size_t)n * SETS, -1);
    // Play starts at node 1 with no colour traversed.
    cout << (wins(0, 0) ? "piddddgy" : "deruikong") << "\n";
}
