# POI XXIII stage I "Nim z utrudnieniem" (szkopul nim): n <= 5e5 piles, d <= 10. Bajtazar removes
# a multiple of d piles, not all; count (mod 1e9+7) the choices that leave piles of XOR 0.
#
# Idea. The piles left XOR to 0 iff the removed ones XOR to X, the XOR of all piles. Count
# the removals by XOR and by size mod d at once with the Walsh-Hadamard (XOR) transform.
#   At a frequency s the transform maps a pile a to (-1)^|a & s| (|.| counts the bits) and
#   a set of piles to the product over them. Mark each removed pile by z and count sizes
#   modulo z^d - 1: pile a contributes 1 + (-1)^|a & s| z, so at s all removals together
#   give (1 + z)^p (1 - z)^(n - p), where p = p(s) counts the piles with |a & s| even.
#   These p come from ONE transform of by_size (how many piles have each size): its value
#   at s is p - (n - p).
#   Inverting at X: the removals of XOR X are (1/W) sum over s of
#   (-1)^|X & s| (1 + z)^p(s) (1 - z)^(n - p(s)), W the table's width. Grouping the s by p
#   into weights w_p = sum over s with p(s) = p of (-1)^|X & s|, that is
#   (1/W) sum over p of w_p (1 + z)^p (1 - z)^(n - p), summed by Horner's rule over p.
#   Its constant coefficient counts the removals of a multiple of d piles; less the one
#   removing all piles when d divides n.
# (The Rust reference adds the weights 512 at a time to save modulo operations; the sum
# is the same.)
#
# Complexity: O(W log W + n d) time, W the power of two above the largest pile (2^20 at
# most); O(W + n) memory. by_size is an array of 32-bit ints (4 MiB) rather than a list:
# a list of 2^20 Python ints would take over 40 MiB of the 64 MiB the full score allows.
# Python cannot meet both limits at the largest inputs (n = 5e5, a pile near 10^6): the
# transform is 10 million butterflies and Horner's rule 5 million multiply-adds, so
# CPython stays under 40 MiB but needs 3 to 4 s of CPU (over the 3 s assumed here; 10 to
# 20 s of wall time on a loaded machine); PyPy needs about 0.5 s of CPU but its runtime
# alone takes about 50 MiB, and with the 5e5 tokens about 90 MiB. What would
# meet them: C++ or Java (this idea, under 0.5 s), or under CPython whole-array numpy
# steps for the transform and Horner's rule, where the judge offers numpy.
import sys
from array import array

MOD = 10**9 + 7


def times_one_plus_z(poly, sign):
    """poly times (1 + sign * z), modulo z^d - 1 (d = len(poly)): z moves every
    coefficient one up, the last one round to z^0 (poly[r - 1] is poly[-1] at r = 0)."""
    d = len(poly)
    return [(poly[r] + sign * poly[r - 1]) % MOD for r in range(d)]


def main():
    data = sys.stdin.buffer.read().split()
    n, d = int(data[0]), int(data[1])
    largest = 0
    x = 0
    # Room for every size up to 10^6, whose power of two above is 2^20.
    by_size = array("i", [0]) * (1 << 20)
    for i in range(2, 2 + n):
        a = int(data[i])
        by_size[a] += 1
        x ^= a
        if a > largest:
            largest = a
    del data  # the tokens are no longer needed: free their memory

    width = 1  # W: the power of two above the largest pile
    while width <= largest:
        width *= 2
    by_size = by_size[:width]

    # The XOR transform: afterwards by_size[s] = p(s) - (n - p(s)).
    half = 1
    while half < width:
        for start in range(0, width, 2 * half):
            for i in range(start, start + half):
                low, high = by_size[i], by_size[i + half]
                by_size[i] = low + high
                by_size[i + half] = low - high
        half *= 2

    # w_p = sum over s with p(s) = p of (-1)^|X & s|.
    weight = [0] * (n + 1)
    for s in range(width):
        p = (n + by_size[s]) // 2
        if bin(x & s).count("1") % 2 == 0:
            weight[p] += 1
        else:
            weight[p] -= 1

    # Horner's rule: after the weights below p, total = sum over q < p of
    # w_q (1 + z)^q (1 - z)^(p - 1 - q); power = (1 + z)^p. All modulo z^d - 1.
    total = [0] * d
    power = [1] + [0] * (d - 1)
    for p in range(n + 1):
        total = times_one_plus_z(total, -1)
        w = weight[p] % MOD
        if w != 0:
            total = [(t + w * c) % MOD for t, c in zip(total, power)]
        power = times_one_plus_z(power, +1)

    # Divide by W; removing every pile is not allowed.
    ways = total[0] * pow(width, MOD - 2, MOD) % MOD
    if n % d == 0:
        ways = (ways - 1) % MOD
    print(ways)


main()
