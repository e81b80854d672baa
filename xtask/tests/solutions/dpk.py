# dpk, right: dp[i] is whether the player to move wins with i stones left.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    moves = [int(x) for x in data[2:2 + n]]
    wins = [False] * (k + 1)
    for i in range(1, k + 1):
        wins[i] = any(a <= i and not wins[i - a] for a in moves)
    print("First" if wins[k] else "Second")


main()
