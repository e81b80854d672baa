# qccp1 (QCC P1, "Quarantine Games"): players alternate moving a token from node 1 along
# the coloured edges of a DAG; play ends when every colour of the input has been
# traversed or no move exists. The last player to move wins: does the first?
#
# Idea, as memoised recursion: wins(u, S) says whether the player to move wins at node u
# with the set S of colours traversed (7 colours: 128 sets). wins(u, ALL) is False for
# the set ALL of all colours of the input; otherwise wins(u, S) is True iff some edge
# u -> v of colour c leads to a position wins(v, S | c) that is False (a node without
# outgoing edges: False). Each position is solved once and remembered in memo.
#
# Recursion depth: one call per edge of the path played, so up to N - 1 = 1e5 calls on a
# long path. Python stops at 1000 by default, so sys.setrecursionlimit raises the limit,
# and the work runs in a thread whose stack (threading.stack_size) is large enough: the
# main thread's stack is fixed when the process starts. Measured on the registry's path
# of 1e5 nodes: 71 MB in all under CPython, 216 MB under PyPy (whose frames on the stack
# are larger), near the 256 MiB limit; on its random DAG of 1e6 edges PyPy peaks at
# 296 MiB, over it (MLE), and CPython at 237 MiB.
#
# Complexity: O(N + 128 * M) time and O(128 * N + M) memory. Far too slow in Python for
# M = 1e6 within 1.5 s: up to 1.28e8 calls. Measured: about 2 s of CPU (CPython) and
# 1.6 s (PyPy) on the registry's random DAG, where few positions are reached, and over a
# minute in both on its path with 1e6 forward shortcuts, where all 128 sets of every node
# are. This form is to understand the recursion; even solution.py is over the limit here.
import os
import sys
import threading

COLOURS = b"roygbiv"
SETS = 128
UNKNOWN, LOST, WON = 0, 1, 2  # what memo knows of a position


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    colour_index = {bytes([letter]): c for c, letter in enumerate(COLOURS)}
    leaving = [[] for _ in range(n)]  # leaving[u]: the edges out of u, as (v, colour c)
    all_colours = 0  # ALL: the set of every colour of the input
    for i in range(2, 2 + 3 * m, 3):
        u, v, c = int(data[i]) - 1, int(data[i + 1]) - 1, colour_index[data[i + 2]]
        leaving[u].append((v, c))
        all_colours |= 1 << c
    del data

    # memo[u * SETS + S]: UNKNOWN, LOST or WON for (u, S); one byte each (12.8 MB at
    # N = 1e5, where a list would hold 8 bytes a position).
    memo = bytearray(n * SETS)

    def wins(u, colours):
        if colours == all_colours:
            return False  # every colour traversed: play has ended
        known = memo[u * SETS + colours]
        if known != UNKNOWN:
            return known == WON
        result = False
        for v, c in leaving[u]:
            if not wins(v, colours | 1 << c):  # this move leaves the opponent lost
                result = True
                break
        memo[u * SETS + colours] = WON if result else LOST
        return result

    # Play starts at node 1 with no colour traversed.
    print("piddddgy" if wins(0, 0) else "deruikong")


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
