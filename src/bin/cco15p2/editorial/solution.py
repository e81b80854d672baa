# cco15p2 (CCO 2015 P2, "Artskjid"): n <= 18 cities and one-way roads with lengths. Find
# the longest route from city 0 to city n - 1 that visits no city twice (it ends on n - 1).
#
# Idea: best[S][v] is the longest route from city 0 that visits exactly the set S of
# cities and stands at v, or UNREACHED. A road v -> w with w not in S extends it to
# best[S | w][w]; sets only grow, so increasing order of S is an evaluation order. Only
# sets containing city 0 (odd S) are looked at, only reached states are extended, and a
# route at n - 1 is finished, never extended. The answer is the best over S of
# best[S][n - 1].
#
# Complexity: O(2^n * n^2) time: for n = 18 with every road, about 2e7 road checks;
# O(2^n * n) memory. Measured on the registry's worst cases (n = 18, every road): 1.4 s of
# CPU in CPython, over the 1 s limit; 0.2 s in PyPy, which compiles these loops: the way
# to run it.
import sys

UNREACHED = -1  # every reached state holds a length >= 0


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    roads = [[] for _ in range(n)]  # roads[v]: (destination w, length l)
    for i in range(2, 2 + 3 * m, 3):
        s, d, l = int(data[i]), int(data[i + 1]), int(data[i + 2])
        roads[s].append((d, l))

    last = n - 1
    best = [UNREACHED] * (n << n)  # best[S * n + v], for every set S and city v
    best[1 * n + 0] = 0  # the route that has only left city 0
    answer = UNREACHED
    for visited in range(1, 1 << n, 2):  # the sets containing city 0
        for v in range(n):
            if not visited >> v & 1:
                continue
            here = best[visited * n + v]
            if here == UNREACHED:
                continue
            if v == last:  # the route has arrived: it ends here
                answer = max(answer, here)
                continue
            for w, l in roads[v]:
                if visited >> w & 1:
                    continue  # w already visited
                there = (visited | 1 << w) * n + w
                if best[there] < here + l:
                    best[there] = here + l

    print(answer)


main()
