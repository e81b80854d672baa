# dpk, recursive with memo: right, but K = 10^5 goes 10^5 calls deep.
import sys
from functools import lru_cache

sys.setrecursionlimit(1 << 20)


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    moves = [int(x) for x in data[2:2 + n]]

    @lru_cache(maxsize=None)
    def wins(i):
        return any(a <= i and not wins(i - a) for a in moves)

    print("First" if wins(k) else "Second")


main()
