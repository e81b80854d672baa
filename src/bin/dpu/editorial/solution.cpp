// dpu (AtCoder EDPC U, "Grouping"): N <= 16 rabbits and a symmetric matrix a; split the
// rabbits into groups, each pair i < j in one group scoring a[i][j]. Find the best total.
//
// Idea: put each a[i][j] at the set {i, j}; sums over subsets then give score[g], what a
// group g scores, for every set g (a bitmask, rabbit i at bit i). best[s], the best total
// of a set s split into groups: the highest rabbit of s is in some group g of s and the
// rest s \ g is split as well as it can be, so
//     best[s] = max over the g ⊆ s holding that rabbit of score[g] + best[s \ g],
// with best[empty] = 0. Fixing one rabbit's group meets every split of s exactly once.
// The rest never holds that rabbit, so the whole set needs best only of the sets of the
// first N - 1 rabbits, and each of those only of smaller sets among them: the table holds
// those 2^(N-1) sets, filled in increasing order, and the answer is one more step.
//
// Complexity: a set of k rabbits tries 2^(k-1) groups: about 3^(N-1)/2 sums, 7.2 million
// at N = 16; the scores take N * 2^N additions. O(2^N) memory. 64-bit totals (up to
// 120 pairs of 1e9).
#include <iostream>
#include <vector>
using namespace std;

// The highest rabbit of the non-empty set s, as a one-bit mask.
int highest(int s) { return 1 << (31 - __builtin_clz(s)); }

// The best split of the non-empty set s: the largest score[g] + best[s \ g] over the
// groups g ⊆ s that hold its highest rabbit. best must hold every set below that rabbit.
long long best_split(int s, const vector<long long> &score, const vector<long long> &best) {
    int top = highest(s);
    int rest = s ^ top;
    long long answer = score[top] + best[rest];  // top alone: others = empty set
    // Every non-empty subset `others` of rest joins top's group; rest \ others is split.
    for (int others = rest; others > 0; others = (others - 1) & rest) {
        answer = max(answer, score[top | others] + best[rest ^ others]);
    }
    return answer;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n;
    cin >> n;
    // score[g]: the sum of a[i][j] over the pairs i < j in g. Start with each pair's value
    // at its set {i, j}, then sum over subsets, one rabbit at a time.
    vector<long long> score(1 << n, 0);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            long long value;
            cin >> value;
            if (i < j) score[1 << i | 1 << j] = value;
        }
    }
    for (int i = 0; i < n; i++) {
        for (int g = 0; g < (1 << n); g++) {
            if (g >> i & 1) score[g] += score[g ^ 1 << i];
        }
    }

    // best[s] for every set s of the first n - 1 rabbits, in increasing order: a set's
    // step reads only smaller sets.
    vector<long long> best(1 << (n - 1), 0);
    for (int s = 1; s < (1 << (n - 1)); s++) {
        best[s] = best_split(s, score, best);
    }
    cout << best_split((1 << n) - 1, score, best) << "\n";
}
