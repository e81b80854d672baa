// qccp1 (QCC P1, "Quarantine Games"): players alternate moving a token from node 1 along
// the coloured edges of a DAG; play ends when every colour of the input has been
// traversed or no move exists. The last player to move wins: does the first?
//
// Idea: a position is (node u, set S of colours traversed); 7 colours make 2^7 = 128
// sets. The set ALL of all colours of the input is lost for the player to move; any other
// (u, S) is won iff some edge u -> v of colour c reaches a lost (v, S | c). A node without
// outgoing edges is lost for every S. won[u][S] is filled children first: Kahn's
// algorithm run backwards, from the nodes without outgoing edges along the edges
// reversed. A finished node v pushes its lost sets to every parent u; u is finished when
// its last child is. No recursion, so a path of 1e5 nodes is no problem.
//
// Complexity: O(N + 128 * M) time: each edge carries its child's 128 sets to its parent
// once; O(128 * N + M) memory (12.8 MB of won flags at N = 1e5).
#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

const int SETS = 128;
const string COLOURS = "roygbiv";

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n, m;
    cin >> n >> m;
    // entering[v]: the edges into v, as (tail u, colour index c).
    vector<vector<pair<int, int>>> entering(n);
    vector<int> childrenLeft(n, 0);  // unfinished children of u, counted per edge
    int all = 0;                     // ALL: the set of every colour of the input
    for (int i = 0; i < m; i++) {
        int u, v;
        char letter;
        cin >> u >> v >> letter;
        int c = COLOURS.find(letter);
        entering[v - 1].push_back({u - 1, c});
        childrenLeft[u - 1]++;
        all |= 1 << c;
    }

    // won[u * SETS + S]: whether (u, S) is won for the player to move, once u is finished.
    vector<char> won((size_t)n * SETS, 0);
    auto lost = [&](int v, int set) { return set == all || !won[(size_t)v * SETS + set]; };

    // Kahn's algorithm backwards: a node is finished once all its children are.
    vector<int> finished;
    finished.reserve(n);
    for (int u = 0; u < n; u++)
        if (childrenLeft[u] == 0) finished.push_back(u);
    for (size_t next = 0; next < finished.size(); next++) {
        int v = finished[next];
        for (auto [u, c] : entering[v]) {
            for (int set = 0; set < SETS; set++)
                if (lost(v, set | 1 << c)) won[(size_t)u * SETS + set] = 1;
            if (--childrenLeft[u] == 0) finished.push_back(u);
        }
    }

    // Play starts at node 1 with no colour traversed.
    cout << (lost(0, 0) ? "deruikong" : "piddddgy") << "\n";
}
