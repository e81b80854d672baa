# DMOJ persuasion: a wheel of N <= 19 sectors, sector i of effectiveness a_i, a pie on each;
# each round takes a new sector for a_i times its pie, then the pies turn a step. Maximise.
#
# Idea. In round r (from 0) sector i holds the pie that started on sector (i - r) mod N,
# so a pick scores gain[r][i] = a[i] * m[(i - r) mod N] by its sector and round alone.
# After k rounds, what is left to score depends only on WHICH k sectors were taken.
#   State: best[S] = the most the first |S| rounds can score taking exactly the sectors of S.
#   Recurrence: the last of them, i in S, is taken in round |S| - 1, after the best order
#   of S without i:  best[S] = max over i in S of best[S \ {i}] + gain[|S| - 1][i],
#   and best[{}] = 0.
#   Order: S \ {i} < S as numbers, so increasing S fills the table.
# The answer best[all] may be negative: every sector must be picked.
#
# Complexity: O(2^N * N) time (about 10 million loop steps at N = 19, half of them
# picks), O(2^N) memory.
# Python: at N = 19 CPython needs about 1 s of CPU (4 to 5 s of wall time on a loaded
# machine), at or over the judge's 1 s: each step of the inner loop is several
# interpreted operations. PyPy runs this same code in about 0.1 s of CPU.
# What would fit in CPython: whole-array steps (numpy, round by round over the sets of
# that size), if the judge offers numpy. Plainer: submit this file with PyPy.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    m = [int(x) for x in data[1 + n:1 + 2 * n]]

    # gain[r][i]: what picking sector i in round r scores.
    gain = [[a[i] * m[(i - r) % n] for i in range(n)] for r in range(n)]

    size = 1 << n
    # picked[S]: how many sectors S holds, |S|.
    picked = [0] * size
    for s in range(1, size):
        picked[s] = picked[s >> 1] + (s & 1)

    best = [0] * size
    for s in range(1, size):
        round_gain = gain[picked[s] - 1]
        top = -(1 << 62)  # below any total: |total| <= 19 * 10^8
        for last in range(n):
            if s >> last & 1:
                total = best[s ^ (1 << last)] + round_gain[last]
                if total > top:
                    top = total
        best[s] = top
    print(best[size - 1])


main()
