// cco15p2 (CCO 2015 P2, "Artskjid"): n <= 18 cities and one-way roads with lengths. Find
// the longest route from city 0 to city n - 1 that visits no city twice (it ends on n - 1).
//
// Idea, as memoised recursion, the same states (S, v) seen from the other end:
// rest(S, v) is the longest way on from city v to city n - 1 through cities not in S,
// where S is the set visited so far (v in it), or NO_ROUTE. rest(S, n - 1) = 0: the
// route has arrived. Otherwise rest(S, v) = max over roads v -> w with w not in S of
// l + rest(S | w, w). The answer is rest({0}, 0). Each state is solved once and
// remembered in memo.
//
// Recursion depth: each call adds a city to S, so at most n = 18 frames: the main
// thread's stack is plenty, no Thread with a larger stack is needed.
//
// Complexity: O(2^n * n^2) time, O(2^n * n) memory (19 MB of int at n = 18).
import java.io.DataInputStream;
import java.io.IOException;

public class Memoised {
    static final int NO_ROUTE = -1; // every route on has a length >= 0
    static final int UNKNOWN = -2; // a state not solved yet

    static int n;
    static int[][] length; // length[v][w]: the road v -> w, 0 if none
    static int[] memo; // memo[S * n + v]: rest(S, v), or UNKNOWN

    static int rest(int visited, int v) {
        if (v == n - 1) return 0; // arrived: the route ends here
        int state = visited * n + v;
        if (memo[state] != UNKNOWN) return memo[state];
        int result = NO_ROUTE;
        for (int w = 0; w < n; w++) {
            if (length[v][w] == 0 || (visited >> w & 1) == 1) continue; // no road, or visited
            int on = rest(visited | 1 << w, w);
            if (on != NO_ROUTE) result = Math.max(result, length[v][w] + on);
        }
        memo[state] = result;
        return result;
    }

    public static void main(String[] args) throws IOException {
        Reader in = new Reader();
        n = in.nextInt();
        int m = in.nextInt();
        length = new int[n][n];
        for (int i = 0; i < m; i++) {
            int s = in.nextInt();
            int d = in.nextInt();
            length[s][d] = in.nextInt();
        }

        memo = new int[n << n];
        java.util.Arrays.fill(memo, UNKNOWN);
        System.out.println(rest(1, 0)); // start at city 0, only city 0 visited
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
