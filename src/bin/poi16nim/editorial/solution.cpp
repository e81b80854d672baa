// POI XXIII stage I "Nim z utrudnieniem" (szkopul nim): n <= 5e5 piles, d <= 10. Bajtazar removes
// a multiple of d piles, not all; count (mod 1e9+7) the choices that leave piles of XOR 0.
//
// Idea. The piles left XOR to 0 iff the removed ones XOR to X, the XOR of all piles. Count
// the removals by XOR and by size mod d at once with the Walsh-Hadamard (XOR) transform.
//   At a frequency s the transform maps a pile a to (-1)^|a & s| (|.| counts the bits) and
//   a set of piles to the product over them. Mark each removed pile by z and count sizes
//   modulo z^d - 1: pile a contributes 1 + (-1)^|a & s| z, so at s all removals together
//   give (1 + z)^p (1 - z)^(n - p), where p = p(s) counts the piles with |a & s| even.
//   These p come from ONE transform of bySize (how many piles have each size): its value
//   at s is p - (n - p).
//   Inverting at X: the removals of XOR X are (1/W) sum over s of
//   (-1)^|X & s| (1 + z)^p(s) (1 - z)^(n - p(s)), W the table's width. Grouping the s by p
//   into weights w_p = sum over s with p(s) = p of (-1)^|X & s|, that is
//   (1/W) sum over p of w_p (1 + z)^p (1 - z)^(n - p), summed by Horner's rule over p.
//   Its constant coefficient counts the removals of a multiple of d piles; less the one
//   removing all piles when d divides n.
// (The Rust reference adds the weights 512 at a time to save modulo operations; the sum
// is the same.)
//
// Complexity: O(W log W + n d) time, W the power of two above the largest pile (2^20 at
// most); O(W + n) memory: 4 MiB of counts and 2 MiB of weights, well under the 64 MiB
// the full score allows. The piles are counted as they are read, not kept.
#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1'000'000'007;

// poly times (1 + sign * z) in place, modulo z^d - 1 (d = poly's length): z moves every
// coefficient one up, the last one round to z^0.
void timesOnePlusZ(vector<long long> &poly, int sign) {
    int d = poly.size();
    long long last = poly[d - 1];
    for (int r = d - 1; r >= 1; r--)
        poly[r] = ((poly[r] + sign * poly[r - 1]) % MOD + MOD) % MOD;
    poly[0] = ((poly[0] + sign * last) % MOD + MOD) % MOD;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, d;
    cin >> n >> d;
    const int MAX_A = 1'000'000;
    vector<int> bySize(MAX_A + 1, 0);
    int x = 0, largest = 0;
    for (int i = 0; i < n; i++) {
        int a;
        cin >> a;
        bySize[a]++;
        x ^= a;
        largest = max(largest, a);
    }
    int width = 1;  // W: the power of two above the largest pile
    while (width <= largest) width *= 2;
    bySize.resize(width);

    // The XOR transform: afterwards bySize[s] = p(s) - (n - p(s)).
    for (int half = 1; half < width; half *= 2)
        for (int start = 0; start < width; start += 2 * half)
            for (int i = start; i < start + half; i++) {
                int low = bySize[i], high = bySize[i + half];
                bySize[i] = low + high;
                bySize[i + half] = low - high;
            }

    // w_p = sum over s with p(s) = p of (-1)^|X & s|.
    vector<long long> weight(n + 1, 0);
    for (int s = 0; s < width; s++) {
        int p = (n + bySize[s]) / 2;
        weight[p] += (__builtin_popcount(x & s) % 2 == 0) ? 1 : -1;
    }

    // Horner's rule: after the weights below p, sum = sum over q < p of
    // w_q (1 + z)^q (1 - z)^(p - 1 - q); power = (1 + z)^p. All modulo z^d - 1.
    vector<long long> sum(d, 0), power(d, 0);
    power[0] = 1;
    for (int p = 0; p <= n; p++) {
        timesOnePlusZ(sum, -1);
        long long w = (weight[p] % MOD + MOD) % MOD;
        if (w != 0)
            for (int r = 0; r < d; r++) sum[r] = (sum[r] + w * power[r]) % MOD;
        timesOnePlusZ(power, +1);
    }

    // Divide by W (a power of two, inverted by Fermat's little theorem).
    long long inverse = 1, base = width % MOD;
    for (long long e = MOD - 2; e > 0; e /= 2, base = base * base % MOD)
        if (e % 2 == 1) inverse = inverse * base % MOD;
    long long ways = sum[0] * inverse % MOD;
    if (n % d == 0) ways = (ways - 1 + MOD) % MOD;  // removing every pile is not allowed
    cout << ways << "\n";
}
