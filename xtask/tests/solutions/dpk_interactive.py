# dpk_interactive, right: the win table, then a move to a losing pile each turn.
import sys


def main():
    n, k = map(int, sys.stdin.readline().split())
    moves = list(map(int, sys.stdin.readline().split()))
    wins = [False] * (k + 1)
    for i in range(1, k + 1):
        wins[i] = any(a <= i and not wins[i - a] for a in moves)
    pile = k
    while True:
        take = next(a for a in moves if a <= pile and not wins[pile - a])
        pile -= take
        print(take, flush=True)
        answer = int(sys.stdin.readline())
        if answer == 0:
            return
        pile -= answer


main()
