# ccc12s4 (CCC '12 S4, "A Coin Game"): n <= 7 coins 1..n stand one per position in a row; a
# move takes the top coin of a position onto an adjacent one, never onto a smaller coin. For
# each of many line-ups: the fewest moves that leave coin i alone at position i, or IMPOSSIBLE.
#
# Idea: states as integers. No coin ever lies on a smaller one, so a stack is known from
# the set of its coins, and a whole state from each coin's position: n digits in base n,
# the integer state = sum of pos(c) * n^c over the coins c = 0..n-1 (positions 0..n-1),
# below n^n = 823543 at n = 7. It indexes an array of distances directly, and moving coin
# c one place right or left adds or subtracts n^c. A position's top is its smallest coin,
# and between two neighbouring positions there is exactly one move (the smaller top goes
# onto the other), unless both are empty. Every move can be undone, so the moves form an
# undirected graph, and one breadth-first search from the goal gives the distance of every
# start at once. It runs once for each n the input holds; each case is then a lookup.
#
# Complexity: O(n * n^n) time for each n that occurs (n^n states, n digits to read and
# n - 1 moves each), then O(n) a case. At n = 7 that is about ten million simple steps:
# CPython needs over a second for the search at n = 7 (past the 3 s limit once the machine
# is busy); PyPy compiles the loop and meets it. Memory is the tighter limit: the distances
# are a bytearray and the queue an array of ints, so that 823543 states fit 64 MiB (a list
# would hold a Python int object for each), and the input is read a line at a time.
import sys
from array import array

UNREACHED = 255  # every real distance is smaller (the largest is 77)


def search_from_goal(n):
    """The fewest moves from every state of n coins to the goal (coin c at position c)."""
    power = [n ** c for c in range(n + 1)]  # power[c] = n^c, the step of coin c
    goal = sum(c * power[c] for c in range(n))

    distance = bytearray([UNREACHED]) * power[n]
    # Every state reached, in order of distance: an array of ints made at its full size
    # once (growing it would copy it, and PyPy alone takes 49 of the 64 MiB).
    queue = array("i", [0]) * power[n]
    distance[goal] = 0
    queue[0] = goal
    head, tail = 0, 1
    while head < tail:
        state = queue[head]
        head += 1
        # top[p]: the smallest coin at position p, or n if p is empty. Coins are read
        # smallest first, so the first coin found at a position is its top.
        top = [n] * n
        rest = state
        for c in range(n):
            p = rest % n
            rest //= n
            if top[p] == n:
                top[p] = c
        for p in range(1, n):
            a, b = top[p - 1], top[p]
            if a == b:
                continue  # both empty: no move
            # The smaller top moves: a to the right (its digit + 1) or b to the left.
            nxt = state + power[a] if a < b else state - power[b]
            if distance[nxt] == UNREACHED:
                distance[nxt] = distance[state] + 1
                queue[tail] = nxt
                tail += 1
    return distance


def tokens():
    """The input's tokens, a line at a time: 1e5 cases held at once would not fit 64 MiB."""
    for line in sys.stdin.buffer:
        yield from line.split()


def main():
    read = tokens()
    distances = {}  # distances[n], searched when first asked for
    for token in read:
        n = int(token)
        if n == 0:
            break
        # The state: coin c (from 0) at position i (from 0) adds i * n^c.
        state = 0
        for i in range(n):
            coin = int(next(read))
            state += i * n ** (coin - 1)

        if n not in distances:
            distances[n] = search_from_goal(n)
        d = distances[n][state]
        sys.stdout.write("IMPOSSIBLE\n" if d == UNREACHED else f"{d}\n")

main()
