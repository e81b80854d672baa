# dpk (AtCoder EDPC K, "Stones"): a pile of K stones; players alternate removing exactly
# a_i stones for some a_i in A. Who cannot move loses. Does the first player (Taro) win?
#
# Idea, as memoised recursion: wins(k) says whether the player to move wins from a pile
# of k stones: True iff some move a <= k leads to a pile wins(k - a) that is False.
# wins(0) is False. Each pile is solved once and remembered in memo[k].
#
# Recursion depth: with A = {1} the call for K reaches K - 1, ..., 0 before any returns:
# 1e5 calls deep. Python stops at 1000 by default, so sys.setrecursionlimit raises the
# limit, and the work runs in a thread whose stack (threading.stack_size) is large enough
# for that many frames: the main thread's stack is fixed when the process starts. A call
# costs far more than a step of a loop, and deep recursion more still: measured on the
# registry's worst cases, 0.6 to 0.9 s of CPU in CPython and 0.4 to 1.0 s in PyPy (PyPy
# is no faster here), at or over the 1 s limit, where solution.py takes 0.3 s and 0.05 s.
#
# Complexity: O(N * K) time at worst, O(K) memory (memo and stack).
import os
import sys
import threading


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    moves = [int(x) for x in data[2:2 + n]]

    memo = [None] * (k + 1)  # None: not solved yet; else whether the pile is winning

    def wins(pile):
        if memo[pile] is not None:
            return memo[pile]
        result = False
        for a in moves:
            if a > pile:
                break  # A is increasing: no larger move fits either
            if not wins(pile - a):  # this move leaves the opponent a losing pile
                result = True
                break
        memo[pile] = result
        return result

    print("First" if wins(k) else "Second")


def crash(args):
    """An error in the thread (say, RecursionError) ends the program with status 1."""
    sys.__excepthook__(args.exc_type, args.exc_value, args.exc_traceback)
    os._exit(1)


sys.setrecursionlimit(1_000_000)
threading.excepthook = crash
threading.stack_size(512 * 1024 * 1024)
thread = threading.Thread(target=main)
thread.start()
thread.join()
