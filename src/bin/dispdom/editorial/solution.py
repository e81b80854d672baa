# CodeChef DISPDOM "Disappearing Domino Game": Alice and Bob alternately cover K adjacent empty
# cells of a strip (N <= 64) with a domino that vanishes D turns later; who cannot move loses,
# and endless play is a draw. Print Alice, Bob or Draw.
#
# Idea. Nothing vanishes before turn D + 1, so turns 1..D are the ordinary game (dominoes
# stay). If a player is stuck by turn D the game is over; if turn D is played, then at every
# later turn the domino of D turns ago vanishes and leaves room for a move: play never ends.
# So the answer is the winner of the ordinary game if that player can force the end in
# fewer than D moves, else Draw.
#   That number of moves is the REMOTENESS r of a position: 0 with no move; for a winning
#   position 1 + the least r of a losing child (the winner hurries); for a losing one
#   1 + the largest r of any child (the loser prolongs). A position wins iff r is odd.
#   State: a position is the multiset of its maximal empty runs, sorted as a tuple. Runs
#   shorter than K are dead (dropped); runs of K..2K-1 cells allow exactly one move and
#   nothing after it, so they count as K: a TOKEN.
#   Two tricks keep the states few (the Rust header proves both): two tokens add exactly 2
#   to the remoteness of any position, and so does a run of 3K - 1 cells (every move in it
#   leaves one token). And which children lose is known in advance from Sprague-Grundy
#   values (a run's value is the mex over its splits; a position loses iff the XOR over
#   its runs is 0), so a winning position explores only its losing children.
#   With K = 1 every move covers one cell: play lasts exactly as many moves as there are
#   empty cells.
#
# Complexity: O(S * N * P) for S positions memoised, each with at most P <= N/(K+1) + 1 runs
# and at most N moves; S is at most about 43 000 for N = 64 (about 200 for N = 30).
# Python: at the judge's N <= 30 under 0.1 s of CPU. At this project's N = 64 with K = 2 the
# dearest cases take about 0.7 s of CPU in CPython and in PyPy (over 1 s of wall time on a
# loaded machine); the C++ of this idea takes 0.15 s, the Rust packs each position in one
# 64-bit word and takes under 0.1 s.
# Recursion: each move covers K >= 2 cells, so play, and the recursion, is at most N/2 = 32
# moves deep (two calls per move): far below Python's default limit of 1000.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k, d = int(data[0]), int(data[1]), int(data[2])
    strip = data[3].decode()
    runs = [len(run) for run in strip.split("1") if run]

    if k == 1:
        length = sum(runs)
    else:
        length = play_length(runs, k)

    if length >= d:
        print("Draw")
    elif length % 2 == 1:
        print("Alice")
    else:
        print("Bob")


def play_length(runs, k):
    """The remoteness of the ordinary game on empty runs of these lengths, K >= 2."""
    # grundy[length]: the Sprague-Grundy value of one run, the mex over its splits into two
    # runs of left + right = length - K cells.
    grundy = [0] * (max(runs, default=0) + 1)
    for length in range(k, len(grundy)):
        seen = {grundy[left] ^ grundy[length - k - left] for left in range(length - k + 1)}
        value = 0
        while value in seen:
            value += 1
        grundy[length] = value

    def live(length):
        """How a run of at least K cells counts: K (a token) if exactly one domino fits
        and nothing after it, else its length. Shorter runs are dropped."""
        if length < 2 * k:
            return k
        return length

    memo = {}  # memo[runs]: the remoteness of the position of these live runs

    def remoteness(runs):
        if runs in memo:
            return memo[runs]
        # Take out the runs of 3K - 1 cells and the pairs of tokens: 2 moves each. The
        # token left over, if any, is the shortest run: it goes last.
        tokens = runs.count(k)
        extra = 2 * (runs.count(3 * k - 1) + tokens // 2)
        if extra > 0:
            rest = tuple(x for x in runs if x != 3 * k - 1 and x != k)
            rest += (k,) * (tokens % 2)
            memo[runs] = extra + remoteness(rest)
            return memo[runs]

        total = 0
        for x in runs:
            total ^= grundy[x]
        children = set()
        for i, x in enumerate(runs):
            if i > 0 and runs[i - 1] == x:
                continue  # the same length as the run before: the same children
            for left in range((x - k) // 2 + 1):  # left <= right: the rest mirror these
                right = x - k - left
                # A winning position (total != 0) looks only at its losing children.
                if total == 0 or total ^ grundy[x] ^ grundy[left] ^ grundy[right] == 0:
                    parts = tuple(live(y) for y in (left, right) if y >= k)
                    child = sorted(runs[:i] + runs[i + 1:] + parts, reverse=True)
                    children.add(tuple(child))

        lengths = [remoteness(child) for child in children]
        wins = [r for r in lengths if r % 2 == 0]  # children that lose for the mover there
        if wins:
            memo[runs] = 1 + min(wins)  # the winner hurries
        elif lengths:
            memo[runs] = 1 + max(lengths)  # the loser prolongs
        else:
            memo[runs] = 0  # no move
        return memo[runs]

    start = [live(x) for x in runs if x >= k]
    return remoteness(tuple(sorted(start, reverse=True)))


main()
