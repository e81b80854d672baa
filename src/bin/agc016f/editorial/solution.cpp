// AtCoder AGC 016 F "Games on DAG": pieces on vertices 1 and 2 of a DAG (edges x -> y, x < y,
// N <= 15); a move slides one piece along a kept edge. Count (mod 1e9+7) the kept-edge
// subsets in which the first player wins.
//
// Idea. The first player wins iff the Grundy numbers of vertices 1 and 2 differ, so count
// the subsets where they are EQUAL and subtract from 2^M.
//   State: equal[S], for a vertex set S holding both 1 and 2: the number of ways to keep the
//   edges inside S that give 1 and 2 equal Grundy numbers in the graph induced by S.
//   Recurrence: peel S into Grundy levels. Its vertices of Grundy number 0 form a level T
//   (non-empty) that keeps no edge inside; every vertex of U = S \ T keeps at least one edge
//   into T; edges from T into U are free; on U the Grundy numbers are one less. T must hold
//   both of 1, 2 or neither. So equal[S] sums, over those T, the product over v in U of
//   (2^|edges v->T| - 1) * 2^|edges T->v|, times 2^|edges inside U| if 1, 2 are in T
//   (any edges in U will do), else equal[U].
//   Order (the search for T): decide the vertices of S from the largest down, each in T or
//   in U. Every edge goes up, so a vertex's edges all lead to vertices already decided:
//   its factor is known at once, and it may go into U only if it has an edge into T so far.
//   Vertices 1 and 2 (the smallest) come last. equal[U] is computed once, when a search
//   first needs it, and kept.
//
// Complexity: O(1) work per step of the search, at most about 2 * 3^(N-2) ways to split the
// sets (far fewer when few vertices can leave a level); O(2^N) memory for equal.
// Recursion is at most about N^2 / 2 calls deep (N - 2 nested sets, N - 2 vertices each).
#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1'000'000'007;
const int PIECES = 0b11;  // vertices 1 and 2, as bits 0 and 1

int n, m;
vector<int> out;             // out[v]: the vertices v has an edge to, as a bitmask (all above v)
vector<long long> pow2;      // pow2[k] = 2^k mod MOD
vector<long long> equalWays; // equal[S] at index S >> 2 (S holds bits 0 and 1), -1 if not yet known

long long equalOf(int s);

int ones(int mask) { return __builtin_popcount(mask); }

// Both pieces decided last. So far: T = level, U = above; intoLevel = product over U of
// (2^|edges v->T| - 1); freeEdges = edges T -> U; inside = edges inside U.
long long withPieces(int level, int above, long long intoLevel, int freeEdges, int inside) {
    // Both pieces in T: their edges into U are free, and every edge inside U too.
    int fromPieces = ones(out[0] & above) + ones(out[1] & above);
    long long total = intoLevel * pow2[freeEdges + inside + fromPieces] % MOD;
    // Both pieces in U: each keeps an edge into T; U with the pieces gives equal[].
    int first = ones(out[0] & level), second = ones(out[1] & level);
    if (first > 0 && second > 0) {
        long long ways = intoLevel * pow2[freeEdges] % MOD;
        ways = ways * (pow2[first] - 1) % MOD * (pow2[second] - 1) % MOD;
        total = (total + ways * equalOf(above | PIECES)) % MOD;
    }
    return total;
}

// The ways over every split of vertices[i..] (decreasing) into T or U, given those so far.
long long countSplits(const vector<int> &vertices, size_t i, int level, int above,
                      long long intoLevel, int freeEdges, int inside) {
    if (i == vertices.size()) return withPieces(level, above, intoLevel, freeEdges, inside);
    int v = vertices[i];
    int toLevel = ones(out[v] & level);
    int toAbove = ones(out[v] & above);
    // v in T: its edges into U are free, and it keeps none into T.
    long long total = countSplits(vertices, i + 1, level | 1 << v, above, intoLevel,
                                  freeEdges + toAbove, inside);
    // v in U: it keeps at least one edge into T; its edges into U are inside U.
    if (toLevel > 0) {
        long long factor = intoLevel * (pow2[toLevel] - 1) % MOD;
        total += countSplits(vertices, i + 1, level, above | 1 << v, factor, freeEdges,
                             inside + toAbove);
    }
    return total % MOD;
}

long long equalOf(int s) {
    if (equalWays[s >> 2] < 0) {
        vector<int> vertices;
        for (int v = n - 1; v >= 2; v--)
            if (s >> v & 1) vertices.push_back(v);
        equalWays[s >> 2] = countSplits(vertices, 0, 0, 0, 1, 0, 0);
    }
    return equalWays[s >> 2];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> n >> m;
    out.assign(n, 0);
    for (int e = 0; e < m; e++) {
        int x, y;
        cin >> x >> y;
        out[x - 1] |= 1 << (y - 1);
    }
    pow2.assign(m + 1, 1);
    for (int k = 1; k <= m; k++) pow2[k] = pow2[k - 1] * 2 % MOD;
    equalWays.assign(1 << (n - 2), -1);

    int everything = (1 << n) - 1;
    cout << ((pow2[m] - equalOf(everything)) % MOD + MOD) % MOD << "\n";
}
