# cco15p2 (CCO 2015 P2, "Artskjid"): n <= 18 cities and one-way roads with lengths. Find
# the longest route from city 0 to city n - 1 that visits no city twice (it ends on n - 1).
#
# Idea, as memoised recursion, the same states (S, v) seen from the other end:
# rest(S, v) is the longest way on from city v to city n - 1 through cities not in S,
# where S is the set visited so far (v in it), or NO_ROUTE. rest(S, n - 1) = 0: the
# route has arrived. Otherwise rest(S, v) = max over roads v -> w with w not in S of
# l + rest(S | w, w). The answer is rest({0}, 0). Each state is solved once and
# remembered in memo.
#
# Recursion depth: each call adds a city to S, so at most n = 18 calls deep: far below
# Python's default limit of 1000, so no setrecursionlimit and no thread are needed.
#
# Complexity: O(2^n * n^2) time, O(2^n * n) memory. Up to some 2e7 steps and 2e6 calls:
# measured on the registry's worst cases, 1.9 to 2.1 s of CPU in CPython, over the 1 s
# limit; 0.7 s in PyPy, within it but with less to spare than solution.py (0.2 s).
import sys

NO_ROUTE = -1  # every route on has a length >= 0


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    roads = [[] for _ in range(n)]  # roads[v]: (destination w, length l)
    for i in range(2, 2 + 3 * m, 3):
        s, d, l = int(data[i]), int(data[i + 1]), int(data[i + 2])
        roads[s].append((d, l))

    last = n - 1
    memo = [None] * (n << n)  # memo[S * n + v]: rest(S, v), or None if not solved yet

    def rest(visited, v):
        if v == last:
            return 0  # arrived: the route ends here
        known = memo[visited * n + v]
        if known is not None:
            return known
        result = NO_ROUTE
        for w, l in roads[v]:
            if visited >> w & 1:
                continue  # w already visited
            on = rest(visited | 1 << w, w)
            if on != NO_ROUTE and l + on > result:
                result = l + on
        memo[visited * n + v] = result
        return result

    print(rest(1, 0))  # start at city 0, only city 0 visited


main()
