// cco15p2 (CCO 2015 P2, "Artskjid"): n <= 18 cities and one-way roads with lengths. Find
// the longest route from city 0 to city n - 1 that visits no city twice (it ends on n - 1).
//
// Idea: best[S][v] is the longest route from city 0 that visits exactly the set S of
// cities and stands at v, or UNREACHED. A road v -> w with w not in S extends it to
// best[S | w][w]; sets only grow, so increasing order of S is an evaluation order. Only
// sets containing city 0 (odd S) are looked at, only reached states are extended, and a
// route at n - 1 is finished, never extended. The answer is the best over S of
// best[S][n - 1].
//
// Complexity: O(2^n * n^2) time: for n = 18 with every road, about 2e7 road checks;
// O(2^n * n) memory (19 MB of int at n = 18).
#include <algorithm>
#include <iostream>
#include <utility>
#include <vector>
using namespace std;

const int UNREACHED = -1;  // every reached state holds a length >= 0

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n, m;
    cin >> n >> m;
    vector<vector<pair<int, int>>> roads(n);  // roads[v]: (destination w, length l)
    for (int i = 0; i < m; i++) {
        int s, d, l;
        cin >> s >> d >> l;
        roads[s].push_back({d, l});
    }

    int last = n - 1;
    // best[S * n + v], for every set S of cities and city v.
    vector<int> best((size_t)n << n, UNREACHED);
    best[1 * n + 0] = 0;  // the route that has only left city 0
    int answer = UNREACHED;
    for (int set = 1; set < 1 << n; set += 2) {  // the sets containing city 0
        for (int v = 0; v < n; v++) {
            if (!(set >> v & 1)) continue;
            int here = best[(size_t)set * n + v];
            if (here == UNREACHED) continue;
            if (v == last) {  // the route has arrived: it ends here
                answer = max(answer, here);
                continue;
            }
            for (auto [w, l] : roads[v]) {
                if (set >> w & 1) continue;  // w already visited
                int &there = best[(size_t)(set | 1 << w) * n + w];
                there = max(there, here + l);
            }
        }
    }

    cout << answer << "\n";
}
