# dpk_interactive: dpk ("Stones") played against the jury. The jury sends N K, then
# a_1 ... a_N, a pile the first player wins; you play First, one move a line, the jury
# answers with its move, until it answers 0: it cannot move, and you have won.
#
# Idea: dpk's win table. win[k] says whether the player to move wins from a pile of k
# stones: True iff some move a <= k leads to a pile with win[k - a] False. From a
# winning pile take such a move; whatever the jury takes then leaves a winning pile again.
# Read line by line (not sys.stdin.read(), which waits for the end of all input) and
# flush each move, or the jury never sees it and both wait forever.
#
# Complexity: O(N * K) time for the table and O(K) memory, then O(N) a move.
import sys


def main():
    n, k = map(int, sys.stdin.readline().split())
    moves = list(map(int, sys.stdin.readline().split()))

    win = [False] * (k + 1)
    for pile in range(1, k + 1):
        for a in moves:
            if a > pile:
                break  # A is increasing: no larger move fits either
            if not win[pile - a]:
                win[pile] = True
                break

    pile = k
    while True:
        # A move that leaves the jury a losing pile: there is one, as the pile is winning.
        take = next(a for a in moves if a <= pile and not win[pile - a])
        pile -= take
        print(take, flush=True)
        reply = int(sys.stdin.readline())
        if reply == 0:
            return  # the jury cannot move: we have won
        pile -= reply


main()
