// DMOJ persuasion: a wheel of N <= 19 sectors, sector i of effectiveness a_i, a pie on each;
// each round takes a new sector for a_i times its pie, then the pies turn a step. Maximise.
//
// Idea. In round r (from 0) sector i holds the pie that started on sector (i - r) mod N,
// so a pick scores gain[r][i] = a[i] * m[(i - r) mod N] by its sector and round alone.
// After k rounds, what is left to score depends only on WHICH k sectors were taken.
//   State: best[S] = the most the first |S| rounds can score taking exactly the sectors of S.
//   Recurrence: the last of them, i in S, is taken in round |S| - 1, after the best order
//   of S without i:  best[S] = max over i in S of best[S \ {i}] + gain[|S| - 1][i],
//   and best[{}] = 0.
//   Order: S \ {i} < S as numbers, so increasing S fills the table.
// The answer best[all] may be negative: every sector must be picked.
//
// Complexity: O(2^N * N) time (about 5 million steps at N = 19), O(2^N) memory
// (4 MiB of longs).
import java.io.DataInputStream;
import java.io.IOException;

public class Solution {
    public static void main(String[] args) throws IOException {
        Reader in = new Reader();
        int n = (int) in.nextLong();
        long[] a = new long[n];
        long[] m = new long[n];
        for (int i = 0; i < n; i++) a[i] = in.nextLong();
        for (int i = 0; i < n; i++) m[i] = in.nextLong();

        // gain[r][i]: what picking sector i in round r scores.
        long[][] gain = new long[n][n];
        for (int r = 0; r < n; r++)
            for (int i = 0; i < n; i++)
                gain[r][i] = a[i] * m[(i - r + n) % n];

        int all = (1 << n) - 1;
        long[] best = new long[all + 1];
        for (int set = 1; set <= all; set++) {
            long[] roundGain = gain[Integer.bitCount(set) - 1];
            long top = Long.MIN_VALUE;
            for (int last = 0; last < n; last++) {
                if ((set >> last & 1) == 1) {
                    top = Math.max(top, best[set ^ (1 << last)] + roundGain[last]);
                }
            }
            best[set] = top;
        }
        System.out.println(best[all]);
    }

    /** Reads whitespace-separated integers from System.in through a byte buffer. */
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

        long nextLong() throws IOException {
            int c = read();
            while (c != '-' && (c < '0' || c > '9')) c = read();
            boolean negative = c == '-';
            if (negative) c = read();
            long value = 0;
            while (c >= '0' && c <= '9') {
                value = value * 10 + (c - '0');
                c = read();
            }
            return negative ? -value : value;
        }
    }
}
