"""dpk, right on one move and slow on more: past any time limit on every input of
more than one move (stress's shrinking stops at its budget on it)."""
import sys
import time


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    moves = [int(x) for x in data[2:2 + n]]
    if n > 1:
        time.sleep(600)
    wins = [False] * (k + 1)
    for i in range(1, k + 1):
        wins[i] = any(a <= i and not wins[i - a] for a in moves)
    print("First" if wins[k] else "Second")


main()
