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
// most); O(W + n) memory: 4 MiB of counts and 2 MiB of weights. The piles are counted as
// they are read, not kept. The JVM itself takes about 40 MiB of the 64 MiB allowed, so
// Horner's rule updates its two small arrays in place: a new array at each of the 5e5
// steps lets the JVM's heap grow past the limit before it collects them.
import java.io.DataInputStream;
import java.io.IOException;

public class Solution {
    static final long MOD = 1_000_000_007L;

    public static void main(String[] args) throws IOException {
        Reader in = new Reader();
        int n = in.nextInt();
        int d = in.nextInt();
        // Room for every size up to 10^6, whose power of two above is 2^20.
        int[] bySize = new int[1 << 20];
        int x = 0, largest = 0;
        for (int i = 0; i < n; i++) {
            int a = in.nextInt();
            bySize[a]++;
            x ^= a;
            largest = Math.max(largest, a);
        }
        int width = 1; // W: the power of two above the largest pile
        while (width <= largest) width *= 2;

        // The XOR transform: afterwards bySize[s] = p(s) - (n - p(s)).
        for (int half = 1; half < width; half *= 2)
            for (int start = 0; start < width; start += 2 * half)
                for (int i = start; i < start + half; i++) {
                    int low = bySize[i], high = bySize[i + half];
                    bySize[i] = low + high;
                    bySize[i + half] = low - high;
                }

        // w_p = sum over s with p(s) = p of (-1)^|X & s|.
        long[] weight = new long[n + 1];
        for (int s = 0; s < width; s++) {
            int p = (n + bySize[s]) / 2;
            weight[p] += Integer.bitCount(x & s) % 2 == 0 ? 1 : -1;
        }

        // Horner's rule: after the weights below p, sum = sum over q < p of
        // w_q (1 + z)^q (1 - z)^(p - 1 - q); power = (1 + z)^p. All modulo z^d - 1.
        long[] sum = new long[d];
        long[] power = new long[d];
        power[0] = 1;
        for (int p = 0; p <= n; p++) {
            timesOnePlusZ(sum, -1);
            long w = (weight[p] % MOD + MOD) % MOD;
            if (w != 0)
                for (int r = 0; r < d; r++) sum[r] = (sum[r] + w * power[r]) % MOD;
            timesOnePlusZ(power, +1);
        }

        // Divide by W (a power of two, inverted by Fermat's little theorem).
        long ways = sum[0] * modPow(width, MOD - 2) % MOD;
        if (n % d == 0) ways = (ways - 1 + MOD) % MOD; // removing every pile is not allowed
        System.out.println(ways);
    }

    // poly times (1 + sign * z) in place, modulo z^d - 1 (d = poly's length): z moves
    // every coefficient one up, the last one round to z^0.
    static void timesOnePlusZ(long[] poly, int sign) {
        int d = poly.length;
        long last = poly[d - 1];
        for (int r = d - 1; r >= 1; r--)
            poly[r] = ((poly[r] + sign * poly[r - 1]) % MOD + MOD) % MOD;
        poly[0] = ((poly[0] + sign * last) % MOD + MOD) % MOD;
    }

    static long modPow(long base, long exponent) {
        long result = 1;
        base %= MOD;
        for (; exponent > 0; exponent /= 2, base = base * base % MOD)
            if (exponent % 2 == 1) result = result * base % MOD;
        return result;
    }

    /** Reads whitespace-separated non-negative integers from System.in through a byte buffer. */
    static class Reader {
        private final DataInputStream in = new DataInputStream(System.in);
        private final byte[] buffer = new byte[1 << 16];
        private int length = 0;
        private int position = 0;

        private int read() throws IOException {
            if (position == length) {
                length = in.read(buffer, 0, buffer.length);
                position = 0;
                if (length <= 0) return -1;
            }
            return buffer[position++];
        }

        int nextInt() throws IOException {
            int c = read();
            while (c < '0' || c > '9') c = read();
            int value = 0;
            while (c >= '0' && c <= '9') {
                value = value * 10 + (c - '0');
                c = read();
            }
            return value;
        }
    }
}
