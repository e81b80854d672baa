// DMOJ persuasion: a wheel of N <= 19 sectors, sector i of effectiveness a_i, a pie on each;
// each round takes a new sector for a_i times its pie, then the pies turn a step. Maximise.
//
// Idea. In round r (from 0) sector i holds the pie that started on sector (i - r) mod N,
// so a pick scores gain[r][i] = a[i] * m[(i - r) mod N] by its sector and round alone.
// After k rounds, what is left to score depends only on WHICH k sectors were taken.
//   State: best[S] = the most the first |S| rounds can score taking exactly the sectors of S.
//   Recurrence: the last of them, i in S, is taken in round |S| - 1, after the best order
//   of S without i:  best[S] = max over i in S of best[S \ {i}] + gain[|S| - 1][i],
//   and best[{}] = 0.
//   Order: S \ {i} < S as numbers, so increasing S fills the table.
// The answer best[all] may be negative: every sector must be picked.
//
// Complexity: O(2^N * N) time (about 5 million steps at N = 19), O(2^N) memory
// (4 MiB of 64-bit totals).
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n;
    cin >> n;
    vector<long long> a(n), m(n);
    for (auto &x : a) cin >> x;
    for (auto &x : m) cin >> x;

    // gain[r][i]: what picking sector i in round r scores.
    vector<vector<long long>> gain(n, vector<long long>(n));
    for (int r = 0; r < n; r++)
        for (int i = 0; i < n; i++)
            gain[r][i] = a[i] * m[(i - r + n) % n];

    int all = (1 << n) - 1;
    vector<long long> best(all + 1, LLONG_MIN);
    best[0] = 0;
    for (int set = 1; set <= all; set++) {
        int round = __builtin_popcount(set) - 1;
        for (int last = 0; last < n; last++) {
            if (set >> last & 1) {
                long long total = best[set ^ (1 << last)] + gain[round][last];
                best[set] = max(best[set], total);
            }
        }
    }
    cout << best[all] << "\n";
}
