# ccc08s5 (CCC '08 S5, "Nukit"): counts A, B, C, D of four particles; Patrick, then Roland,
# must each turn remove one of five reactions (AABDD, ABCD, CCD, BBB, AD). Who cannot loses.
#
# Idea: states as integers. A state (A, B, C, D) is the mixed-radix number
# ((A*31 + B)*31 + C)*32 + D, so a reaction taking (a, b, c, d) lowers it by its own
# encoding, whatever the state: every state's children come before it. A state is won iff
# some reaction it can afford leads to a lost state; with none, it is lost. The last radix
# is 32, so a state is bit D of word (A*31 + B)*31 + C of the table `won`. Every reaction
# takes some A, B or C, so it lowers the word too, and the table is filled a word at a
# time, all 32 values of D at once: for a reaction taking d of D, the word it leads to,
# complemented and shifted up by d, has bit D set iff the state it leads to from D is lost
# (the shift leaves bits D < d clear: there the reaction is impossible). The table is
# built once, for every count up to 30; each case is then one lookup.
#
# Complexity: 5 * 31^3 word operations for the table (31^4 = 923521 states, 32 to a
# word), then O(1) a case. The words are what make this fast in Python too: a bool per
# state would be 4.6 million steps, most of the 1 s limit in CPython.
import sys

RADIX = 31  # counts 0..30
MASK = (1 << 32) - 1  # a word's 32 bits (Python's integers have no fixed width)
# The particles (A, B, C, D) each reaction takes: AABDD, ABCD, CCD, BBB, AD.
REACTIONS = [(2, 1, 0, 2), (1, 1, 1, 1), (0, 0, 2, 1), (0, 3, 0, 0), (1, 0, 0, 1)]


def word(a, b, c):
    """The index of the word holding the states with counts a, b, c of A, B, C."""
    return (a * RADIX + b) * RADIX + c


def main():
    # won[word(A, B, C)] bit D: the player to move from (A, B, C, D) wins.
    won = [0] * (RADIX * RADIX * RADIX)
    for a in range(RADIX):
        for b in range(RADIX):
            for c in range(RADIX):
                row = 0
                for ra, rb, rc, rd in REACTIONS:
                    if a < ra or b < rb or c < rc:
                        continue  # cannot afford A, B, C
                    after = won[word(a - ra, b - rb, c - rc)]
                    row |= (~after << rd) & MASK  # bit D: the state left, from D - d, is lost
                won[word(a, b, c)] = row

    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    out = []
    for i in range(n):
        a, b, c, d = (int(x) for x in data[1 + 4 * i:5 + 4 * i])
        patrick = (won[word(a, b, c)] >> d) & 1
        out.append("Patrick" if patrick else "Roland")
    print("\n".join(out))


main()
