# AtCoder AGC 016 F "Games on DAG": pieces on vertices 1 and 2 of a DAG (edges x -> y, x < y,
# N <= 15); a move slides one piece along a kept edge. Count (mod 1e9+7) the kept-edge
# subsets in which the first player wins.
#
# Idea. The first player wins iff the Grundy numbers of vertices 1 and 2 differ, so count
# the subsets where they are EQUAL and subtract from 2^M.
#   State: equal[S], for a vertex set S holding both 1 and 2: the number of ways to keep the
#   edges inside S that give 1 and 2 equal Grundy numbers in the graph induced by S.
#   Recurrence: peel S into Grundy levels. Its vertices of Grundy number 0 form a level T
#   (non-empty) that keeps no edge inside; every vertex of U = S \ T keeps at least one edge
#   into T; edges from T into U are free; on U the Grundy numbers are one less. T must hold
#   both of 1, 2 or neither. So equal[S] sums, over those T, the product over v in U of
#   (2^|edges v->T| - 1) * 2^|edges T->v|, times 2^|edges inside U| if 1, 2 are in T
#   (any edges in U will do), else equal[U].
#   Order (the search for T): decide the vertices of S from the largest down, each in T or
#   in U. Every edge goes up, so a vertex's edges all lead to vertices already decided:
#   its factor is known at once, and it may go into U only if it has an edge into T so far.
#   Vertices 1 and 2 (the smallest) come last. equal[U] is computed once, when a search
#   first needs it, and kept.
#
# Complexity: O(1) work per step of the search, at most about 2 * 3^(N-2) ways to split the
# sets (far fewer when few vertices can leave a level); O(2^N) memory for equal.
# Recursion is at most about N^2 / 2 calls deep (N - 2 nested sets, N - 2 vertices each):
# Python's default limit of 1000 is enough.
# Python: the complete DAG at N = 15, the dearest case, takes about 0.6 s of CPU in CPython
# and 0.3 s in PyPy (2.5 to 4.8 s and 1.3 to 2.6 s of wall time on a loaded machine); the
# limit is 5 s.
import sys

MOD = 10**9 + 7
PIECES = 0b11  # vertices 1 and 2, as bits 0 and 1


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    out = [0] * n  # out[v]: the vertices v has an edge to, as a bitmask (all above v)
    for e in range(m):
        x, y = int(data[2 + 2 * e]) - 1, int(data[3 + 2 * e]) - 1
        out[x] |= 1 << y
    pow2 = [1] * (m + 1)
    for k in range(1, m + 1):
        pow2[k] = pow2[k - 1] * 2 % MOD

    def ones(mask):
        return bin(mask).count("1")

    equal = {}  # equal[S] for the sets S found so far

    def equal_of(s):
        if s not in equal:
            vertices = [v for v in range(n - 1, 1, -1) if s >> v & 1]
            equal[s] = count(vertices, 0, 0, 0, 1, 0, 0)
        return equal[s]

    def count(vertices, i, level, above, into_level, free, inside):
        # vertices[i:] are still to decide (decreasing). So far: T = level, U = above;
        # into_level = product over U of (2^|edges v->T| - 1); free = edges T -> U;
        # inside = edges inside U.
        if i == len(vertices):
            return with_pieces(level, above, into_level, free, inside)
        v = vertices[i]
        to_level = ones(out[v] & level)
        to_above = ones(out[v] & above)
        # v in T: its edges into U are free, and it keeps none into T.
        total = count(vertices, i + 1, level | 1 << v, above, into_level,
                      free + to_above, inside)
        # v in U: it keeps at least one edge into T; its edges into U are inside U.
        if to_level > 0:
            factor = into_level * (pow2[to_level] - 1) % MOD
            total += count(vertices, i + 1, level, above | 1 << v, factor,
                           free, inside + to_above)
        return total % MOD

    def with_pieces(level, above, into_level, free, inside):
        # Both pieces in T: their edges into U are free, and every edge inside U too.
        from_pieces = ones(out[0] & above) + ones(out[1] & above)
        total = into_level * pow2[free + inside + from_pieces]
        # Both pieces in U: each keeps an edge into T; U with the pieces gives equal[].
        first, second = ones(out[0] & level), ones(out[1] & level)
        if first > 0 and second > 0:
            ways = into_level * pow2[free] % MOD
            ways = ways * (pow2[first] - 1) % MOD * (pow2[second] - 1) % MOD
            total += ways * equal_of(above | PIECES)
        return total % MOD

    everything = (1 << n) - 1
    print((pow2[m] - equal_of(everything)) % MOD)


main()
