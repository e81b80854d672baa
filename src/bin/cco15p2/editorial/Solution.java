// cco15p2 (CCO 2015 P2, "Artskjid"): n <= 18 cities and one-way roads with lengths. Find
// the longest route from city 0 to city n - 1 that visits no city twice (it ends on n - 1).
//
// Idea: best[S][v] is the longest route from city 0 that visits exactly the set S of
// cities and stands at v, or UNREACHED. A road v -> w with w not in S extends it to
// best[S | w][w]; sets only grow, so increasing order of S is an evaluation order. Only
// sets containing city 0 (odd S) are looked at, only reached states are extended, and a
// route at n - 1 is finished, never extended. The answer is the best over S of
// best[S][n - 1].
//
// Complexity: O(2^n * n^2) time: for n = 18 with every road, about 2e7 road checks;
// O(2^n * n) memory (19 MB of int at n = 18).
import java.io.DataInputStream;
import java.io.IOException;

public class Solution {
    static final int UNREACHED = -1; // every reached state holds a length >= 0

    public static void main(String[] args) throws IOException {
        Reader in = new Reader();
        int n = in.nextInt();
        int m = in.nextInt();
        int[][] length = new int[n][n]; // length[v][w]: the road v -> w, 0 if none
        for (int i = 0; i < m; i++) {
            int s = in.nextInt();
            int d = in.nextInt();
            length[s][d] = in.nextInt();
        }

        int last = n - 1;
        // best[S * n + v], for every set S of cities and city v.
        int[] best = new int[n << n];
        java.util.Arrays.fill(best, UNREACHED);
        best[1 * n + 0] = 0; // the route that has only left city 0
        int answer = UNREACHED;
        for (int set = 1; set < 1 << n; set += 2) { // the sets containing city 0
            for (int v = 0; v < n; v++) {
                if ((set >> v & 1) == 0) continue;
                int here = best[set * n + v];
                if (here == UNREACHED) continue;
                if (v == last) { // the route has arrived: it ends here
                    answer = Math.max(answer, here);
                    continue;
                }
                for (int w = 0; w < n; w++) {
                    if (length[v][w] == 0 || (set >> w & 1) == 1) continue; // no road, or visited
                    int there = (set | 1 << w) * n + w;
                    best[there] = Math.max(best[there], here + length[v][w]);
                }
            }
        }

        System.out.println(answer);
    }

    /** Reads whitespace-separated non-negative integers from standard input. */
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

        int nextInt() throws IOException {
            int c = read();
            while (c != -1 && c <= ' ') c = read();
            int value = 0;
            while (c >= '0' && c <= '9') {
                value = value * 10 + (c - '0');
                c = read();
            }
            return value;
        }
    }
}
