# dpu (AtCoder EDPC U, "Grouping"): N <= 16 rabbits and a symmetric matrix a; split the
# rabbits into groups, each pair i < j in one group scoring a[i][j]. Find the best total.
#
# Idea: put each a[i][j] at the set {i, j}; sums over subsets then give score[g], what a
# group g scores, for every set g (a bitmask, rabbit i at bit i). best[s], the best total
# of a set s split into groups: the highest rabbit of s is in some group g of s and the
# rest s \ g is split as well as it can be, so
#     best[s] = max over the g ⊆ s holding that rabbit of score[g] + best[s \ g],
# with best[empty] = 0. Fixing one rabbit's group meets every split of s exactly once.
# The rest never holds that rabbit, so the whole set needs best only of the sets of the
# first N - 1 rabbits, and each of those only of smaller sets among them: the table holds
# those 2^(N-1) sets, filled in increasing order, and the answer is one more step.
#
# Complexity: a set of k rabbits tries 2^(k-1) groups: about 3^(N-1)/2 sums, 7.2 million
# at N = 16; the scores take N * 2^N additions. O(2^N) memory. CPython takes about a
# second of processor time for those sums (0.9 s measured), right at DMOJ's 1 s limit and
# over it on a busy judge (AtCoder's 2 s is safer); PyPy compiles the inner loop and needs
# a few hundredths. The algorithm is already the right one: only a faster interpreter
# (PyPy) or language helps.
import sys


def best_split(s, score, best):
    """The best split of the non-empty set s: the largest score[g] + best[s \\ g] over the
    groups g of s that hold its highest rabbit. best must hold every set below it."""
    top = 1 << (s.bit_length() - 1)
    rest = s ^ top
    answer = score[top] + best[rest]  # top alone: others = empty set
    # Every non-empty subset `others` of rest joins top's group; rest \ others is split.
    others = rest
    while others > 0:
        total = score[top | others] + best[rest ^ others]
        if total > answer:
            answer = total
        others = (others - 1) & rest
    return answer


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [[int(data[1 + i * n + j]) for j in range(n)] for i in range(n)]

    # score[g]: the sum of a[i][j] over the pairs i < j in g. Start with each pair's value
    # at its set {i, j}, then sum over subsets, one rabbit at a time.
    score = [0] * (1 << n)
    for i in range(n):
        for j in range(i + 1, n):
            score[1 << i | 1 << j] = a[i][j]
    for i in range(n):
        bit = 1 << i
        for g in range(1 << n):
            if g & bit:
                score[g] += score[g ^ bit]

    # best[s] for every set s of the first n - 1 rabbits, in increasing order: a set's
    # step reads only smaller sets.
    best = [0] * (1 << (n - 1))
    for s in range(1, 1 << (n - 1)):
        best[s] = best_split(s, score, best)
    print(best_split((1 << n) - 1, score, best))


main()
