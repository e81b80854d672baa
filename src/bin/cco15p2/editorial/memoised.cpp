// cco15p2 (CCO 2015 P2, "Artskjid"): n <= 18 cities and one-way roads with lengths. Find
// the longest route from city 0 to city n - 1 that visits no city twice (it ends on n - 1).
//
// Idea, as memoised recursion, the same states (S, v) seen from the other end:
// rest(S, v) is the longest way on from city v to city n - 1 through cities not in S,
// where S is the set visited so far (v in it), or NO_ROUTE. rest(S, n - 1) = 0: the
// route has arrived. Otherwise rest(S, v) = max over roads v -> w with w not in S of
// l + rest(S | w, w). The answer is rest({0}, 0). Each state is solved once and
// remembered in memo.
//
// Recursion depth: each call adds a city to S, so at most n = 18 frames: no care needed.
//
// Complexity: O(2^n * n^2) time, O(2^n * n) memory (19 MB of int at n = 18).
#include <algorithm>
#include <iostream>
#include <utility>
#include <vector>
using namespace std;

const int NO_ROUTE = -1;  // every route on has a length >= 0
const int UNKNOWN = -2;   // a state not solved yet

int n;
vector<vector<pair<int, int>>> roads;  // roads[v]: (destination w, length l)
vector<int> memo;                      // memo[S * n + v]: rest(S, v), or UNKNOWN

int rest(int visited, int v) {
    if (v == n - 1) return 0;  // arrived: the route ends here
    int &known = memo[(size_t)visited * n + v];
    if (known != UNKNOWN) return known;
    int result = NO_ROUTE;
    for (auto [w, l] : roads[v]) {
        if (visited >> w & 1) continue;  // w already visited
        int on = rest(visited | 1 << w, w);
        if (on != NO_ROUTE) result = max(result, l + on);
    }
    known = result;
    return result;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int m;
    cin >> n >> m;
    roads.resize(n);
    for (int i = 0; i < m; i++) {
        int s, d, l;
        cin >> s >> d >> l;
        roads[s].push_back({d, l});
    }

    memo.assign((size_t)n << n, UNKNOWN);
    cout << rest(1, 0) << "\n";  // start at city 0, only city 0 visited
}
