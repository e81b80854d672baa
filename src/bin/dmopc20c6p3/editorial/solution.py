# dmopc20c6p3 (DMOPC '20 Contest 6 P3, "Bread Merchant"): a robber walks one-way routes
# between N cities forever; the police pick his route in cities with a station, he picks
# elsewhere, and a city with no route out catches him. From each start: is he caught?
#
# Idea: the police's attractor of the dead ends. A city with no route out catches him; a
# city with a station does as soon as one of its routes leads to a catching city; another
# city once all of its routes do. Worked back from the dead ends along the routes
# reversed, each city counts the routes it still needs (need: 1 with a station, all of
# them without) and catches when that count reaches 0. A city never reached this way is
# an escape: with a station all its routes lead to escapes, without one some route does,
# so the robber stays among them forever. Cycles, self-loops and repeated routes need no
# care: a route counts once per copy, and play is never followed forward.
#
# Complexity: O(N + M) time and memory. The routes reversed are one flat list grouped by
# the city they lead to: into[start[b] : start[b + 1]] holds the a of each route a -> b
# (flat lists of ints are what PyPy keeps compact; a list per city costs it twice the
# time). At N = M = 5e5 CPython needs about a microsecond for each of a few million
# steps: 1.7 to 2.2 s of processor time measured, at the 2 s limit, so it fails where the
# judge is busy or slow; PyPy needs a quarter of that (and 216 of the 256 MiB: its token
# list of 1.5 million strings is the largest part). Reading is a tenth of CPython's time;
# the rest is the linear work itself, one interpreted step a route: only PyPy (or
# another language) is safely inside the limit.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m = data[0], data[1]
    police = [0] + data[2:2 + n]  # cities are numbered from 1, as in the input
    froms = data[2 + n:2 + n + 2 * m:2]
    tos = data[3 + n:3 + n + 2 * m:2]
    out = [0] * (n + 1)  # out[a]: how many routes leave a
    start = [0] * (n + 2)  # first, start[b + 1] counts the routes into b
    for a in froms:
        out[a] += 1
    for b in tos:
        start[b + 1] += 1
    for c in range(1, n + 2):
        start[c] += start[c - 1]
    into = [0] * m
    filled = start[:]
    for a, b in zip(froms, tos):
        into[filled[b]] = a
        filled[b] += 1

    # need[c]: how many more of c's routes must lead to a catching city before c catches.
    need = [min(out[c], 1) if police[c] == 1 else out[c] for c in range(n + 1)]
    caught = [out[c] == 0 for c in range(n + 1)]  # a dead end catches him
    queue = [c for c in range(1, n + 1) if caught[c]]  # the catching cities, in order found
    # The deciding loop: each catching city, taken in turn, counts for every route into it.
    head = 0
    while head < len(queue):
        city = queue[head]
        head += 1
        for k in range(start[city], start[city + 1]):
            a = into[k]  # the route a -> city leads to a catching city
            need[a] -= 1
            if need[a] == 0:  # that was the last route a needed: a catches him
                caught[a] = True
                queue.append(a)

    # One line: 1 where he is caught, 0 where he escapes, single spaces between.
    print(" ".join("1" if caught[c] else "0" for c in range(1, n + 1)))


main()
