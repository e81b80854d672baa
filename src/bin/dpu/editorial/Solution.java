// dpu (AtCoder EDPC U, "Grouping"): N <= 16 rabbits and a symmetric matrix a; split the
// rabbits into groups, each pair i < j in one group scoring a[i][j]. Find the best total.
//
// Idea: put each a[i][j] at the set {i, j}; sums over subsets then give score[g], what a
// group g scores, for every set g (a bitmask, rabbit i at bit i). best[s], the best total
// of a set s split into groups: the highest rabbit of s is in some group g of s and the
// rest s \ g is split as well as it can be, so
//     best[s] = max over the g ⊆ s holding that rabbit of score[g] + best[s \ g],
// with best[empty] = 0. Fixing one rabbit's group meets every split of s exactly once.
// The rest never holds that rabbit, so the whole set needs best only of the sets of the
// first N - 1 rabbits, and each of those only of smaller sets among them: the table holds
// those 2^(N-1) sets, filled in increasing order, and the answer is one more step.
//
// Complexity: a set of k rabbits tries 2^(k-1) groups: about 3^(N-1)/2 sums, 7.2 million
// at N = 16; the scores take N * 2^N additions. O(2^N) memory. 64-bit totals (long).
import java.io.DataInputStream;
import java.io.IOException;

public class Solution {
    /**
     * The best split of the non-empty set s: the largest score[g] + best[s \ g] over the
     * groups g of s that hold its highest rabbit. best must hold every set below it.
     */
    static long bestSplit(int s, long[] score, long[] best) {
        int top = Integer.highestOneBit(s);
        int rest = s ^ top;
        long answer = score[top] + best[rest]; // top alone: others = empty set
        // Every non-empty subset `others` of rest joins top's group; rest \ others is split.
        for (int others = rest; others > 0; others = (others - 1) & rest) {
            answer = Math.max(answer, score[top | others] + best[rest ^ others]);
        }
        return answer;
    }

    public static void main(String[] args) throws IOException {
        Reader in = new Reader();
        int n = (int) in.nextLong();
        // score[g]: the sum of a[i][j] over the pairs i < j in g. Start with each pair's
        // value at its set {i, j}, then sum over subsets, one rabbit at a time.
        long[] score = new long[1 << n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                long value = in.nextLong();
                if (i < j) score[1 << i | 1 << j] = value;
            }
        }
        for (int i = 0; i < n; i++) {
            for (int g = 0; g < (1 << n); g++) {
                if ((g >> i & 1) == 1) score[g] += score[g ^ 1 << i];
            }
        }

        // best[s] for every set s of the first n - 1 rabbits, in increasing order: a set's
        // step reads only smaller sets.
        long[] best = new long[1 << (n - 1)];
        for (int s = 1; s < (1 << (n - 1)); s++) {
            best[s] = bestSplit(s, score, best);
        }
        System.out.println(bestSplit((1 << n) - 1, score, best));
    }

    /** Reads whitespace-separated integers, with an optional minus sign, from standard input. */
    static class Reader {
        private final DataInputStream in = new DataInputStream(System.in);
        private final byte[] buffer = new byte[1 << 16];
        private int length = 0, position = 0;

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
            while (c != -1 && c <= ' ') c = read();
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
