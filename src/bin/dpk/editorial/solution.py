# dpk (AtCoder EDPC K, "Stones"): a pile of K stones; players alternate removing exactly
# a_i stones for some a_i in A. Who cannot move loses. Does the first player (Taro) win?
#
# Idea: win[k] says whether the player to move wins from a pile of k stones. A pile is
# winning iff some move a <= k leads to a losing pile: win[k] = OR over a of not win[k - a].
# win[0] is False (no move). Fill win[0..K] in increasing order; A is sorted, so the scan
# over A stops at the first a > k, or at the first losing child found.
#
# Complexity: O(N * K) time at worst, O(K) memory. The scan stops at the first losing
# child, so the registry's worst cases take about 5e6 steps of the inner loop: measured,
# 0.3 s of CPU in CPython and 0.05 s in PyPy, within the 1 s limit.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    moves = [int(x) for x in data[2:2 + n]]

    win = [False] * (k + 1)
    for pile in range(1, k + 1):
        for a in moves:
            if a > pile:
                break  # A is increasing: no larger move fits either
            if not win[pile - a]:  # this move leaves the opponent a losing pile
                win[pile] = True
                break

    print("First" if win[k] else "Second")


main()
